import { EVENT_ADMIN_TEXT } from "@domain/event-admin";
import { balanceOverdue } from "@domain/event-reminders";
import { balanceDueDate } from "@domain/events";
import type { Executor } from "@server/db/client";
import { eventRegistrations, events } from "@server/db/schema";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { asc, eq, sql } from "drizzle-orm";
import type { EventRow } from "./event-row";

export interface AdminEventItem extends EventRow {
  /** Places held awaiting their first payment. */
  awaitingPayment: number;
  /** Confirmed places whose balance is past its due date and unpaid. */
  overdueBalances: number;
  /** Whether it has ended (or started, without an end). */
  past: boolean;
}

/**
 * Every event whatever its status, for the admin: upcoming ones first (soonest first), then past
 * ones (latest first), each with its places taken, the registrations awaiting payment and the
 * balances overdue.
 */
export async function listAdminEvents(
  db: Executor,
  viewer: Viewer,
  meta: { now?: Date } = {},
): Promise<AdminEventItem[]> {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  const now = meta.now ?? new Date();
  const counts = db
    .select({
      eventId: eventRegistrations.eventId,
      awaiting: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'pending_payment')`.as("awaiting"),
      owing: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'confirmed'
        and ${eventRegistrations.paymentStatus} = 'deposit_paid' and ${eventRegistrations.balanceDue} > 0)`.as("owing"),
    })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .as("counts");
  const rows = await db
    .select({ event: events, awaiting: counts.awaiting, owing: counts.owing })
    .from(events)
    .leftJoin(counts, eq(counts.eventId, events.id))
    .orderBy(asc(events.startDate), asc(events.id));
  const items = rows.map(({ event, awaiting, owing }) => ({
    ...event,
    awaitingPayment: Number(awaiting ?? 0),
    // One due date per event: its owing balances are all overdue, or none is.
    overdueBalances: balanceOverdue(balanceDueDate(event), now) ? Number(owing ?? 0) : 0,
    past: (event.endDate ?? event.startDate).getTime() < now.getTime(),
  }));
  return [...items.filter((e) => !e.past), ...items.filter((e) => e.past).reverse()];
}
