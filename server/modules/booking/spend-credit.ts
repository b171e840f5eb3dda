import type { PlanSessionType } from "@domain/enums";
import { type CreditKind, pickPlanCredit } from "@domain/plan-credits";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { coupons, purchasedSupportPlans, supportPlans, therapyPackages } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { and, eq, gt, sql } from "drizzle-orm";
import type { BookableService } from "./load-bookable-service";
import { usableCoupon } from "./validate-coupon";

export const NO_PLAN_CREDIT = "You have no plan or package session left that covers this service.";

/**
 * Spends a coupon on this booking (spec 000 §5): checked again under a row lock, then marked
 * used in the booking's transaction, so two bookings can never share one coupon.
 */
export async function spendCoupon(
  tx: Executor,
  viewer: Viewer,
  code: string,
  service: BookableService,
  now: Date,
): Promise<string> {
  const [coupon] = await couponForUpdate(tx).execute({ code });
  const usable = usableCoupon(coupon ?? null, service.row.couponType, now);
  await markCouponUsed(tx).execute({ id: usable.id, userId: viewer.userId, usedAt: now.toISOString() });
  return usable.id;
}

const couponForUpdate = preparedQuery("coupon_for_update", (db) =>
  db
    .select()
    .from(coupons)
    .where(eq(coupons.code, param("code")))
    .for("update"),
);

const markCouponUsed = preparedQuery("coupon_used", (db) =>
  db
    .update(coupons)
    .set({ status: "used", usedBy: param("userId"), usedAt: param("usedAt") })
    .where(eq(coupons.id, param("id"))),
);

/**
 * Spends one session of the client's matching support plan or package (spec 000 §5's matching
 * order and the length rule, in domain/plan-credits.ts): the server chooses which, never the
 * browser. Her credits are locked while one is chosen, and the decrement itself refuses to go
 * below zero, so concurrent bookings can never overdraw a plan or a package.
 */
export async function spendPlanCredit(
  tx: Executor,
  viewer: Viewer,
  service: BookableService,
  now: Date,
): Promise<SpentCredit> {
  const credits = await tx
    .select({
      id: purchasedSupportPlans.id,
      sessionType: purchasedSupportPlans.sessionType,
      sessionMinutes: purchasedSupportPlans.sessionMinutes,
      remainingSessions: purchasedSupportPlans.remainingSessions,
      expiresAt: purchasedSupportPlans.expiresAt,
      status: purchasedSupportPlans.status,
    })
    .from(purchasedSupportPlans)
    .where(
      and(
        eq(purchasedSupportPlans.userId, viewer.userId),
        eq(purchasedSupportPlans.status, "active"),
        gt(purchasedSupportPlans.remainingSessions, 0),
        gt(purchasedSupportPlans.expiresAt, now),
      ),
    )
    .for("update");
  const chosen = pickPlanCredit(
    credits.map((c) => ({ ...c, sessionType: c.sessionType as PlanSessionType })),
    {
      category: service.category,
      planSessionType: service.planSessionType,
      durationMinutes: service.row.durationMinutes,
    },
    now,
  );
  if (!chosen) throw new AppError("bad_request", NO_PLAN_CREDIT, { usePlanCredit: NO_PLAN_CREDIT });
  const [spent] = await tx
    .update(purchasedSupportPlans)
    .set({ remainingSessions: sql`${purchasedSupportPlans.remainingSessions} - 1`, updatedAt: now })
    .where(and(eq(purchasedSupportPlans.id, chosen.id), gt(purchasedSupportPlans.remainingSessions, 0)))
    .returning({ id: purchasedSupportPlans.id, remainingSessions: purchasedSupportPlans.remainingSessions });
  if (!spent) throw new AppError("conflict", NO_PLAN_CREDIT, { usePlanCredit: NO_PLAN_CREDIT });
  const [named] = await tx
    .select({
      name: sql<string>`coalesce(${supportPlans.name}, ${therapyPackages.name})`,
      packageId: purchasedSupportPlans.packageId,
    })
    .from(purchasedSupportPlans)
    .leftJoin(supportPlans, eq(supportPlans.id, purchasedSupportPlans.planId))
    .leftJoin(therapyPackages, eq(therapyPackages.id, purchasedSupportPlans.packageId))
    .where(eq(purchasedSupportPlans.id, spent.id));
  return {
    id: spent.id,
    kind: named?.packageId ? "package" : "plan",
    name: named?.name ?? "",
    remainingSessions: spent.remainingSessions,
  };
}

/** The plan or package a booking spent, as the client is told of it: what it keeps now. */
export interface SpentCredit {
  id: string;
  kind: CreditKind;
  name: string;
  remainingSessions: number;
}
