import type { Database } from "@server/db/client";
import { giftCertificates, giftRedemptions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { createBooking, expireBookingHold } from "@server/modules/booking";
import { cancelMySession } from "@server/modules/sessions";
import { revertSessionStatus, setSessionStatus } from "@server/modules/staff";
import { type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertPerson } from "@tests/support/fixtures";
import { insertGiftCertificate } from "@tests/support/gifts-world";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { bookingRow, NOW, sessionRow, slotAt } from "@tests/support/sessions-world";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GIFT_SPENT_SINCE } from "./spend-gift";

// What a certificate paid goes back to it when the booking does not happen after all (its hold
// ran out, the session was cancelled in time), and is taken again when the practice puts a
// cancelled session back. The clock is NOW (sessions-world), far from the real one.

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const later = (seconds: number, from = NOW) => new Date(from.getTime() + seconds * 1000);
const certificateOf = async (id: string) =>
  (await db.select().from(giftCertificates).where(eq(giftCertificates.id, id)))[0]!;
const redemptionsOf = (id: string) =>
  db
    .select()
    .from(giftRedemptions)
    .where(eq(giftRedemptions.certificateId, id))
    .orderBy(asc(giftRedemptions.createdAt));
const newGift = async (faceValue: number, currency: "GHS" | "USD" = "GHS") =>
  insertGiftCertificate(db, { buyerId: (await insertPerson(db)).id, faceValue, currency, now: NOW });
const bookWith = (viewer: Viewer, code: string, start: Date) =>
  createBooking(world.deps, viewer, bookingRequest(world.localServiceId, start, { couponCode: code }), NOW);

describe("a held booking paid partly by a certificate", () => {
  it("whose transfer never comes gives the certificate its part back when the hold runs out", async () => {
    const viewer = await world.client("international");
    const gift = await newGift(5_000, "USD");
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(
        world.internationalServiceId,
        slotAt(10, 10),
        { couponCode: gift.code },
        { region: "international", currency: "USD" },
      ),
      NOW,
    );
    if (result.kind !== "bank_transfer") throw new Error(`expected a transfer, got ${result.kind}`);
    expect(result.amount).toBe(2_500);
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed" });

    const held = await bookingRow(db, result.bookingId);
    await expireBookingHold(db, { bookingId: result.bookingId }, later(1, held.holdExpiresAt!));
    expect(await bookingRow(db, result.bookingId)).toMatchObject({ status: "expired", paymentStatus: "failed" });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 5_000, status: "active" });
    const [redemption] = await redemptionsOf(gift.id);
    expect(redemption?.releasedAt).not.toBeNull();

    // Usable again, by the same holder.
    const again = await createBooking(
      world.deps,
      viewer,
      bookingRequest(
        world.internationalServiceId,
        slotAt(11, 10),
        { couponCode: gift.code },
        { region: "international", currency: "USD" },
      ),
      NOW,
    );
    expect(again).toMatchObject({ kind: "bank_transfer", amount: 2_500 });
  });

  it("left unpaid in the Paystack window gives it back when that hold runs out", async () => {
    const viewer = await world.client();
    const gift = await newGift(10_000);
    const result = await bookWith(viewer, gift.code, slotAt(10, 11));
    if (result.kind !== "paystack") throw new Error(`expected Paystack, got ${result.kind}`);
    expect(result.payment.amount).toBe(30_000);
    const held = await bookingRow(db, result.bookingId);
    await expireBookingHold(db, { bookingId: result.bookingId }, later(1, held.holdExpiresAt!));
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 10_000, status: "active" });
    const again = await bookWith(viewer, gift.code, slotAt(10, 12));
    expect(again.kind).toBe("paystack");
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed" });
  });
});

describe("a confirmed session paid by a certificate", () => {
  it("cancelled by the client in time gives the certificate back", async () => {
    const viewer = await world.client();
    const gift = await newGift(40_000);
    const booked = await bookWith(viewer, gift.code, slotAt(12, 10));
    expect(booked).toMatchObject({ kind: "confirmed", via: "gift" });
    const { sessionId } = await bookingRow(db, booked.bookingId);

    const cancelled = await cancelMySession(db, viewer, { sessionId }, NOW);
    expect(cancelled).toMatchObject({ giftReturned: true, refund: false });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 40_000, status: "active", claimedBy: viewer.userId });
    // Spent again on another time.
    expect(await bookWith(viewer, gift.code, slotAt(12, 11))).toMatchObject({ kind: "confirmed", via: "gift" });
  });

  it("cancelled by the practice and put back is paid by the certificate again", async () => {
    const viewer = await world.client();
    const gift = await newGift(60_000);
    const booked = await bookWith(viewer, gift.code, slotAt(13, 10));
    const sessionId = (await bookingRow(db, booked.bookingId)).sessionId!;
    const therapist = await viewerFor(db, world.therapistId);
    await setSessionStatus(db, therapist, { sessionId, status: "cancelled", reason: "Unwell" }, NOW);
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 60_000 });

    const reverted = await revertSessionStatus(db, therapist, { sessionId }, later(3_600));
    expect(reverted).toMatchObject({ status: "scheduled", changed: true });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 20_000, status: "active" });
    const rows = await redemptionsOf(gift.id);
    expect(rows.map((r) => [r.bookingId, r.amount, r.releasedAt === null])).toEqual([
      [booked.bookingId, 40_000, false],
      [booked.bookingId, 40_000, true],
    ]);
  });

  it("is not put back when the certificate has been spent since: nothing changes", async () => {
    const viewer = await world.client();
    const gift = await newGift(40_000);
    const booked = await bookWith(viewer, gift.code, slotAt(14, 10));
    const sessionId = (await bookingRow(db, booked.bookingId)).sessionId!;
    const therapist = await viewerFor(db, world.therapistId);
    await setSessionStatus(db, therapist, { sessionId, status: "cancelled", reason: "Unwell" }, NOW);
    // She spends it on another time meanwhile.
    await bookWith(viewer, gift.code, slotAt(14, 11));

    const refused = await rejection(revertSessionStatus(db, therapist, { sessionId }, later(3_600)));
    expect([refused.code, refused.message]).toEqual(["conflict", GIFT_SPENT_SINCE]);
    expect(await sessionRow(db, sessionId)).toMatchObject({ status: "cancelled" });
    expect((await bookingRow(db, booked.bookingId)).status).toBe("cancelled");
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed" });
  });
});
