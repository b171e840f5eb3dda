import { HOMEWORK_TEXT } from "@domain/homework";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { assignHomework, reviewHomework } from "@server/modules/homework";
import { loadHomeworkPage } from "~/features/staff/homework/homework-page.server";
import { HomeworkTab } from "~/features/staff/homework/homework-tab";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.homework";

export const meta = staffTabMeta("Homework", "Homework you set, and your clients' responses.");

const ACTION = "/therapist-dashboard/homework";

/** ?client= narrows to one client; ?show= shows more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHomeworkPage(requireTherapist(context), new URL(request.url).searchParams);
}

/** intent "assign" (the Assign Homework dialog) or "review" (Mark as Reviewed). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  const form = await readForm(request);
  const db = await getDb();
  try {
    if (form.intent === "assign") {
      await assignHomework(db, viewer, form);
      return { ok: true as const };
    }
    if (form.intent === "review") {
      await reviewHomework(db, viewer, form);
      return { ok: true as const };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return failure(err, form.intent === "assign" ? HOMEWORK_TEXT.assignError : "The homework could not be updated.");
  }
}

export default function HomeworkRoute({ loaderData }: Route.ComponentProps) {
  return <HomeworkTab {...loaderData} action={ACTION} />;
}
