import type { Currency, RefundStatus } from "@domain/enums";
import {
  REFUND_CHECK_OUTCOMES,
  REFUND_CHECK_TEXT,
  REFUND_UNANSWERED_AFTER_MS,
  type RefundCheckKind,
  type RefundCheckOutcome,
  refundCheckKind,
} from "@domain/refund-events";
import { REFUND_TEXT, refundableLeft } from "@domain/refunds";
import type { Database, Executor } from "@server/db/client";
import { paymentTransactions, profiles, refunds } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { completeRefund } from "./complete-refund";

export interface RefundToCheck {
  reference: string;
  paymentReference: string;
  kind: RefundCheckKind;
  amount: number;
  currency: Currency;
  clientName: string;
  reason: string;
  providerStatus: string | null;
  askedAt: Date;
}

/**
 * The Paystack refunds waiting on an admin (refundCheckKind): unanswered for two minutes, or
 * disputed by Paystack's webhooks, and not yet checked. Oldest first.
 */
export async function listRefundsToCheck(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<RefundToCheck[]> {
  assertAdmin(viewer, REFUND_TEXT.adminsOnly);
  const rows = await db
    .select({
      refund: refunds,
      paymentReference: paymentTransactions.reference,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(refunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, refunds.paymentTransactionId))
    .innerJoin(profiles, eq(profiles.id, refunds.userId))
    .where(
      and(
        eq(refunds.method, "paystack"),
        isNull(refunds.checkedAt),
        or(
          and(
            eq(refunds.status, "pending"),
            lt(refunds.createdAt, new Date(now.getTime() - REFUND_UNANSWERED_AFTER_MS)),
          ),
          // Not every processed refund: only one recorded as failed (most completed ones are processed).
          and(eq(refunds.status, "completed"), inArray(refunds.providerStatus, ["failed", "needs-attention"])),
          and(eq(refunds.status, "failed"), eq(refunds.providerStatus, "processed")),
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt));
  return rows.flatMap(({ refund, paymentReference, firstName, lastName }) => {
    const kind = refundCheckKind({ ...refund, status: refund.status as RefundStatus }, now);
    if (!kind) return [];
    return [
      {
        reference: refund.reference,
        paymentReference,
        kind,
        amount: refund.amount,
        currency: refund.currency as Currency,
        clientName: `${firstName} ${lastName}`.trim(),
        reason: refund.reason,
        providerStatus: refund.providerStatus,
        askedAt: refund.createdAt,
      },
    ];
  });
}

const schema = z.object({
  reference: z.string({ error: REFUND_CHECK_TEXT.notFound }).trim().min(1, REFUND_CHECK_TEXT.notFound).max(100),
  outcome: z.enum(["made", "not_made", "checked"], { error: REFUND_CHECK_TEXT.outcomeInvalid }),
});

/**
 * An admin records what Paystack's dashboard shows of a refund to check: made (the refund is
 * completed as any refund is: its ledger line, its effect, the client told), not made (it fails and
 * its amount is free again), or checked (a refund Paystack failed after the books recorded it: the
 * admin has sent the money back another way). Under a lock on the payment, like a refund.
 */
export async function checkRefund(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ reference: string; outcome: RefundCheckOutcome }> {
  assertAdmin(viewer, REFUND_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ paymentId: refunds.paymentTransactionId })
      .from(refunds)
      .where(eq(refunds.reference, input.reference));
    if (!found) throw new AppError("not_found", REFUND_CHECK_TEXT.notFound);
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, found.paymentId))
      .for("update");
    const all = await tx.select().from(refunds).where(eq(refunds.paymentTransactionId, found.paymentId));
    const refund = all.find((r) => r.reference === input.reference)!;
    const kind = refundCheckKind({ ...refund, status: refund.status as RefundStatus }, now);
    if (!payment || !kind || !REFUND_CHECK_OUTCOMES[kind].includes(input.outcome)) {
      throw new AppError("conflict", REFUND_CHECK_TEXT.nothingToCheck);
    }
    const checked = { checkedAt: now, checkedBy: viewer.userId };
    if (input.outcome === "made") {
      // A failed refund's amount was freed: another refund may have taken it since.
      const others = all.filter((r) => r.id !== refund.id).map((r) => ({ ...r, status: r.status as RefundStatus }));
      if (refund.amount > refundableLeft(payment.amount, others)) {
        throw new AppError("conflict", REFUND_CHECK_TEXT.wouldExceed);
      }
      const fullyRefunded = refund.amount === refundableLeft(payment.amount, others);
      const provider = { refundId: refund.providerRefundId, status: refund.providerStatus ?? "processed" };
      await completeRefund(tx, viewer.userId, payment, refund, fullyRefunded, provider, now);
      await tx.update(refunds).set(checked).where(eq(refunds.id, refund.id));
    } else {
      await tx
        .update(refunds)
        .set({
          ...checked,
          ...(input.outcome === "not_made"
            ? { status: "failed" as const, failureReason: "Not made, as Paystack's dashboard shows" }
            : {}),
        })
        .where(eq(refunds.id, refund.id));
      await audit(tx, viewer, refund, input.outcome === "not_made" ? "refund.failed" : "refund.checked", kind);
    }
    return { reference: refund.reference, outcome: input.outcome };
  });
}

const audit = (
  tx: Executor,
  viewer: Viewer,
  refund: typeof refunds.$inferSelect,
  action: string,
  kind: RefundCheckKind,
) =>
  recordAudit(tx, {
    action,
    userId: viewer.userId,
    tableName: "refunds",
    recordId: refund.id,
    details: { reference: refund.reference, amount: refund.amount, currency: refund.currency, kind, source: "admin" },
  });
