import { DEFAULT_BALANCE_DUE_DAYS } from "@domain/events";
import type { Executor } from "@server/db/client";
import { eventRegistrations, eventReminders, events, paymentTransactions } from "@server/db/schema";
import type { EventRow, RegistrationRow } from "@server/modules/events";
import { and, eq, gt, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A confirmed place at an event that still takes place. */
export const heldPlace: SQL = and(eq(eventRegistrations.status, "confirmed"), ne(events.status, "cancelled"))!;

/** A held place whose deposit is paid and whose balance is not. */
export const owesBalance: SQL = and(
  heldPlace,
  eq(eventRegistrations.paymentStatus, "deposit_paid"),
  gt(eventRegistrations.balanceDue, 0),
)!;

/** The balance's due date as domain/events balanceDueDate gives it, for the queries that find what is due. */
export const balanceDueAt = sql<Date>`coalesce(${events.balanceDueDate}, ${events.startDate} - make_interval(hours => ${DEFAULT_BALANCE_DUE_DAYS * 24}))`;

/**
 * When the place was confirmed: when its first payment (the deposit, or the whole price) was
 * delivered, or, for a place confirmed without one, when it was asked for.
 */
export const confirmedAt = sql<Date>`coalesce((select ${paymentTransactions.fulfilledAt} from ${paymentTransactions}
  where ${paymentTransactions.reference} = ${eventRegistrations.paymentReference}), ${eventRegistrations.createdAt})`;

/** The kinds of reminder already sent for a registration and the moment given. */
export const sentFor = (moment: SQLWrapper) =>
  sql<string[]>`array(select ${eventReminders.kind} from ${eventReminders}
    where ${eventReminders.registrationId} = ${eventRegistrations.id} and ${eventReminders.dueAt} = ${moment})`;

/** A date as either driver returns it from a raw expression. */
export const asDate = (value: Date | string): Date => new Date(value);

export interface LockedPlace {
  event: EventRow;
  registration: RegistrationRow;
}

/**
 * The registration and its event, if `condition` still holds, locked until the caller's transaction
 * ends (a payment, a cancellation or an edit in flight is waited for, then seen): both shared to
 * send a reminder, or the registration alone for an update, to change it.
 */
export async function lockPlace(
  tx: Executor,
  registrationId: string,
  condition: SQL,
  lock: "share" | "update" = "share",
): Promise<LockedPlace | null> {
  const query = tx
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.id, registrationId), condition));
  const [row] = await (lock === "share" ? query.for("share") : query.for("update", { of: eventRegistrations }));
  return row ?? null;
}

/** Records a reminder as sent; false when it already was (another sweep, a retry). */
export async function recordReminder(
  tx: Executor,
  reminder: { registrationId: string; kind: string; dueAt: Date },
  now: Date,
): Promise<boolean> {
  const recorded = await tx
    .insert(eventReminders)
    .values({ ...reminder, sentAt: now })
    .onConflictDoNothing()
    .returning({ kind: eventReminders.kind });
  return recorded.length > 0;
}
