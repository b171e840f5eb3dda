import type { BookingStatus, SessionKind, SessionStatus } from "./enums";
import { SESSION_KIND_LABEL } from "./session-time";

/**
 * A client may cancel or move their own upcoming session until this long before it starts:
 * after that the therapist has kept the hour for them and only the practice can change it.
 */
export const CHANGE_NOTICE_HOURS = 24;
const NOTICE_MS = CHANGE_NOTICE_HOURS * 3_600_000;

/** The last moment the client can still change a session starting at `start`. */
export function changeDeadline(start: Date): Date {
  return new Date(start.getTime() - NOTICE_MS);
}

/** Inclusive: exactly 24 hours before the start is still in time. */
export function canChangeSession(start: Date, now: Date): boolean {
  return now.getTime() <= changeDeadline(start).getTime();
}

export type ChangeRefusal = "cancelled" | "not_upcoming" | "too_late" | "awaiting_payment";

/**
 * Why the client may not change this session now, or null when they may. Upcoming means
 * scheduled and in the future (spec 001 §4); a booking still awaiting its payment can be
 * cancelled (the hold is released) but not moved, since its hold and payment name the time.
 */
export function changeRefusal(
  session: { start: Date; status: SessionStatus; bookingStatus?: BookingStatus | null },
  now: Date,
  change: "cancel" | "reschedule",
): ChangeRefusal | null {
  if (session.status === "cancelled") return "cancelled";
  if (session.status !== "scheduled" || session.start.getTime() <= now.getTime()) return "not_upcoming";
  if (!canChangeSession(session.start, now)) return "too_late";
  if (change === "reschedule" && session.bookingStatus === "pending_payment") return "awaiting_payment";
  return null;
}

export const CHANGE_REFUSAL_MESSAGE: Readonly<Record<ChangeRefusal, string>> = {
  cancelled: "This session has already been cancelled.",
  not_upcoming: "This session is no longer upcoming, so it cannot be changed.",
  too_late: `Sessions can be cancelled or rescheduled up to ${CHANGE_NOTICE_HOURS} hours before they start. To change this one, please contact us.`,
  awaiting_payment:
    "This session is held until we receive your payment, so its time cannot be moved. You can cancel it and book another time.",
};

export const SESSION_NOT_FOUND = "Session not found";
export const SAME_TIME = "Your session is already at this time. Please choose another.";
/** A paid session is not refunded automatically: the practice settles it with the client. */
export const REFUND_NOTE = "Contact us about a refund";

/** What a cancellation gave back to what paid for the session, as the client is told. */
export interface WhatWentBack {
  refund: boolean;
  creditReturned: boolean;
  couponReturned: boolean;
  giftReturned: boolean;
}

/** The sentences that tell the client what a cancellation gave back (none when nothing did). */
export function whatWentBackNotes(back: WhatWentBack | null | undefined): string[] {
  if (!back) return [];
  return [
    back.refund ? `${REFUND_NOTE}: it was paid for, and refunds are not made automatically.` : null,
    back.creditReturned ? "The session it used is back in your plan or package." : null,
    back.couponReturned ? "The coupon it used can be used again." : null,
    back.giftReturned ? "What your gift certificate paid is back on it." : null,
  ].filter((note): note is string => note !== null);
}
export const CANCEL_FAILED = "We could not cancel the session. Please try again.";
export const RESCHEDULE_FAILED = "We could not move the session. Please try again.";

export const sessionCancelledToast = (when: string) => ({
  title: "Session cancelled",
  description: `Your session on ${when} is cancelled.`,
});

export const sessionRescheduledToast = (when: string) => ({
  title: "Session rescheduled",
  description: `Your session is now on ${when}.`,
});

/**
 * Whether a session is met in person: as its booking says, else as its service is given; a
 * session a therapist added with neither is online when it has a meeting link or is teletherapy.
 */
export function meetsInPerson(session: {
  bookedDelivery: string | null;
  serviceDelivery: string | null;
  meetingLink: string | null;
  sessionType: string;
}): boolean {
  const delivery = session.bookedDelivery ?? session.serviceDelivery;
  if (delivery) return delivery === "in-person";
  return session.meetingLink === null && session.sessionType !== "teletherapy";
}

/** What a session is called in lists and notices: its booked service, else its kind (therapist-added). */
export function sessionTitle(serviceName: string | null, sessionType: string): string {
  return serviceName ?? SESSION_KIND_LABEL[sessionType as SessionKind] ?? "Session";
}
