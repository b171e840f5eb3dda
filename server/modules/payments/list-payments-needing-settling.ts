import type { PaymentProvider } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { paymentTransactions, profiles } from "@server/db/schema";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { ADMINS_ONLY, type PaymentForAdmin, paymentForAdmin, paymentForAdminColumns } from "./list-pending-transfers";

export interface PaymentNeedingSettling extends PaymentForAdmin {
  provider: PaymentProvider;
  /** When the money was recorded. */
  arrivedAt: Date;
  reason: string | null;
}

/**
 * Money that arrived for something that could no longer be delivered (the payments fulfilPaymentOnce
 * marked as needing settling), newest first, for an admin to settle: book another time for the
 * client, or refund. Reads the partial index of unsettled ones.
 */
export async function listPaymentsNeedingSettling(db: Executor, viewer: Viewer): Promise<PaymentNeedingSettling[]> {
  assertAdmin(viewer, ADMINS_ONLY);
  const rows = await db
    .select({
      ...paymentForAdminColumns,
      provider: paymentTransactions.provider,
      arrivedAt: paymentTransactions.needsSettlingAt,
      reason: paymentTransactions.settlementReason,
    })
    .from(paymentTransactions)
    .innerJoin(profiles, eq(profiles.id, paymentTransactions.userId))
    .where(and(isNotNull(paymentTransactions.needsSettlingAt), isNull(paymentTransactions.settledAt)))
    .orderBy(desc(paymentTransactions.needsSettlingAt));
  return rows.map((row) => ({
    ...paymentForAdmin(row),
    provider: row.provider as PaymentProvider,
    arrivedAt: row.arrivedAt ?? new Date(0),
    reason: row.reason,
  }));
}
