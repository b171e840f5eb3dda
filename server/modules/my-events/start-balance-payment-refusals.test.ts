// Pay balance is refused, writing nothing, for anyone but the registration's owner and for a
// place with no balance that can be paid now.
import { daysFromNow, insertRegistration, insertRetreat } from "@tests/support/my-events-world";
import { countRows, insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { MY_EVENT_MESSAGES } from "./balance-rules";
import { startBalancePayment } from "./start-balance-payment";

const payments = usePaymentsWorld();
const db = () => payments.world.db;

/** The refusal of `raw` by `viewer`, checking that nothing was written meanwhile. */
async function refused(viewer: Parameters<typeof startBalancePayment>[1], raw: unknown) {
  const before = await countRows(db());
  const error = await rejection(startBalancePayment(payments.world.deps, viewer, raw));
  expect(await countRows(db())).toEqual(before);
  expect(payments.world.sim.transactions.size).toBe(0);
  return { code: error.code, message: error.message };
}

describe("startBalancePayment refuses", () => {
  it("another client's registration, an admin's request for it, and an unknown one, alike", async () => {
    for (const region of ["local", "international"] as const) {
      const { registration } = await insertRegistration(db(), { region });
      const stranger = await insertViewer(db(), { region });
      const admin = await insertViewer(db(), { role: "admin" });
      const notFound = { code: "not_found", message: MY_EVENT_MESSAGES.notFound };
      expect(await refused(stranger, { registrationId: registration.id })).toEqual(notFound);
      expect(await refused(admin, { registrationId: registration.id })).toEqual(notFound);
      expect(await refused(stranger, { registrationId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e" })).toEqual(notFound);
    }
  });

  it("a missing or malformed registration id, as bad input", async () => {
    const viewer = await insertViewer(db(), { region: "local" });
    for (const raw of [
      {},
      { registrationId: "" },
      { registrationId: "not-an-id" },
      { registrationId: "x".repeat(20_001) },
    ]) {
      expect((await refused(viewer, raw)).code).toBe("bad_request");
    }
  });

  it("a place awaiting its first payment, paid in full, cancelled or expired", async () => {
    const cases = [
      [{ state: "pending" as const }, MY_EVENT_MESSAGES.notConfirmed],
      [{ registration: { paymentStatus: "paid", amountDue: 650_000, balanceDue: 0 } }, MY_EVENT_MESSAGES.paidInFull],
      [{ registration: { status: "cancelled", cancelledAt: new Date() } }, MY_EVENT_MESSAGES.notActive],
      [
        { state: "pending" as const, registration: { status: "expired", holdExpiresAt: null } },
        MY_EVENT_MESSAGES.notActive,
      ],
    ] as const;
    for (const [options, message] of cases) {
      const { viewer, registration } = await insertRegistration(db(), options);
      expect(await refused(viewer, { registrationId: registration.id })).toEqual({ code: "conflict", message });
    }
  });

  it("a balance at an event that was cancelled or has started", async () => {
    const cancelled = await insertRetreat(db(), { status: "cancelled", cancelledAt: new Date() });
    const started = await insertRetreat(db(), { startDate: daysFromNow(-1), endDate: daysFromNow(2) });
    for (const [event, message] of [
      [cancelled, MY_EVENT_MESSAGES.eventCancelled],
      [started, MY_EVENT_MESSAGES.eventStarted],
    ] as const) {
      const { viewer, registration } = await insertRegistration(db(), { event, region: "international" });
      expect(await refused(viewer, { registrationId: registration.id })).toEqual({ code: "conflict", message });
    }
  });
});
