import type { Executor } from "@server/db/client";
import { bookings, sessions, transactionLedger } from "@server/db/schema";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { LedgerType, PaymentRow } from "./payment-types";

const bookingDetails = z.object({ bookingId: z.uuid() });

/**
 * The therapist whose client's session a payment paid for, for its ledger lines (its own and its
 * refunds'): the therapist of the booking it was made for. That booking keeps its session when it
 * expires, and a late payment is settled with the same therapist, so the answer never changes.
 * Null for anything but a booking.
 */
export async function ledgerTherapist(tx: Executor, payment: PaymentRow): Promise<string | null> {
  if (payment.purpose !== "booking") return null;
  const details = bookingDetails.safeParse(payment.details);
  if (!details.success) return null;
  const [row] = await tx
    .select({ therapistId: sessions.therapistId })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(eq(bookings.id, details.data.bookingId));
  return row?.therapistId ?? null;
}

/** The line the admin sees while a transfer is awaited. */
export async function addPendingLedgerEntry(
  tx: Executor,
  payment: PaymentRow,
  ledgerType: LedgerType,
  description: string,
): Promise<void> {
  await insertLedgerLine(tx, payment, { status: "pending", ledgerType, description });
}

/**
 * Records the money as received: the pending line, if there is one, becomes completed
 * (one line per payment, dated when the money moved, as the admin's revenue figures expect);
 * otherwise a completed line is added. The ledger's unique (reference, type, status) is a
 * last guard against a second completed line.
 */
export async function completeLedgerEntry(
  tx: Executor,
  payment: PaymentRow,
  ledgerType: LedgerType,
  description: string,
  now: Date,
): Promise<void> {
  const [updated] = await tx
    .update(transactionLedger)
    .set({ status: "completed", createdAt: now, description })
    .where(
      and(
        eq(transactionLedger.reference, payment.reference),
        eq(transactionLedger.transactionType, ledgerType),
        eq(transactionLedger.status, "pending"),
      ),
    )
    .returning({ id: transactionLedger.id });
  if (updated) return;
  await insertLedgerLine(tx, payment, { status: "completed", ledgerType, description, createdAt: now });
}

/** A ledger line for the whole of a payment, with its therapist. */
async function insertLedgerLine(
  tx: Executor,
  payment: PaymentRow,
  line: { status: "pending" | "completed"; ledgerType: LedgerType; description: string; createdAt?: Date },
): Promise<void> {
  await tx.insert(transactionLedger).values({
    userId: payment.userId,
    paymentTransactionId: payment.id,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    status: line.status,
    transactionType: line.ledgerType,
    paymentProvider: payment.provider,
    description: line.description,
    therapistId: await ledgerTherapist(tx, payment),
    ...(line.createdAt ? { createdAt: line.createdAt } : {}),
  });
}
