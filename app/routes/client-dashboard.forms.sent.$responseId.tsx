import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireClientAccess } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { getClientResponse, RESPONSE_NOT_FOUND } from "@server/modules/clinical-responses";
import { toResponsePage } from "~/features/staff/clinical/clinical-view";
import { ResponsePage } from "~/features/staff/clinical/response-page";
import { rethrowAsResponse } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.forms.sent.$responseId";

export const meta = portalTabMeta("A form you sent", "Your answers to one form, as you sent them.");

/**
 * One of her own sent forms: her answers against the questions she saw, its score, and a
 * consent's signature (opening it is audited, as every read of her record is). Anyone else's, a
 * draft (she carries on with it on its form's page) and an unknown id are not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const db = await getDb();
  const response = await getClientResponse(db, viewer, params.responseId)
    .then((found) => {
      if (found.clientId !== viewer.userId || found.status !== "submitted") {
        throw new AppError("not_found", RESPONSE_NOT_FOUND);
      }
      return found;
    })
    .catch(rethrowAsResponse);
  return {
    response: toResponsePage(response, usableZone(viewer.timezone), (id) => `/api/signed-consents/${id}`),
  };
}

export default function SentFormRoute({ loaderData, matches }: Route.ComponentProps) {
  // The portal answers under both of its names: back to the Forms tab of the one she is in.
  const base = matches.some((match) => match?.id === "client-portal") ? "/client-portal" : "/client-dashboard";
  return <ResponsePage response={loaderData.response} clientName="Your forms" backHref={`${base}/forms`} />;
}
