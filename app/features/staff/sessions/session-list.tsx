import { AWAITING_OUTCOME_DAYS } from "@domain/session-status";
import { ClipboardList, MapPin, Video } from "lucide-react";
import { Link } from "react-router";
import { NoteState } from "../clinical-notes/note-link";
import { ShowMore } from "../staff-parts";
import { AWAITING_PAYMENT_STYLE, type StaffSessionView } from "./session-view";
import { StatusSelect } from "./status-select";

/** Where a staff page's session links and status changes go. */
export interface SessionLinks {
  /** The page of a client, where the viewer has one. */
  client?: (clientId: string) => string;
  /** The action that saves a status. */
  statusAction: string;
  /**
   * Admins see whose session it is; its room is its client's and therapist's alone, so they are
   * shown that it is online, not a Join that would not open for them.
   */
  showTherapist?: boolean;
}

/** One session of a list: when, with whom, what kind, where, and its status dropdown. */
export function SessionRow({ session, links }: { session: StaffSessionView; links: SessionLinks }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          <time dateTime={session.startIso}>{session.when}</time>
        </p>
        <p className="text-sm text-stone-700">
          {session.kind} · {session.durationMinutes} minutes · with{" "}
          {links.client ? (
            <Link to={links.client(session.clientId)} className="underline underline-offset-2">
              {session.clientName}
            </Link>
          ) : (
            session.clientName
          )}
          {links.showTherapist ? ` · ${session.therapistName}` : null}
        </p>
        {session.formsMissing ? (
          <p className="mt-1 flex items-center gap-1 text-sm font-medium text-amber-900">
            <ClipboardList aria-hidden className="size-4 shrink-0" /> Forms missing: {session.formsMissing}
          </p>
        ) : null}
        {session.joinable && !session.place.inPerson && links.showTherapist ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-700">
            <Video aria-hidden className="size-4 shrink-0" /> Virtual
          </p>
        ) : null}
        {session.joinable && !session.place.inPerson && !links.showTherapist ? (
          <a
            href={session.place.joinUrl}
            aria-label={`Virtual: Join the session with ${session.clientName}, ${session.when}`}
            className="mt-1 inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
          >
            <Video aria-hidden className="size-4" /> Virtual: Join
          </a>
        ) : null}
        {session.ahead && session.place.inPerson ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-700">
            <MapPin aria-hidden className="size-4 shrink-0" /> In person: {session.place.address}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {session.awaitingPayment ? (
          // Not hers yet: the time is held until the client's payment arrives, or given back.
          <span className={`rounded-full border px-3 py-1 text-sm font-semibold ${AWAITING_PAYMENT_STYLE.badge}`}>
            {AWAITING_PAYMENT_STYLE.label}
          </span>
        ) : null}
        {session.note ? (
          <NoteState sessionId={session.id} note={session.note} label={`${session.clientName}, ${session.when}`} />
        ) : null}
        <StatusSelect session={session} action={links.statusAction} />
      </div>
    </li>
  );
}

/** The List View (spec 001 §2): upcoming scheduled sessions only, soonest first; 'No upcoming sessions'. */
export function SessionList({
  sessions,
  moreHref,
  links,
}: {
  sessions: readonly StaffSessionView[];
  moreHref: string | null;
  links: SessionLinks;
}) {
  if (sessions.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">No upcoming sessions</p>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} links={links} />
        ))}
      </ul>
      <ShowMore href={moreHref} />
    </>
  );
}

/**
 * The sessions that have begun and are still Scheduled (the last AWAITING_OUTCOME_DAYS days):
 * the ones to mark Completed or No show, which the upcoming list no longer holds. Nothing when
 * there are none.
 */
export function AwaitingOutcome({ sessions, links }: { sessions: readonly StaffSessionView[]; links: SessionLinks }) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-outcome-heading" className="mt-8">
      <h3 id="awaiting-outcome-heading" className="font-semibold text-stone-900">
        Awaiting an outcome
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Sessions of the last {AWAITING_OUTCOME_DAYS} days that have begun: mark each Completed or No show.
      </p>
      <ul className="mt-3 space-y-3">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} links={links} />
        ))}
      </ul>
    </section>
  );
}
