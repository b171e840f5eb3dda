import type { Executor } from "@server/db/client";
import {
  bookings,
  coupons,
  giftCertificates,
  giftProducts,
  paymentTransactions,
  purchasedPackages,
  purchasedSupportPlans,
  refunds,
  supportPlans,
  therapyPackages,
} from "@server/db/schema";
import { paymentDescription } from "@server/modules/payments";
import { asc, eq, or, sql } from "drizzle-orm";
import { amount } from "./export-format";

/**
 * What she bought and paid: bookings (with what she told us when booking), every payment and
 * refund, support plans, packages, gift certificates and the coupons she used. Left out: the
 * codes of gift certificates (credentials, kept as the practice keeps them: out of sight) and the
 * checkout's access codes.
 */
export async function exportMoney(db: Executor, me: string) {
  const [bookingRows, paymentRows, refundRows, planRows, packageRows, giftRows, couponRows] = await Promise.all([
    db.select().from(bookings).where(eq(bookings.userId, me)).orderBy(asc(bookings.createdAt)),
    db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, me))
      .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.reference)),
    db
      .select({ refund: refunds, paymentReference: paymentTransactions.reference })
      .from(refunds)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, refunds.paymentTransactionId))
      .where(eq(refunds.userId, me))
      .orderBy(asc(refunds.createdAt)),
    db
      // Support plans and therapy-journey packages alike: both are sessions she paid for ahead.
      .select({
        plan: purchasedSupportPlans,
        name: sql<string>`coalesce(${supportPlans.name}, ${therapyPackages.name})`,
      })
      .from(purchasedSupportPlans)
      .leftJoin(supportPlans, eq(supportPlans.id, purchasedSupportPlans.planId))
      .leftJoin(therapyPackages, eq(therapyPackages.id, purchasedSupportPlans.packageId))
      .where(eq(purchasedSupportPlans.userId, me))
      .orderBy(asc(purchasedSupportPlans.createdAt)),
    db
      .select()
      .from(purchasedPackages)
      .where(eq(purchasedPackages.userId, me))
      .orderBy(asc(purchasedPackages.createdAt)),
    db
      .select({ gift: giftCertificates, product: giftProducts.name })
      .from(giftCertificates)
      .innerJoin(giftProducts, eq(giftProducts.id, giftCertificates.productId))
      .where(or(eq(giftCertificates.buyerId, me), eq(giftCertificates.claimedBy, me)))
      .orderBy(asc(giftCertificates.createdAt)),
    db.select().from(coupons).where(eq(coupons.usedBy, me)).orderBy(asc(coupons.usedAt)),
  ]);

  return {
    bookings: bookingRows.map((b) => ({
      id: b.id,
      sessionId: b.sessionId,
      service: b.serviceName,
      sessionType: b.sessionType,
      start: b.startsAt,
      durationMinutes: b.durationMinutes,
      timezone: b.timezone,
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      phone: b.phone,
      concerns: b.concerns,
      previousExperience: b.previousExperience,
      region: b.region,
      payment: amount(b.paymentAmount, b.paymentCurrency),
      paymentStatus: b.paymentStatus,
      paymentReference: b.paymentId,
      isDeposit: b.isDeposit,
      balanceDue: amount(b.balanceDue, b.paymentCurrency),
      status: b.status,
      createdAt: b.createdAt,
    })),
    payments: paymentRows.map((p) => ({
      reference: p.reference,
      for: paymentDescription(p.purpose, p.details),
      purpose: p.purpose,
      provider: p.provider,
      amount: amount(p.amount, p.currency),
      status: p.status,
      channel: p.channel,
      network: p.network,
      failureReason: p.failureReason,
      providerTransactionId: p.providerTransactionId,
      verifiedAt: p.verifiedAt,
      deliveredAt: p.fulfilledAt,
      needsSettlingAt: p.needsSettlingAt,
      settledAt: p.settledAt,
      createdAt: p.createdAt,
    })),
    refunds: refundRows.map(({ refund: r, paymentReference }) => ({
      reference: r.reference,
      paymentReference,
      amount: amount(r.amount, r.currency),
      method: r.method,
      status: r.status,
      reason: r.reason,
      effect: r.effect,
      sessionsRemoved: r.creditsRemoved,
      createdAt: r.createdAt,
      completedAt: r.completedAt,
    })),
    plans: planRows.map(({ plan: p, name }) => ({
      id: p.id,
      kind: p.packageId === null ? ("plan" as const) : ("package" as const),
      plan: name,
      status: p.status,
      totalSessions: p.totalSessions,
      remainingSessions: p.remainingSessions,
      amount: amount(p.amount, p.currency),
      paymentReference: p.paymentReference,
      activatedAt: p.activatedAt,
      expiresAt: p.expiresAt,
      createdAt: p.createdAt,
    })),
    packages: packageRows.map((p) => ({
      id: p.id,
      packageType: p.packageType,
      serviceType: p.serviceType,
      status: p.status,
      totalSessions: p.totalSessions,
      remainingSessions: p.remainingSessions,
      expiresAt: p.expiresAt,
      createdAt: p.createdAt,
    })),
    giftCertificates: giftRows.map(({ gift: g, product }) => ({
      id: g.id,
      yours: g.buyerId === me ? ("bought" as const) : ("received" as const),
      product,
      recipientName: g.recipientName,
      recipientEmail: g.recipientEmail,
      message: g.message,
      amount: amount(g.faceValue, g.currency),
      // What a buyer may know of a gift she gave: whether it is used, not on what.
      ...(g.claimedBy === me ? { balance: amount(g.balance, g.currency) } : {}),
      status: g.status,
      paymentReference: g.paymentReference,
      deliverOn: g.deliverOn,
      expiresAt: g.expiresAt,
      createdAt: g.createdAt,
    })),
    couponsUsed: couponRows.map((c) => ({ code: c.code, couponType: c.couponType, usedAt: c.usedAt })),
  };
}
