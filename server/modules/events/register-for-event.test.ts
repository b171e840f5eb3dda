// Registering for a workshop or retreat: the server prices the place, holds it while unpaid, and
// the payment (Paystack locally, a bank transfer internationally) confirms it.

import { EVENT_MESSAGES } from "@domain/events";
import { TOO_MANY_UNPAID_PLACES } from "@domain/unpaid-holds";
import { emailOutbox, eventRegistrations, events, paymentTransactions } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { confirmPaystackPayment, markTransferReceived } from "@server/modules/checkout";
import { insertEvent } from "@tests/support/fixtures";
import { insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { registerForEvent } from "./register-for-event";

const ctx = usePaymentsWorld();
const DAY = 86_400_000;

/** A retreat 60 days ahead: GH₵6,500 or $850, 30% deposit, balance due 30 days before. */
const insertRetreat = (overrides: Partial<typeof events.$inferInsert> = {}) =>
  insertEvent(ctx.world.db, {
    eventType: "retreat",
    status: "published",
    startDate: new Date(Date.now() + 60 * DAY),
    endDate: new Date(Date.now() + 63 * DAY),
    capacity: 10,
    priceLocal: 650_000,
    priceInternational: 85_000,
    allowDeposit: true,
    depositPercentage: 30,
    ...overrides,
  });

const registrationOf = async (id: string) => {
  const [row] = await ctx.world.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return row;
};
const paymentOf = async (reference: string) =>
  (await ctx.world.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0];
/** The one e-mail sent to her: the transfer instructions. */
const instructionsMailedTo = async (email: string) => {
  const mails = await ctx.world.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  expect(mails).toHaveLength(1);
  return mails[0]?.textBody ?? "";
};
const seatsOf = async (id: string) =>
  (await ctx.world.db.select({ seats: events.seatsTaken }).from(events).where(eq(events.id, id)))[0]?.seats;

describe("registerForEvent, local (Paystack)", () => {
  it("holds the place at the deposit the server computes, and the verified payment confirms it", async () => {
    const { world } = ctx;
    const event = await insertRetreat();
    const viewer = await insertViewer(world.db, { region: "local" });
    const result = await registerForEvent(world.deps, viewer, {
      event_id: event.id,
      dietary_requirements: "Vegetarian",
      accessibility_needs: "",
      pay_deposit: "on",
      // A browser's own figures change nothing.
      amount: 1,
      currency: "GHS",
    });
    expect(result).toMatchObject({ success: true, kind: "paystack", amount: 195_000, currency: "GHS" });
    expect(result.reference).toMatch(/^EVP-/);
    expect(world.sim.transactions.get(result.reference)).toMatchObject({
      amount: 195_000,
      currency: "GHS",
      metadata: { event_id: event.id, purpose: "event_registration" },
    });
    expect(await registrationOf(result.registrationId)).toMatchObject({
      status: "pending_payment",
      paymentStatus: "pending",
      payDeposit: true,
      totalAmount: 650_000,
      amountDue: 195_000,
      balanceDue: 455_000,
      dietaryRequirements: "Vegetarian",
      accessibilityNeeds: null,
      paymentReference: result.reference,
    });
    expect(await seatsOf(event.id)).toBe(1);

    await world.sim.complete(result.reference, "success");
    await confirmPaystackPayment(world.deps, {
      source: "verify",
      reference: result.reference,
      actorUserId: viewer.userId,
    });
    expect(await registrationOf(result.registrationId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "deposit_paid",
      holdExpiresAt: null,
    });
    expect(await seatsOf(event.id)).toBe(1);
  });

  it("charges the whole price without a deposit, and ignores a deposit the event does not offer", async () => {
    const { world } = ctx;
    const noDeposit = await insertRetreat({ allowDeposit: false, depositPercentage: null });
    const viewer = await insertViewer(world.db, { region: "local" });
    const whole = await registerForEvent(world.deps, viewer, { event_id: noDeposit.id, pay_deposit: true });
    expect(whole.amount).toBe(650_000);

    // The balance would already be due: the whole price is asked.
    const soon = await insertRetreat({ startDate: new Date(Date.now() + 10 * DAY), endDate: null });
    const late = await registerForEvent(world.deps, viewer, { event_id: soon.id, pay_deposit: true });
    expect(late.amount).toBe(650_000);
    expect(await registrationOf(late.registrationId)).toMatchObject({ payDeposit: false, balanceDue: 0 });
  });

  it("gives back her own unpaid place when she registers again, and refuses a second confirmed one", async () => {
    const { world } = ctx;
    const event = await insertRetreat();
    const viewer = await insertViewer(world.db, { region: "local" });
    const first = await registerForEvent(world.deps, viewer, { event_id: event.id });
    const second = await registerForEvent(world.deps, viewer, { event_id: event.id });
    expect(await registrationOf(first.registrationId)).toMatchObject({ status: "cancelled" });
    const [firstPayment] = await world.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, first.reference));
    expect(firstPayment?.status).toBe("cancelled");
    expect(await seatsOf(event.id)).toBe(1);

    await world.sim.complete(second.reference, "success");
    await confirmPaystackPayment(world.deps, {
      source: "verify",
      reference: second.reference,
      actorUserId: viewer.userId,
    });
    const again = await rejection(registerForEvent(world.deps, viewer, { event_id: event.id }));
    expect(again).toMatchObject({ code: "conflict", message: EVENT_MESSAGES.alreadyRegistered });
  });
});

