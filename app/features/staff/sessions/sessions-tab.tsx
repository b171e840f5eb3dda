import type { OfficeHours } from "@domain/office-hours";
import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { NewSessionDialog } from "./new-session-dialog";
import { RecentChanges } from "./recent-changes";
import { type CalendarSpan, SessionCalendar } from "./session-calendar";
import { AwaitingOutcome, type SessionLinks, SessionList } from "./session-list";
import type { CalendarEntry, RecentChangeView, StaffSessionView } from "./session-view";
import { useStatusToasts } from "./status-fetchers";

export interface SessionsTabView {
  view: "list" | "calendar";
  span: CalendarSpan;
  /** The calendar's anchor day and today, "YYYY-MM-DD" in the viewer's zone. */
  anchor: string;
  today: string;
  /** The List View's sessions (none in the Calendar View). */
  sessions: StaffSessionView[];
  moreHref: string | null;
  /** The List View's sessions that have begun and still await Completed or No show. */
  awaitingOutcome: StaffSessionView[];
  /** The List View's statuses that Revert can take back. */
  recentChanges: RecentChangeView[];
  /** The Calendar View's sessions, and per day how many more a month's cell does not show. */
  calendar: { entries: CalendarEntry[]; more: Record<string, number> };
  /** Query parameters every link of the tab keeps (an admin's therapist filter). */
  keep?: Record<string, string>;
  /** The viewer's zone, and the clients the New Session dialog offers (searched, for an admin). */
  zone: string;
  clients: readonly { id: string; name: string }[];
  clientSearch?: boolean;
  /** The practice's office hours: the New Session dialog warns of a time outside them. */
  officeHours?: OfficeHours;
}

const viewTab = (active: boolean) =>
  `rounded-full px-4 py-1.5 text-sm font-medium ${active ? "bg-brand-100 text-brand-900" : "text-stone-700 hover:bg-stone-100"}`;

/** The Sessions tab (spec 001 §2): List View and Calendar View, each its own URL, and the New Session dialog. */
export function SessionsTab({
  view,
  links,
  therapists,
  filters,
}: {
  view: SessionsTabView;
  links: SessionLinks;
  /** An admin's: the therapists a new session may be with. */
  therapists?: readonly { id: string; name: string }[];
  /** Above the views: an admin's choice of therapist. */
  filters?: React.ReactNode;
}) {
  useStatusToasts(links.statusAction);
  const keep = view.keep ?? {};
  const hrefFor = (span: CalendarSpan, day: string) =>
    `?${new URLSearchParams({ ...keep, view: "calendar", span, date: day })}`;
  return (
    <Section
      headingId="sessions-heading"
      title="Sessions"
      actions={
        <NewSessionDialog
          clients={view.clients}
          clientSearch={view.clientSearch}
          therapists={therapists}
          zone={view.zone}
          action={links.statusAction}
          officeHours={view.officeHours}
        />
      }
    >
      {filters}
      <nav aria-label="Sessions view" className="mt-4 flex gap-2">
        <Link
          to={`?${new URLSearchParams({ ...keep, view: "list" })}`}
          aria-current={view.view === "list" ? "page" : undefined}
          className={viewTab(view.view === "list")}
        >
          List View
        </Link>
        <Link
          to={hrefFor(view.span, view.anchor)}
          aria-current={view.view === "calendar" ? "page" : undefined}
          className={viewTab(view.view === "calendar")}
        >
          Calendar View
        </Link>
      </nav>
      <div className="mt-6">
        {view.view === "list" ? (
          <>
            <SessionList sessions={view.sessions} moreHref={view.moreHref} links={links} />
            <AwaitingOutcome sessions={view.awaitingOutcome} links={links} />
            <RecentChanges changes={view.recentChanges} action={links.statusAction} />
          </>
        ) : (
          <SessionCalendar
            entries={view.calendar.entries}
            more={view.calendar.more}
            span={view.span}
            anchor={view.anchor}
            today={view.today}
            hrefFor={hrefFor}
          />
        )}
      </div>
    </Section>
  );
}
