import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { getDb } from "@server/db";
import { paymentDeps } from "@server/http/payments";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts/viewer";
import { type RefundChoice, refundChoices } from "@server/modules/money/refund-choices";
import { refundPayment } from "@server/modules/money/refund-payment";
import { settleWithBooking } from "@server/modules/money/settle-with-booking";
import { listPaymentsNeedingSettling } from "@server/modules/payments/list-payments-needing-settling";
import { listPendingTransfers } from "@server/modules/payments/list-pending-transfers";
import { markTransferReceived } from "@server/modules/payments/mark-transfer-received";
import { usableZone } from "@server/modules/sessions/own-session";
import { failure, readForm } from "~/lib/action-result";

/** The money waiting on an admin (the overview and the transactions tab): transfers to check, payments to settle. */
export async function loadPendingMoney(viewer: Viewer) {
  const db = await getDb();
  const [transfers, settling] = await Promise.all([
    listPendingTransfers(db, viewer),
    listPaymentsNeedingSettling(db, viewer),
  ]);
  const choices = await refundChoices(
    db,
    viewer,
    settling.map((p) => p.reference),
  );
  return {
    /** The admin's zone, for the times offered when a late payment is booked another time. */
    timeZone: usableZone(viewer.timezone),
    settling: settling.map(({ arrivedAt, ...payment }) => ({
      ...payment,
      arrivedOn: formatLongDate(arrivedAt, viewer.timezone),
      refund: refundView(choices.get(payment.reference)),
    })),
    transfers: transfers.map(({ requestedAt, ...transfer }) => ({
      ...transfer,
      requestedOn: formatLongDate(requestedAt, viewer.timezone),
    })),
  };
}

/** A refund choice as the refund dialog shows it: amounts in words and in the major units typed. */
export function refundView(choice: RefundChoice | undefined) {
  if (!choice) return null;
  return {
    ...choice,
    leftText: formatMoney(choice.left, choice.currency, { symbol: "long" }),
    leftMajor: (choice.left / 100).toFixed(2),
  };
}

export type RefundView = NonNullable<ReturnType<typeof refundView>>;

/**
 * The money actions of the overview and the transactions tab: Mark as received
 * ("mark-transfer-received": the transfer's purchase becomes active), a refund ("refund") and
 * settling a late payment by booking another time ("settle-booking").
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
      return { ok: true as const, reference: done.reference };
    }
    if (form.intent === "settle-booking") {
      const done = await settleWithBooking(await getDb(), viewer, form);
      return { ok: true as const, reference: done.reference };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    const fallback =
      form.intent === "refund"
        ? "Could not refund the payment. Please try again."
        : form.intent === "settle-booking"
          ? "Could not book the session. Please try again."
          : "Could not record the transfer. Please try again.";
    return failure(err, fallback);
  }
}
