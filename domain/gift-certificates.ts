/**
 * Gift certificates once sold: what one costs, when its e-mail goes out, whether a code can still
 * be spent, and how much of a booking it pays. Pure; the server brings the rows and the clock.
 *
 * Two kinds (enums GIFT_CERTIFICATE_KINDS):
 * - a service certificate pays one session of a kind (individual, couples, walking, yoga) where the
 *   recipient will use it (in Accra or abroad), whatever that session costs on the day; it is
 *   priced at the lowest price of that kind there, converted into the buyer's currency;
 * - an amount certificate pays up to its balance, in its own currency; a booking in another
 *   currency is converted at the display rates.
 */
import { convertAtDisplayRates } from "./display-rates";
import type { Currency, GiftCertificateKind, Region, ServiceCategory } from "./enums";
import { MINOR_PER_MAJOR } from "./money";
import { addDays, dayInZone, isCalendarDay, zonedTimeToUtc } from "./zone-time";

/** An amount certificate's bounds, in whole units of its currency. */
export const GIFT_AMOUNT_LIMITS: Readonly<Record<Currency, { min: number; max: number }>> = Object.freeze({
  GHS: { min: 100, max: 20_000 },
  USD: { min: 10, max: 1_500 },
  GBP: { min: 10, max: 1_500 },
  EUR: { min: 10, max: 1_500 },
});

export const giftAmountOutOfRange = (currency: Currency) =>
  `Choose a whole amount from ${GIFT_AMOUNT_LIMITS[currency].min} to ${GIFT_AMOUNT_LIMITS[currency].max.toLocaleString("en-GB")} ${currency}.`;

/** Why an amount (minor units) cannot be a certificate's value, or null when it can. */
export function giftAmountRefusal(minor: number, currency: Currency): string | null {
  const { min, max } = GIFT_AMOUNT_LIMITS[currency];
  const whole = Number.isSafeInteger(minor) && minor % MINOR_PER_MAJOR === 0;
  if (!whole || minor < min * MINOR_PER_MAJOR || minor > max * MINOR_PER_MAJOR) return giftAmountOutOfRange(currency);
  return null;
}

/**
 * What a service certificate costs the buyer: the session's price where it will be used, in the
 * buyer's currency (converted at the display rates and rounded to a whole unit when the currencies
 * differ). A daughter in London gifting a session in Accra pays the cedi price in pounds.
 */
export function serviceGiftPrice(session: { price: number; currency: Currency }, buyerCurrency: Currency): number {
  return convertAtDisplayRates(session.price, session.currency, buyerCurrency, "whole");
}

/** Where a session of this kind can happen: walk therapy is in Accra only, yoga is online from abroad. */
export const GIFT_REGION_NOTE: Readonly<Record<Region, string>> = Object.freeze({
  local: "in Ghana",
  international: "outside Ghana",
});

export interface CertificateState {
  status: string;
  balance: number;
  expiresAt: Date;
}

/** Why a certificate cannot be spent (all told apart for staff; a person typing a code sees one message). */
export type GiftRefusal = "void" | "used" | "expired";

