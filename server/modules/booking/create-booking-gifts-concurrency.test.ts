import { GIFT_CODE_REFUSED, GIFT_GUESS_LIMITS } from "@domain/gift-certificates";
import type { Database } from "@server/db/client";
import { bookings, giftCertificates, giftRedemptions } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { testEngine } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { insertGiftCertificate } from "@tests/support/gifts-world";
import { and, eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";

// On PostgreSQL these run truly in parallel (a pool of 20 connections); PGlite runs one
// transaction at a time, so there they check the same outcome without the race.
let world: BookingWorld;
let db: Database;

beforeAll(async () => {
  world = await openBookingWorld({ poolSize: 20 });
  db = world.db;
});
afterAll(async () => world?.close());

async function settle(attempts: Promise<{ bookingId: string }>[]) {
  const results = await Promise.allSettled(attempts);
  const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
  for (const reason of refusals) if (!isAppError(reason)) throw reason;
  const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.bookingId] : []));
  return { won, refusals };
}

/** Twenty different times: four days of the therapist's five morning hours. */
const twentySlots = () => Array.from({ length: 20 }, (_, i) => accraSlot(20 + Math.floor(i / 5), 9 + (i % 5)));

async function afterTheRace(certificateId: string) {
  const [certificate] = await db.select().from(giftCertificates).where(eq(giftCertificates.id, certificateId));
  const spent = await db
    .select()
    .from(giftRedemptions)
    .where(and(eq(giftRedemptions.certificateId, certificateId), isNull(giftRedemptions.releasedAt)));
  return { certificate: certificate!, spent };
}

describe(`one certificate, twenty bookings at once (${testEngine()})`, () => {
  it("worth one session, pays for exactly one of twenty clients who all know its code", async () => {
    const buyer = await insertPerson(db, { role: "client" });
    const gift = await insertGiftCertificate(db, { buyerId: buyer.id, faceValue: 40_000 });
    const clients: Viewer[] = [];
    for (let i = 0; i < 20; i++) clients.push(await world.client());

    const { won, refusals } = await settle(
      twentySlots().map((start, i) =>
        createBooking(world.deps, clients[i]!, bookingRequest(world.localServiceId, start, { couponCode: gift.code })),
      ),
    );
    expect(won).toHaveLength(1);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) expect([refusal.code, refusal.message]).toEqual(["bad_request", GIFT_CODE_REFUSED]);

    const { certificate, spent } = await afterTheRace(gift.id);
    expect(certificate).toMatchObject({ balance: 0, status: "redeemed" });
    expect(spent).toHaveLength(1);
    expect(spent[0]?.bookingId).toBe(won[0]);
    // The winner holds it; nobody else has a booking.
    const [winner] = await db.select().from(bookings).where(eq(bookings.id, won[0]!));
    expect(certificate.claimedBy).toBe(winner?.userId);
    const others = await db
      .select()
      .from(bookings)
      .where(and(ne(bookings.id, won[0]!), eq(bookings.serviceId, world.localServiceId)));
    expect(others.filter((b) => clients.some((c) => c.userId === b.userId))).toEqual([]);
  });

  it("by one client for twenty times, pays for one; past the guessing limit the rest wait", async () => {
    const buyer = await insertPerson(db, { role: "client" });
    const gift = await insertGiftCertificate(db, { buyerId: buyer.id, kind: "service", faceValue: 45_000 });
    const viewer = await world.client();

    const { won, refusals } = await settle(
      twentySlots().map((start) =>
        createBooking(
          world.deps,
          viewer,
          bookingRequest(world.localServiceId, new Date(start.getTime() + 5 * 86_400_000), { couponCode: gift.code }),
        ),
      ),
    );
    expect(won).toHaveLength(1);
    // Every try is counted before it runs: ten run (one wins), the other ten are told to wait.
    const byCode = {
      rate_limited: refusals.filter((r) => r.code === "rate_limited"),
      bad_request: refusals.filter((r) => r.code === "bad_request"),
    };
    expect(byCode.rate_limited).toHaveLength(20 - GIFT_GUESS_LIMITS.perAccount);
    expect(byCode.bad_request).toHaveLength(GIFT_GUESS_LIMITS.perAccount - 1);
    for (const refusal of byCode.bad_request) expect(refusal.message).toBe(GIFT_CODE_REFUSED);

    const { certificate, spent } = await afterTheRace(gift.id);
    expect(certificate).toMatchObject({ balance: 0, status: "redeemed", claimedBy: viewer.userId });
    expect(spent).toHaveLength(1);
    const hers = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, viewer.userId), ne(bookings.status, "cancelled")));
    expect(hers).toHaveLength(1);
  });

  it("an amount certificate paying part of each of one holder's bookings: its balance goes down in turn, never below zero", async () => {
    const buyer = await insertPerson(db, { role: "client" });
    // ₵1,000 against ₵400 sessions: two whole, then ₵200 of a third, then nothing. Spent first, it is
    // hers alone, so one client books: eight times at once (within her guessing limit).
    const gift = await insertGiftCertificate(db, { buyerId: buyer.id, faceValue: 100_000 });
    const viewer = await world.client();
    const { won, refusals } = await settle(
      twentySlots()
        .slice(0, 8)
        .map((start) =>
          createBooking(
            world.deps,
            viewer,
            bookingRequest(world.localServiceId, new Date(start.getTime() + 10 * 86_400_000), {
              couponCode: gift.code,
            }),
          ),
        ),
    );
    expect(won).toHaveLength(3);
    expect(refusals.map((r) => r.message)).toEqual(Array(5).fill(GIFT_CODE_REFUSED));
    const { certificate, spent } = await afterTheRace(gift.id);
    expect(certificate).toMatchObject({ balance: 0, status: "redeemed" });
    expect(spent.map((r) => r.amount).sort((a, b) => a - b)).toEqual([20_000, 40_000, 40_000]);
    const paid = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, spent.find((r) => r.amount === 20_000)!.bookingId));
    expect(paid[0]).toMatchObject({ status: "pending_payment", paymentAmount: 20_000 });
  });
});
