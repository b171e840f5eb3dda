import type { SessionStatus } from "@domain/enums";
import { changeDeadline, changeRefusal, sessionTitle } from "@domain/session-changes";
import type { SessionPlace } from "@domain/session-place";
import { sessionWhen } from "@domain/session-time";
import { dayInZone, timeZoneLabel } from "@domain/zone-time";
import type { MySession, MySessionsView } from "@server/modules/booking";
import type { TransferInstructions } from "@server/modules/payments";

/** One session as the portal shows it, every time already written in the client's zone. */
export interface SessionRow {
  id: string;
  title: string;
  /** "Monday 7 December 2026 at 2:00 PM (GMT)". */
  when: string;
  /** The calendar day in the client's zone, "YYYY-MM-DD". */
  day: string;
  start: string;
  durationMinutes: number;
  therapistName: string;
  status: SessionStatus;
  upcoming: boolean;
  /** Online: its join page (a path on the site); in person: the practice's address and map link. */
  place: SessionPlace;
  cancellationReason: string | null;
  /**
   * The online booking's state, when there is one worth saying; an unpaid one says until when its
   * time is held and, for a bank transfer, what to send where.
   */
  payment:
    | { state: "confirmed"; reference: string | null }
    | { state: "awaiting"; reference: string | null; heldUntil: string | null; transfer: TransferInstructions | null }
    | null;
  /** The booking whose receipt can be downloaded (paid or confirmed online bookings). */
  receiptBookingId: string | null;
  /** What the client may still do, and until when (null: nothing, the 24-hour rule or the state forbids it). */
  change: {
    until: string;
    canReschedule: boolean;
    paid: boolean;
    planCredit: boolean;
    coupon: boolean;
    awaitingPayment: boolean;
  } | null;
}

export function toSessionRow(session: MySession, timeZone: string, now: Date): SessionRow {
  const booking = session.booking;
  const state = { start: session.start, status: session.status, bookingStatus: booking?.status ?? null };
  const cancellable = changeRefusal(state, now, "cancel") === null;
  const paid = booking?.paymentStatus === "paid";
  return {
    id: session.id,
    title: sessionTitle(session.serviceName, session.sessionType),
    when: sessionWhen(session.start, timeZone).text,
    day: dayInZone(session.start, timeZone),
    start: session.start.toISOString(),
    durationMinutes: session.durationMinutes,
    therapistName: session.therapistName,
    status: session.status,
    upcoming: session.status === "scheduled" && session.start.getTime() >= now.getTime(),
    place: session.place,
    cancellationReason: session.status === "cancelled" ? session.cancellationReason : null,
    payment:
      booking?.status === "pending_payment"
        ? {
            state: "awaiting",
            reference: booking.paymentReference,
            heldUntil: booking.heldUntil ? sessionWhen(booking.heldUntil, timeZone).text : null,
            transfer: booking.awaitedTransfer,
          }
        : booking?.status === "confirmed"
          ? { state: "confirmed", reference: booking.paymentReference }
          : null,
    receiptBookingId:
      booking && (paid || booking.status === "confirmed" || booking.status === "completed") ? booking.id : null,
    change: cancellable
      ? {
          until: sessionWhen(changeDeadline(session.start), timeZone).text,
          canReschedule: changeRefusal(state, now, "reschedule") === null,
          paid,
          planCredit: booking?.usedPlanCredit ?? false,
          coupon: booking?.usedCoupon ?? false,
          awaitingPayment: booking?.status === "pending_payment",
        }
      : null,
  };
}

export type SessionsTabView =
  | {
      view: "list";
      upcoming: { rows: SessionRow[]; next: number | null };
      past: { rows: SessionRow[]; next: string | null; first: boolean };
    }
  | { view: "calendar"; month: string; rows: SessionRow[] };

/** The tab's data in the client's zone, with the zone named once for the page ("GMT (Africa/Accra)"). */
export function sessionsTabView(found: MySessionsView, timeZone: string, now: Date) {
  const row = (session: MySession) => toSessionRow(session, timeZone, now);
  const label = timeZoneLabel(now, timeZone);
  const zone = { timeZone, zoneName: label === timeZone ? label : `${label} (${timeZone})` };
  const view: SessionsTabView =
    found.view === "calendar"
      ? { view: "calendar", month: found.month, rows: found.sessions.map(row) }
      : {
          view: "list",
          upcoming: { rows: found.upcoming.sessions.map(row), next: found.upcoming.next },
          past: { rows: found.past.sessions.map(row), next: found.past.next, first: found.past.first },
        };
  return { ...zone, sessions: view };
}
