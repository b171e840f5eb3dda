import type { Currency, PlanSessionType, PurchasedPlanStatus } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { purchasedSupportPlans, supportPlans } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts/viewer";
import { and, desc, eq, inArray } from "drizzle-orm";

export interface MyPlan {
  id: string;
  name: string;
  sessionType: PlanSessionType;
  status: PurchasedPlanStatus;
  remainingSessions: number;
  totalSessions: number;
  expiresAt: Date;
  amount: number;
  currency: Currency;
  paymentReference: string | null;
}

/** The viewer's own support plans, active and awaiting payment, newest first (their portal shows them). */
export async function listMyPlans(db: Executor, viewer: Viewer): Promise<MyPlan[]> {
  const rows = await db
    .select({
      id: purchasedSupportPlans.id,
      name: supportPlans.name,
      sessionType: supportPlans.sessionType,
      status: purchasedSupportPlans.status,
      remainingSessions: purchasedSupportPlans.remainingSessions,
      totalSessions: purchasedSupportPlans.totalSessions,
      expiresAt: purchasedSupportPlans.expiresAt,
      amount: purchasedSupportPlans.amount,
      currency: purchasedSupportPlans.currency,
      paymentReference: purchasedSupportPlans.paymentReference,
    })
    .from(purchasedSupportPlans)
    .innerJoin(supportPlans, eq(supportPlans.id, purchasedSupportPlans.planId))
    .where(
      and(
        eq(purchasedSupportPlans.userId, viewer.userId),
        inArray(purchasedSupportPlans.status, ["active", "pending_payment"]),
      ),
    )
    .orderBy(desc(purchasedSupportPlans.createdAt));
  return rows.map((row) => ({
    ...row,
    sessionType: row.sessionType as PlanSessionType,
    status: row.status as PurchasedPlanStatus,
    currency: row.currency as Currency,
  }));
}
