// "You are registered" on the event pages: the places the viewer already holds at the events
// listed, with what is paid and what is awaited.
import { daysFromNow, insertRegistration, insertRetreat } from "@tests/support/my-events-world";
import { insertViewer, usePaymentsWorld } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { findMyPlaces } from "./my-places";

const payments = usePaymentsWorld();
const db = () => payments.world.db;

describe("findMyPlaces", () => {
  it("gives her confirmed place with its deposit paid and the balance awaited by its date", async () => {
    const { viewer, event, registration } = await insertRegistration(db());
    // Another client's place at the same event is never hers.
    await insertRegistration(db(), { event });

    const places = await findMyPlaces(db(), viewer, [event.id]);

    expect(places).toEqual([
      {
        registrationId: registration.id,
        eventId: event.id,
        status: "confirmed",
        statusLabel: "Confirmed (deposit paid)",
        currency: "GHS",
        totalAmount: 650_000,
        paid: 195_000,
        awaited: { part: "balance", amount: 455_000, dueDate: daysFromNow(-30, event.startDate.getTime()) },
      },
    ]);
  });

  it("gives a place awaiting her bank transfer, with the amount and until when it is held", async () => {
    const { viewer, event, registration } = await insertRegistration(db(), {
      region: "international",
      state: "pending",
      registration: { currency: "GBP", totalAmount: 66_300, amountDue: 19_890, balanceDue: 46_410 },
    });
    const [place] = await findMyPlaces(db(), viewer, [event.id]);
    expect(place).toMatchObject({
      statusLabel: "Awaiting payment",
      currency: "GBP",
      paid: 0,
      awaited: { part: "first", amount: 19_890, heldUntil: registration.holdExpiresAt },
    });
  });

  it("leaves out a place only waiting for Paystack, one given up, other events, and staff", async () => {
    const paystack = await insertRegistration(db(), { region: "local", state: "pending" });
    expect(await findMyPlaces(db(), paystack.viewer, [paystack.event.id])).toEqual([]);

    const gone = await insertRegistration(db(), { registration: { status: "cancelled", paymentStatus: "failed" } });
    expect(await findMyPlaces(db(), gone.viewer, [gone.event.id])).toEqual([]);

    const elsewhere = await insertRegistration(db());
    const other = await insertRetreat(db());
    expect(await findMyPlaces(db(), elsewhere.viewer, [other.id])).toEqual([]);

    const admin = await insertViewer(db(), { role: "admin" });
    expect(await findMyPlaces(db(), admin, [elsewhere.event.id])).toEqual([]);
  });
});
