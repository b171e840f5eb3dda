import type { Executor } from "@server/db/client";
import { eventRegistrations, events, paymentTransactions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { transferAwaited } from "@server/modules/payments";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

/** What the registrant's views and payments read of a registration and its event. */
export const OWN_REGISTRATION = {
  registration: eventRegistrations,
  event: {
    id: events.id,
    slug: events.slug,
    title: events.title,
    eventType: events.eventType,
    status: events.status,
    startDate: events.startDate,
    endDate: events.endDate,
    location: events.location,
    balanceDueDate: events.balanceDueDate,
    cancellationPolicy: events.cancellationPolicy,
  },
};

export interface OwnRegistration {
  registration: typeof eventRegistrations.$inferSelect;
  event: {
    id: string;
    slug: string;
    title: string;
    eventType: string;
    status: string;
    startDate: Date;
    endDate: Date | null;
    location: string;
    balanceDueDate: Date | null;
    cancellationPolicy: string | null;
  };
}

/**
 * One of the viewer's own registrations, or null: someone else's is never found (ownership is
 * part of the query). `lock` holds the registration row until the caller's transaction ends.
 */
export async function findOwnRegistration(
  db: Executor,
  viewer: Viewer,
  registrationId: string,
  options: { lock?: boolean } = {},
): Promise<OwnRegistration | null> {
  const query = db
    .select(OWN_REGISTRATION)
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.userId, viewer.userId)));
  const [found] = options.lock ? await query.for("update", { of: eventRegistrations }) : await query;
  return found ?? null;
}

export interface AwaitedTransfer {
  paymentId: string;
  reference: string;
  amount: number;
  currency: string;
  registrationId: string;
  part: string;
}

/**
 * The viewer's bank transfers for these registrations that no admin has recorded yet, newest
 * first (the details the server wrote when it priced each payment name the registration).
 */
export async function awaitedTransfers(
  db: Executor,
  viewer: Viewer,
  registrationIds: readonly string[],
): Promise<AwaitedTransfer[]> {
  if (registrationIds.length === 0) return [];
  const registrationId = sql<string>`${paymentTransactions.details}->>'registrationId'`;
  return db
    .select({
      paymentId: paymentTransactions.id,
      reference: paymentTransactions.reference,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      registrationId,
      part: sql<string>`${paymentTransactions.details}->>'part'`,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, viewer.userId),
        eq(paymentTransactions.purpose, "event_registration"),
        transferAwaited(),
        inArray(registrationId, [...registrationIds]),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
}

/** Which payment a registration awaits: its first (deposit or whole price), its balance, or none. */
export function partOwed(registration: { status: string; paymentStatus: string }): "first" | "balance" | null {
  if (registration.status === "pending_payment") return "first";
  if (registration.status === "confirmed" && registration.paymentStatus === "deposit_paid") return "balance";
  return null;
}

/** The transfer that pays what the registration owes now, if one is awaited for exactly that amount. */
export function transferFor(
  transfers: readonly AwaitedTransfer[],
  registration: typeof eventRegistrations.$inferSelect,
): AwaitedTransfer | null {
  const part = partOwed(registration);
  if (!part) return null;
  const amount = part === "first" ? registration.amountDue : registration.balanceDue;
  return (
    transfers.find(
      (t) =>
        t.registrationId === registration.id &&
        t.part === part &&
        t.amount === amount &&
        t.currency === registration.currency,
    ) ?? null
  );
}
