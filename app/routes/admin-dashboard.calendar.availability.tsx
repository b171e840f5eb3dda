import { AVAILABILITY_TEXT } from "@domain/availability";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { listTherapists } from "@server/modules/staff";
import { TabLoadError } from "~/components/tab-load-error";
import { CalendarSubTabs, TherapistFilter } from "~/features/staff/admin/calendar-sub-tabs";
import { AvailabilityEditor } from "~/features/staff/settings/availability-editor";
import {
  isAvailabilityIntent,
  loadAvailability,
  saveAvailabilityIntent,
} from "~/features/staff/settings/availability-page.server";
import { DaysOff } from "~/features/staff/settings/days-off";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.calendar.availability";

export const meta = staffTabMeta("Availability", "Each therapist's working hours and days off.", "Admin Dashboard");

const ACTION = "/admin-dashboard/calendar/availability";

/** ?therapist= names whose week is shown (the first therapist by name otherwise). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const therapists = await listTherapists(db, viewer);
  const wanted = new URL(request.url).searchParams.get("therapist");
  const therapist = therapists.find((t) => t.id === wanted) ?? therapists[0];
  if (!therapist) return { therapists, therapist: null, availability: null };
  return { therapists, therapist, availability: await loadAvailability(db, viewer, therapist.id) };
}

/** The therapist's editor and days off, for the therapist named in the form (spec 001 §7: the week is replaced in one transaction). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    if (!isAvailabilityIntent(form.intent)) throw new AppError("bad_request", "Unknown action");
    await saveAvailabilityIntent(await getDb(), viewer, form.intent, form);
    return { ok: true as const, intent: form.intent };
  } catch (err) {
    return failure(err, AVAILABILITY_TEXT.saveFailed);
  }
}

export default function AdminAvailabilityRoute({ loaderData }: Route.ComponentProps) {
  const { therapist, availability } = loaderData;
  return (
    <>
      <CalendarSubTabs />
      <section aria-labelledby="availability-heading" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <h2 id="availability-heading" className="font-serif text-2xl text-brand-900">
          Availability{therapist ? `: ${therapist.name}` : ""}
        </h2>
        {therapist && availability ? (
          <>
            <TherapistFilter therapists={loaderData.therapists} current={therapist.id} allowAll={false} />
            <div className="mt-6" key={therapist.id}>
              <AvailabilityEditor week={availability.week} action={ACTION} therapistId={therapist.id} />
              <div className="mt-8">
                <DaysOff
                  daysOff={availability.daysOff}
                  action={ACTION}
                  therapistId={therapist.id}
                  today={availability.today}
                />
              </div>
            </div>
          </>
        ) : (
          <p className="mt-3 text-stone-700">The practice has no therapists yet.</p>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <TabLoadError announce title={AVAILABILITY_TEXT.loadFailed} message="Please try again." />;
}
