import { percentOf } from "@domain/money";
import { coupons, eventRegistrations, purchasedSupportPlans, type supportPlans } from "@server/db/schema";
import { inArray } from "drizzle-orm";
import { demoPrice, demoService } from "./catalogue";
import { addDays, addMinutes, addMonths, insertMissing, type SeedContext, seedId, weekdayAt } from "./context";
import type { StoredEvent } from "./events";
import { demoBookingId, type Payment, REFS, seedPayments } from "./payments";
import type { People } from "./people";
import { findPlan } from "./plans";

export const COUPON_CODES = { active: "DEMO-WELCOME", used: "DEMO-INPERSON", expired: "DEMO-EXPIRED" } as const;

/** When Ama redeemed the in-person coupon: when she booked her past in-person session. */
export const couponUsedAt = (now: Date): Date => addDays(weekdayAt(now, -10, 10), -3);

/** When Ama booked and paid for her first session (the one whose receipt the demo shows). */
export const amaFirstBookedAt = (now: Date): Date => addDays(weekdayAt(now, -15, 10), -3);

/** Coupons, plan purchases, an event deposit and every payment behind them. Returns coupon ids by code. */
export async function seedCommerce(
  ctx: SeedContext,
  people: People,
  events: Map<string, StoredEvent>,
): Promise<Map<string, string>> {
  const couponIds = await seedCoupons(ctx, people);
  const payments = [...(await seedPlanPurchases(ctx, people)), ...(await seedRegistration(ctx, people, events))];
  payments.push(...bookingPayments(ctx.now, people));
  await seedPayments(ctx, payments);
  return couponIds;
}

async function seedCoupons(ctx: SeedContext, people: People): Promise<Map<string, string>> {
  const rows: (typeof coupons.$inferInsert)[] = [
    {
      code: COUPON_CODES.active,
      couponType: "individual_teletherapy",
      status: "active",
      expiresAt: addDays(ctx.now, 90),
      notes: "Welcome offer for new clients",
    },
    {
      code: COUPON_CODES.used,
      couponType: "individual_in_person",
      status: "used",
      expiresAt: addDays(ctx.now, 30),
      notes: "Complimentary in-person session",
      usedBy: people.ama,
      usedAt: couponUsedAt(ctx.now),
    },
    {
      code: COUPON_CODES.expired,
      couponType: "individual_teletherapy",
      status: "expired",
      expiresAt: addDays(ctx.now, -30),
      notes: "Last season's community offer",
    },
  ];
  await insertMissing(
    ctx,
    coupons,
    rows.map((row) => ({
      ...row,
      id: seedId("coupon", row.code),
      createdBy: people.admin,
      createdAt: addDays(ctx.now, -60),
    })),
  );
  const stored = await ctx.tx
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.code, Object.values(COUPON_CODES)));
  return new Map(stored.map((c) => [c.code, c.id]));
}

type SupportPlanRow = typeof supportPlans.$inferSelect;

/** Ama's local plan, paid by Paystack and active; Sarah's international plan awaiting her transfer. */
async function seedPlanPurchases(ctx: SeedContext, people: People): Promise<Payment[]> {
  const payments: Payment[] = [];
  const local = await findPlan(ctx, "local", "individual_teletherapy", "steady_growth");
  if (local?.priceGhs) {
    const paidAt = addDays(ctx.now, -20);
    payments.push(
      await seedPlanPurchase(ctx, local, {
        buyer: "ama",
        userId: people.ama,
        amount: local.priceGhs,
        currency: "GHS",
        reference: REFS.amaPlan,
        provider: "paystack",
        sessionsUsed: 2,
        createdAt: paidAt,
        paidAt,
      }),
    );
  }
  const abroad = await findPlan(ctx, "international", "individual_teletherapy", "steady_growth");
  if (abroad?.priceGbp) {
    payments.push(
      await seedPlanPurchase(ctx, abroad, {
        buyer: "sarah",
        userId: people.sarah,
        amount: abroad.priceGbp,
        currency: "GBP",
        reference: REFS.sarahPlan,
        provider: "bank_transfer",
        sessionsUsed: 0,
        createdAt: addDays(ctx.now, -2),
      }),
    );
  }
  return payments;
}

/**
 * One person's purchase of a plan and the payment for it: paid (`paidAt`) and active, its
 * Paystack payment started five minutes before; or, without `paidAt`, awaiting its transfer.
 */
async function seedPlanPurchase(
  ctx: SeedContext,
  plan: SupportPlanRow,
  purchase: Pick<Payment, "userId" | "amount" | "currency" | "reference" | "provider" | "createdAt" | "paidAt"> & {
    buyer: string;
    sessionsUsed: number;
  },
): Promise<Payment> {
  const { buyer, paidAt, createdAt } = purchase;
  const purchasedPlanId = seedId("purchased_plan", buyer);
  await insertMissing(ctx, purchasedSupportPlans, [
    {
      id: purchasedPlanId,
      userId: purchase.userId,
      planId: plan.id,
      sessionType: plan.sessionType,
      totalSessions: plan.sessionCount,
      remainingSessions: Math.max(plan.sessionCount - purchase.sessionsUsed, 0),
      expiresAt: addMonths(createdAt, plan.validMonths),
      status: paidAt ? "active" : "pending_payment",
      amount: purchase.amount,
      currency: purchase.currency,
      paymentReference: purchase.reference,
      ...(paidAt ? { activatedAt: paidAt } : {}),
      createdAt,
    },
  ]);
  return {
    reference: purchase.reference,
    userId: purchase.userId,
    provider: purchase.provider,
    purpose: "support_plan",
    ledgerType: "support_plan",
    amount: purchase.amount,
    currency: purchase.currency,
    ...(paidAt ? { paidAt, createdAt: addMinutes(paidAt, -5) } : { createdAt }),
    description: plan.name,
    details: planDetails(plan, purchasedPlanId),
  };
}

