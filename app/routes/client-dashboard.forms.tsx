import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { requireClientAccess } from "@server/http/role-guards";
import { isAppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { listMyRecordViews } from "@server/modules/clinical-access";
import { listMyForms } from "@server/modules/clinical-responses";
import { isRouteErrorResponse } from "react-router";
import { FormsLoadError, FormsTab } from "~/features/client-portal/forms/forms-tab";
import { toFormsTabView } from "~/features/client-portal/forms/forms-view";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.forms";

export const meta = portalTabMeta("Forms", "Your forms, questionnaires and scores.");

const LOAD_ERROR = "Your forms could not be loaded just now. Please try again.";

/** The Forms tab: what is due, drafts, sent forms, her scores, and who has viewed her record. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    const db = await getDb();
    const [forms, views] = await Promise.all([listMyForms(db, viewer), listMyRecordViews(db, viewer)]);
    return toFormsTabView(forms, views, viewer.timezone);
  } catch (err) {
    if (isAppError(err)) throw new Response(err.message, { status: err.status, statusText: err.message });
    logger.error("loading forms failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(LOAD_ERROR, { status: 503, statusText: "Service Unavailable" });
  }
}

export default function FormsRoute({ loaderData }: Route.ComponentProps) {
  return <FormsTab view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string" ? error.data : LOAD_ERROR;
  return <FormsLoadError message={message} />;
}
