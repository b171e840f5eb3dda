// createBooking paid by a credit: one engine for support plans and therapy-journey packages (the
// server chooses which pays, by spec 000 §5's matching and the length rule), and a credit declined.
import type { Database } from "@server/db/client";
import { bookings, purchasedSupportPlans } from "@server/db/schema";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertPackageCredit, insertPlanCredit } from "@tests/support/credits-world";
import { insertService } from "@tests/support/fixtures";
import { rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";
import { NO_PLAN_CREDIT } from "./spend-credit";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const DAY_MS = 86_400_000;
const remainingOf = async (id: string) =>
  (await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.id, id)))[0]?.remainingSessions;
const bookingOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const withCredit = (serviceId: string, start: Date, extra: Record<string, unknown> = {}) =>
  bookingRequest(serviceId, start, { usePlanCredit: "true", ...extra });

/** A local service of `minutes` that plans of `planSessionType` pay for. */
const localService = (durationMinutes: number, overrides: Parameters<typeof insertService>[1] = {}) =>
  insertService(db, {
    availability: "local",
    category: "individual",
    planSessionType: "individual_teletherapy",
    durationMinutes,
    priceGhs: 75_000,
    priceUsd: null,
    priceGbp: null,
    priceEur: null,
    ...overrides,
  });

describe("createBooking paid by a package", () => {
  it("books free, spends one session of the package and names it with what it keeps", async () => {
    const viewer = await world.client();
    const pack = await insertPackageCredit(db, viewer.userId, { name: "6 Session Teletherapy", remainingSessions: 4 });
    const result = await createBooking(world.deps, viewer, withCredit(world.localServiceId, accraSlot(3, 9)));
    expect(result).toMatchObject({
      kind: "confirmed",
      via: "plan_credit",
      credit: { kind: "package", name: "6 Session Teletherapy", remainingSessions: 3 },
    });
    expect(await bookingOf(result.bookingId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "free",
      paymentAmount: 0,
      purchasedPlanId: pack.id,
    });
    expect(await remainingOf(pack.id)).toBe(3);
  });

  it("is chosen before a plan of the mapped type when it is of the service's own type", async () => {
    const viewer = await world.client();
    const inPerson = await localService(50, { planSessionType: "individual_in_person", delivery: "in-person" });
    // The plan expires sooner, but it is only of the mapped type (teletherapy) for an in-person session.
    const plan = await insertPlanCredit(db, viewer.userId, { expiresAt: new Date(Date.now() + 20 * DAY_MS) });
    const pack = await insertPackageCredit(db, viewer.userId, {
      sessionType: "individual_in_person",
      sessionMinutes: 60,
    });
    const result = await createBooking(world.deps, viewer, withCredit(inPerson.id, accraSlot(3, 11)));
    expect(await bookingOf(result.bookingId)).toMatchObject({ purchasedPlanId: pack.id });
    expect(await remainingOf(pack.id)).toBe(5);
    expect(await remainingOf(plan.id)).toBe(6);
  });

  it("never pays for a longer session than its own: a plan pays it, and without one it is refused", async () => {
    const viewer = await world.client();
    const extended = await localService(80);
    const pack = await insertPackageCredit(db, viewer.userId, { sessionMinutes: 50 });
    const refused = await rejection(createBooking(world.deps, viewer, withCredit(extended.id, accraSlot(4, 9))));
    expect(refused.fields?.usePlanCredit).toBe(NO_PLAN_CREDIT);

    const plan = await insertPlanCredit(db, viewer.userId, { expiresAt: new Date(Date.now() + 400 * DAY_MS) });
    const result = await createBooking(world.deps, viewer, withCredit(extended.id, accraSlot(4, 11)));
    expect(await bookingOf(result.bookingId)).toMatchObject({ purchasedPlanId: plan.id });
    expect(await remainingOf(pack.id)).toBe(6);
    expect(await remainingOf(plan.id)).toBe(5);
  });

  it("pays for nothing once expired, used up or not yet paid for", async () => {
    const viewer = await world.client();
    const expired = await insertPackageCredit(db, viewer.userId, { expiresAt: new Date(Date.now() - DAY_MS) });
    const empty = await insertPackageCredit(db, viewer.userId, { remainingSessions: 0 });
    await insertPackageCredit(db, viewer.userId, { status: "pending_payment" });
    const refused = await rejection(
      createBooking(world.deps, viewer, withCredit(world.localServiceId, accraSlot(5, 9))),
    );
    expect(refused.fields?.usePlanCredit).toBe(NO_PLAN_CREDIT);
    expect(await remainingOf(expired.id)).toBe(6);
    expect(await remainingOf(empty.id)).toBe(0);
  });

  it("pays for no coaching session", async () => {
    const viewer = await world.client();
    const coaching = await localService(50, { category: "coaching" });
    await insertPackageCredit(db, viewer.userId);
    await insertPlanCredit(db, viewer.userId, { sessionType: "hybrid" });
    const refused = await rejection(createBooking(world.deps, viewer, withCredit(coaching.id, accraSlot(5, 11))));
    expect(refused.fields?.usePlanCredit).toBe(NO_PLAN_CREDIT);
  });

  it("is kept when she declines it: the booking waits for its payment and no session is spent", async () => {
    const viewer = await world.client();
    const pack = await insertPackageCredit(db, viewer.userId, { remainingSessions: 4 });
    // A browser naming a credit of its own choosing is not listened to: only whether one pays is.
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(6, 9), { usePlanCredit: "", purchasedPlanId: pack.id }),
    );
    expect(result.kind).toBe("paystack");
    expect(await bookingOf(result.bookingId)).toMatchObject({
      status: "pending_payment",
      paymentAmount: 40_000,
      purchasedPlanId: null,
    });
    expect(await remainingOf(pack.id)).toBe(4);
  });
});
