import { COUPON_REFUSAL_MESSAGE, COUPON_TEXT } from "@domain/coupons";
import type { Database } from "@server/db/client";
import { bookings, coupons } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { testEngine } from "@tests/support/database";
import { insertPerson, uniqCode } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCoupon } from "./create-coupon";
import { deleteCoupon } from "./delete-coupon";

// An admin deleting a coupon while a client books with it: on PostgreSQL the two run truly at
// once (a pool of connections); PGlite runs one transaction at a time and checks the same outcome.
let world: BookingWorld;
let db: Database;
let admin: Viewer;

beforeAll(async () => {
  world = await openBookingWorld({ poolSize: 10 });
  db = world.db;
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
});
afterAll(async () => world?.close());

const outcome = (result: PromiseSettledResult<unknown>) =>
  result.status === "fulfilled" ? "ok" : isAppError(result.reason) ? result.reason.message : result.reason;

describe(`deleting a coupon while it is being used (${testEngine()})`, () => {
  it("never both: either the booking spends it and the delete is refused, or it is deleted and the booking refused", async () => {
    for (let round = 0; round < 8; round += 1) {
      const { id, code } = await createCoupon(db, admin, { code: uniqCode(), couponType: "individual_teletherapy" });
      const client = await world.client();
      const start = accraSlot(20 + round, 10);
      const attempts = [
        createBooking(world.deps, client, bookingRequest(world.localServiceId, start, { couponCode: code })),
        deleteCoupon(db, admin, { couponId: id }),
      ];
      // Half the rounds start the delete first.
      if (round % 2) attempts.reverse();
      const [first, second] = await Promise.allSettled(attempts);
      const [booked, deleted] = round % 2 ? [second, first] : [first, second];
      const results = [
        outcome(booked as PromiseSettledResult<unknown>),
        outcome(deleted as PromiseSettledResult<unknown>),
      ];
      const [stored] = await db.select().from(coupons).where(eq(coupons.id, id));
      const bookingsWithIt = await db.select().from(bookings).where(eq(bookings.couponId, id));
      if (results[0] === "ok") {
        expect(results[1]).toBe(COUPON_TEXT.usedNotDeleted);
        expect(stored?.status).toBe("used");
        expect(bookingsWithIt).toHaveLength(1);
      } else {
        expect(results).toEqual([COUPON_REFUSAL_MESSAGE.not_found, "ok"]);
        expect(stored).toBeUndefined();
      }
    }
  });

  it("a delete that reaches a coupon while a booking holds it waits, then sees it used and keeps it", async () => {
    const { id, code } = await createCoupon(db, admin, { code: uniqCode(), couponType: "individual_teletherapy" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // What spendCoupon does in a booking's transaction: lock the row, mark it used; then commit later.
    const booking = db.transaction(async (tx) => {
      await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
      await tx.update(coupons).set({ status: "used", usedAt: new Date() }).where(eq(coupons.id, id));
      locked();
      await held;
    });
    await isLocked;
    const deleting = deleteCoupon(db, admin, { couponId: id }).then(
      () => "ok",
      (error: unknown) => (isAppError(error) ? error.message : String(error)),
    );
    // Give the delete time to reach the row (on PostgreSQL it now waits for the booking's lock).
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await booking;
    expect(await deleting).toBe(COUPON_TEXT.usedNotDeleted);
    const [stored] = await db.select().from(coupons).where(eq(coupons.id, id));
    expect(stored?.status).toBe("used");
  });
});
