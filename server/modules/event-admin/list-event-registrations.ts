import { balanceOwed, EVENT_ADMIN_TEXT, paidSoFar } from "@domain/event-admin";
import { balanceOverdue } from "@domain/event-reminders";
import { balanceDueDate, registrationStatusLabel } from "@domain/events";
import { type Executor, queryRows } from "@server/db/client";
import { events } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { eq, sql } from "drizzle-orm";
import type { EventRow } from "./event-row";
import { type RefundToMake, refundsToMake } from "./refunds-to-make";

export interface RegistrationItem {
  id: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  status: string;
  paymentStatus: string;
  statusLabel: string;
  currency: string;
  /** Minor units received so far: nothing, the deposit, or the whole price. */
  paid: number;
  /** Minor units still owed on a confirmed place with its deposit paid. */
  balance: number;
  /** When that balance falls due; null when nothing is owed. */
  balanceDueAt: Date | null;
  overdue: boolean;
  /** When the admins were told the balance was overdue. */
  overdueFlaggedAt: Date | null;
  dietaryRequirements: string | null;
  accessibilityNeeds: string | null;
  /** A bank transfer announced for this place and not yet recorded. */
  pendingTransfer: { reference: string; amount: number; currency: string } | null;
  createdAt: Date;
}

export interface WaitlistItem {
  clientName: string;
  clientEmail: string;
  joinedAt: Date;
  notifiedAt: Date | null;
}

export interface EventRegistrations {
  event: EventRow;
  registrations: RegistrationItem[];
  waitlist: WaitlistItem[];
  /** For a cancelled event: the money received still to give back. */
  refunds: RefundToMake[];
}

type Row = Pick<
  RegistrationItem,
  | "id"
  | "clientId"
  | "clientName"
  | "clientEmail"
  | "status"
  | "paymentStatus"
  | "currency"
  | "dietaryRequirements"
  | "accessibilityNeeds"
> & {
  totalAmount: number | string;
  amountDue: number | string;
  balanceDue: number | string;
  overdueFlaggedAt: Date | string | null;
  transferReference: string | null;
  transferAmount: number | string | null;
  transferCurrency: string | null;
  createdAt: Date | string;
};

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

/** One event's registrations, oldest first, with their people and the transfer each awaits. */
async function registrationsOf(tx: Executor, event: EventRow, now: Date): Promise<RegistrationItem[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`select r.id, r.user_id as "clientId", coalesce(pr.first_name || ' ' || pr.last_name, u.name) as "clientName",
        u.email as "clientEmail", r.status, r.payment_status as "paymentStatus", r.currency,
        r.total_amount as "totalAmount", r.amount_due as "amountDue", r.balance_due as "balanceDue",
        r.overdue_flagged_at as "overdueFlaggedAt", r.dietary_requirements as "dietaryRequirements",
        r.accessibility_needs as "accessibilityNeeds", t.reference as "transferReference",
        t.amount as "transferAmount", t.currency as "transferCurrency", r.created_at as "createdAt"
      from event_registrations r
      join users u on u.id = r.user_id
      left join profiles pr on pr.id = r.user_id
      left join lateral (select p.reference, p.amount, p.currency from payment_transactions p
        where p.provider = 'bank_transfer' and p.status = 'pending' and p.purpose = 'event_registration'
          and p.details->>'registrationId' = r.id::text
        order by p.created_at desc limit 1) t on true
      where r.event_id = ${event.id}
      order by r.created_at, r.id`,
  );
  const dueAt = balanceDueDate(event);
  return rows.map((row) => {
    const money = {
      status: row.status,
      paymentStatus: row.paymentStatus,
      totalAmount: Number(row.totalAmount),
      amountDue: Number(row.amountDue),
      balanceDue: Number(row.balanceDue),
    };
    const balance = balanceOwed(money);
    return {
      id: row.id,
      clientId: row.clientId,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      status: row.status,
      paymentStatus: row.paymentStatus,
      statusLabel: registrationStatusLabel(row.status, row.paymentStatus),
      currency: row.currency,
      paid: paidSoFar(money),
      balance,
      balanceDueAt: balance > 0 ? dueAt : null,
      overdue: balance > 0 && balanceOverdue(dueAt, now),
      overdueFlaggedAt: at(row.overdueFlaggedAt),
      dietaryRequirements: row.dietaryRequirements,
      accessibilityNeeds: row.accessibilityNeeds,
      pendingTransfer: row.transferReference
        ? {
            reference: row.transferReference,
            amount: Number(row.transferAmount),
            currency: row.transferCurrency ?? row.currency,
          }
        : null,
      createdAt: new Date(row.createdAt),
    };
  });
}

async function waitlistOf(tx: Executor, eventId: string): Promise<WaitlistItem[]> {
  const rows = await queryRows<{
    clientName: string;
    clientEmail: string;
    joinedAt: Date | string;
    notifiedAt: Date | string | null;
  }>(
    tx,
    sql`select coalesce(pr.first_name || ' ' || pr.last_name, u.name) as "clientName", u.email as "clientEmail",
        w.created_at as "joinedAt", w.notified_at as "notifiedAt"
      from event_waitlist w join users u on u.id = w.user_id left join profiles pr on pr.id = w.user_id
      where w.event_id = ${eventId}
      order by w.created_at, w.user_id`,
  );
  return rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt), notifiedAt: at(row.notifiedAt) }));
}

/** The event, its registrations, its waiting list and (once cancelled) its refunds to make. */
export async function readEventRegistrations(tx: Executor, eventId: string, now: Date): Promise<EventRegistrations> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError("not_found", EVENT_ADMIN_TEXT.notFound);
  const [registrations, waitlist, refunds] = await Promise.all([
    registrationsOf(tx, event, now),
    waitlistOf(tx, event.id),
    event.status === "cancelled" ? refundsToMake(tx, event.id) : Promise.resolve([]),
  ]);
  return { event, registrations, waitlist, refunds };
}

/**
 * An event's registrations page for the admin: each registrant with her status, what she has
 * paid and still owes (and by when, and whether it is overdue), her dietary and accessibility
 * notes and any bank transfer awaited; the waiting list; the refunds to make once cancelled.
 */
export async function listEventRegistrations(
  db: Executor,
  viewer: Viewer,
  eventId: string | undefined,
  meta: { now?: Date } = {},
): Promise<EventRegistrations> {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  if (!isUuid(eventId)) throw new AppError("not_found", EVENT_ADMIN_TEXT.notFound);
  return readEventRegistrations(db, eventId, meta.now ?? new Date());
}
