import type { Executor } from "@server/db/client";
import { eventRegistrations, events, eventWaitlist } from "@server/db/schema";
import { asc, eq } from "drizzle-orm";
import { amount } from "./export-format";

/** Her places at workshops and retreats, with the dietary and accessibility notes she gave, and her waiting lists. */
export async function exportEvents(db: Executor, me: string) {
  const [registrationRows, waitingRows] = await Promise.all([
    db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.userId, me))
      .orderBy(asc(eventRegistrations.createdAt)),
    db
      .select({ waiting: eventWaitlist, title: events.title, start: events.startDate })
      .from(eventWaitlist)
      .innerJoin(events, eq(events.id, eventWaitlist.eventId))
      .where(eq(eventWaitlist.userId, me))
      .orderBy(asc(eventWaitlist.createdAt)),
  ]);

  return {
    eventRegistrations: registrationRows.map(({ registration: r, event: e }) => ({
      id: r.id,
      event: e.title,
      eventType: e.eventType,
      start: e.startDate,
      end: e.endDate,
      location: e.location,
      dietaryRequirements: r.dietaryRequirements,
      accessibilityNeeds: r.accessibilityNeeds,
      status: r.status,
      paymentStatus: r.paymentStatus,
      payDeposit: r.payDeposit,
      total: amount(r.totalAmount, r.currency),
      firstPayment: amount(r.amountDue, r.currency),
      balanceDue: amount(r.balanceDue, r.currency),
      paymentReference: r.paymentReference,
      balanceReference: r.balanceReference,
      cancelledAt: r.cancelledAt,
      cancellationReason: r.cancellationReason,
      createdAt: r.createdAt,
    })),
    eventWaitingLists: waitingRows.map(({ waiting: w, title, start }) => ({
      event: title,
      start,
      joinedAt: w.createdAt,
      toldOfAPlaceAt: w.notifiedAt,
    })),
  };
}
