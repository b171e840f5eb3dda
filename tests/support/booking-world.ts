// Test support for the booking use cases (not a test itself): the payments world plus a
// therapist who works 09:00-17:00 (Accra) every day, and a local and an international service.
import type { Currency, Region } from "@domain/enums";
import { OFFICE_HOURS_KEY, type OfficeHours } from "@domain/office-hours";
import * as schema from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { insertPerson, insertService, uniq } from "./fixtures";
import { insertViewer, openPaymentsWorld, type PaymentsWorld, useWorld } from "./payments-world";

export interface BookingWorld extends PaymentsWorld {
  therapistId: string;
  /** Local individual teletherapy, GHS 400.00, 50 minutes; coupons and plans of individual teletherapy fit it. */
  localServiceId: string;
  /** International individual session, USD 75.00 / GBP 60.00, 50 minutes. */
  internationalServiceId: string;
  client(region?: Region): Promise<Viewer>;
}

/** Office hours that never close a slot: every day 00:00-23:59, in person every day. */
export const ALWAYS_OPEN: OfficeHours = {
  week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, available: true, start: "00:00", end: "23:59" })),
  inPersonDays: [0, 1, 2, 3, 4, 5, 6],
};

export async function openBookingWorld(options: { poolSize?: number } = {}): Promise<BookingWorld> {
  const world = await openPaymentsWorld(options);
  const therapist = await insertPerson(world.db, { role: "therapist" });
  await world.db.insert(schema.therapistAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      therapistId: therapist.id,
      dayOfWeek,
      startTime: "09:00",
      endTime: "17:00",
    })),
  );
  // The practice open every day, in person too, so that a test's slot on any day falls inside
  // office hours; the office-hours tests set the practice's real hours themselves.
  await world.db
    .insert(schema.practiceSettings)
    .values({ key: OFFICE_HOURS_KEY, value: ALWAYS_OPEN })
    .onConflictDoUpdate({ target: schema.practiceSettings.key, set: { value: ALWAYS_OPEN } });
  const local = await insertService(world.db, {
    availability: "local",
    couponType: "individual_teletherapy",
    planSessionType: "individual_teletherapy",
    priceGhs: 40_000,
    priceUsd: null,
    priceGbp: null,
    priceEur: null,
  });
  const international = await insertService(world.db, {
    availability: "international",
    planSessionType: "individual_teletherapy",
    priceGhs: null,
    priceUsd: 7_500,
    priceGbp: 6_000,
    priceEur: 7_000,
  });
  return {
    ...world,
    therapistId: therapist.id,
    localServiceId: local.id,
    internationalServiceId: international.id,
    client: (region: Region = "local") => insertViewer(world.db, { region }),
  };
}

/** `hour`:00 in Accra (UTC+0 all year), `days` days after `from`'s UTC day. */
export function accraSlot(days: number, hour: number, from: Date = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hour));
  return day;
}

/** A complete, valid booking request; override what a test is about. */
export function bookingRequest(
  serviceId: string,
  start: Date,
  overrides: Record<string, unknown> = {},
  choice: { region: Region; currency: Currency } = { region: "local", currency: "GHS" },
): Record<string, unknown> {
  return {
    serviceId,
    start: start.toISOString(),
    firstName: "Akosua",
    lastName: "Boateng",
    email: `${uniq("client")}@example.test`,
    phone: "+233 24 123 4567",
    concerns: "Sleep and stress",
    timezone: "Africa/Accra",
    ...choice,
    ...overrides,
  };
}

/** The booking world for the file's tests (see useWorld): `const booking = useBookingWorld()`. */
export function useBookingWorld(options: { poolSize?: number } = {}): { readonly world: BookingWorld } {
  return useWorld(() => openBookingWorld(options));
}
