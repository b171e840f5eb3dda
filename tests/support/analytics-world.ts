// Builders for the analytics tests: money as the app records it (a payment, its ledger line,
// the booking and session it paid for; a refund row and its own ledger line; a booking's lines
// carry its therapist, as server/modules/payments/ledger.ts writes them), so the figures
// can be checked against the very rows they are built from.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Currency } from "../../domain/enums";
import type { Executor } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { insertSession, uniqCode } from "./fixtures";

/** A payment as the analytics should count it: whose client paid (a booking's therapist), when, how much. */
export interface PaymentFact {
  id: string;
  reference: string;
  type: "booking" | "support_plan" | "therapy_package" | "event_registration" | "gift_certificate";
  therapistId: string | null;
  at: Date;
  amount: number;
  currency: Currency;
  /** Only completed ledger lines are money received. */
  completed: boolean;
}

export interface RefundFact {
  reference: string;
  payment: PaymentFact;
  at: Date;
  amount: number;
  status: "pending" | "completed" | "failed";
}

/** A payment_transactions row and its ledger line; the line is dated when the money arrived. */
export async function insertPayment(
  db: Executor,
  p: { userId: string; type: PaymentFact["type"]; at: Date; amount: number; currency: Currency; completed?: boolean },
  therapistId: string | null = null,
): Promise<PaymentFact> {
  const completed = p.completed ?? true;
  const reference = `PSK-${randomUUID()}`;
  const [payment] = await db
    .insert(schema.paymentTransactions)
    .values({
      reference,
      userId: p.userId,
      provider: "paystack",
      purpose: p.type,
      amount: p.amount,
      currency: p.currency,
      status: completed ? "success" : "pending",
      createdAt: p.at,
    })
    .returning();
  await db.insert(schema.transactionLedger).values({
    userId: p.userId,
    paymentTransactionId: payment!.id,
    reference,
    amount: p.amount,
    currency: p.currency,
    status: completed ? "completed" : "pending",
    transactionType: p.type,
    paymentProvider: "paystack",
    therapistId,
    createdAt: p.at,
  });
  return {
    id: payment!.id,
    reference,
    type: p.type,
    therapistId,
    at: p.at,
    amount: p.amount,
    currency: p.currency,
    completed,
  };
}

/** A session with `therapistId`, the booking that owns it, and its paid payment (or none: `paid` absent). */
export async function insertBookedSession(
  db: Executor,
  s: {
    clientId: string;
    therapistId: string;
    serviceId: string;
    start: string;
    status?: string;
    /** Its payment; `completed: false` while a transfer is awaited. */
    paid?: { at: string; amount: number; currency: Currency; completed?: boolean };
  },
): Promise<{ sessionId: string; payment: PaymentFact | null }> {
  const session = await insertSession(db, {
    clientId: s.clientId,
    therapistId: s.therapistId,
    start: s.start,
    status: s.status,
  });
  const payment = s.paid
    ? await insertPayment(
        db,
        {
          userId: s.clientId,
          type: "booking",
          at: new Date(s.paid.at),
          amount: s.paid.amount,
          currency: s.paid.currency,
          completed: s.paid.completed,
        },
        s.therapistId,
      )
    : null;
  const currency = s.paid?.currency ?? "GHS";
  await db.insert(schema.bookings).values({
    userId: s.clientId,
    serviceId: s.serviceId,
    serviceName: "Individual teletherapy",
    sessionType: "virtual",
    startsAt: session.startsAt,
    durationMinutes: 60,
    firstName: "Client",
    lastName: "Mensah",
    email: `${randomUUID()}@example.test`,
    phone: "+233241234567",
    region: currency === "GHS" ? "local" : "international",
    paymentAmount: s.paid?.amount ?? 0,
    paymentCurrency: currency,
    paymentStatus: !s.paid ? "free" : s.paid.completed === false ? "pending" : "paid",
    paymentId: payment?.reference ?? null,
    status: s.status === "completed" ? "completed" : s.status === "cancelled" ? "cancelled" : "confirmed",
    sessionId: session.id,
  });
  return { sessionId: session.id, payment };
}

/** A refund row; once completed, its own ledger line (type refund, RFD- reference) dated when it completed. */
export async function insertRefund(
  db: Executor,
  payment: PaymentFact,
  r: { at: string; amount: number; status?: RefundFact["status"] },
): Promise<RefundFact> {
  const status = r.status ?? "completed";
  const at = new Date(r.at);
  const reference = `RFD-${randomUUID()}`;
  const [owner] = await db
    .select({ userId: schema.paymentTransactions.userId })
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.id, payment.id));
  await db.insert(schema.refunds).values({
    reference,
    paymentTransactionId: payment.id,
    userId: owner!.userId,
    amount: r.amount,
    currency: payment.currency,
    method: "paystack",
    status,
    reason: "Test refund",
    effect: "keep",
    createdAt: at,
    completedAt: status === "completed" ? at : null,
    failureReason: status === "failed" ? "Declined" : null,
  });
  if (status === "completed")
    await db.insert(schema.transactionLedger).values({
      userId: owner!.userId,
      paymentTransactionId: payment.id,
      reference,
      amount: r.amount,
      currency: payment.currency,
      status: "completed",
      transactionType: "refund",
      paymentProvider: "paystack",
      therapistId: payment.therapistId,
      createdAt: at,
    });
  return { reference, payment, at, amount: r.amount, status };
}

/** A client's plan of `planId`: its sessions, what is left, when it ends. */
export async function insertPurchasedPlan(
  db: Executor,
  p: {
    userId: string;
    planId: string;
    total: number;
    remaining: number;
    amount: number;
    currency: Currency;
    expiresAt: string;
    status?: string;
  },
) {
  await db.insert(schema.purchasedSupportPlans).values({
    userId: p.userId,
    planId: p.planId,
    sessionType: sql<string>`(select ${schema.supportPlans.sessionType} from ${schema.supportPlans} where ${schema.supportPlans.id} = ${p.planId})`,
    totalSessions: p.total,
    remainingSessions: p.remaining,
    expiresAt: new Date(p.expiresAt),
    status: p.status ?? "active",
    amount: p.amount,
    currency: p.currency,
    activatedAt: p.status === "pending_payment" ? null : new Date("2026-01-01T00:00:00Z"),
  });
}

/** A coupon redeemed at `usedAt` (or still unused). */
export async function insertCoupon(
  db: Executor,
  c: { type: "individual_teletherapy" | "individual_in_person"; usedAt?: string; usedBy?: string },
) {
  await db.insert(schema.coupons).values({
    code: uniqCode(),
    couponType: c.type,
    status: c.usedAt ? "used" : "active",
    usedAt: c.usedAt ? new Date(c.usedAt) : null,
    usedBy: c.usedBy ?? null,
  });
}
