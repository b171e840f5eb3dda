/**
 * Refunds: an admin gives back all or part of a payment, through Paystack's refund API or by a
 * bank transfer the practice makes itself, and says what becomes of what it paid for. Pure: the
 * server supplies the payment, what was already refunded and the state of what it bought.
 */
import type { PaymentProvider, PaymentPurpose, RefundEffect, RefundMethod, RefundStatus } from "./enums";
import { formatMoney, parseMajorAmount } from "./money";

export const REFUND_TEXT = {
  notRefundable: "Only a payment that was received can be refunded.",
  nothingLeft: "This payment has already been refunded in full.",
  amountFormat: "Enter the amount to refund, such as 150 or 150.50.",
  amountZero: "A refund must be more than 0.",
  tooMuch: (left: string) => `At most ${left} is left to refund on this payment.`,
  reasonMissing: "Say why the money is refunded: the client sees it.",
  reasonTooLong: "Keep the reason under 500 characters.",
  effectInvalid: "Choose what happens to what the payment bought.",
  creditsInvalid: (max: number) => `Choose between 1 and ${max} unused sessions to remove.`,
  paystackRefused: (why: string) => `Paystack did not accept the refund: ${why}`,
  paystackUnreachable: "Paystack could not be reached, so nothing was refunded. Please try again.",
  /** Paystack's answer is unknown (none in time, or unreadable): the refund may have been made. */
  pending:
    "Paystack has not answered yet: this refund is pending and will be confirmed or failed by Paystack; do not refund again",
  waitForPending: (amount: string) =>
    `A refund of ${amount} on this payment is still waiting for Paystack's answer. Refund more once Paystack has confirmed or failed it.`,
  otherPaymentsForm: "This refund form was opened for another payment. Close it and use that payment's own Refund.",
  paystackMissing: "Paystack is not configured here, so a Paystack payment cannot be refunded.",
  adminsOnly: "Only an administrator can refund a payment.",
} as const;

export const REFUND_REASON_MAX = 500;

/** The toast's title when Paystack has not answered a refund (its description: REFUND_TEXT.pending). */
export const REFUND_PENDING_TITLE = "Refund pending";

/** A payment's refund awaiting Paystack's answer, where its Refund button would be. */
export const REFUND_PENDING_LABEL = (amount: string) => `Refund of ${amount} pending at Paystack`;

/** What the admin is offered for each effect, in the refund dialog. */
export const REFUND_EFFECT_LABEL: Readonly<Record<RefundEffect, string>> = {
  keep: "Keep it as it is (a goodwill or partial refund)",
  cancel: "Cancel it",
  remove_credits: "Remove unused sessions from the plan",
};

/** A Paystack payment is refunded through Paystack; a transfer is sent back by the practice. */
export function refundMethodFor(provider: PaymentProvider): RefundMethod {
  return provider === "paystack" ? "paystack" : "bank_transfer";
}

/** Pending refunds hold their amount too: a refund waiting on Paystack may still go through. */
export function refundedSoFar(refunds: readonly { amount: number; status: RefundStatus }[]): number {
  return refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
}

/** What is left to refund of a payment of `paid` minor units. */
export function refundableLeft(paid: number, refunds: readonly { amount: number; status: RefundStatus }[]): number {
  return Math.max(0, paid - refundedSoFar(refunds));
}

/** The state of what a payment bought, as far as a refund can change it. */
export interface RefundTarget {
  purpose: PaymentPurpose;
  /** Money recorded for something that was never delivered (nothing to cancel). */
  needsSettling: boolean;
  /** A booking whose session is still to come (it can be cancelled). */
  upcomingSession: boolean;
  /** A plan's unused sessions (they can be removed). */
  unusedCredits: number;
}

/** The effects an admin may choose for this payment, the first being the default of a whole refund. */
export function refundEffects(target: RefundTarget): RefundEffect[] {
  if (target.needsSettling) return ["keep"];
  if (target.purpose === "booking") return target.upcomingSession ? ["cancel", "keep"] : ["keep"];
  // A therapy-journey package is bought and spent as a plan is: its unused sessions can be removed.
  if (target.purpose === "support_plan" || target.purpose === "therapy_package")
    return target.unusedCredits > 0 ? ["remove_credits", "keep"] : ["keep"];
  return ["keep"];
}

