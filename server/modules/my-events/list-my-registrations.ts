import type { Currency } from "@domain/enums";
import { balanceDueDate, cancellationRules, registrationStatusLabel } from "@domain/events";
import type { Executor } from "@server/db/client";
import { eventRegistrations, events, paymentTransactions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { type TransferInstructions, transferInstructions } from "@server/modules/payments";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { amountPaid, balanceRefusal } from "./balance-rules";
import { awaitedTransfers, OWN_REGISTRATION, type OwnRegistration, transferFor } from "./own-registrations";

/** However many a person has, one page reads at most this many (newest events first). */
export const MY_REGISTRATIONS_LIMIT = 100;

export interface MyRegistration {
  id: string;
  event: {
    title: string;
    eventType: string;
    startDate: Date;
    endDate: Date | null;
    location: string;
    cancelled: boolean;
  };
  status: string;
  paymentStatus: string;
  /** "Confirmed (deposit paid)", "Awaiting payment"... */
  statusLabel: string;
  currency: Currency;
  /** Whether the first payment was a deposit (rather than the whole price). */
  deposit: boolean;
  totalAmount: number;
  /** Nothing yet, the deposit, or the whole price. */
  paidSoFar: number;
  /** What is left after a deposit, and by when; null once nothing more is owed. */
  balance: { amount: number; dueDate: Date } | null;
  /** Completed payments with a receipt: the first one (deposit or whole price), then the balance. */
  receipts: { reference: string; part: "first" | "balance" }[];
  /** The bank transfer awaited for what is owed now, with its instructions. */
  awaitedTransfer: TransferInstructions | null;
  /** Until when an unpaid place is held. */
  holdExpiresAt: Date | null;
  cancellationPolicy: string;
  canPayBalance: boolean;
  /** A confirmed place at an event still on: offered as a calendar file. */
  hasCalendarFile: boolean;
}

/**
 * The viewer's own registrations for workshops and retreats, newest event first, with what is
 * paid, what is left and how to pay it. Three queries whatever the number of registrations.
 */
export async function listMyRegistrations(db: Executor, viewer: Viewer, now = new Date()): Promise<MyRegistration[]> {
  const rows: OwnRegistration[] = await db
    .select(OWN_REGISTRATION)
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.userId, viewer.userId))
    .orderBy(desc(events.startDate), desc(eventRegistrations.createdAt))
    .limit(MY_REGISTRATIONS_LIMIT);
  const ids = rows.map((row) => row.registration.id);
  const references = rows.flatMap(({ registration: r }) =>
    [r.paymentReference, r.balanceReference].filter((ref): ref is string => ref !== null),
  );
  const [completed, transfers] = await Promise.all([
    completedReferences(db, viewer, references),
    awaitedTransfers(db, viewer, ids),
  ]);
  return rows.map(({ registration: r, event }) => {
    const transfer = transferFor(transfers, r);
    const facts = { ...r, eventStatus: event.status, eventStart: event.startDate };
    const receipts: MyRegistration["receipts"] = [];
    if (r.paymentReference && completed.has(r.paymentReference)) {
      receipts.push({ reference: r.paymentReference, part: "first" });
    }
    if (r.balanceReference && completed.has(r.balanceReference)) {
      receipts.push({ reference: r.balanceReference, part: "balance" });
    }
    return {
      id: r.id,
      event: {
        title: event.title,
        eventType: event.eventType,
        startDate: event.startDate,
        endDate: event.endDate,
        location: event.location,
        cancelled: event.status === "cancelled",
      },
      status: r.status,
      paymentStatus: r.paymentStatus,
      statusLabel: registrationStatusLabel(r.status, r.paymentStatus),
      currency: r.currency as Currency,
      deposit: r.payDeposit,
      totalAmount: r.totalAmount,
      paidSoFar: amountPaid(r),
      balance:
        r.paymentStatus === "deposit_paid" && r.balanceDue > 0
          ? { amount: r.balanceDue, dueDate: balanceDueDate(event) }
          : null,
      receipts,
      awaitedTransfer: transfer ? transferInstructions(transfer) : null,
      holdExpiresAt: r.status === "pending_payment" ? r.holdExpiresAt : null,
      cancellationPolicy: cancellationRules(event.cancellationPolicy, placeTerms(r)),
      canPayBalance: balanceRefusal(facts, now) === null,
      hasCalendarFile: r.status === "confirmed" && event.status !== "cancelled",
    };
  });
}

/** How her place is paid for, which decides the rules shown: deposit rules only with a deposit. */
function placeTerms(r: { payDeposit: boolean; totalAmount: number }) {
  if (r.totalAmount === 0) return "free" as const;
  return r.payDeposit ? ("deposit" as const) : ("full" as const);
}

/** Which of these references are the viewer's payments whose money arrived (each has a receipt). */
async function completedReferences(db: Executor, viewer: Viewer, references: string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .select({ reference: paymentTransactions.reference })
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.reference, references),
        eq(paymentTransactions.userId, viewer.userId),
        eq(paymentTransactions.status, "success"),
        isNotNull(paymentTransactions.verifiedAt),
      ),
    );
  return new Set(rows.map((row) => row.reference));
}
