import { describe, expect, it } from "vitest";
import type { Currency } from "./enums";
import {
  balanceDueDate,
  cancellationRules,
  DEFAULT_CANCELLATION_POLICY,
  depositOffered,
  eventDeposit,
  eventPrice,
  FREE_PLACE_CANCELLATION_POLICY,
  FULL_PRICE_CANCELLATION_POLICY,
  holdExpiry,
  holdsPlace,
  occupiesPlace,
  registrationAmounts,
  registrationOpen,
  registrationStatusLabel,
} from "./events";

const retreat = { priceLocal: 650_000, priceInternational: 85_000, allowDeposit: true, depositPercentage: 30 };
/** The practice's accounts: dollars, pounds and euros; or dollars and pounds only. */
const ALL: Currency[] = ["USD", "GBP", "EUR"];
const NO_EUROS: Currency[] = ["USD", "GBP"];
const quote = (region: "local" | "international", currency: Currency, accounts = ALL) => ({
  choice: { region, currency },
  accounts,
});

describe("event prices (spec 001 §9)", () => {
  it("charges local visitors in cedis, and abroad in the currency of the account she pays into", () => {
    expect(eventPrice(retreat, quote("local", "GHS"))).toEqual({ amount: 650_000, currency: "GHS" });
    expect(eventPrice(retreat, quote("international", "USD"))).toEqual({ amount: 85_000, currency: "USD" });
    // $850 at the display rates: £663, €782.
    expect(eventPrice(retreat, quote("international", "GBP"))).toEqual({ amount: 66_300, currency: "GBP" });
    expect(eventPrice(retreat, quote("international", "EUR"))).toEqual({ amount: 78_200, currency: "EUR" });
    expect(eventPrice(retreat, { choice: null, accounts: ALL })).toEqual({ amount: 85_000, currency: "USD" });
  });

  it("quotes dollars where the practice holds no account in her currency", () => {
    expect(eventPrice(retreat, quote("international", "EUR", NO_EUROS))).toEqual({ amount: 85_000, currency: "USD" });
    expect(eventPrice(retreat, quote("international", "GBP", NO_EUROS))).toEqual({ amount: 66_300, currency: "GBP" });
  });

  it("rounds a converted price to a whole pound, half up ($45 is £35.10: £35)", () => {
    const workshop = { ...retreat, priceInternational: 4_500 };
    expect(eventPrice(workshop, quote("international", "GBP"))).toEqual({ amount: 3_500, currency: "GBP" });
    expect(eventPrice(workshop, quote("international", "EUR"))).toEqual({ amount: 4_100, currency: "EUR" });
  });

  it("takes deposit_percentage percent as the deposit, only where deposits are allowed", () => {
    expect(eventDeposit(retreat, { amount: 650_000, currency: "GHS" })).toEqual({ percent: 30, amount: 195_000 });
    expect(eventDeposit({ ...retreat, allowDeposit: false }, { amount: 650_000, currency: "GHS" })).toBeNull();
    expect(eventDeposit(retreat, { amount: 0, currency: "GHS" })).toBeNull();
  });
});

const DAY = 86_400_000;
const now = new Date("2026-11-26T10:00:00Z");
const start = new Date(now.getTime() + 60 * DAY);
const event = { ...retreat, startDate: start, balanceDueDate: null };
const local = quote("local", "GHS");

describe("registration amounts (computed by the server)", () => {
  it("asks the deposit now and the rest by the balance date", () => {
    expect(registrationAmounts(event, local, true, now)).toEqual({
      currency: "GHS",
      total: 650_000,
      dueNow: 195_000,
      balance: 455_000,
      payDeposit: true,
    });
    expect(registrationAmounts(event, quote("international", "EUR", NO_EUROS), false, now)).toEqual({
      currency: "USD",
      total: 85_000,
      dueNow: 85_000,
      balance: 0,
      payDeposit: false,
    });
    // In pounds, the deposit is 30% of the pound price: £198.90 of £663.
    expect(registrationAmounts(event, quote("international", "GBP"), true, now)).toEqual({
      currency: "GBP",
      total: 66_300,
      dueNow: 19_890,
      balance: 46_410,
      payDeposit: true,
    });
  });

  it("asks the whole price when the event takes no deposit or the balance date has passed", () => {
    expect(
      registrationAmounts({ ...event, allowDeposit: false, depositPercentage: null }, local, true, now),
    ).toMatchObject({
      dueNow: 650_000,
      payDeposit: false,
    });
    const soon = { ...event, startDate: new Date(now.getTime() + 29 * DAY) };
    expect(depositOffered(soon, { amount: 650_000, currency: "GHS" }, now)).toBe(false);
    expect(registrationAmounts(soon, local, true, now)).toMatchObject({ dueNow: 650_000, balance: 0 });
  });

  it("takes the balance date from the event, else 30 days before it starts", () => {
    expect(balanceDueDate(event)).toEqual(new Date(start.getTime() - 30 * DAY));
    const set = new Date(start.getTime() - 7 * DAY);
    expect(balanceDueDate({ ...event, balanceDueDate: set })).toEqual(set);
  });
});

