import type { EventStatus } from "@domain/enums";

/** The New event / Edit event form's values, as its inputs hold them. */
export interface EventFormValues {
  title: string;
  tagline: string;
  description: string;
  eventType: string;
  /** "2031-09-10T14:00", on the practice's clock. */
  startsAt: string;
  endsAt: string;
  location: string;
  facilitator: string;
  capacity: string;
  /** Major units: "350", "45.5". */
  priceLocal: string;
  priceInternational: string;
  allowDeposit: boolean;
  depositPercentage: string;
  /** "YYYY-MM-DD", or "" for the default (30 days before the start). */
  balanceDueOn: string;
  cancellationPolicy: string;
  duration: string;
  /** One per line. */
  objectives: string;
  /** "Day 1: a; b" per line. */
  itinerary: string;
  image: string;
}

/** One event in the admin's list, written out by the loader. */
export interface EventRowView {
  id: string;
  title: string;
  typeLabel: string;
  status: EventStatus;
  statusLabel: string;
  whenIso: string;
  /** "Wednesday 10 September 2031 at 2:00 PM (GMT)". */
  when: string;
  seatsTaken: number;
  capacity: number;
  awaitingPayment: number;
  overdueBalances: number;
  past: boolean;
  /** The public page it is listed on once published. */
  publicHref: string;
  /** "₵350 local · $45.50 international". */
  prices: string;
  cancellationReason: string | null;
  form: EventFormValues;
}

/** A payment to give back after a cancellation, with where to refund it. */
export interface RefundToMakeView {
  reference: string;
  clientName: string;
  clientEmail: string;
  /** "GH₵1,950". */
  amount: string;
  /** "Deposit or full price" / "Balance". */
  part: string;
  /** The Transactions tab, filtered to this client, where the refund is made. */
  ledgerHref: string;
}

export interface EventsTabView {
  events: EventRowView[];
}

export type EventFormAnswer =
  | { ok: true; title: string }
  | { ok: false; error: string; fields?: Record<string, string> };

export type PublishAnswer = { ok: true; title: string; status: EventStatus } | { ok: false; error: string };

export type CancelAnswer =
  | { ok: true; title: string; refunds: RefundToMakeView[] }
  | { ok: false; error: string; fields?: Record<string, string> };

export const EVENTS_PATH = "/admin-dashboard/events";
