import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { getOfficeHours, updateOfficeHours } from "@server/modules/practice-settings";
import { OfficeHoursEditor } from "~/features/admin/settings/office-hours-editor";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.settings";

export const meta = staffTabMeta("Settings", "The practice's office hours and in-person days.", "Admin Dashboard");

const ACTION = "/admin-dashboard/settings";

/** The practice's settings an admin edits: its office hours (spec 000 §9). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { hours: await getOfficeHours(await getDb()) };
}

/** intent "save-office-hours". */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "save-office-hours") throw new AppError("bad_request", "Unknown action");
    await updateOfficeHours(await getDb(), viewer, form);
    return { ok: true as const };
  } catch (err) {
    return failure(err, "Failed to save office hours");
  }
}

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm">
      <OfficeHoursEditor hours={loaderData.hours} action={ACTION} />
    </section>
  );
}
