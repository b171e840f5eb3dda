import { fromUsdAtDisplayRate } from "./display-rates";
import type { Currency } from "./enums";
import { percentOf } from "./money";
import type { RegionChoice } from "./region";
import { transferCurrency } from "./transfer-currency";
import { isLiveHold } from "./unpaid-holds";

export interface EventPrices {
  priceLocal: number;
  /** Set in US dollars (cents). */
  priceInternational: number;
}

export interface EventPrice {
  amount: number;
  currency: Currency;
}

/** Who is asking for the price: her region choice, and the currencies the practice holds a bank account in. */
export interface PriceQuote {
  choice: RegionChoice | null;
  accounts: readonly Currency[];
}

/**
 * Spec 001 §9: local visitors pay price_local (GHS); everyone else pays price_international,
 * which is set in US dollars and quoted in the currency she transfers it in (transferCurrency:
 * her own where the practice holds an account in it, else US dollars) at the site's display
 * rate, so $45 is £35 for a London client paying into the pounds account. A visitor who has
 * not chosen a region yet is shown the dollar price.
 */
export function eventPrice(event: EventPrices, quote: PriceQuote): EventPrice {
  const { choice } = quote;
  if (choice?.region === "local") return { amount: event.priceLocal, currency: "GHS" };
  const currency = choice ? transferCurrency(choice.currency, quote.accounts) : "USD";
  return { amount: fromUsdAtDisplayRate(event.priceInternational, currency), currency };
}

/** Spec 001 §9: the deposit is deposit_percentage percent of the price; null when none is taken. */
export function eventDeposit(
  event: { allowDeposit: boolean; depositPercentage: number | null },
  price: EventPrice,
): { percent: number; amount: number } | null {
  if (!event.allowDeposit || !event.depositPercentage || price.amount === 0) return null;
  return { percent: event.depositPercentage, amount: percentOf(price.amount, event.depositPercentage) };
}

const DAY_MS = 86_400_000;

/** Without a date of its own, a deposit's balance falls due 30 days before the event starts. */
export const DEFAULT_BALANCE_DUE_DAYS = 30;

/** How long an unpaid registration keeps its place: the Paystack window, or a bank transfer's three days. */
export const EVENT_HOLD_MS = { paystack: 30 * 60_000, bank_transfer: 3 * DAY_MS } as const;

/** The practice's rules for a place bought with a deposit, when the event has none of its own. */
export const DEFAULT_CANCELLATION_POLICY =
  "The deposit holds your place and is non-refundable. Cancel before the balance is due and you owe nothing more; after that, the full price is due. If we cancel the event, everything you paid is refunded.";

/** The practice's rules for a place paid in full (an event without a deposit), when the event has none of its own. */
export const FULL_PRICE_CANCELLATION_POLICY =
  "If you can no longer come, please tell us as soon as you can, so we can offer your place to someone else. If we cancel the event, everything you paid is refunded.";

/** The practice's rules for a free place. */
export const FREE_PLACE_CANCELLATION_POLICY =
  "If you can no longer come, please tell us as soon as you can, so we can offer your place to someone else.";

/** Every default a registrant may be shown: an admin's text equal to one of them is no policy of the event's own. */
export const DEFAULT_CANCELLATION_POLICIES = [
  DEFAULT_CANCELLATION_POLICY,
  FULL_PRICE_CANCELLATION_POLICY,
  FREE_PLACE_CANCELLATION_POLICY,
] as const;

/** How the place is paid for, which decides the practice's default rules. */
export type PlaceTerms = "deposit" | "full" | "free";

/**
 * The cancellation rules shown before paying, in the portal and in reminders: the event's own,
 * else the practice's for how the place is paid. Deposit rules only where there is a deposit.
 */
export function cancellationRules(ownPolicy: string | null | undefined, terms: PlaceTerms): string {
  const own = ownPolicy?.trim();
  if (own) return own;
  if (terms === "deposit") return DEFAULT_CANCELLATION_POLICY;
  return terms === "free" ? FREE_PLACE_CANCELLATION_POLICY : FULL_PRICE_CANCELLATION_POLICY;
}

export function balanceDueDate(event: { startDate: Date; balanceDueDate: Date | null }): Date {
  return event.balanceDueDate ?? new Date(event.startDate.getTime() - DEFAULT_BALANCE_DUE_DAYS * DAY_MS);
}

export interface RegistrableEvent extends EventPrices {
  startDate: Date;
  balanceDueDate: Date | null;
  allowDeposit: boolean;
  depositPercentage: number | null;
}

