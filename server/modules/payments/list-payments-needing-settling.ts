import type { Currency, PaymentProvider, PaymentPurpose } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { paymentTransactions, profiles } from "@server/db/schema";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { ADMINS_ONLY, paymentDescription } from "./list-pending-transfers";

export interface PaymentNeedingSettling {
  reference: string;
  purpose: PaymentPurpose;
  provider: PaymentProvider;
  /** What it was for (a session booking and its service, a plan...). */
  description: string;
  amount: number;
  currency: Currency;
  clientName: string;
  clientEmail: string;
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
      reference: paymentTransactions.reference,
      purpose: paymentTransactions.purpose,
      provider: paymentTransactions.provider,
      details: paymentTransactions.details,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      arrivedAt: paymentTransactions.needsSettlingAt,
      reason: paymentTransactions.settlementReason,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
    })
    .from(paymentTransactions)
    .innerJoin(profiles, eq(profiles.id, paymentTransactions.userId))
    .where(and(isNotNull(paymentTransactions.needsSettlingAt), isNull(paymentTransactions.settledAt)))
    .orderBy(desc(paymentTransactions.needsSettlingAt));
  return rows.map((row) => ({
    reference: row.reference,
    purpose: row.purpose as PaymentPurpose,
    provider: row.provider as PaymentProvider,
    description: paymentDescription(row.purpose, row.details),
    amount: row.amount,
    currency: row.currency as Currency,
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    clientEmail: row.email,
    arrivedAt: row.arrivedAt ?? new Date(0),
    reason: row.reason,
  }));
}
