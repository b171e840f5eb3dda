import type { Currency } from "@domain/enums";
import { balanceDueDate, holdsPlace, registrationStatusLabel } from "@domain/events";
import type { Executor } from "@server/db/client";
import { eventRegistrations, events } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { and, eq, inArray } from "drizzle-orm";
import { amountPaid } from "./balance-rules";

/** A place the viewer already holds at an event the page lists: what "You are registered" shows. */
export interface MyPlace {
  registrationId: string;
  eventId: string;
  status: string;
  /** "Confirmed", "Confirmed (deposit paid)", "Awaiting payment". */
  statusLabel: string;
  currency: Currency;
  totalAmount: number;
  paid: number;
  /** What is awaited now: her first payment (a bank transfer, held until a date) or the balance by its date. */
  awaited:
    | { part: "first"; amount: number; heldUntil: Date | null }
    | { part: "balance"; amount: number; dueDate: Date }
    | null;
}

/**
 * The viewer's places at these events, for the event pages: a confirmed place, or one held for
 * the bank transfer she may already have sent (the places the server refuses to take again). A
 * place only waiting for Paystack is left out: registering again starts its payment anew.
 * Staff hold no places; one query whatever the number of events.
 */
export async function findMyPlaces(db: Executor, viewer: Viewer, eventIds: readonly string[]): Promise<MyPlace[]> {
  if (viewer.role !== "client" || eventIds.length === 0) return [];
  const rows = await db
    .select({ registration: eventRegistrations, balanceDueDate: events.balanceDueDate, startDate: events.startDate })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.userId, viewer.userId),
        inArray(eventRegistrations.eventId, [...eventIds]),
        inArray(eventRegistrations.status, ["pending_payment", "confirmed"]),
      ),
    );
  return rows
    .filter(({ registration }) => holdsPlace(registration))
    .map(({ registration: r, ...event }) => ({
      registrationId: r.id,
      eventId: r.eventId,
      status: r.status,
      statusLabel: registrationStatusLabel(r.status, r.paymentStatus),
      currency: r.currency as Currency,
      totalAmount: r.totalAmount,
      paid: amountPaid(r),
      awaited: awaitedOf(r, event),
    }));
}

function awaitedOf(
  r: typeof eventRegistrations.$inferSelect,
  event: { balanceDueDate: Date | null; startDate: Date },
): MyPlace["awaited"] {
  if (r.status === "pending_payment") return { part: "first", amount: r.amountDue, heldUntil: r.holdExpiresAt };
  if (r.paymentStatus === "deposit_paid" && r.balanceDue > 0) {
    return { part: "balance", amount: r.balanceDue, dueDate: balanceDueDate(event) };
  }
  return null;
}
