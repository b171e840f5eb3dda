/**
 * A time or a place held for a payment that has not arrived (a bank transfer's three days, a
 * Paystack window's half hour) is kept from everyone else. One account may keep only a few at
 * once, so that no one can empty a therapist's calendar or an event by booking and not paying.
 * Sessions and event places are counted apart: one does not stop her from booking the other.
 */
export const MAX_UNPAID_HOLDS = 3;

export const TOO_MANY_UNPAID_SESSIONS = `You already have ${MAX_UNPAID_HOLDS} sessions waiting for payment. Pay for one of them, or cancel one you no longer need, before booking another.`;
export const TOO_MANY_UNPAID_PLACES = `You already have ${MAX_UNPAID_HOLDS} event places waiting for payment. Pay for one of them before registering for another; an unpaid place is released when its time to pay runs out.`;

export interface UnpaidHold {
  /** Until when it keeps its time or place; null once it is paid, released or never held. */
  holdExpiresAt: Date | null;
}

/**
 * Whether a hold still keeps its time or place: one whose moment has passed is over, even before
 * the job that releases it has run.
 */
export function isLiveHold(hold: UnpaidHold, now: Date): boolean {
  return hold.holdExpiresAt !== null && hold.holdExpiresAt.getTime() > now.getTime();
}

/** Whether she may take one more unpaid hold of a kind, given her unpaid holds of that kind. */
export function mayHoldAnother(holds: readonly UnpaidHold[], now: Date): boolean {
  return holds.filter((hold) => isLiveHold(hold, now)).length < MAX_UNPAID_HOLDS;
}