describe("registerForEvent, a free event", () => {
  it.each(["local", "international"] as const)(
    "confirms a place at a free community event at once, with no payment, for a %s client",
    async (region) => {
      const { world } = ctx;
      const event = await insertRetreat({
        eventType: "community",
        priceLocal: 0,
        priceInternational: 0,
        allowDeposit: false,
        depositPercentage: null,
      });
      const viewer = await insertViewer(world.db, { region });
      const result = await registerForEvent(world.deps, viewer, { event_id: event.id });
      expect(result).toMatchObject({ kind: "confirmed", amount: 0, reference: "" });
      expect(await registrationOf(result.registrationId)).toMatchObject({
        status: "confirmed",
        paymentStatus: "paid",
        holdExpiresAt: null,
        paymentReference: null,
      });
      expect(await seatsOf(event.id)).toBe(1);
      const payments = await world.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, viewer.userId));
      expect(payments).toEqual([]);
      const mail = await world.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, viewer.email));
      expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining(event.title)]);
      const again = await rejection(registerForEvent(world.deps, viewer, { event_id: event.id }));
      expect(again).toMatchObject({ code: "conflict", message: EVENT_MESSAGES.alreadyRegistered });
    },
  );
});

describe("registerForEvent, international (bank transfer)", () => {
  it("holds the place for three days, e-mails the instructions, and the admin's record confirms it", async () => {
    const { world } = ctx;
    const event = await insertRetreat();
    const viewer = await insertViewer(world.db, { region: "international" });
    const result = await registerForEvent(world.deps, viewer, { event_id: event.id });
    if (result.kind !== "bank_transfer") throw new Error("expected a bank transfer");
    expect(result).toMatchObject({ amount: 85_000, currency: "USD" });
    expect(result.reference).toMatch(/^EVT-/);
    const held = await registrationOf(result.registrationId);
    expect(held?.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 2.9 * DAY);

    const again = await rejection(registerForEvent(world.deps, viewer, { event_id: event.id }));
    expect(again.message).toBe(EVENT_MESSAGES.transferAwaited);

    const admin = await insertViewer(world.db, { role: "admin" });
    await markTransferReceived(world.db, admin, { reference: result.reference });
    expect(await registrationOf(result.registrationId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("asks a London client for pounds, at the display rate, into the pounds account: page, record and e-mail agree", async () => {
    const { world } = ctx;
    const event = await insertRetreat();
    const viewer = await insertViewer(world.db, { region: "international", currency: "GBP" });
    const result = await registerForEvent(world.deps, viewer, { event_id: event.id, pay_deposit: "on" });
    if (result.kind !== "bank_transfer") throw new Error("expected a bank transfer");
    // $850 is £663 at the display rate; the deposit is 30% of it.
    expect(result).toMatchObject({ amount: 19_890, currency: "GBP" });
    const pounds = practiceConfig().bankTransfer.accounts.GBP;
    expect(result.bank).toMatchObject({ sortCode: pounds?.sortCode, accountNumber: pounds?.accountNumber });
    expect(await registrationOf(result.registrationId)).toMatchObject({
      currency: "GBP",
      totalAmount: 66_300,
      amountDue: 19_890,
      balanceDue: 46_410,
    });
    expect(await paymentOf(result.reference)).toMatchObject({ amount: 19_890, currency: "GBP" });
    const text = await instructionsMailedTo(viewer.email);
    expect(text).toContain("Please transfer £198.90 (GBP) to:");
    expect(text).toContain(`Sort code: ${pounds?.sortCode}`);
  });

  it("asks dollars into the dollar account where the practice holds no account in her currency", async () => {
    const { world } = ctx;
    vi.stubEnv("BANK_TRANSFER_CURRENCIES", "GBP");
    try {
      const event = await insertRetreat();
      const viewer = await insertViewer(world.db, { region: "international", currency: "EUR" });
      const result = await registerForEvent(world.deps, viewer, { event_id: event.id });
      if (result.kind !== "bank_transfer") throw new Error("expected a bank transfer");
      const dollars = practiceConfig().bankTransfer.accounts.USD;
      expect(result).toMatchObject({ amount: 85_000, currency: "USD" });
      expect(result.bank).toMatchObject({ routingNumber: dollars.routingNumber, accountNumber: dollars.accountNumber });
      expect(result.bank.sortCode).toBeUndefined();
      expect(await registrationOf(result.registrationId)).toMatchObject({ currency: "USD", totalAmount: 85_000 });
      expect(await paymentOf(result.reference)).toMatchObject({ amount: 85_000, currency: "USD" });
      const text = await instructionsMailedTo(viewer.email);
      expect(text).toContain("Please transfer $850 (USD) to:");
      expect(text).toContain(`Routing number (ACH): ${dollars.routingNumber}`);
      expect(text).not.toContain("Sort code");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("prices the place in the region and currency she chose on the site, which the page was priced in", async () => {
    const { world } = ctx;
    const event = await insertRetreat();
    const viewer = await insertViewer(world.db, { region: "international", currency: "GBP" });
    const result = await registerForEvent(
      world.deps,
      viewer,
      { event_id: event.id },
      { choice: { region: "international", currency: "EUR" } },
    );
    expect(result).toMatchObject({ kind: "bank_transfer", amount: 78_200, currency: "EUR" });
  });
});

describe("registerForEvent, refusals", () => {
  it("refuses a draft, a started or cancelled event, staff accounts and long notes, with plain messages", async () => {
    const { world } = ctx;
    const viewer = await insertViewer(world.db, { region: "local" });
    const draft = await insertRetreat({ status: "draft" });
    const started = await insertRetreat({ startDate: new Date(Date.now() - DAY), endDate: null });
    const cancelled = await insertRetreat({ status: "cancelled", cancelledAt: new Date() });
    const open = await insertRetreat();
    expect(await rejection(registerForEvent(world.deps, viewer, { event_id: draft.id }))).toMatchObject({
      code: "not_found",
    });
    expect(await rejection(registerForEvent(world.deps, viewer, { event_id: "not-an-id" }))).toMatchObject({
      code: "not_found",
    });
    for (const closed of [started, cancelled]) {
      expect(await rejection(registerForEvent(world.deps, viewer, { event_id: closed.id }))).toMatchObject({
        code: "conflict",
        message: EVENT_MESSAGES.closed,
      });
    }
    const therapist = await insertViewer(world.db, { role: "therapist" });
    expect(await rejection(registerForEvent(world.deps, therapist, { event_id: open.id }))).toMatchObject({
      code: "forbidden",
    });
    const long = await rejection(
      registerForEvent(world.deps, viewer, { event_id: open.id, dietary_requirements: "x".repeat(501) }),
    );
    expect(long).toMatchObject({ code: "bad_request" });
    expect(long.fields?.dietary_requirements).toMatch(/under 500/);
    expect(await seatsOf(open.id)).toBe(0);
  });

  it("says the event is full when the last place is taken", async () => {
    const { world } = ctx;
    const event = await insertRetreat({ capacity: 1 });
    await registerForEvent(world.deps, await insertViewer(world.db, { region: "local" }), { event_id: event.id });
    const late = await rejection(
      registerForEvent(world.deps, await insertViewer(world.db, { region: "local" }), { event_id: event.id }),
    );
    expect(late).toMatchObject({ code: "conflict", message: EVENT_MESSAGES.full });
  });
});

describe("registerForEvent, places awaiting payment", () => {
  it("are three at a time per client: the fourth is refused and takes no seat; a free or paid place frees her turn", async () => {
    const { world } = ctx;
    const viewer = await insertViewer(world.db, { region: "international" });
    const retreats = [await insertRetreat(), await insertRetreat(), await insertRetreat(), await insertRetreat()];
    const held = [];
    for (const retreat of retreats.slice(0, 3))
      held.push(await registerForEvent(world.deps, viewer, { event_id: retreat.id }));

    const fourth = await rejection(registerForEvent(world.deps, viewer, { event_id: retreats[3]!.id }));
    expect([fourth.status, fourth.message]).toEqual([409, TOO_MANY_UNPAID_PLACES]);
    expect(await seatsOf(retreats[3]!.id)).toBe(0);
    // A free place holds nothing for a payment: it is hers at once.
    const free = await insertRetreat({
      priceLocal: 0,
      priceInternational: 0,
      allowDeposit: false,
      depositPercentage: null,
    });
    expect((await registerForEvent(world.deps, viewer, { event_id: free.id })).kind).toBe("confirmed");

    // One is paid: she may hold another.
    const admin = await insertViewer(world.db, { role: "admin" });
    await markTransferReceived(world.db, admin, { reference: held[0]!.reference });
    expect((await registerForEvent(world.deps, viewer, { event_id: retreats[3]!.id })).kind).toBe("bank_transfer");
  });

  it("count a place held for a Paystack window too, until she tries that same event again", async () => {
    const { world } = ctx;
    const viewer = await insertViewer(world.db, { region: "local" });
    const retreats = [await insertRetreat(), await insertRetreat(), await insertRetreat(), await insertRetreat()];
    for (const retreat of retreats.slice(0, 3)) {
      expect((await registerForEvent(world.deps, viewer, { event_id: retreat.id })).kind).toBe("paystack");
    }
    expect((await rejection(registerForEvent(world.deps, viewer, { event_id: retreats[3]!.id }))).message).toBe(
      TOO_MANY_UNPAID_PLACES,
    );
    // Her window again for an event she holds a place at gives that place back first: still three.
    expect((await registerForEvent(world.deps, viewer, { event_id: retreats[1]!.id })).kind).toBe("paystack");
  });
});
