import { requireAdmin } from "@server/http/guards";
import { RefreshCw } from "lucide-react";
import { CalendarSubTabs } from "~/features/staff/admin/calendar-sub-tabs";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.calendar.sync";

export const meta = staffTabMeta("Calendar sync", "Calendar connections.", "Admin Dashboard");

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

/** The calendar sync sub-tab (spec 001 §2): Google Calendar is not connected to the practice yet. */
export default function CalendarSyncRoute() {
  return (
    <>
      <CalendarSubTabs />
      <section aria-labelledby="sync-heading" className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
        <RefreshCw aria-hidden className="size-6 text-brand-600" />
        <h2 id="sync-heading" className="mt-3 font-serif text-2xl text-brand-900">
          Calendar sync
        </h2>
        <p className="mt-2 max-w-prose text-stone-700">
          Connecting therapists' Google Calendars is not available yet. Every session is in the Sessions sub-tab, and
          each therapist's hours and days off are under Availability.
        </p>
      </section>
    </>
  );
}
