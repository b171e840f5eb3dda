/**
 * Paystack's word on a refund after the practice asked for it: its `refund.*` webhooks. Pure: the
 * server supplies the payment's refunds and the event; this says which refund it is about and
 * what it means for it.
 */
import type { RefundStatus } from "./enums";

/** Statuses in which Paystack holds the refund: it was accepted, so the money is on its way. */
const ACCEPTED = new Set(["pending", "processing", "processed"]);
/** Statuses that need someone at the practice: the money did not go back. */
const TROUBLE = new Set(["failed", "needs-attention"]);

export interface RefundOnRecord {
  id: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  providerRefundId: string | null;
  providerStatus: string | null;
}

export interface RefundEventFacts {
  status: string;
  amount: number;
  currency: string;
  refundId: string | null;
}

/**
 * The refund of a payment an event is about: the one with Paystack's id when the event names it;
 * otherwise, of those of the same amount and currency, the oldest still waiting for Paystack's
 * answer, then the oldest completed one whose status at Paystack the event changes, then one
 * recorded as failed that Paystack says went through, then one the event repeats. `refunds`
 * oldest first.
 */
export function matchRefundEvent<R extends RefundOnRecord>(refunds: readonly R[], event: RefundEventFacts): R | null {
  if (event.refundId) {
    const named = refunds.find((r) => r.providerRefundId === event.refundId);
    if (named) return named;
  }
  const same = refunds.filter(
    (r) =>
      r.amount === event.amount &&
      r.currency === event.currency &&
      (!event.refundId || r.providerRefundId === null || r.providerRefundId === event.refundId),
  );
  const status = event.status.toLowerCase();
  const changes = (r: R) => r.providerStatus !== status;
  return (
    same.find((r) => r.status === "pending") ??
    same.find((r) => r.status === "completed" && changes(r)) ??
    same.find((r) => r.status === "failed" && changes(r) && status === "processed") ??
    // A repeated event: its refund is found, and nothing changes.
    same.find((r) => !changes(r)) ??
    null
  );
}

/**
 * What an event does to the refund it is about:
 * - `complete`: a refund left pending (Paystack's answer never came) was accepted after all;
 * - `fail`: a refund left pending was refused, so its amount is free again;
 * - `note`: a completed refund's status at Paystack moves on (e.g. to processed);
 * - `alert`: a completed refund failed at Paystack (or needs attention there), or a refund
 *   recorded as failed went through: the books and Paystack disagree, an admin must act;
 * - `nothing`: the event repeats what is known.
 */
export type RefundEventStep = "complete" | "fail" | "note" | "alert" | "nothing";

export function refundEventStep(refund: RefundOnRecord, eventStatus: string): RefundEventStep {
  const status = eventStatus.toLowerCase();
  if (refund.status === "pending") {
    if (ACCEPTED.has(status)) return "complete";
    if (status === "failed") return "fail";
    return TROUBLE.has(status) ? "alert" : "nothing";
  }
  if (refund.providerStatus === status) return "nothing";
  if (refund.status === "completed") return TROUBLE.has(status) ? "alert" : "note";
  // A refund recorded as failed: only money that did go back matters.
  return status === "processed" ? "alert" : "nothing";
}

/** The admins' notification when Paystack and the books disagree about a refund. */
export const REFUND_ALERT = {
  title: "Refund needs checking",
  message: (amount: string, reference: string, paymentReference: string, status: string) =>
    `Paystack reports the refund ${reference} of ${amount} (payment ${paymentReference}) as "${status}". Check it in Paystack's dashboard: if the money did not reach the client, send it back another way.`,
  unmatched: (amount: string, paymentReference: string, status: string) =>
    `Paystack reports a refund of ${amount} on payment ${paymentReference} as "${status}", but the practice has no such refund on record. Check it in Paystack's dashboard.`,
} as const;

/** How long a refund may wait on Paystack's answer before an admin is asked to look (the client gives up after 10 s). */
export const REFUND_UNANSWERED_AFTER_MS = 2 * 60_000;

/**
 * Why a refund waits on an admin: Paystack never answered (`unanswered`); Paystack failed a refund
 * the books hold as made (`failed_at_paystack`: the practice still owes the money); or Paystack made
 * one the books hold as failed (`made_after_failure`).
 */
export type RefundCheckKind = "unanswered" | "failed_at_paystack" | "made_after_failure";
export type RefundCheckOutcome = "made" | "not_made" | "checked";

/** What an admin may record for each kind, after looking the refund up in Paystack's dashboard. */
export const REFUND_CHECK_OUTCOMES: Readonly<Record<RefundCheckKind, readonly RefundCheckOutcome[]>> = {
  unanswered: ["made", "not_made"],
  failed_at_paystack: ["checked"],
  made_after_failure: ["made"],
};

export function refundCheckKind(
  refund: Pick<RefundOnRecord, "status" | "providerStatus"> & { createdAt: Date; checkedAt: Date | null },
  now: Date,
): RefundCheckKind | null {
  if (refund.checkedAt) return null;
  const status = refund.providerStatus?.toLowerCase() ?? "";
  if (refund.status === "pending") {
    return now.getTime() - refund.createdAt.getTime() >= REFUND_UNANSWERED_AFTER_MS ? "unanswered" : null;
  }
  if (refund.status === "completed") return TROUBLE.has(status) ? "failed_at_paystack" : null;
  return status === "processed" ? "made_after_failure" : null;
}

export const REFUND_CHECK_TEXT = {
  heading: "Refunds to check",
  none: "No refunds need checking.",
  why: {
    unanswered:
      "Paystack did not answer when this refund was asked for. Look it up in Paystack's dashboard, then record what happened.",
    failed_at_paystack:
      "Paystack reports that this refund failed: the money did not reach the client. Send it back another way, then mark it as checked.",
    made_after_failure:
      "Paystack made this refund after it was recorded as failed. Record it as made so the books show it.",
  } satisfies Record<RefundCheckKind, string>,
  button: {
    made: "Paystack made it",
    not_made: "Paystack did not make it",
    checked: "Mark as checked",
  } satisfies Record<RefundCheckOutcome, string>,
  done: {
    made: "Refund recorded as made",
    not_made: "Refund recorded as not made",
    checked: "Refund marked as checked",
  },
  notFound: "Refund not found",
  nothingToCheck: "This refund no longer needs checking.",
  outcomeInvalid: "Choose what Paystack did with the refund.",
  wouldExceed: "Recording it as made would refund more than was paid: check the payment's other refunds first.",
  failed: "Could not record the refund check. Please try again.",
} as const;
