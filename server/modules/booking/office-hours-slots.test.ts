// A client booking herself is offered, and may book, only times inside both the practice's
// office hours and her therapist's own hours, never on the therapist's day off; an in-person
// service only on the practice's in-person days (spec 000 §9).
import { SLOT_UNAVAILABLE } from "@domain/booking-messages";
import { DEFAULT_OFFICE_HOURS, OFFICE_HOURS_KEY } from "@domain/office-hours";
import { addDays, dayInZone, dayOfWeek } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { practiceSettings, therapistAvailability, therapistTimeOff } from "@server/db/schema";
import { type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertService } from "@tests/support/fixtures";
import { rejection } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";
import { getAvailableSlots } from "./get-available-slots";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
let inPersonServiceId: string;
const local = { region: "local", currency: "GHS" } as const;

/** The first practice day at least a week ahead that falls on `weekday` (0 Sunday .. 6 Saturday). */
function next(weekday: number): string {
  let day = addDays(dayInZone(new Date(), "Africa/Accra"), 7);
  while (dayOfWeek(day) !== weekday) day = addDays(day, 1);
  return day;
}

beforeAll(async () => {
  world = booking.world;
  db = world.db;
  // Spec 000 §9's hours, as if an admin had saved them.
  await db
    .update(practiceSettings)
    .set({ value: DEFAULT_OFFICE_HOURS })
    .where(eq(practiceSettings.key, OFFICE_HOURS_KEY));
  const service = await insertService(db, {
    availability: "local",
    delivery: "in-person",
    priceGhs: 60_000,
    priceUsd: null,
    priceGbp: null,
    priceEur: null,
  });
  inPersonServiceId = service.id;
});

const hoursOffered = async (serviceId: string, day: string) => {
  const viewer = await world.client();
  const { slots } = await getAvailableSlots(db, viewer, { serviceId, day, ...local });
  return slots.filter((s) => s.available).map((s) => s.start.getUTCHours());
};

describe("office hours and the therapist's own hours", () => {
  it("offers on Monday the practice's 9-5 within her 9-5, and on Tuesday only from the practice's 11:00", async () => {
    expect(await hoursOffered(world.localServiceId, next(1))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    // 50-minute sessions: 16:00 ends 16:50, inside both; her day ends at 17:00 before the practice's 19:00.
    expect(await hoursOffered(world.localServiceId, next(2))).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it("offers nothing on Friday, though the therapist works then", async () => {
    expect(await hoursOffered(world.localServiceId, next(5))).toEqual([]);
  });

  it("narrows to the therapist's hours when hers are shorter, and offers nothing on her day off", async () => {
    const wednesday = next(3);
    await db
      .update(therapistAvailability)
      .set({ startTime: "09:00", endTime: "14:00" })
      .where(and(eq(therapistAvailability.therapistId, world.therapistId), eq(therapistAvailability.dayOfWeek, 3)));
    expect(await hoursOffered(world.localServiceId, wednesday)).toEqual([11, 12, 13]);
    await db.insert(therapistTimeOff).values({ therapistId: world.therapistId, day: wednesday });
    expect(await hoursOffered(world.localServiceId, wednesday)).toEqual([]);
  });

  it("offers an in-person service on Tuesday and Thursday only", async () => {
    expect(await hoursOffered(inPersonServiceId, next(1))).toEqual([]);
    expect(await hoursOffered(inPersonServiceId, next(2))).toEqual([11, 12, 13, 14, 15, 16]);
    expect(await hoursOffered(inPersonServiceId, next(4))).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it("refuses at the server a booking the calendar does not offer", async () => {
    const viewer = await world.client();
    const friday = new Date(`${next(5)}T10:00:00Z`);
    const closed = await rejection(createBooking(world.deps, viewer, bookingRequest(world.localServiceId, friday)));
    expect(closed.message).toBe(SLOT_UNAVAILABLE);
    const mondayInPerson = new Date(`${next(1)}T10:00:00Z`);
    const notToday = await rejection(
      createBooking(world.deps, viewer, bookingRequest(inPersonServiceId, mondayInPerson)),
    );
    expect(notToday.message).toBe(SLOT_UNAVAILABLE);
    const tuesdayEarly = new Date(`${next(2)}T09:00:00Z`);
    const early = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, tuesdayEarly)),
    );
    expect(early.message).toBe(SLOT_UNAVAILABLE);
    const tuesday = new Date(`${next(2)}T12:00:00Z`);
    const booked = await createBooking(world.deps, viewer, bookingRequest(inPersonServiceId, tuesday));
    expect(booked.start).toBe(tuesday.toISOString());
  });
});
