/** The registration and event facts that decide what has been paid and whether the balance can be. */
export interface BalanceFacts {
  status: string;
  paymentStatus: string;
  totalAmount: number;
  amountDue: number;
  balanceDue: number;
  eventStatus: string;
  eventStart: Date;
}

export const MY_EVENT_MESSAGES = {
  notFound: "Registration not found.",
  notActive: "This registration is no longer active, so there is nothing to pay.",
  notConfirmed: "Your place is not confirmed yet: its first payment is still awaited.",
  paidInFull: "Your place is already paid in full.",
  eventCancelled: "This event has been cancelled, so there is nothing more to pay.",
  eventStarted: "This event has already started. Please contact us about your balance.",
  calendarNotFound: "Calendar file not found.",
} as const;

/** What the registrant has paid so far: nothing yet, the deposit, or the whole price. */
export function amountPaid(facts: Pick<BalanceFacts, "paymentStatus" | "totalAmount" | "amountDue">): number {
  if (facts.paymentStatus === "paid") return facts.totalAmount;
  if (facts.paymentStatus === "deposit_paid") return facts.amountDue;
  return 0;
}

/**
 * Why the balance cannot be paid now, or null when it can: a confirmed place with its deposit
 * paid, a balance left, and an event that is neither cancelled nor started.
 */
export function balanceRefusal(facts: BalanceFacts, now: Date): string | null {
  if (facts.status === "cancelled" || facts.status === "expired") return MY_EVENT_MESSAGES.notActive;
  if (facts.status !== "confirmed") return MY_EVENT_MESSAGES.notConfirmed;
  if (facts.paymentStatus !== "deposit_paid" || facts.balanceDue <= 0) return MY_EVENT_MESSAGES.paidInFull;
  if (facts.eventStatus === "cancelled") return MY_EVENT_MESSAGES.eventCancelled;
  if (facts.eventStart.getTime() <= now.getTime()) return MY_EVENT_MESSAGES.eventStarted;
  return null;
}
