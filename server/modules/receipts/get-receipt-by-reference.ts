import { paymentMethodLabel } from "@domain/ledger";
import { usableZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { paymentTransactions, profiles, refunds, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { and, asc, type Column, eq, isNotNull, type SQL } from "drizzle-orm";
import { formatReceiptAmount, formatReceiptDate } from "./booking-receipt-text";
import { RECEIPT_NOT_FOUND } from "./get-booking-receipt";
import type { MoneyReceiptFacts, PaymentReceiptFacts, RefundReceiptFacts } from "./money-receipt-facts";
import { purchaseText, receiptReference, referenceFileName, refundMethodText } from "./money-receipt-text";
import { receiptPractice } from "./receipt-practice";

/**
 * The receipt of a completed payment (whatever it paid for) or of a completed refund, found by
 * its reference (GET /api/receipts/{reference}), for its client or an admin. Anyone else, signed
 * out included, and any malformed or unknown reference, a payment not completed and a refund
 * pending or failed, get the same not_found: the answer never reveals that a record exists.
 */
export async function getReceiptByReference(
  db: Executor,
  viewer: Viewer | null,
  raw: { reference?: unknown },
  now: Date = new Date(),
): Promise<MoneyReceiptFacts> {
  const reference = receiptReference(raw.reference);
  if (!viewer || !reference) throw new AppError("not_found", RECEIPT_NOT_FOUND);
  const facts = (await paymentReceipt(db, viewer, reference, now)) ?? (await refundReceipt(db, viewer, reference, now));
  if (!facts) throw new AppError("not_found", RECEIPT_NOT_FOUND);
  return facts;
}

/** A client sees her own records; an admin sees everyone's. Part of the query, never a later check. */
const ownedBy = (viewer: Viewer, userId: Column): SQL | undefined =>
  viewer.role === "admin" ? undefined : eq(userId, viewer.userId);

const PAYMENT = {
  id: paymentTransactions.id,
  reference: paymentTransactions.reference,
  purpose: paymentTransactions.purpose,
  details: paymentTransactions.details,
  amount: paymentTransactions.amount,
  currency: paymentTransactions.currency,
  provider: paymentTransactions.provider,
  channel: paymentTransactions.channel,
  network: paymentTransactions.network,
  verifiedAt: paymentTransactions.verifiedAt,
};

const CLIENT = {
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  profileEmail: profiles.email,
  timezone: profiles.timezone,
  accountName: users.name,
  accountEmail: users.email,
};

interface ClientRow {
  firstName: string | null;
  lastName: string | null;
  profileEmail: string | null;
  timezone: string | null;
  accountName: string | null;
  accountEmail: string | null;
}

/** The client as the receipt names her, and the zone its dates are written in. */
function clientOf(row: ClientRow) {
  const profileName = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim();
  return {
    client: { name: profileName || row.accountName || "", email: row.profileEmail ?? row.accountEmail ?? "" },
    timeZone: usableZone(row.timezone),
  };
}

async function paymentReceipt(
  db: Executor,
  viewer: Viewer,
  reference: string,
  now: Date,
): Promise<PaymentReceiptFacts | null> {
  const [row] = await db
    .select({ payment: PAYMENT, ...CLIENT })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .leftJoin(profiles, eq(profiles.id, paymentTransactions.userId))
    .where(
      and(
        eq(paymentTransactions.reference, reference),
        // Completed: the money arrived, even when what it paid for could not be delivered.
        eq(paymentTransactions.status, "success"),
        isNotNull(paymentTransactions.verifiedAt),
        ownedBy(viewer, paymentTransactions.userId),
      ),
    );
  const paidAt = row?.payment.verifiedAt;
  if (!row || !paidAt) return null;
  const { payment } = row;
  const { client, timeZone } = clientOf(row);
  const refunded = await db
    .select({
      reference: refunds.reference,
      amount: refunds.amount,
      currency: refunds.currency,
      completedAt: refunds.completedAt,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentTransactionId, payment.id), eq(refunds.status, "completed")))
    .orderBy(asc(refunds.completedAt), asc(refunds.reference));
  const refundedMinor = refunded.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    kind: "payment",
    reference: payment.reference,
    fileName: referenceFileName(payment.reference),
    issuedOn: formatReceiptDate(now, timeZone),
    practice: receiptPractice(),
    client,
    payment: {
      description: purchaseText(payment.purpose, payment.details),
      amountMinor: payment.amount,
      currency: payment.currency,
      amount: formatReceiptAmount(payment.amount, payment.currency),
      // "Paystack card", "Paystack mobile money (MTN)", "Bank transfer": as the ledger names it.
      method: paymentMethodLabel(payment),
      paidOn: formatReceiptDate(paidAt, timeZone),
    },
    refunds: refunded.map((refund) => ({
      reference: refund.reference,
      amount: formatReceiptAmount(refund.amount, refund.currency),
      refundedOn: refund.completedAt ? formatReceiptDate(refund.completedAt, timeZone) : "Not recorded",
    })),
    refundedTotal: refundedMinor > 0 ? formatReceiptAmount(refundedMinor, payment.currency) : null,
  };
}

async function refundReceipt(
  db: Executor,
  viewer: Viewer,
  reference: string,
  now: Date,
): Promise<RefundReceiptFacts | null> {
  const [row] = await db
    .select({
      refund: {
        reference: refunds.reference,
        amount: refunds.amount,
        currency: refunds.currency,
        method: refunds.method,
        reason: refunds.reason,
        completedAt: refunds.completedAt,
      },
      payment: PAYMENT,
      ...CLIENT,
    })
    .from(refunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, refunds.paymentTransactionId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(profiles, eq(profiles.id, refunds.userId))
    .where(and(eq(refunds.reference, reference), eq(refunds.status, "completed"), ownedBy(viewer, refunds.userId)));
  const refundedAt = row?.refund.completedAt;
  if (!row || !refundedAt) return null;
  const { refund, payment } = row;
  const { client, timeZone } = clientOf(row);
  return {
    kind: "refund",
    reference: refund.reference,
    fileName: referenceFileName(refund.reference),
    issuedOn: formatReceiptDate(now, timeZone),
    practice: receiptPractice(),
    client,
    refund: {
      amountMinor: refund.amount,
      currency: refund.currency,
      amount: formatReceiptAmount(refund.amount, refund.currency),
      method: refundMethodText(refund.method, payment),
      reason: refund.reason,
      refundedOn: formatReceiptDate(refundedAt, timeZone),
    },
    original: {
      reference: payment.reference,
      description: purchaseText(payment.purpose, payment.details),
      amount: formatReceiptAmount(payment.amount, payment.currency),
      paidOn: payment.verifiedAt ? formatReceiptDate(payment.verifiedAt, timeZone) : "Not recorded",
    },
  };
}
