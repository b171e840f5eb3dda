import { HOMEWORK_TEXT } from "@domain/homework";
import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { requireClientAccess } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { HOMEWORK_PAGE_SIZE, listMyHomework, submitHomework } from "@server/modules/homework";
import { HomeworkLoadError, HomeworkTab } from "~/features/client-portal/homework/homework-tab";
import { toHomeworkTabView } from "~/features/client-portal/homework/homework-view";
import { failure, readForm } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.homework";

export const meta = portalTabMeta("Homework", "Your homework from your therapist.");

/** The homework tab: the client's own assignments, the latest page (`?show=` for more). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    const show = new URL(request.url).searchParams.get("show");
    const page = await listMyHomework(await getDb(), viewer, { show });
    return toHomeworkTabView(page, viewer.timezone, HOMEWORK_PAGE_SIZE);
  } catch (err) {
    logger.error("loading homework failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(HOMEWORK_TEXT.loadError, { status: 503, statusText: "Service Unavailable" });
  }
}

/** Submitting a response (intent "submit-homework", assignmentId, response). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "submit-homework") throw new AppError("bad_request", "Unknown action");
    const done = await submitHomework(await getDb(), viewer, {
      assignmentId: form.assignmentId,
      response: form.response,
    });
    return { ok: true as const, id: done.id };
  } catch (err) {
    return failure(err, "Your response could not be saved just now. Please try again.");
  }
}

export default function HomeworkRoute({ loaderData }: Route.ComponentProps) {
  return <HomeworkTab view={loaderData} />;
}

export function ErrorBoundary() {
  return <HomeworkLoadError />;
}
