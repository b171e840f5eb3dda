import { formatMoney } from "@domain/money";
import { PAYMENT_NEEDS_SETTLING, PAYMENT_RECEIVED_TITLE, paymentReceivedMessage } from "@domain/payment-messages";
import type { Executor } from "@server/db/client";
import { paymentTransactions, profiles } from "@server/db/schema";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification, notifyAdmins } from "@server/modules/notifications";
import {
  completeLedgerEntry,
  type FulfilmentContext,
  type LedgerType,
  type PaymentRow,
  UndeliverableError,
} from "@server/modules/payments";
import { and, eq, isNull } from "drizzle-orm";
import { fulfilerFor } from "./fulfilers";

export interface FulfilOutcome {
  status: "fulfilled" | "already_fulfilled" | "needs_settling";
  recordId: string | null;
}

/** The ledger line of money that arrived for a purpose, whatever became of what it paid for. */
const LEDGER_TYPE: Record<string, LedgerType> = {
  support_plan: "support_plan",
  therapy_package: "therapy_package",
  booking: "booking",
  event_registration: "event_registration",
  gift_certificate: "gift_certificate",
};

/**
 * Delivers a verified payment's value exactly once (DESIGN §4). The conditional UPDATE is the
 * gate: whoever sets fulfilled_at first owns the delivery. On PostgreSQL a concurrent UPDATE of
 * the same row waits for the first transaction and then, re-reading the row, finds it taken and
 * matches nothing; PGlite runs transactions one at a time. Must run inside the caller's
 * transaction.
 *
 * The delivery itself runs in a savepoint. When what was paid for can no longer be delivered
 * (UndeliverableError: a held booking that expired or was replaced meanwhile), only the delivery
 * is undone: the money is still recorded (success, verified, the ledger line), the payment is
 * marked as needing settling, and the client and the admins are told. Any other failure rolls the
 * whole transaction back, so a later verify or webhook can try again.
 */
export async function fulfilPaymentOnce(
  tx: Executor,
  payment: PaymentRow,
  ctx: FulfilmentContext & {
    providerTransactionId?: string | null;
    /** How Paystack took the money (its channel, and a mobile money network), as it reported it. */
    method?: { channel: string | null; network: string | null };
  },
): Promise<FulfilOutcome> {
  const fulfiler = fulfilerFor(payment.purpose);
  const [claimed] = await tx
    .update(paymentTransactions)
    .set({
      status: "success",
      verifiedAt: payment.verifiedAt ?? ctx.now,
      fulfilledAt: ctx.now,
      failureReason: null,
      providerTransactionId: ctx.providerTransactionId ?? payment.providerTransactionId,
      ...(ctx.method ? { channel: ctx.method.channel, network: ctx.method.network } : {}),
      updatedAt: ctx.now,
    })
    .where(
      and(
        eq(paymentTransactions.id, payment.id),
        isNull(paymentTransactions.fulfilledAt),
        isNull(paymentTransactions.needsSettlingAt),
      ),
    )
    .returning();
  if (!claimed) {
    const [now] = await tx
      .select({ needsSettlingAt: paymentTransactions.needsSettlingAt })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, payment.id));
    if (now?.needsSettlingAt) return { status: "needs_settling", recordId: null };
    return { status: "already_fulfilled", recordId: await fulfiler.findDelivered(tx, payment) };
  }

  let delivered: Awaited<ReturnType<typeof fulfiler.deliver>>;
  try {
    delivered = await tx.transaction((savepoint) => fulfiler.deliver(savepoint, claimed, ctx));
  } catch (err) {
    if (!(err instanceof UndeliverableError)) throw err;
    await recordNeedsSettling(tx, claimed, err.reason, ctx);
    return { status: "needs_settling", recordId: null };
  }
  await completeLedgerEntry(tx, claimed, delivered.ledgerType, delivered.description, ctx.now);
  await createNotification(tx, {
    userId: claimed.userId,
    title: PAYMENT_RECEIVED_TITLE,
    message: paymentReceivedMessage(claimed.amount, claimed.currency, claimed.reference, delivered.description),
    link: "/client-portal",
  });
  await recordAudit(tx, {
    action: "payment.fulfilled",
    userId: ctx.actorUserId,
    tableName: "payment_transactions",
    recordId: claimed.id,
    details: {
      reference: claimed.reference,
      purpose: claimed.purpose,
      provider: claimed.provider,
      source: ctx.source,
      amount: claimed.amount,
      currency: claimed.currency,
      deliveredRecordId: delivered.recordId,
    },
  });
  return { status: "fulfilled", recordId: delivered.recordId };
}

/** The money is in, what it paid for is gone: recorded, flagged for an admin, and everyone told. */
async function recordNeedsSettling(tx: Executor, payment: PaymentRow, reason: string, ctx: FulfilmentContext) {
  await tx
    .update(paymentTransactions)
    .set({ fulfilledAt: null, needsSettlingAt: ctx.now, settlementReason: reason, updatedAt: ctx.now })
    .where(eq(paymentTransactions.id, payment.id));
  const what = String(payment.details.serviceName ?? payment.details.planName ?? "what you chose");
  const amount = formatMoney(payment.amount, payment.currency);
  await completeLedgerEntry(
    tx,
    payment,
    LEDGER_TYPE[payment.purpose] ?? "booking",
    `${what} (needs settling)`,
    ctx.now,
  );

  const [client] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, payment.userId));
  const message = PAYMENT_NEEDS_SETTLING.client(amount, payment.reference, `the ${what} session time`);
  await createNotification(
    tx,
    { userId: payment.userId, title: PAYMENT_NEEDS_SETTLING.clientTitle, message, link: "/client-portal" },
    ["sessions"],
  );
  if (client) {
    await enqueueEmail(tx, {
      to: client.email,
      subject: `${PAYMENT_NEEDS_SETTLING.clientTitle} (${payment.reference})`,
      text: [`Hello ${client.firstName},`, "", message].join("\n"),
    });
  }
  const name = client ? `${client.firstName} ${client.lastName}` : "A client";
  await notifyAdmins(tx, {
    title: PAYMENT_NEEDS_SETTLING.adminTitle,
    message: PAYMENT_NEEDS_SETTLING.admin(name, amount, payment.reference, reason),
    link: "/admin-dashboard",
  });
  await recordAudit(tx, {
    action: "payment.needs_settling",
    userId: ctx.actorUserId,
    tableName: "payment_transactions",
    recordId: payment.id,
    details: {
      reference: payment.reference,
      purpose: payment.purpose,
      source: ctx.source,
      amount: payment.amount,
      currency: payment.currency,
      reason,
    },
  });
}
