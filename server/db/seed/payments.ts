import type { Currency, PaymentProvider, PaymentPurpose } from "@domain/enums";
import { paymentTransactions, transactionLedger } from "@server/db/schema";
import { inArray } from "drizzle-orm";
import { insertMissing, type SeedContext, seedId } from "./context";

/** Payment references of the demo purchases (bookings by transfer start SCH-, plan transfers WISE-). */
/** Ama's paid first session: a fixed id so browser tests can ask for its receipt. */
export const DEMO_RECEIPT_BOOKING_ID = "00000000-0000-4000-8000-00000000d001";

/** The id of the booking seeded for a demo session (care.ts), so its payment's details can name it. */
export const demoBookingId = (sessionKey: string): string =>
  sessionKey === "ama-1" ? DEMO_RECEIPT_BOOKING_ID : seedId("booking", sessionKey);

export const REFS = {
  amaPlan: "PSK-DEMO-PLAN-0001",
  amaBooking: "PSK-DEMO-BOOK-0001",
  amaPastBooking: "PSK-DEMO-BOOK-0002",
  kwameRetreat: "PSK-DEMO-EVT-0001",
  sarahPastBooking: "SCH-DEMO-0001",
  sarahPendingBooking: "SCH-DEMO-0002",
  sarahPlan: "WISE-DEMO-0001",
} as const;

type LedgerType = (typeof transactionLedger.$inferInsert)["transactionType"];

export interface Payment {
  reference: string;
  userId: string;
  provider: PaymentProvider;
  purpose: PaymentPurpose;
  ledgerType: LedgerType;
  amount: number;
  currency: Currency;
  /** When paid; absent while the payment is still awaited. */
  paidAt?: Date;
  createdAt: Date;
  description: string;
  details: Record<string, unknown>;
}

/** One payment_transactions row per payment and its transaction_ledger line. */
export async function seedPayments(ctx: SeedContext, payments: Payment[]): Promise<void> {
  await insertMissing(
    ctx,
    paymentTransactions,
    payments.map((p) => ({
      id: seedId("payment", p.reference),
      reference: p.reference,
      userId: p.userId,
      provider: p.provider,
      purpose: p.purpose,
      details: p.details,
      amount: p.amount,
      currency: p.currency,
      status: p.paidAt ? "success" : "pending",
      providerTransactionId: p.paidAt && p.provider === "paystack" ? `demo-${p.reference.toLowerCase()}` : null,
      // In the demo, cedi payments came by MTN mobile money and the others by card.
      ...(p.paidAt && p.provider === "paystack"
        ? p.currency === "GHS"
          ? { channel: "mobile_money", network: "MTN" }
          : { channel: "card" }
        : {}),
      verifiedAt: p.paidAt ?? null,
      fulfilledAt: p.paidAt ?? null,
      createdAt: p.createdAt,
      updatedAt: p.paidAt ?? p.createdAt,
    })),
  );
  const stored = await ctx.tx
    .select({ id: paymentTransactions.id, reference: paymentTransactions.reference })
    .from(paymentTransactions)
    .where(
      inArray(
        paymentTransactions.reference,
        payments.map((p) => p.reference),
      ),
    );
  const ids = new Map(stored.map((s) => [s.reference, s.id]));
  await insertMissing(
    ctx,
    transactionLedger,
    payments.map((p) => ({
      id: seedId("ledger", p.reference),
      userId: p.userId,
      paymentTransactionId: ids.get(p.reference) ?? null,
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      status: p.paidAt ? "completed" : "pending",
      transactionType: p.ledgerType,
      paymentProvider: p.provider,
      description: p.description,
      createdAt: p.paidAt ?? p.createdAt,
    })),
  );
}
