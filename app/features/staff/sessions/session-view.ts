import type { SessionStatus } from "@domain/enums";
import { offersJoin, type SessionPlace } from "@domain/session-place";
import { type ChosenStatus, STATUS_REFUSAL_MESSAGE, type StatusRefusal, statusChoices } from "@domain/session-status";
import { SESSION_KIND_LABEL, sessionWhen } from "@domain/session-time";
import { formatSlotTime } from "@domain/slots";
import { addDays, dayInZone, dayOfWeek } from "@domain/zone-time";
import type { RecentStatusChange } from "@server/modules/staff";

export { addDays };

/** A session as the server lists it for the staff pages. */
type StaffSession = RecentStatusChange["session"];

/** A session as the staff pages show it, with its times already in the viewer's zone. */
export interface StaffSessionView {
  id: string;
  clientId: string;
  clientName: string;
  therapistName: string;
  startIso: string;
  /** "YYYY-MM-DD" of its start, in the viewer's zone. */
  day: string;
  /** "9:00 AM - 10:00 AM" */
  time: string;
  /** "Monday 7 December 2026 at 2:00 PM (GMT)" */
  when: string;
  durationMinutes: number;
  kind: string;
  status: SessionStatus;
  /** Online: its join page (a path); in person: the practice's address and map link. */
  place: SessionPlace;
  /** Online, scheduled and not yet ended, and not a time still held for a payment: the list offers Join. */
  joinable: boolean;
  /** In person, scheduled and not yet ended: the list names the address. */
  ahead: boolean;
  /** Held for a client's booking whose payment has not arrived (shown apart from scheduled sessions). */
  awaitingPayment: boolean;
  /** The dropdown's choices, each with why it is refused now (null: allowed). */
  choices: Record<ChosenStatus, string | null>;
  /**
   * A past session's note: its state, the day it was signed, and whether the viewer opens it (its
   * therapist) or only sees that it exists (an admin).
   */
  note?: { state: "none" | "draft" | "signed"; signed: string | null; link: boolean };
  /** The due forms its client has not completed ("Intake, PHQ-9"), on the upcoming list; null for none. */
  formsMissing?: string | null;
}

export function toSessionView(s: StaffSession, zone: string, now: Date = new Date()): StaffSessionView {
  const refusals = statusChoices({ status: s.status, start: s.start }, now);
  return {
    id: s.id,
    clientId: s.clientId,
    clientName: s.clientName,
    therapistName: s.therapistName,
    startIso: s.start.toISOString(),
    day: dayInZone(s.start, zone),
    time: `${formatSlotTime(s.start, zone)} - ${formatSlotTime(s.end, zone)}`,
    when: sessionWhen(s.start, zone).text,
    durationMinutes: s.durationMinutes,
    kind: SESSION_KIND_LABEL[s.sessionType] ?? "Session",
    status: s.status,
    place: s.place,
    joinable: !s.awaitingPayment && offersJoin({ inPerson: s.place.inPerson, status: s.status, end: s.end }, now),
    ahead: s.status === "scheduled" && now.getTime() < s.end.getTime(),
    awaitingPayment: s.awaitingPayment,
    choices: {
      completed: refusalText(refusals.completed),
      no_show: refusalText(refusals.no_show),
      cancelled: refusalText(refusals.cancelled),
    },
  };
}

const refusalText = (refusal: StatusRefusal | null) => (refusal ? STATUS_REFUSAL_MESSAGE[refusal] : null);

/** A status Revert can take back, as the Recent changes list shows it. */
export interface RecentChangeView {
  session: StaffSessionView;
  /** "Monday 7 December 2026 at 2:00 PM (GMT) by Efua Mensah" */
  changed: string;
  /** A cancellation's reason, as the client was told it. */
  reason: string | null;
  /** Why Revert is refused now, or null. */
  revertRefusal: string | null;
}

export function toRecentChangeView(change: RecentStatusChange, zone: string, now: Date = new Date()): RecentChangeView {
  const when = sessionWhen(change.record.at, zone).text;
  return {
    session: toSessionView(change.session, zone, now),
    changed: change.byName ? `${when} by ${change.byName}` : when,
    reason: change.reason,
    revertRefusal: refusalText(change.revertRefusal),
  };
}

/** A session as the Calendar View shows it: only what a day's cell needs. */
export interface CalendarEntry {
  id: string;
  /** "YYYY-MM-DD" of its start, in the viewer's zone. */
  day: string;
  /** "9:00 AM" */
  start: string;
  clientName: string;
  /** Whom it is with, when the calendar shows several therapists' sessions (an admin's). */
  therapistName?: string;
  status: SessionStatus;
  /** Held for a booking whose payment has not arrived. */
  awaitingPayment?: boolean;
}

/** A month's day shows this many sessions, then "+N more". */
export const MONTH_DAY_SHOWN = 3;

/**
 * The Calendar View's sessions (in start order), in the viewer's zone: every one of a week, and
 * the first MONTH_DAY_SHOWN of each day of a month with how many more (`more`), so a busy
 * practice's month stays a small page.
 */
export function toCalendarEntries(
  sessions: readonly (Pick<StaffSession, "id" | "start" | "clientName" | "therapistName" | "status"> & {
    awaitingPayment?: boolean;
  })[],
  zone: string,
  options: { span: "week" | "month"; withTherapist: boolean },
): { entries: CalendarEntry[]; more: Record<string, number> } {
  const entries: CalendarEntry[] = [];
  const more: Record<string, number> = {};
  const shown = new Map<string, number>();
  for (const s of sessions) {
    const day = dayInZone(s.start, zone);
    const count = shown.get(day) ?? 0;
    if (options.span === "month" && count >= MONTH_DAY_SHOWN) {
      more[day] = (more[day] ?? 0) + 1;
      continue;
    }
    shown.set(day, count + 1);
    entries.push({
      id: s.id,
      day,
      start: formatSlotTime(s.start, zone),
      clientName: s.clientName,
      ...(options.withTherapist ? { therapistName: s.therapistName } : {}),
      status: s.status,
      ...(s.awaitingPayment ? { awaitingPayment: true } : {}),
    });
  }
  return { entries, more };
}

/** A time held for a booking whose payment has not arrived: dashed amber, apart from the statuses. */
export const AWAITING_PAYMENT_STYLE = { label: "Awaiting payment", badge: "bg-amber-50 text-amber-900 border-dashed" };

/** Spec 001 §4: scheduled blue, completed green, cancelled red, no-show grey. */
export const STATUS_STYLE: Readonly<Record<SessionStatus, { label: string; badge: string }>> = {
  scheduled: { label: "Scheduled", badge: "bg-blue-100 text-blue-900" },
  completed: { label: "Completed", badge: "bg-green-100 text-green-900" },
  cancelled: { label: "Cancelled", badge: "bg-red-100 text-red-900" },
  no_show: { label: "No show", badge: "bg-stone-200 text-stone-800" },
};

/** The Monday of `day`'s week (weeks start on Monday, as in Ghana and the UK). */
export function weekStart(day: string): string {
  return addDays(day, -((dayOfWeek(day) + 6) % 7));
}

/** The days a month view shows: whole weeks from the Monday on or before the 1st to the Sunday on or after the last. */
export function monthGrid(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const start = weekStart(first);
  const [y, m] = day.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let d = start; d <= last || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}