describe("holds and registration", () => {
  it("holds 30 minutes for Paystack and 3 days for a transfer, never past the start", () => {
    expect(holdExpiry("paystack", start, now)).toEqual(new Date(now.getTime() + 30 * 60_000));
    expect(holdExpiry("bank_transfer", start, now)).toEqual(new Date(now.getTime() + 3 * DAY));
    const tomorrow = new Date(now.getTime() + DAY);
    expect(holdExpiry("bank_transfer", tomorrow, now)).toEqual(tomorrow);
  });

  it("is open for published events that have not started", () => {
    expect(registrationOpen({ status: "published", startDate: start }, now)).toBe(true);
    expect(registrationOpen({ status: "draft", startDate: start }, now)).toBe(false);
    expect(registrationOpen({ status: "cancelled", startDate: start }, now)).toBe(false);
    expect(registrationOpen({ status: "published", startDate: now }, now)).toBe(false);
  });

  it("labels a registration's state", () => {
    expect(registrationStatusLabel("pending_payment", "pending")).toBe("Awaiting payment");
    expect(registrationStatusLabel("confirmed", "deposit_paid")).toBe("Confirmed (deposit paid)");
    expect(registrationStatusLabel("confirmed", "paid")).toBe("Confirmed");
    expect(registrationStatusLabel("expired", "failed")).toBe("Expired (not paid in time)");
    expect(registrationStatusLabel("cancelled", "failed")).toBe("Cancelled");
  });

  it("holds her place when confirmed or awaiting her transfer, not while a Paystack window was left", () => {
    expect(holdsPlace({ status: "confirmed", region: "local" })).toBe(true);
    expect(holdsPlace({ status: "pending_payment", region: "international" })).toBe(true);
    expect(holdsPlace({ status: "pending_payment", region: "local" })).toBe(false);
    expect(holdsPlace({ status: "cancelled", region: "international" })).toBe(false);
    expect(holdsPlace({ status: "expired", region: "international" })).toBe(false);
  });

  it("occupies a place when confirmed, or held for a payment whose time has not run out", () => {
    const now = new Date("2031-07-15T12:00:00Z");
    const until = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    // Paid in full or by its deposit: no hold left.
    expect(occupiesPlace({ status: "confirmed", holdExpiresAt: null }, now)).toBe(true);
    // Awaiting a transfer (days) or a Paystack window (minutes).
    expect(occupiesPlace({ status: "pending_payment", holdExpiresAt: until(3 * 24 * 60) }, now)).toBe(true);
    expect(occupiesPlace({ status: "pending_payment", holdExpiresAt: until(1) }, now)).toBe(true);
    // Its time ran out, even before the job that releases it has run; or it ended.
    expect(occupiesPlace({ status: "pending_payment", holdExpiresAt: until(0) }, now)).toBe(false);
    for (const status of ["cancelled", "expired"]) {
      expect(occupiesPlace({ status, holdExpiresAt: null }, now)).toBe(false);
    }
  });
});

describe("cancellation rules", () => {
  it("shows the deposit rules only for a place bought with a deposit", () => {
    expect(cancellationRules(null, "deposit")).toBe(DEFAULT_CANCELLATION_POLICY);
    expect(cancellationRules(null, "full")).toBe(FULL_PRICE_CANCELLATION_POLICY);
    expect(cancellationRules("  ", "free")).toBe(FREE_PLACE_CANCELLATION_POLICY);
    for (const rules of [FULL_PRICE_CANCELLATION_POLICY, FREE_PLACE_CANCELLATION_POLICY]) {
      expect(rules).not.toMatch(/deposit|balance/i);
    }
  });

  it("keeps the event's own rules, whatever the payment", () => {
    expect(cancellationRules(" No refunds within 7 days. ", "full")).toBe("No refunds within 7 days.");
    expect(cancellationRules("No refunds within 7 days.", "deposit")).toBe("No refunds within 7 days.");
  });
});
