import type { Database, Executor } from "@server/db/client";
import { eventRegistrations, events } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { EXPIRE_EVENT_HOLD_JOB } from "@server/jobs/queues";
import { logger } from "@server/lib/logger";
import { recordAudit } from "@server/modules/audit";
import { cancelPendingPayment } from "@server/modules/payments";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { eventName, type RegistrationRow, tellRegistrant } from "./registration-notices";
import { offerFreedPlace } from "./waiting-list";

export { EXPIRE_EVENT_HOLD_JOB };
export const PLACE_RELEASED_TITLE = "Event place released";

/** Schedules the end of a registration's hold, in the caller's transaction (only a committed hold has one). */
export async function scheduleRegistrationExpiry(tx: Executor, registrationId: string, at: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: EXPIRE_EVENT_HOLD_JOB,
    payload: { registrationId },
    runAt: at,
    singletonKey: `event-hold:${registrationId}`,
  });
}

const payloadSchema = z.object({ registrationId: z.uuid() });

/**
 * A held place whose payment did not arrive in time: the registration expires (the seats trigger
 * frees the place), its awaited payment is cancelled, the registrant is told and the first on the
 * waiting list is offered the place. A registration paid meanwhile is left alone: the check and
 * the change happen under a lock on the registration, and fulfilment updates the same row.
 */
export async function expireEventHold(db: Database, payload: Record<string, unknown>, now = new Date()) {
  const { registrationId } = payloadSchema.parse(payload);
  await db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId))
      .for("update");
    if (registration?.status !== "pending_payment" || !registration.holdExpiresAt) return;
    if (registration.holdExpiresAt > now) return;
    await releaseRegistration(tx, registration, now, { status: "expired", reason: "Payment not received in time" });
    const [event] = await tx.select().from(events).where(eq(events.id, registration.eventId));
    if (!event) return;
    const message = `We did not receive the payment for your place at ${eventName(event)}, so the place has been released. You are welcome to register again while places remain.`;
    await tellRegistrant(tx, registration.userId, {
      title: PLACE_RELEASED_TITLE,
      message,
      subject: `Your place at ${event.title} was released (${registration.paymentReference ?? "unpaid"})`,
    });
    await recordAudit(tx, {
      action: "event_registration.hold_expired",
      userId: null,
      tableName: "event_registrations",
      recordId: registration.id,
      details: { eventId: registration.eventId, reference: registration.paymentReference },
    });
    logger.info("event hold expired", { registrationId, reference: registration.paymentReference });
  });
}

/**
 * Gives a held place back: the registration ends with `status` (the trigger frees its seat), its
 * awaited payment is cancelled and the waiting list hears of the place (unless the same person
 * takes it again at once). In the caller's transaction.
 */
export async function releaseRegistration(
  tx: Executor,
  registration: Pick<RegistrationRow, "id" | "eventId" | "paymentReference">,
  now: Date,
  outcome: { status: "expired" | "cancelled"; reason: string; offerToWaitingList?: boolean },
): Promise<void> {
  await tx
    .update(eventRegistrations)
    .set({
      status: outcome.status,
      paymentStatus: "failed",
      holdExpiresAt: null,
      cancelledAt: now,
      cancellationReason: outcome.reason,
      updatedAt: now,
    })
    .where(and(eq(eventRegistrations.id, registration.id), inArray(eventRegistrations.status, ["pending_payment"])));
  if (registration.paymentReference) {
    await cancelPendingPayment(tx, registration.paymentReference, outcome.reason, now);
  }
  if (outcome.offerToWaitingList !== false) await offerFreedPlace(tx, registration.eventId, now);
}
