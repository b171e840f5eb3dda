import { SLOT_TAKEN } from "@domain/booking-messages";
import { TOO_MANY_UNPAID_SESSIONS } from "@domain/unpaid-holds";
import type { Database } from "@server/db/client";
import { bookings, coupons, purchasedSupportPlans, sessions } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { insertPackageCredit } from "@tests/support/credits-world";
import { testEngine } from "@tests/support/database";
import { insertSupportPlan, uniqCode } from "@tests/support/fixtures";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";
import { NO_PLAN_CREDIT } from "./spend-credit";

// On PostgreSQL these run truly in parallel (a pool of 20 connections); PGlite runs one
// transaction at a time, so there they check the same outcome without the race.
let world: BookingWorld;
let db: Database;

beforeAll(async () => {
  world = await openBookingWorld({ poolSize: 20 });
  db = world.db;
});
afterAll(async () => world?.close());

async function settle(attempts: Promise<unknown>[]) {
  const results = await Promise.allSettled(attempts);
  const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
  for (const reason of refusals) if (!isAppError(reason)) throw reason;
  return { won: results.filter((r) => r.status === "fulfilled").length, refusals };
}

describe(`two people, one slot (${testEngine()})`, () => {
  it("of 50 clients asking for one slot at once, exactly one gets it and 49 are told plainly", async () => {
    const start = accraSlot(10, 11);
    const clients: Viewer[] = [];
    for (let i = 0; i < 50; i++) clients.push(await world.client());
    // Free bookings (each with its own coupon), so nothing but the slot is shared.
    const codes: string[] = [];
    for (let i = 0; i < 50; i++) codes.push(uniqCode());
    await db
      .insert(coupons)
      .values(codes.map((code) => ({ code, couponType: "individual_teletherapy", status: "active" })));

    const { won, refusals } = await settle(
      clients.map((viewer, i) =>
        createBooking(world.deps, viewer, bookingRequest(world.localServiceId, start, { couponCode: codes[i] })),
      ),
    );
    expect(won).toBe(1);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) expect([refusal.code, refusal.message]).toEqual(["conflict", SLOT_TAKEN]);

    const booked = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.therapistId, world.therapistId),
          eq(sessions.startsAt, start),
          ne(sessions.status, "cancelled"),
        ),
      );
    expect(booked).toHaveLength(1);
    // The losers' coupons were not spent: their transactions rolled back.
    const used = await db.select().from(coupons).where(eq(coupons.status, "used"));
    expect(used).toHaveLength(1);
  });
});

describe(`plan credits under concurrent use (${testEngine()})`, () => {
  it("never go below zero: a plan with 2 sessions left pays for exactly 2 of 6 simultaneous bookings", async () => {
    const viewer = await world.client();
    const plan = await insertSupportPlan(db, {
      region: "local",
      sessionType: "individual_teletherapy",
      priceUsd: null,
      priceGbp: null,
      priceEur: null,
    });
    const [bought] = await db
      .insert(purchasedSupportPlans)
      .values({
        userId: viewer.userId,
        planId: plan.id,
        sessionType: plan.sessionType,
        remainingSessions: 2,
        totalSessions: 4,
        expiresAt: accraSlot(60, 0),
        status: "active",
        amount: 100_000,
        currency: "GHS",
      })
      .returning();

    const { won, refusals } = await settle(
      [9, 10, 11, 12, 13, 14].map((hour) =>
        createBooking(
          world.deps,
          viewer,
          bookingRequest(world.localServiceId, accraSlot(12, hour), { usePlanCredit: "true" }),
        ),
      ),
    );
    expect(won).toBe(2);
    expect(refusals).toHaveLength(4);
    for (const refusal of refusals) expect(refusal.message).toBe(NO_PLAN_CREDIT);
    const [after] = await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.id, bought!.id));
    expect(after?.remainingSessions).toBe(0);
  });

  it("never overdraw a package: its last session pays for exactly one of two simultaneous bookings", async () => {
    const viewer = await world.client();
    const pack = await insertPackageCredit(db, viewer.userId, { remainingSessions: 1 });
    const { won, refusals } = await settle(
      [9, 11].map((hour) =>
        createBooking(
          world.deps,
          viewer,
          bookingRequest(world.localServiceId, accraSlot(13, hour), { usePlanCredit: "true" }),
        ),
      ),
    );
    expect(won).toBe(1);
    expect(refusals.map((refusal) => refusal.message)).toEqual([NO_PLAN_CREDIT]);
    const [after] = await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.id, pack.id));
    expect(after?.remainingSessions).toBe(0);
  });
});

describe(`unpaid holds under concurrent use (${testEngine()})`, () => {
  it("stay at three: of 6 simultaneous bank-transfer bookings by one client, 3 are held and 3 refused", async () => {
    const viewer = await world.client("international");
    const { won, refusals } = await settle(
      [9, 10, 11, 12, 13, 14].map((hour) =>
        createBooking(
          world.deps,
          viewer,
          bookingRequest(
            world.internationalServiceId,
            accraSlot(18, hour),
            {},
            { region: "international", currency: "USD" },
          ),
        ),
      ),
    );
    expect(won).toBe(3);
    expect(refusals.map((r) => [r.code, r.message])).toEqual(Array(3).fill(["conflict", TOO_MANY_UNPAID_SESSIONS]));
    const held = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, viewer.userId), eq(bookings.status, "pending_payment")));
    expect(held).toHaveLength(3);
  });
});