/**
 * The effect the refund dialog proposes for the amount typed, until the admin chooses one:
 * refunding all that is left ends what the payment bought (its session cancelled, its plan's
 * unused sessions removed); a partial refund, or an amount not yet readable, keeps it.
 */
export function proposedRefundEffect(effects: readonly RefundEffect[], typed: string, left: number): RefundEffect {
  const amount = parseMajorAmount(typed.trim().replaceAll(",", ""));
  const keeps = effects.includes("keep");
  if ((amount !== null && amount >= left) || !keeps) return effects[0] ?? "keep";
  return "keep";
}

export interface RefundRequest {
  /** As the admin typed it, in major units. */
  amount: string;
  reason: string;
  effect: string;
  /** For remove_credits. */
  credits?: number | null;
}

export type RefundDecision =
  | { ok: true; amount: number; reason: string; effect: RefundEffect; credits: number }
  | { ok: false; field: "amount" | "reason" | "effect" | "credits" | null; message: string };

/**
 * What pending refunds hold: refunds Paystack has not answered, which may have been made. While
 * any is pending no other refund of the payment is asked of Paystack, since a second request
 * might be the same money sent twice; Paystack's webhook or an admin's check settles it first.
 */
export function refundsWaiting(refunds: readonly { amount: number; status: RefundStatus }[]): number {
  return refunds.filter((r) => r.status === "pending").reduce((sum, r) => sum + r.amount, 0);
}

/**
 * Checks a refund the admin asks for against the payment: an amount in major units no more than
 * what is left, no refund of it waiting on Paystack, a reason, and an effect this payment allows
 * (with 1..unused sessions to remove).
 */
export function decideRefund(
  payment: { amount: number; currency: string; received: boolean },
  refunds: readonly { amount: number; status: RefundStatus }[],
  target: RefundTarget,
  request: RefundRequest,
): RefundDecision {
  if (!payment.received) return { ok: false, field: null, message: REFUND_TEXT.notRefundable };
  const waiting = refundsWaiting(refunds);
  const wait = () => ({
    ok: false as const,
    field: null,
    message: REFUND_TEXT.waitForPending(formatMoney(waiting, payment.currency)),
  });
  const left = refundableLeft(payment.amount, refunds);
  if (left === 0) return waiting > 0 ? wait() : { ok: false, field: null, message: REFUND_TEXT.nothingLeft };
  const text = request.amount.trim().replaceAll(",", "");
  const amount = parseMajorAmount(text);
  if (amount === null) return { ok: false, field: "amount", message: REFUND_TEXT.amountFormat };
  if (amount === 0) return { ok: false, field: "amount", message: REFUND_TEXT.amountZero };
  if (amount > left) {
    return { ok: false, field: "amount", message: REFUND_TEXT.tooMuch(formatMoney(left, payment.currency)) };
  }
  if (waiting > 0) return wait();
  const reason = request.reason.trim();
  if (!reason) return { ok: false, field: "reason", message: REFUND_TEXT.reasonMissing };
  if (reason.length > REFUND_REASON_MAX) return { ok: false, field: "reason", message: REFUND_TEXT.reasonTooLong };
  const allowed = refundEffects(target);
  const effect = allowed.find((e) => e === request.effect);
  if (!effect) return { ok: false, field: "effect", message: REFUND_TEXT.effectInvalid };
  let credits = 0;
  if (effect === "remove_credits") {
    credits = Number(request.credits);
    if (!Number.isInteger(credits) || credits < 1 || credits > target.unusedCredits) {
      return { ok: false, field: "credits", message: REFUND_TEXT.creditsInvalid(target.unusedCredits) };
    }
  }
  return { ok: true, amount, reason, effect, credits };
}

/** The client's notification (and e-mail) when money is given back. */
export const REFUND_NOTICE = {
  title: "Refund issued",
  message: (amount: string, what: string, reference: string, reason: string) =>
    `We have refunded ${amount} of your payment for ${what} (reference ${reference}). Reason: ${reason}`,
  card: "A card or mobile money refund usually reaches you within 5-10 business days.",
  transfer: "We have sent it back by bank transfer.",
} as const;