/**
 * A deposit is offered when the event takes one and its balance is still to fall due: someone
 * registering after the balance date pays the whole price.
 */
export function depositOffered(event: RegistrableEvent, price: EventPrice, now: Date): boolean {
  return eventDeposit(event, price) !== null && balanceDueDate(event).getTime() > now.getTime();
}

export interface RegistrationAmounts {
  currency: Currency;
  /** The full price of the place. */
  total: number;
  /** Paid now: the deposit, or the full price. */
  dueNow: number;
  /** Paid by the balance date; 0 without a deposit. */
  balance: number;
  payDeposit: boolean;
}

/**
 * What a registration costs, computed by the server from the event, the registrant's region and
 * the currency she transfers in (spec 001 §9); the page shows the same figures from the same
 * rule. A deposit asked for where none is offered is ignored: the whole price is due.
 */
export function registrationAmounts(
  event: RegistrableEvent,
  quote: PriceQuote,
  wantsDeposit: boolean,
  now: Date,
): RegistrationAmounts {
  const price = eventPrice(event, quote);
  const deposit = wantsDeposit && depositOffered(event, price, now) ? eventDeposit(event, price) : null;
  const dueNow = deposit ? deposit.amount : price.amount;
  return {
    currency: price.currency,
    total: price.amount,
    dueNow,
    balance: price.amount - dueNow,
    payDeposit: deposit !== null,
  };
}

/** An unpaid place is held for the payment's window, never past the event's start. */
export function holdExpiry(provider: keyof typeof EVENT_HOLD_MS, startDate: Date, now: Date): Date {
  return new Date(Math.min(startDate.getTime(), now.getTime() + EVENT_HOLD_MS[provider]));
}

/** Registration is open for a published event that has not started. */
export function registrationOpen(event: { status: string; startDate: Date }, now: Date): boolean {
  return event.status === "published" && event.startDate.getTime() > now.getTime();
}

/** Spec 001 §8's event texts, and the refusals the server gives. */
export const EVENT_MESSAGES = {
  signInFirst: "Please log in to register for events",
  created: "Registration created!",
  failed: "Registration failed",
  paymentCancelled: "Payment cancelled",
  paymentSuccessful: "Payment successful!",
  loadWorkshops: "Error loading workshops",
  loadRetreats: "Error loading retreats",
  loadCommunity: "Error loading community events",
  notFound: "This event is not open for registration.",
  closed: "Registration for this event has closed.",
  full: "This event is fully booked.",
  alreadyRegistered: "You are already registered for this event.",
  transferAwaited:
    "You already hold a place at this event awaiting your bank transfer. Its instructions are in your e-mail and in your portal's Events.",
  clientsOnly: "Events are booked from a client account.",
  waitlisted: "You are on the waiting list",
  alreadyWaitlisted: "You are already on the waiting list for this event.",
  /** Someone who holds or has a place asks for the waiting list: she needs none. */
  placeHeld: "You already have a place at this event. You will find it in your portal's Events.",
} as const;

/**
 * Whether her registration already holds her place, so the event shows it ("You are registered")
 * rather than registering her again: a confirmed place, or one awaiting a bank transfer she may
 * already have sent. A place still waiting for Paystack (she closed the window) does not: a new
 * registration gives it back and starts the payment again.
 */
export function holdsPlace(registration: { status: string; region: string }): boolean {
  if (registration.status === "confirmed") return true;
  return registration.status === "pending_payment" && registration.region === "international";
}

/**
 * Whether a registration takes up a place at its event now: confirmed (paid in full or by its
 * deposit), or held for a payment whose time has not run out (a transfer's, or a Paystack
 * window's). Its registrant needs no place on the waiting list.
 */
export function occupiesPlace(registration: { status: string; holdExpiresAt: Date | null }, now: Date): boolean {
  if (registration.status === "confirmed") return true;
  return registration.status === "pending_payment" && isLiveHold(registration, now);
}

/** The id of a registration's card on the portal's Events tab, which links to it name. */
export const registrationAnchor = (registrationId: string) => `registration-${registrationId}`;

/** How a registration's state reads to the registrant and the admin. */
export function registrationStatusLabel(status: string, paymentStatus: string): string {
  if (status === "pending_payment") return "Awaiting payment";
  if (status === "expired") return "Expired (not paid in time)";
  if (status === "cancelled") return "Cancelled";
  return paymentStatus === "deposit_paid" ? "Confirmed (deposit paid)" : "Confirmed";
}
