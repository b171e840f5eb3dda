import type { Currency, PlanSessionType, PurchasedPlanStatus } from "@domain/enums";
import type { CreditKind } from "@domain/plan-credits";
import type { Executor } from "@server/db/client";
import { paymentTransactions, purchasedSupportPlans, supportPlans, therapyPackages } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { awaitedTransferOf, type TransferInstructions, transferInstructions } from "@server/modules/payments";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

export interface MyPlan {
  id: string;
  /** A support plan or a therapy-journey package: both are sessions paid ahead, spent as credits. */
  kind: CreditKind;
  name: string;
  sessionType: PlanSessionType;
  /** A package's session length (its credits pay for sessions up to it); null for a plan. */
  sessionMinutes: number | null;
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

/**
 * The viewer's own support plans and packages, active and awaiting payment, newest first (their
 * portal shows them; booking spends them). What each pays for is the purchase's own copy.
 */
export async function listMyPlans(db: Executor, viewer: Viewer): Promise<MyPlan[]> {
  const rows = await db
    .select({
      id: purchasedSupportPlans.id,
      name: sql<string>`coalesce(${supportPlans.name}, ${therapyPackages.name})`,
      packageId: purchasedSupportPlans.packageId,
      sessionType: purchasedSupportPlans.sessionType,
      sessionMinutes: purchasedSupportPlans.sessionMinutes,
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
    .leftJoin(supportPlans, eq(supportPlans.id, purchasedSupportPlans.planId))
    .leftJoin(therapyPackages, eq(therapyPackages.id, purchasedSupportPlans.packageId))
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
  return rows.map(({ transferReference, packageId, ...row }) => ({
    ...row,
    kind: packageId === null ? ("plan" as const) : ("package" as const),
    sessionType: row.sessionType as PlanSessionType,
    status: row.status as PurchasedPlanStatus,
    currency: row.currency as Currency,
    awaitedTransfer: transferReference
      ? transferInstructions({ reference: transferReference, amount: row.amount, currency: row.currency })
      : null,
  }));
}