/** Kwame's place on the upcoming retreat, deposit paid by Paystack. */
async function seedRegistration(
  ctx: SeedContext,
  people: People,
  events: Map<string, StoredEvent>,
): Promise<Payment[]> {
  const retreat = events.get("reset-by-the-volta");
  if (!retreat) return [];
  const total = retreat.priceLocal;
  const deposit =
    retreat.allowDeposit && retreat.depositPercentage ? percentOf(total, retreat.depositPercentage) : total;
  const paidAt = addDays(ctx.now, -6);
  await insertMissing(ctx, eventRegistrations, [
    {
      id: seedId("event_registration", "kwame/reset-by-the-volta"),
      eventId: retreat.id,
      userId: people.kwame,
      dietaryRequirements: "Vegetarian",
      accessibilityNeeds: null,
      payDeposit: deposit < total,
      region: "local",
      currency: "GHS",
      totalAmount: total,
      amountDue: deposit,
      balanceDue: total - deposit,
      status: "confirmed",
      paymentStatus: deposit < total ? "deposit_paid" : "paid",
      paymentReference: REFS.kwameRetreat,
      createdAt: paidAt,
    },
  ]);
  return [
    {
      reference: REFS.kwameRetreat,
      userId: people.kwame,
      provider: "paystack",
      purpose: "event_registration",
      ledgerType: deposit < total ? "event_deposit" : "event_registration",
      amount: deposit,
      currency: "GHS",
      paidAt,
      createdAt: addMinutes(paidAt, -4),
      description: "Reset by the Volta",
      details: {
        registrationId: seedId("event_registration", "kwame/reset-by-the-volta"),
        eventId: retreat.id,
        part: "first",
        serviceName: retreat.title,
      },
    },
  ];
}

/** The paid and pending single-session bookings (the bookings themselves are seeded with the sessions). */
function bookingPayments(now: Date, people: People): Payment[] {
  const amaBookedAt = addDays(now, -1);
  const amaFirstPaidAt = amaFirstBookedAt(now);
  const sarahPaidAt = addDays(weekdayAt(now, -12, 14), -2);
  const tele: BookingCharge = {
    provider: "paystack",
    service: demoService("individual-teletherapy"),
    price: demoPrice("individual-teletherapy", "GHS"),
    currency: "GHS",
  };
  const abroad: BookingCharge = {
    provider: "bank_transfer",
    service: demoService("intl-individual-50"),
    price: demoPrice("intl-individual-50", "GBP"),
    currency: "GBP",
  };
  return [
    bookingPayment(tele, "ama-4", REFS.amaBooking, people.ama, addMinutes(amaBookedAt, -3), amaBookedAt),
    bookingPayment(tele, "ama-1", REFS.amaPastBooking, people.ama, addMinutes(amaFirstPaidAt, -3), amaFirstPaidAt),
    bookingPayment(abroad, "sarah-1", REFS.sarahPastBooking, people.sarah, addDays(sarahPaidAt, -2), sarahPaidAt),
    bookingPayment(abroad, "sarah-3", REFS.sarahPendingBooking, people.sarah, addDays(now, -1)),
  ];
}

/** How a demo session was paid for: its service and price, in which currency, and by what. */
interface BookingCharge {
  provider: Payment["provider"];
  service: { id: string; name: string };
  price: number;
  currency: Payment["currency"];
}

/** The payment of one demo session's booking; without `paidAt` it is still awaited. */
function bookingPayment(
  charge: BookingCharge,
  sessionKey: string,
  reference: string,
  userId: string,
  createdAt: Date,
  paidAt?: Date,
): Payment {
  return {
    reference,
    userId,
    provider: charge.provider,
    purpose: "booking",
    ledgerType: "booking",
    amount: charge.price,
    currency: charge.currency,
    ...(paidAt ? { paidAt } : {}),
    createdAt,
    description: charge.service.name,
    details: bookingDetails(sessionKey, charge.service),
  };
}

/** What a plan payment bought, as checkout records it (the fulfiler reads it back). */
function planDetails(
  plan: { id: string; name: string; sessionCount: number; validMonths: number },
  purchasedPlanId: string,
): Record<string, unknown> {
  return {
    planId: plan.id,
    planName: plan.name,
    sessionCount: plan.sessionCount,
    validMonths: plan.validMonths,
    purchasedPlanId,
  };
}

/** What a booking payment paid for, as create-booking records it. */
function bookingDetails(sessionKey: string, service: { id: string; name: string }): Record<string, unknown> {
  return { bookingId: demoBookingId(sessionKey), serviceId: service.id, serviceName: service.name };
}
