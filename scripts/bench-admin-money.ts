// The money of the admin bench's practice (scripts/bench-admin.ts): the ledger and what it points
// at, so the Transactions and Analytics tabs work on what a real year leaves behind.
//
// 100,000 payments over the last year, each with its ledger line, in the four currencies, by card,
// mobile money and transfer, most completed; one in ten pays for a support plan, the others for a
// booked session: the first 40,000 bookings own a past session of the practice (whose therapist
// their money counts for). 1,000 of those bookings were refunded in part (a refund row and its own
// ledger line, after the payment); 2,000 plans were sold with sessions left (some expired); 100 of
// the 200 coupons were redeemed over the year.
import { eq } from "drizzle-orm";
import type { Database } from "../server/db/client";
import {
  bookings,
  coupons,
  paymentTransactions,
  purchasedSupportPlans,
  refunds,
  services,
  supportPlans,
  transactionLedger,
} from "../server/db/schema";
import { inBatches } from "./bench-data";

export const MONEY = { ledger: 100_000, bookings: 40_000, refunds: 1_000, plans: 2_000, couponsUsed: 100 };
const DAY_MS = 86_400_000;
const CURRENCY_CYCLE = ["GHS", "GHS", "USD", "GBP", "EUR"] as const;

type Session = { id: string; clientId: string; therapistId: string; startsAt: Date; status: string };

