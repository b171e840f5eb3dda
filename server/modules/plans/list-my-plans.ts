import type { Currency, PlanSessionType, PurchasedPlanStatus } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { paymentTransactions, purchasedSupportPlans, supportPlans } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { awaitedTransferOf, type TransferInstructions, transferInstructions } from "@server/modules/payments";
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
  /** The bank transfer an unpaid plan waits for, with what to send where. */
  awaitedTransfer: TransferInstructions | null;
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
      transferReference: paymentTransactions.reference,
    })
    .from(purchasedSupportPlans)
    .innerJoin(supportPlans, eq(supportPlans.id, purchasedSupportPlans.planId))
    .leftJoin(
      paymentTransactions,
      and(
        eq(purchasedSupportPlans.status, "pending_payment"),
        awaitedTransferOf(purchasedSupportPlans.paymentReference),
      ),
    )
    .where(
      and(
        eq(purchasedSupportPlans.userId, viewer.userId),
        inArray(purchasedSupportPlans.status, ["active", "pending_payment"]),
      ),
    )
    .orderBy(desc(purchasedSupportPlans.createdAt));
  return rows.map(({ transferReference, ...row }) => ({
    ...row,
    sessionType: row.sessionType as PlanSessionType,
    status: row.status as PurchasedPlanStatus,
    currency: row.currency as Currency,
    awaitedTransfer: transferReference
      ? transferInstructions({ reference: transferReference, amount: row.amount, currency: row.currency })
      : null,
  }));
}
