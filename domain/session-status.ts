/**
 * The rules of a session's status as the practice sets it (spec 001 §2, §4; decision 0032).
 * A therapist (or an admin) chooses Completed, No show or Cancelled from a session's dropdown;
 * Cancel takes a reason the client is told; Completed and No show only once the session has
 * begun. A change can be undone by whoever made it for a short while, and reverted to Scheduled
 * for some days after, as long as putting it back keeps everything consistent. The dropdown
 * offers what these allow; the server checks them again.
 */
import type { SessionStatus } from "./enums";

/** How long the toast offering Undo stays up (it waits longer while hovered or focused). */
export const UNDO_TOAST_SECONDS = 10;
/**
 * How long after a change the server still takes its Undo: the toast's life, with room for a
 * toast kept open by the pointer or the keyboard. The client's e-mail about a cancellation waits
 * this long too, so a cancellation undone in time never reaches her inbox.
 */
export const UNDO_WINDOW_SECONDS = 30;
/** A status set with the dropdown can be reverted to Scheduled for this many days. */
export const REVERT_DAYS = 14;
export const CANCEL_REASON_MAX = 500;
/** Sessions begun and still Scheduled are listed to be marked Completed or No show for this many days. */
export const AWAITING_OUTCOME_DAYS = 30;

/** What the dropdown can set; Scheduled is what Revert and Undo go back to. */
export const CHOSEN_STATUSES = ["completed", "no_show", "cancelled"] as const satisfies readonly SessionStatus[];
export type ChosenStatus = (typeof CHOSEN_STATUSES)[number];

/** How a status came about, as the audit log records it. */
export type StatusChangeKind = "change" | "revert" | "undo";

/** The change that gave a session its present status, when it was made with the dropdown, Revert or Undo. */
export interface StatusChangeMade {
  kind: StatusChangeKind;
  from: SessionStatus;
  at: Date;
  /** Who made it (null: an account since deleted). */
  byUserId: string | null;
}

export interface SessionStatusFacts {
  status: SessionStatus;
  start: Date;
  /**
   * The change that gave the session its present status, or null when something else did: the
   * client cancelling, a refund, a hold for payment running out, or a status older than the log.
   */
  lastChange: StatusChangeMade | null;
  /** Cancelled while its booking awaited payment: the hold was released and the awaited payment cancelled. */
  holdReleased?: boolean;
  /** Its payment has been refunded (in whole or in part) since. */
  refunded?: boolean;
}

export type StatusRefusal =
  | "not_started"
  | "only_scheduled_cancel"
  | "nothing_to_revert"
  | "not_cancelled_here"
  | "revert_too_late"
  | "cancel_started"
  | "hold_released"
  | "refunded"
  | "nothing_to_undo"
  | "undo_too_late";

export const STATUS_REFUSAL_MESSAGE: Readonly<Record<StatusRefusal, string>> = {
  not_started: "Completed and No show can be chosen from the session's start.",
  only_scheduled_cancel: "Only a scheduled session can be cancelled. Revert it to Scheduled first.",
  nothing_to_revert: "This session is already scheduled.",
  not_cancelled_here:
    "This session was not cancelled by the practice (the client cancelled it, or its booking was refunded or not paid in time), so it cannot be put back. Please create a new session instead.",
  revert_too_late: `A status can be reverted for ${REVERT_DAYS} days after it was set. This one can no longer be reverted.`,
  cancel_started: "The session's time has passed, so its cancellation cannot be reverted.",
  hold_released:
    "This session was awaiting the client's payment, and its hold was released when it was cancelled. Please ask the client to book again.",
  refunded:
    "The payment for this session has been refunded, so it cannot be put back. Please create a new session instead.",
  nothing_to_undo: "There is no change of yours to undo on this session.",
  undo_too_late: "It is too late to undo this change. Use Revert instead.",
};

/** What else can stop a cancelled session from being put back, found in the database at the time. */
export const RESTORE_REFUSAL = {
  timeTaken:
    "The session's time is no longer free (another session is booked then), so it cannot be put back. Please create a new session instead.",
  dayOff:
    "The therapist has that day marked off, so the session cannot be put back. Please create a new session on another day.",
  creditSpent:
    "The support-plan session it used has been spent again, so the session cannot be put back. Please create a new session instead.",
  couponUsed:
    "The coupon it used has been used again, so the session cannot be put back. Please create a new session instead.",
} as const;

