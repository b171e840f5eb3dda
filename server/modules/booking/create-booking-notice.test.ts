// The notice a client's own booking needs (domain/booking-notice.ts), as create-booking and the
// calendar apply it: at home two hours, Paystack; abroad from the next day, by card in US dollars
// until a bank transfer has its three business days, by transfer from then on.
import { TIME_TOO_SOON } from "@domain/booking-messages";
import type { Database } from "@server/db/client";
import { bookings, paymentTransactions } from "@server/db/schema";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";
import { getAvailableSlots } from "./get-available-slots";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const ABROAD = { region: "international", currency: "GBP" } as const;
const HOME = { region: "local", currency: "GHS" } as const;

/** A Monday at least `weeks` weeks ahead, at 00:00 in Accra (UTC all year): each test its own week. */
function aMonday(weeks = 1): Date {
  const day = accraSlot(7 * weeks, 0);
  return accraSlot((8 - day.getUTCDay()) % 7, 0, day);
}
const at = (monday: Date, days: number, hour: number) => accraSlot(days, hour, monday);

describe("the notice a booking needs", () => {
  it("at home: a time under two hours away is refused with its reason; one further off goes to Paystack", async () => {
    const viewer = await world.client("local");
    const now = new Date(at(aMonday(), 1, 9).getTime() + 55 * 60_000); // Tuesday 09:55
    const soon = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, at(aMonday(), 1, 11)), now),
    );
    expect([soon.code, soon.message, soon.fields?.start]).toEqual(["bad_request", TIME_TOO_SOON, TIME_TOO_SOON]);
    expect(await db.select().from(bookings).where(eq(bookings.userId, viewer.userId))).toEqual([]);

    const later = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, at(aMonday(), 1, 12)),
      now,
    );
    expect(later.kind).toBe("paystack");

    const day = await getAvailableSlots(db, viewer, { serviceId: world.localServiceId, day: dayOf(now), ...HOME }, now);
    const reasons = Object.fromEntries(day.slots.map((slot) => [slot.start.getUTCHours(), slot.reason]));
    expect(reasons).toMatchObject({ 9: "past", 10: "too_soon", 11: "too_soon", 13: null });
    expect(day.slots.every((slot) => slot.payment === null)).toBe(true);
    expect(day.note).toBe("Online booking needs at least 2 hours' notice.");
  });

  it("abroad: not today; by card in US dollars until the transfer's three business days are over; by transfer after", async () => {
    const viewer = await world.client("international");
    const monday = aMonday(2);
    const now = at(monday, 0, 8); // Monday 08:00: a transfer may take Tuesday, Wednesday and Thursday
    const today = await rejection(
      createBooking(
        world.deps,
        viewer,
        bookingRequest(world.internationalServiceId, at(monday, 0, 15), {}, ABROAD),
        now,
      ),
    );
    expect(today.message).toBe(TIME_TOO_SOON);

    const thursday = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.internationalServiceId, at(monday, 3, 16), {}, ABROAD),
      now,
    );
    if (thursday.kind !== "paystack") throw new Error(`expected a card payment, got ${thursday.kind}`);
    expect(thursday.payment).toMatchObject({ amount: 7_500, currency: "USD" });
    const [payment] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, thursday.payment.reference));
    expect(payment).toMatchObject({ amount: 7_500, currency: "USD" });
    const [held] = await db.select().from(bookings).where(eq(bookings.id, thursday.bookingId));
    expect(held).toMatchObject({ paymentAmount: 7_500, paymentCurrency: "USD", status: "pending_payment" });
    expect(world.sim.findByAccessCode(thursday.payment.accessCode)?.channels).toEqual(["card"]);

    const friday = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.internationalServiceId, at(monday, 4, 9), {}, ABROAD),
      now,
    );
    expect(friday).toMatchObject({ kind: "bank_transfer", amount: 6_000, currency: "GBP" });
  });

  it("abroad: the calendar marks the card-paid times and says why, and from the transfer's first day says nothing", async () => {
    const viewer = await world.client("international");
    const monday = aMonday(3);
    const now = at(monday, 0, 8);
    const ask = (day: Date) =>
      getAvailableSlots(db, viewer, { serviceId: world.internationalServiceId, day: dayOf(day), ...ABROAD }, now);

    const today = await ask(monday);
    expect(today.slots.every((slot) => slot.reason === "too_soon" && slot.payment === null)).toBe(true);
    expect(today.note).toBe("Online booking from abroad opens from the next day.");

    const wednesday = await ask(at(monday, 2, 0));
    expect(new Set(wednesday.slots.map((slot) => slot.payment))).toEqual(new Set(["paystack"]));
    expect(wednesday.note).toMatch(
      /^A bank transfer can take up to 3 business days, so times before \d+ \w+ \d{4} are paid by card\.$/,
    );

    const friday = await ask(at(monday, 4, 0));
    expect(new Set(friday.slots.map((slot) => slot.payment))).toEqual(new Set(["bank_transfer"]));
    expect(friday.note).toBeNull();
  });
});

function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
