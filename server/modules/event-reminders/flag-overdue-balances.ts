import { balanceOverdue } from "@domain/event-reminders";
import { balanceDueDate } from "@domain/events";
import type { Database } from "@server/db/client";
import { eventRegistrations, events, profiles } from "@server/db/schema";
import { logger } from "@server/lib/logger";
import { recordAudit } from "@server/modules/audit";
import { notifyAdmins } from "@server/modules/notifications";
import { and, eq, isNull, lte } from "drizzle-orm";
import { balanceOverdueNotice } from "./event-reminder-notices";
import { balanceDueAt, lockPlace, owesBalance } from "./held-places";

const notFlagged = isNull(eventRegistrations.overdueFlaggedAt);

/**
 * Balances still owed after their due date: each registration is flagged (overdue_flagged_at),
 * the admins are told and the audit log says so, once. Nothing is cancelled: the admins decide,
 * and the registrant, reminded the day before, is not written to again. One query finds them.
 */
export async function flagOverdueBalances(db: Database, now: Date): Promise<number> {
  const candidates = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(owesBalance, notFlagged, lte(balanceDueAt, now)));
  let flagged = 0;
  for (const { id } of candidates) if (await flagOne(db, id, now)) flagged++;
  return flagged;
}

/** Flags one registration in its own transaction, unless it was paid, cancelled or flagged meanwhile. */
async function flagOne(db: Database, registrationId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const place = await lockPlace(tx, registrationId, and(owesBalance, notFlagged)!, "update");
    if (!place || !balanceOverdue(balanceDueDate(place.event), now)) return false;
    const { event, registration } = place;
    await tx
      .update(eventRegistrations)
      .set({ overdueFlaggedAt: now, updatedAt: now })
      .where(eq(eventRegistrations.id, registrationId));
    const [client] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, registration.userId));
    const clientName = client ? `${client.firstName} ${client.lastName}` : "A client";
    await notifyAdmins(tx, balanceOverdueNotice(event, registration, clientName));
    await recordAudit(tx, {
      action: "event_registration.balance_overdue",
      userId: null,
      tableName: "event_registrations",
      recordId: registrationId,
      details: {
        eventId: event.id,
        clientId: registration.userId,
        balanceDue: registration.balanceDue,
        currency: registration.currency,
        dueDate: balanceDueDate(event).toISOString(),
      },
    });
    logger.info("event balance overdue", { registrationId, eventId: event.id });
    return true;
  });
}