export const STATUS_TEXT = {
  /** The action on the toast of a change ('Session updated successfully', SESSION_RULE_TEXT.updated). */
  undo: "Undo",
  undone: "Change undone",
  reverted: "Session back to Scheduled",
  revertFailed: "Could not revert the session",
  undoFailed: "Could not undo the change",
  reasonRequired: "Please give the client a reason for cancelling.",
  reasonTooLong: `Please keep the reason under ${CANCEL_REASON_MAX} characters.`,
} as const;

const MS = { second: 1000, day: 86_400_000 };
const started = (start: Date, now: Date) => now.getTime() >= start.getTime();

/** Why the dropdown may not set `to` now, or null when it may (choosing the present status changes nothing). */
export function statusChangeRefusal(
  session: { status: SessionStatus; start: Date },
  to: ChosenStatus,
  now: Date,
): StatusRefusal | null {
  if (to === session.status) return null;
  // A cancelled session may be re-opened (reopenRefusal has the rest, found at the server).
  if (to === "cancelled") return session.status === "scheduled" ? null : "only_scheduled_cancel";
  // Completed and No show say what happened at the session: not before it begins.
  return started(session.start, now) ? null : "not_started";
}

/** The dropdown's choices for a session: each with why it is refused, or null. */
export function statusChoices(
  session: { status: SessionStatus; start: Date },
  now: Date,
): Record<ChosenStatus, StatusRefusal | null> {
  return {
    completed: statusChangeRefusal(session, "completed", now),
    no_show: statusChangeRefusal(session, "no_show", now),
    cancelled: statusChangeRefusal(session, "cancelled", now),
  };
}

/** A cancelled session can go back only when what its cancellation undid can be redone. */
function restoreRefusal(facts: SessionStatusFacts): StatusRefusal | null {
  if (facts.holdReleased) return "hold_released";
  if (facts.refunded) return "refunded";
  return null;
}

/**
 * Why the session may not be reverted to Scheduled now, or null. Only a status set with the
 * dropdown (or put back by Undo) within REVERT_DAYS; a cancellation only while the session is
 * still to come, when its booking was not released for want of payment nor refunded since.
 * Whether the time is still free and its plan session or coupon still unspent is found at the
 * time (RESTORE_REFUSAL).
 */
export function revertRefusal(facts: SessionStatusFacts, now: Date): StatusRefusal | null {
  if (facts.status === "scheduled") return "nothing_to_revert";
  if (facts.status === "cancelled") return reopenRefusal(facts, "scheduled", now);
  const change = facts.lastChange;
  if (!change) return "revert_too_late";
  if (now.getTime() - change.at.getTime() > REVERT_DAYS * MS.day) return "revert_too_late";
  return null;
}

/**
 * Why a cancelled session may not be re-opened as `to` (Scheduled, Completed or No show, from
 * its dropdown or Revert) now, or null. Only a cancellation the practice made with the dropdown,
 * within REVERT_DAYS, when what it undid can be redone: Scheduled only while the session is still
 * to come, Completed and No show only from its start. Whether its time still fits the calendar
 * (no other session, not the therapist's day off) is found at the time (RESTORE_REFUSAL).
 */
export function reopenRefusal(facts: SessionStatusFacts, to: SessionStatus, now: Date): StatusRefusal | null {
  const change = facts.lastChange;
  if (!change) return "not_cancelled_here";
  if (now.getTime() - change.at.getTime() > REVERT_DAYS * MS.day) return "revert_too_late";
  if (to === "scheduled" && started(facts.start, now)) return "cancel_started";
  if ((to === "completed" || to === "no_show") && !started(facts.start, now)) return "not_started";
  return restoreRefusal(facts);
}

/**
 * Why `viewerId` may not undo the session's last change now, or null. Undo takes back the
 * viewer's own last dropdown change within UNDO_WINDOW_SECONDS, to the status it had before
 * (a session cancelled after its time may be undone, unlike a revert).
 */
export function undoRefusal(facts: SessionStatusFacts, viewerId: string, now: Date): StatusRefusal | null {
  const change = facts.lastChange;
  if (change?.kind !== "change" || change.byUserId !== viewerId) return "nothing_to_undo";
  if (now.getTime() - change.at.getTime() > UNDO_WINDOW_SECONDS * MS.second) return "undo_too_late";
  return facts.status === "cancelled" ? restoreRefusal(facts) : null;
}

/** How the client's notice names a status: "Your session ... was {word}". */
export const STATUS_WORD: Readonly<Record<SessionStatus, string>> = {
  scheduled: "scheduled",
  completed: "marked as completed",
  cancelled: "cancelled",
  no_show: "marked as missed",
};
