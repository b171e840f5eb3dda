import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { receiptHref } from "@domain/receipts";
import { sessionWhen } from "@domain/session-time";
import type { MyRegistration } from "@server/modules/my-events";
import type { BankTransferDetails } from "~/components/payments/bank-transfer-instructions";

/** One registration as the Events tab shows it: every amount and date already written for the viewer. */
export interface RegistrationCardView {
  id: string;
  title: string;
  /** "Retreat", "Workshop". */
  kind: string;
  startIso: string;
  /** "Friday 12 December 2026 at 2:00 PM (GMT)" */
  starts: string;
  ends: string | null;
  location: string;
  eventCancelled: boolean;
  statusLabel: string;
  tone: "confirmed" | "waiting" | "closed";
  total: string;
  paid: string;
  balance: { amount: string; dueOn: string } | null;
  receipts: { reference: string; text: string; href: string }[];
  /** The bank transfer awaited for what is owed now, with its instructions. */
  transfer: BankTransferDetails | null;
  heldUntil: string | null;
  cancellationPolicy: string;
  canPayBalance: boolean;
  calendarHref: string | null;
}

/** Where "Add to calendar" downloads a registration's calendar file. */
export const calendarFileHref = (registrationId: string) =>
  `/api/my-events/${encodeURIComponent(registrationId)}/calendar.ics`;

const KIND: Record<string, string> = { retreat: "Retreat", workshop: "Workshop" };

function toneOf(row: MyRegistration): RegistrationCardView["tone"] {
  if (row.status === "confirmed" && !row.event.cancelled) return "confirmed";
  return row.status === "pending_payment" ? "waiting" : "closed";
}

function receiptText(part: "first" | "balance", row: MyRegistration): string {
  if (part === "balance") return "Balance receipt";
  return row.deposit ? "Deposit receipt" : "Receipt";
}

export function toRegistrationCards(rows: readonly MyRegistration[], timeZone: string): RegistrationCardView[] {
  const money = (amount: number, currency: string) => formatMoney(amount, currency, { symbol: "long" });
  return rows.map((row) => ({
    id: row.id,
    title: row.event.title,
    kind: KIND[row.event.eventType] ?? "Event",
    startIso: row.event.startDate.toISOString(),
    starts: sessionWhen(row.event.startDate, timeZone).text,
    ends:
      row.event.endDate && row.event.endDate.getTime() > row.event.startDate.getTime()
        ? sessionWhen(row.event.endDate, timeZone).text
        : null,
    location: row.event.location,
    eventCancelled: row.event.cancelled,
    statusLabel: row.event.cancelled ? `${row.statusLabel} · Event cancelled` : row.statusLabel,
    tone: toneOf(row),
    total: money(row.totalAmount, row.currency),
    paid: money(row.paidSoFar, row.currency),
    balance: row.balance
      ? { amount: money(row.balance.amount, row.currency), dueOn: formatLongDate(row.balance.dueDate, timeZone) }
      : null,
    receipts: row.receipts.map((receipt) => ({
      reference: receipt.reference,
      text: receiptText(receipt.part, row),
      href: receiptHref(receipt.reference),
    })),
    transfer: row.awaitedTransfer,
    heldUntil: row.holdExpiresAt ? sessionWhen(row.holdExpiresAt, timeZone).text : null,
    cancellationPolicy: row.cancellationPolicy,
    canPayBalance: row.canPayBalance,
    calendarHref: row.hasCalendarFile ? calendarFileHref(row.id) : null,
  }));
}
