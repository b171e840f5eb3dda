import { HOMEWORK_TEXT } from "@domain/homework";
import { formatLongDate } from "@domain/long-date";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/guards";
import { AppError } from "@server/lib/errors";
import { assignHomework } from "@server/modules/homework/assign-homework";
import { HOMEWORK_PAGE_SIZE } from "@server/modules/homework/list-my-homework";
import { reviewHomework } from "@server/modules/homework/review-homework";
import { usableZone } from "@server/modules/sessions/own-session";
import { listStaffHomework } from "@server/modules/staff/list-staff-homework";
import { listMessageableClients } from "@server/modules/staff/staff-conversations";
import { HomeworkTab } from "~/features/staff/homework/homework-tab";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.homework";

export const meta = staffTabMeta("Homework", "Homework you set, and your clients' responses.");

const ACTION = "/therapist-dashboard/homework";

/** ?client= narrows to one client; ?show= shows more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const client = params.get("client") ?? "";
  const [list, clients] = await Promise.all([
    listStaffHomework(db, viewer, { client, show: params.get("show") }),
    listMessageableClients(db, viewer),
  ]);
  const more = new URLSearchParams({ ...(client ? { client } : {}), show: String(list.shown + HOMEWORK_PAGE_SIZE) });
  return {
    client,
    clients,
    moreHref: list.hasMore ? `?${more}` : null,
    items: list.items.map((h) => ({
      id: h.id,
      clientName: h.clientName,
      title: h.title,
      description: h.description,
      due: h.dueDate ? formatLongDate(new Date(`${h.dueDate}T12:00:00Z`), "UTC") : null,
      status: h.status,
      response: h.response,
      submitted: h.submittedAt ? formatLongDate(h.submittedAt, zone) : null,
    })),
  };
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