export async function insertMoney(
  db: Database,
  p: { clients: { id: string }[]; sessions: Session[]; adminId: string; now: Date },
) {
  const { clients, now } = p;
  const ledger = Array.from({ length: MONEY.ledger }, (_, i) => {
    const currency = CURRENCY_CYCLE[i % CURRENCY_CYCLE.length]!;
    const provider = i % 7 === 3 ? "bank_transfer" : "paystack";
    return {
      id: crypto.randomUUID(),
      reference: `BENCH-${i}`,
      userId: clients[i % clients.length]!.id,
      type: i % 10 === 5 ? ("support_plan" as const) : ("booking" as const),
      provider,
      currency,
      amount: 10_000 + (i % 50) * 500,
      // Transfers are awaited for a few days at most: only the newest lines can still be pending.
      status: i < 400 && i % 40 === 7 ? "pending" : i % 53 === 11 ? "failed" : "completed",
      channel: provider === "bank_transfer" ? null : currency === "GHS" ? "mobile_money" : "card",
      at: new Date(now.getTime() - (i * 365 * DAY_MS) / MONEY.ledger),
    };
  });
  await inBatches(ledger, (batch) =>
    db.insert(paymentTransactions).values(
      batch.map((l) => ({
        id: l.id,
        reference: l.reference,
        userId: l.userId,
        provider: l.provider,
        purpose: l.type,
        amount: l.amount,
        currency: l.currency,
        status: l.status === "completed" ? "success" : l.status === "failed" ? "failed" : "pending",
        channel: l.channel,
        network: l.channel === "mobile_money" ? "MTN" : null,
        createdAt: l.at,
      })),
    ),
  );
  // Bookings: a paid booking line each, owning a past session (its client is the session's).
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error("no service after seeding");
  const past = p.sessions
    .filter((s) => s.startsAt < now && s.status !== "cancelled")
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const paidLines = ledger.filter((l) => l.type === "booking" && l.status === "completed");
  const pairs = paidLines
    .slice(0, Math.min(MONEY.bookings, past.length))
    .map((l, i) => ({ line: l, session: past[i]! }));
  // Each line as the app writes it: a booking's carries its session's therapist.
  const therapistOf = new Map(pairs.map(({ line, session }) => [line.reference, session.therapistId]));
  await inBatches(ledger, (batch) =>
    db.insert(transactionLedger).values(
      batch.map((l) => ({
        userId: l.userId,
        paymentTransactionId: l.id,
        reference: l.reference,
        amount: l.amount,
        currency: l.currency,
        status: l.status,
        transactionType: l.type,
        paymentProvider: l.provider,
        description: l.type === "booking" ? "Individual session" : "Support plan",
        therapistId: therapistOf.get(l.reference) ?? null,
        createdAt: l.at,
      })),
    ),
  );
  await inBatches(pairs, (batch) =>
    db.insert(bookings).values(
      batch.map(({ line, session }) => ({
        userId: session.clientId,
        serviceId: service.id,
        serviceName: "Individual session",
        sessionType: "virtual",
        startsAt: session.startsAt,
        durationMinutes: 60,
        firstName: "Bench",
        lastName: "Client",
        email: "bench-client@bench.example",
        phone: "+233241234567",
        region: line.currency === "GHS" ? "local" : "international",
        paymentAmount: line.amount,
        paymentCurrency: line.currency,
        paymentStatus: "paid",
        paymentId: line.reference,
        status: session.status === "scheduled" ? "confirmed" : "completed",
        sessionId: session.id,
        createdAt: line.at,
      })),
    ),
  );

  // Refunds of part of a booking's payment, completed a week after it (or now, for the newest).
  const refunded = pairs.filter((_, i) => i % Math.floor(pairs.length / MONEY.refunds) === 3).slice(0, MONEY.refunds);
  const refundRows = refunded.map(({ line }, i) => ({
    reference: `RFD-BENCH-${i}`,
    line,
    amount: Math.floor(line.amount / 2),
    at: new Date(Math.min(now.getTime() - 60_000, line.at.getTime() + 7 * DAY_MS)),
  }));
  await inBatches(refundRows, (batch) =>
    db.insert(refunds).values(
      batch.map((r) => ({
        reference: r.reference,
        paymentTransactionId: r.line.id,
        userId: r.line.userId,
        amount: r.amount,
        currency: r.line.currency,
        method: r.line.provider,
        status: "completed",
        reason: "Bench refund",
        effect: "keep",
        createdBy: p.adminId,
        createdAt: r.at,
        completedAt: r.at,
      })),
    ),
  );
  await inBatches(refundRows, (batch) =>
    db.insert(transactionLedger).values(
      batch.map((r) => ({
        userId: r.line.userId,
        paymentTransactionId: r.line.id,
        reference: r.reference,
        amount: r.amount,
        currency: r.line.currency,
        status: "completed",
        transactionType: "refund",
        paymentProvider: r.line.provider,
        description: `Refund of ${r.line.reference}`,
        therapistId: therapistOf.get(r.line.reference) ?? null,
        createdAt: r.at,
      })),
    ),
  );

  // Plans with sessions left over the year's sales; one in five has run out of time.
  const plans = await db
    .select({ id: supportPlans.id, count: supportPlans.sessionCount, sessionType: supportPlans.sessionType })
    .from(supportPlans);
  await inBatches(
    Array.from({ length: MONEY.plans }, (_, i) => {
      const plan = plans[i % plans.length]!;
      const bought = new Date(now.getTime() - (i % 365) * DAY_MS);
      return {
        userId: clients[(i * 7) % clients.length]!.id,
        planId: plan.id,
        sessionType: plan.sessionType,
        totalSessions: plan.count,
        remainingSessions: i % plan.count,
        expiresAt: new Date(bought.getTime() + (i % 5 === 0 ? 30 : 400) * DAY_MS),
        status: "active",
        amount: 100_000 + (i % 20) * 5_000,
        currency: CURRENCY_CYCLE[i % CURRENCY_CYCLE.length]!,
        activatedAt: bought,
        createdAt: bought,
      };
    }),
    (batch) => db.insert(purchasedSupportPlans).values(batch),
  );

  const allCoupons = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.createdBy, p.adminId));
  for (const [i, coupon] of allCoupons.slice(0, MONEY.couponsUsed).entries())
    await db
      .update(coupons)
      .set({
        status: "used",
        usedBy: clients[i]!.id,
        usedAt: new Date(now.getTime() - ((i * 3) % 360) * DAY_MS),
      })
      .where(eq(coupons.id, coupon.id));
}
