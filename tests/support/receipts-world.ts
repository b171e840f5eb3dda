// Test support for the receipt use cases (not a test itself): a booking with the payment
// behind it, a payment of anything and its refunds, and the text of a PDF as a reader would
// extract it.

import type { Executor } from "@server/db/client";
import * as schema from "@server/db/schema";
import { extractText, getDocumentProxy } from "unpdf";
import { validRow, type World } from "./fixtures";

type BookingRow = typeof schema.bookings.$inferInsert;
type PaymentRow = typeof schema.paymentTransactions.$inferInsert;
type RefundRow = typeof schema.refunds.$inferInsert;

/** A booking of `world`'s client, and its payment_transactions row when `payment` is given. */
export async function insertBooking(
  db: Executor,
  world: World,
  booking: Partial<BookingRow> = {},
  payment?: Partial<PaymentRow>,
): Promise<typeof schema.bookings.$inferSelect> {
  if (payment) {
    const row: PaymentRow = { ...validRow.paymentTransaction(world), ...payment };
    if (booking.paymentId) row.reference = booking.paymentId;
    if (booking.paymentAmount) row.amount = booking.paymentAmount;
    if (booking.paymentCurrency) row.currency = booking.paymentCurrency;
    await db.insert(schema.paymentTransactions).values(row);
  }
  const [row] = await db
    .insert(schema.bookings)
    .values({ ...validRow.booking(world), ...booking })
    .returning();
  if (!row) throw new Error("insertBooking: no row returned");
  return row;
}

/** A payment_transactions row of `world`'s client (pending by default, as validRow makes it). */
export async function insertPayment(
  db: Executor,
  world: World,
  payment: Partial<PaymentRow> = {},
): Promise<typeof schema.paymentTransactions.$inferSelect> {
  const [row] = await db
    .insert(schema.paymentTransactions)
    .values({ ...validRow.paymentTransaction(world), ...payment })
    .returning();
  if (!row) throw new Error("insertPayment: no row returned");
  return row;
}

/** A refund of `payment`, to its client, in its currency; completed ones need `completedAt`. */
export async function insertRefund(
  db: Executor,
  payment: typeof schema.paymentTransactions.$inferSelect,
  refund: Partial<RefundRow> & Pick<RefundRow, "reference">,
): Promise<typeof schema.refunds.$inferSelect> {
  const [row] = await db
    .insert(schema.refunds)
    .values({
      paymentTransactionId: payment.id,
      userId: payment.userId,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.provider === "bank_transfer" ? "bank_transfer" : "paystack",
      status: "pending",
      reason: "Asked for by the client",
      effect: "keep",
      ...refund,
    })
    .returning();
  if (!row) throw new Error("insertRefund: no row returned");
  return row;
}

/** All the text of a PDF, pages joined, with runs of white space made single spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, " ");
}
