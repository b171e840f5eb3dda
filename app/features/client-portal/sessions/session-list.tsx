import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { type SessionAction, SessionCard } from "./session-card";
import type { SessionRow } from "./session-rows";

type OnAction = (session: SessionRow, action: SessionAction) => void;

/** The same page with some of its query changed, for the paging links. */
function useQueryLink() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "" };
  };
}

/**
 * The cards of a list, in the page's own flow: spec 001 §2's 300 px box that scrolls inside the
 * page is gone (on a phone it showed one card and a half); the lists page instead (decision 0030).
 */
function SessionCards({ label, rows, onAction }: { label: string; rows: SessionRow[]; onAction: OnAction }) {
  return (
    <ul aria-label={label} className="mt-4 space-y-3">
      {rows.map((session) => (
        <SessionCard key={session.id} session={session} onAction={(action) => onAction(session, action)} />
      ))}
    </ul>
  );
}

/**
 * List View: upcoming sessions (scheduled and in the future, soonest first; "Show more" reads
 * the next ones) and past sessions (everything else, newest first, a page at a time).
 */
export function SessionList({
  upcoming,
  past,
  onAction,
}: {
  upcoming: { rows: SessionRow[]; next: number | null };
  past: { rows: SessionRow[]; next: string | null; first: boolean };
  onAction: OnAction;
}) {
  const link = useQueryLink();
  const pagerClass = buttonClass("secondary", "sm");
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Section headingId="upcoming-heading" title="Upcoming sessions">
        {upcoming.rows.length === 0 ? (
          <p className="mt-3 text-stone-600">
            You have no upcoming session.{" "}
            <Link to="book" className="font-medium text-brand-700 underline">
              Book a session
            </Link>
          </p>
        ) : (
          <SessionCards label="Upcoming sessions" rows={upcoming.rows} onAction={onAction} />
        )}
        {upcoming.next ? (
          <Link to={link({ upcoming: String(upcoming.next) })} preventScrollReset className={`${pagerClass} mt-3`}>
            Show more
          </Link>
        ) : null}
      </Section>

      <Section headingId="past-heading" title="Past sessions">
        {past.rows.length === 0 ? (
          <p className="mt-3 text-stone-600">No past sessions yet.</p>
        ) : (
          <SessionCards label="Past sessions" rows={past.rows} onAction={onAction} />
        )}
        <div className="mt-3 flex gap-2">
          {past.first ? null : (
            <Link to={link({ before: null })} preventScrollReset className={pagerClass}>
              Newest sessions
            </Link>
          )}
          {past.next ? (
            <Link to={link({ before: past.next })} preventScrollReset className={pagerClass}>
              Older sessions
            </Link>
          ) : null}
        </div>
      </Section>
    </div>
  );
}
