import { formatLongDate } from "@domain/long-date";
import { formatMoney, toMajor } from "@domain/money";
import { REFUND_CHECK_TEXT } from "@domain/refund-events";
import { REFUND_PENDING_LABEL, REFUND_PENDING_TITLE } from "@domain/refunds";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { paymentDeps } from "@server/http/payments";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { listPaymentsNeedingSettling, listPendingTransfers } from "@server/modules/payments";
import {
  checkRefund,
  listRefundsToCheck,
  type RefundChoice,
  refundChoices,
  refundPayment,
  settleWithBooking,
} from "@server/modules/refunds";
import { data } from "react-router";
import { failure, readForm } from "~/lib/action-result";

/**
 * The money waiting on an admin (the overview and the transactions tab): transfers to check,
 * payments to settle, refunds Paystack left unanswered or disputed. `others` are more payments
 * whose refund choices the caller shows (the ledger's lines): they are looked up with the
 * settling payments' in one query, and `refundOf` gives any of them.
 */
export async function loadPendingMoney(viewer: Viewer, others: Promise<readonly string[]> = Promise.resolve([])) {
  const db = await getDb();
  const [transfers, settling, refundsToCheck, more] = await Promise.all([
    listPendingTransfers(db, viewer),
    listPaymentsNeedingSettling(db, viewer),
    listRefundsToCheck(db, viewer),
    others,
  ]);
  const choices = await refundChoices(db, viewer, [...settling.map((p) => p.reference), ...more]);
  const refundOf = (reference: string) => refundView(choices.get(reference));
  const pending = {
    /** The admin's zone, for the times offered when a late payment is booked another time. */
    timeZone: usableZone(viewer.timezone),
    settling: settling.map(({ arrivedAt, ...payment }) => ({
      ...payment,
      arrivedOn: formatLongDate(arrivedAt, viewer.timezone),
      refund: refundOf(payment.reference),
    })),
    transfers: transfers.map(({ requestedAt, ...transfer }) => ({
      ...transfer,
      requestedOn: formatLongDate(requestedAt, viewer.timezone),
    })),
    refundsToCheck: refundsToCheck.map(({ askedAt, ...refund }) => ({
      ...refund,
      askedOn: formatLongDate(askedAt, viewer.timezone),
    })),
  };
  return { pending, refundOf };
}

/** A refund choice as the refund dialog shows it: amounts in words and in the major units typed. */
export function refundView(choice: RefundChoice | undefined) {
  if (!choice) return null;
  return {
    ...choice,
    leftText: formatMoney(choice.left, choice.currency, { symbol: "long" }),
    leftMajor: toMajor(choice.left).toFixed(2),
    pending: choice.pending.map((refund) => ({
      reference: refund.reference,
      text: REFUND_PENDING_LABEL(formatMoney(refund.amount, choice.currency, { symbol: "long" })),
    })),
  };
}

export type RefundView = NonNullable<ReturnType<typeof refundView>>;

/**
 * The money actions of the overview and the transactions tab: Mark as received
 * ("mark-transfer-received": the transfer's purchase becomes active), a refund ("refund"),
 * settling a late payment by booking another time ("settle-booking") and recording what Paystack
 * did with a refund to check ("check-refund").
 */
export async function moneyAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  try {
    if (form.intent === "mark-transfer-received") {
      const done = await markTransferReceived(await getDb(), viewer, { reference: form.reference });
      return { ok: true as const, reference: done.reference, needsSettling: done.needsSettling };
    }
    if (form.intent === "refund") {
      const done = await refundPayment(await paymentDeps(), viewer, form);
      if (done.status === "pending") {
        // Accepted, not done: Paystack's webhook (or an admin's check) settles it.
        const notice = { title: REFUND_PENDING_TITLE, description: done.message };
        return data({ ok: true as const, reference: done.reference, notice }, { status: 202 });
      }
      return { ok: true as const, reference: done.reference };
    }
    if (form.intent === "settle-booking") {
      const done = await settleWithBooking(await getDb(), viewer, form);
      return { ok: true as const, reference: done.reference };
    }
    if (form.intent === "check-refund") {
      const done = await checkRefund(await getDb(), viewer, form);
      return { ok: true as const, reference: done.reference, outcome: done.outcome };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    const fallback =
      {
        refund: "Could not refund the payment. Please try again.",
        "settle-booking": "Could not book the session. Please try again.",
        "check-refund": REFUND_CHECK_TEXT.failed,
      }[String(form.intent)] ?? "Could not record the transfer. Please try again.";
    return failure(err, fallback);
  }
}
