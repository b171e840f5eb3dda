import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import {
  getNoteReminderHours,
  getOfficeHours,
  updateNoteReminderHours,
  updateOfficeHours,
} from "@server/modules/practice-settings";
import { NoteReminderForm } from "~/features/admin/settings/note-reminder-form";
import { OfficeHoursEditor } from "~/features/admin/settings/office-hours-editor";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.settings";

export const meta = staffTabMeta(
  "Settings",
  "The practice's office hours, in-person days and note reminders.",
  "Admin Dashboard",
);

const ACTION = "/admin-dashboard/settings";

/** The practice's settings an admin edits: its office hours (spec 000 §9). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = await getDb();
  return { hours: await getOfficeHours(db), noteReminderHours: await getNoteReminderHours(db) };
}

/** intent "save-office-hours". */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    if (form.intent === "save-note-reminders") {
      await updateNoteReminderHours(await getDb(), viewer, form.noteReminderHours);
      return { ok: true as const, intent: form.intent };
    }
    if (form.intent !== "save-office-hours") throw new AppError("bad_request", "Unknown action");
    await updateOfficeHours(await getDb(), viewer, form);
    return { ok: true as const };
  } catch (err) {
    return failure(err, "Failed to save the settings");
  }
}

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <OfficeHoursEditor hours={loaderData.hours} action={ACTION} />
      </section>
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <NoteReminderForm hours={loaderData.noteReminderHours} action={ACTION} />
      </section>
    </div>
  );
}
