import { EVENT_ADMIN_TEXT, EVENT_LIMITS, paidSoFar } from "@domain/event-admin";
import { formatMoney } from "@domain/money";
import type { Database } from "@server/db/client";
import { eventRegistrations, events, eventWaitlist, paymentTransactions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eventName, tellRegistrant } from "@server/modules/events";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { eventIdField, lockEvent } from "./event-row";
import { type RefundToMake, refundsToMake } from "./refunds-to-make";

const schema = z.object({
  eventId: eventIdField,
  reason: z
    .string({ error: EVENT_ADMIN_TEXT.reasonMissing })
    .trim()
    .min(1, EVENT_ADMIN_TEXT.reasonMissing)
    .max(EVENT_LIMITS.reason, EVENT_ADMIN_TEXT.tooLong(EVENT_LIMITS.reason)),
});

export const EVENT_CANCELLED_TITLE = "Event cancelled";

export interface CancelledEvent {
  id: string;
  title: string;
  registrationsCancelled: number;
  paymentsCancelled: number;
  waitlistTold: number;
  /** The payments to give back, each from the Transactions tab. */
  refunds: RefundToMake[];
}

/**
 * The practice cancels an event, with a reason its registrants read. In one transaction: the
 * event is cancelled; every place held (awaiting payment or confirmed) is cancelled, which frees
 * its seat (the trigger); payments still awaited are cancelled, so a transfer is no longer
 * expected (one that arrives anyway needs settling); each registrant and each person on the
 * waiting list is told. The answer lists the money received, to refund.
 */
export async function cancelEvent(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<CancelledEvent> {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  const { eventId, reason } = parseInput(schema, raw);
  const now = meta.now ?? new Date();
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (event.status === "cancelled") throw new AppError("conflict", EVENT_ADMIN_TEXT.alreadyCancelled);
    await tx
      .update(events)
      .set({ status: "cancelled", cancelledAt: now, cancellationReason: reason, updatedAt: now })
      .where(eq(events.id, event.id));
    const cancelled = await tx
      .update(eventRegistrations)
      .set({
        status: "cancelled",
        // A place never paid for ends as a released hold does; a paid one keeps what was paid.
        paymentStatus: sql`case when ${eventRegistrations.status} = 'pending_payment' then 'failed' else ${eventRegistrations.paymentStatus} end`,
        cancelledAt: now,
        cancellationReason: reason,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(eventRegistrations.eventId, event.id),
          inArray(eventRegistrations.status, ["pending_payment", "confirmed"]),
        ),
      )
      .returning();
    const payments = await tx
      .update(paymentTransactions)
      .set({ status: "cancelled", failureReason: `Event cancelled: ${reason}`, updatedAt: now })
      .where(
        and(
          eq(paymentTransactions.purpose, "event_registration"),
          sql`${paymentTransactions.details}->>'eventId' = ${event.id}`,
          eq(paymentTransactions.status, "pending"),
          isNull(paymentTransactions.fulfilledAt),
        ),
      )
      .returning({ id: paymentTransactions.id });

    const name = eventName(event);
    const told = new Set<string>();
    for (const registration of cancelled) {
      const paid = paidSoFar(registration);
      await tellRegistrant(tx, registration.userId, {
        title: EVENT_CANCELLED_TITLE,
        message: `We are sorry: ${name} has been cancelled. ${
          paid > 0
            ? `Everything you paid (${formatMoney(paid, registration.currency)}) will be refunded.`
            : "Nothing is due from you."
        }`,
        subject: `${EVENT_CANCELLED_TITLE}: ${event.title}`,
        lines: [`Why: ${reason}`],
      });
      told.add(registration.userId);
    }
    const waiting = await tx
      .select({ userId: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, event.id));
    let waitlistTold = 0;
    for (const { userId } of waiting) {
      if (told.has(userId)) continue;
      await tellRegistrant(tx, userId, {
        title: EVENT_CANCELLED_TITLE,
        message: `${name}, whose waiting list you joined, has been cancelled: no place will open.`,
        subject: `${EVENT_CANCELLED_TITLE}: ${event.title}`,
        lines: [`Why: ${reason}`],
      });
      waitlistTold += 1;
    }

    const refunds = await refundsToMake(tx, event.id);
    await recordAudit(tx, {
      action: "event.cancelled",
      userId: viewer.userId,
      tableName: "events",
      recordId: event.id,
      details: {
        slug: event.slug,
        reason,
        registrationsCancelled: cancelled.map((r) => r.id),
        paymentsCancelled: payments.length,
        waitlistTold,
        refundsToMake: refunds.map((r) => r.reference),
      },
    });
    return {
      id: event.id,
      title: event.title,
      registrationsCancelled: cancelled.length,
      paymentsCancelled: payments.length,
      waitlistTold,
      refunds,
    };
  });
}