export function giftRefusal(cert: CertificateState, now: Date): GiftRefusal | null {
  if (cert.status === "void") return "void";
  if (cert.status === "redeemed" || cert.balance <= 0) return "used";
  if (cert.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/**
 * The one answer to a code that cannot be spent, whether it does not exist, is used up, has
 * expired, was voided or belongs to someone else: a guesser learns nothing from it.
 */
export const GIFT_CODE_REFUSED =
  "This code cannot be used. Check it, or ask the person who gave it to you to contact us.";

/** Wrong codes tried per account and per address in an hour, before further tries wait. */
export const GIFT_GUESS_LIMITS = { windowMs: 60 * 60 * 1000, perAccount: 10, perAddress: 10 } as const;

export const tooManyGiftAttempts = (wait: string) =>
  `Too many codes tried. For your security, please wait ${wait} and try again.`;

const CATEGORY_NAMES: Readonly<Record<ServiceCategory, string>> = Object.freeze({
  individual: "an individual",
  couples: "a couples",
  family: "a family",
  walking: "a walk therapy",
  yoga: "a therapeutic yoga",
  coaching: "an executive coaching",
});

/** A service certificate named for a booking it cannot pay: the holder knows the code, so she may know why. */
export function giftWrongService(category: ServiceCategory, region: Region): string {
  return `This gift certificate pays for ${CATEGORY_NAMES[category]} session ${GIFT_REGION_NOTE[region]}.`;
}

export interface GiftToSpend {
  kind: GiftCertificateKind;
  serviceCategory: ServiceCategory | null;
  serviceRegion: Region | null;
  balance: number;
  currency: Currency;
}

/** What a booking would be charged without the certificate, and for what. */
export interface GiftCharge {
  category: ServiceCategory;
  region: Region;
  price: number;
  currency: Currency;
}

/** How much of a charge a certificate pays (`covered`, in the charge's currency) and what it takes from the balance (`spent`). */
export interface GiftCover {
  covered: number;
  spent: number;
}

/**
 * How much of `charge` the certificate pays. A service certificate pays the whole session when it
 * is of its kind and region, and is used up; otherwise it pays nothing (null). An amount
 * certificate pays up to what its balance is worth in the charge's currency (rounded down, so it
 * never pays more than it holds) and gives up what it paid (rounded up, so the practice is never
 * short); paying out everything it is worth takes the whole balance.
 */
export function giftCover(gift: GiftToSpend, charge: GiftCharge): GiftCover | null {
  if (gift.balance <= 0 || charge.price <= 0) return null;
  if (gift.kind === "service") {
    if (gift.serviceCategory !== charge.category || gift.serviceRegion !== charge.region) return null;
    return { covered: charge.price, spent: gift.balance };
  }
  const worth = convertAtDisplayRates(gift.balance, gift.currency, charge.currency, "down");
  if (worth <= 0) return null;
  if (worth <= charge.price) return { covered: worth, spent: gift.balance };
  const spent = Math.min(gift.balance, convertAtDisplayRates(charge.price, charge.currency, gift.currency, "up"));
  return { covered: charge.price, spent };
}

/** The certificate's e-mail goes out at this hour of the chosen day, in the recipient's zone. */
export const GIFT_DELIVERY_TIME = "08:00";
/** How far ahead a delivery day may be chosen. */
export const GIFT_DELIVERY_MAX_DAYS = 365;
export const GIFT_DELIVERY_DAY_INVALID = "Choose a delivery day from today to a year ahead.";

/**
 * When the recipient's e-mail goes out for a delivery day chosen in `timeZone`: today means now
 * (a gift bought for today is sent at once, whatever the hour), a later day means 08:00 that day
 * there (or at once, should that moment have passed by the time the gift is issued). null when
 * the day is not a date, is before today there, or more than a year ahead.
 */
export function giftDeliveryAt(deliverOn: string, timeZone: string, now: Date): Date | null {
  if (!isCalendarDay(deliverOn)) return null;
  const today = dayInZone(now, timeZone);
  if (deliverOn < today || deliverOn > addDays(today, GIFT_DELIVERY_MAX_DAYS)) return null;
  if (deliverOn === today) return now;
  const at = zonedTimeToUtc(deliverOn, GIFT_DELIVERY_TIME, timeZone);
  return at.getTime() <= now.getTime() ? now : at;
}

/** A recipient who has not used her certificate hears this many days before it expires. */
export const GIFT_EXPIRY_REMINDER_DAYS = 30;

/** Whether a certificate's expiry reminder is due: active, with balance, not reminded yet, expiring within the window. */
export function giftExpiryReminderDue(cert: CertificateState & { expiryRemindedAt: Date | null }, now: Date): boolean {
  if (cert.expiryRemindedAt || giftRefusal(cert, now)) return false;
  return cert.expiresAt.getTime() - now.getTime() <= GIFT_EXPIRY_REMINDER_DAYS * 24 * 3_600_000;
}
