import type { Region } from "@domain/enums";
import { EVENT_MESSAGES, holdsPlace, type RegistrationAmounts, registrationOpen } from "@domain/events";
import { mayHoldAnother, TOO_MANY_UNPAID_PLACES } from "@domain/unpaid-holds";
import type { Executor } from "@server/db/client";
import { eventRegistrations, events, eventWaitlist } from "@server/db/schema";
import { AppError, PG, pgConstraint, pgErrorCode } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { lockAccount } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";
import { releaseRegistration, scheduleRegistrationExpiry } from "./expire-event-hold";
import { liveRegistrationsOf } from "./live-registration";
import type { EventRow, RegistrationRow } from "./registration-notices";

/** A published event that has not started, or the refusal the registrant reads. */
export async function loadOpenEvent(db: Executor, eventId: string, now: Date): Promise<EventRow> {
  const [event] = isUuid(eventId) ? await db.select().from(events).where(eq(events.id, eventId)) : [];
  if (!event || event.status === "draft") throw new AppError("not_found", EVENT_MESSAGES.notFound);
  if (!registrationOpen(event, now)) throw new AppError("conflict", EVENT_MESSAGES.closed);
  return event;
}

export interface PlaceRequest {
  region: Region;
  amounts: RegistrationAmounts;
  dietaryRequirements: string | null;
  accessibilityNeeds: string | null;
  holdExpiresAt: Date;
}

/**
 * Inserts the held registration, in the caller's transaction. A place she already holds
 * (confirmed, or awaiting her bank transfer) is refused with what it is; her own earlier place
 * still waiting for Paystack (she closed the window) is given back first, so it never blocks her.
 * A place to pay for is refused beyond her three awaiting payment (domain/unpaid-holds.ts),
 * counted under a lock on her account. Taking a place takes her off the event's waiting list.
 */
export async function takePlace(
  tx: Executor,
  viewer: Viewer,
  event: EventRow,
  request: PlaceRequest,
  now: Date,
): Promise<RegistrationRow> {
  // Her account first (always before the event, so two of her requests never wait on each other
  // crosswise): her places at other events are counted one request at a time.
  await lockAccount(tx, viewer.userId);
  // The event as it is now, locked: an admin cancelling or unpublishing it at this moment waits
  // for this place (and then cancels it with the others), or goes first and this one is refused.
  // The seats trigger takes the same row's lock anyway, so this costs no extra waiting.
  const [locked] = await tx
    .select({ status: events.status, startDate: events.startDate })
    .from(events)
    .where(eq(events.id, event.id))
    .for("update");
  if (!locked || !registrationOpen(locked, now)) throw new AppError("conflict", EVENT_MESSAGES.closed);
  const [current] = await tx
    .select()
    .from(eventRegistrations)
    .where(liveRegistrationsOf(event.id, viewer.userId))
    .for("update");
  if (current && holdsPlace(current)) {
    const message = current.status === "confirmed" ? EVENT_MESSAGES.alreadyRegistered : EVENT_MESSAGES.transferAwaited;
    throw new AppError("conflict", message);
  }
  if (current) {
    const replaced = {
      status: "cancelled",
      reason: "Replaced by a new registration",
      offerToWaitingList: false,
    } as const;
    await releaseRegistration(tx, current, now, replaced);
  }
  if (request.amounts.dueNow > 0) await refuseBeyondPlaceCap(tx, viewer.userId, now);

  const { amounts } = request;
  try {
    return await tx.transaction(async (savepoint) => {
      const [registration] = await savepoint
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          userId: viewer.userId,
          dietaryRequirements: request.dietaryRequirements,
          accessibilityNeeds: request.accessibilityNeeds,
          payDeposit: amounts.payDeposit,
          region: request.region,
          currency: amounts.currency,
          totalAmount: amounts.total,
          amountDue: amounts.dueNow,
          balanceDue: amounts.balance,
          status: "pending_payment",
          paymentStatus: "pending",
          holdExpiresAt: request.holdExpiresAt,
        })
        .returning();
      if (!registration) throw new Error("registration insert returned no row");
      await scheduleRegistrationExpiry(savepoint, registration.id, request.holdExpiresAt);
      // She has a place: she is no longer waiting for one (nor told when another frees).
      await savepoint
        .delete(eventWaitlist)
        .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, viewer.userId)));
      return registration;
    });
  } catch (err) {
    if (pgConstraint(err) === "events_seats_check") throw new AppError("conflict", EVENT_MESSAGES.full);
    if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError("conflict", EVENT_MESSAGES.alreadyRegistered);
    throw err;
  }
}

/** Her places awaiting payment, at any event: at most three (domain/unpaid-holds.ts). */
async function refuseBeyondPlaceCap(tx: Executor, userId: string, now: Date): Promise<void> {
  const holds = await tx
    .select({ holdExpiresAt: eventRegistrations.holdExpiresAt })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.status, "pending_payment")));
  if (!mayHoldAnother(holds, now)) throw new AppError("conflict", TOO_MANY_UNPAID_PLACES);
}
