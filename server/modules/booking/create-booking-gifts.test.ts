import { GIFT_CODE_REFUSED, giftWrongService } from "@domain/gift-certificates";
import { canonicalGiftCode } from "@domain/gift-codes";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  bookings,
  giftCertificates,
  giftRedemptions,
  paymentTransactions,
  rateLimits,
} from "@server/db/schema";
import { giftCodeHash } from "@server/modules/gifts";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertPerson } from "@tests/support/fixtures";
import { insertGiftCertificate } from "@tests/support/gifts-world";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";
import { validateCoupon } from "./validate-coupon";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});
beforeEach(() => world.sim.setWebhookUrl(world.webhookUrl));

const certificateOf = async (id: string) =>
  (await db.select().from(giftCertificates).where(eq(giftCertificates.id, id)))[0]!;
const bookingOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentOf = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;
const redemptionsOf = (certificateId: string) =>
  db.select().from(giftRedemptions).where(eq(giftRedemptions.certificateId, certificateId));
const buyer = async () => (await insertPerson(db, { role: "client" })).id;

/** The local service costs ₵400 (40_000 pesewas); the international one $75 / £60. */
const LOCAL_PRICE = 40_000;

describe("a gift certificate at booking", () => {
  it("pays a whole session: booked at once, free, and the certificate is used up and held by its spender", async () => {
    const viewer = await world.client();
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: LOCAL_PRICE });
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(3, 10), { couponCode: gift.code.toLowerCase() }),
    );
    expect(result).toMatchObject({ kind: "confirmed", via: "gift" });
    expect(await bookingOf(result.bookingId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "free",
      paymentAmount: 0,
      couponId: null,
    });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed", claimedBy: viewer.userId });
    expect(await redemptionsOf(gift.id)).toMatchObject([
      { bookingId: result.bookingId, userId: viewer.userId, amount: LOCAL_PRICE, covered: LOCAL_PRICE },
    ]);
  });

  it("pays part of two bookings in turn: the second pays the rest by Paystack, at the reduced amount", async () => {
    const viewer = await world.client();
    // ₵600: the first session (₵400) whole, then ₵200 of the second.
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 60_000 });
    const first = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(3, 11), { couponCode: gift.code }),
    );
    expect(first).toMatchObject({ kind: "confirmed", via: "gift" });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 20_000, status: "active" });

    const second = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(3, 12), { couponCode: gift.code }),
    );
    if (second.kind !== "paystack") throw new Error(`expected a Paystack booking, got ${second.kind}`);
    expect(second.payment).toMatchObject({ amount: 20_000, currency: "GHS" });
    expect(world.sim.transactions.get(second.payment.reference)?.amount).toBe(20_000);
    const held = await bookingOf(second.bookingId);
    expect(held).toMatchObject({ status: "pending_payment", paymentAmount: 20_000, paymentCurrency: "GHS" });
    expect(await paymentOf(held.paymentId!)).toMatchObject({ amount: 20_000, currency: "GHS", status: "pending" });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed" });
    expect((await redemptionsOf(gift.id)).map((r) => [r.amount, r.covered])).toEqual([
      [40_000, 40_000],
      [20_000, 20_000],
    ]);

    // The rest paid, the booking is confirmed; the certificate stays spent.
    expect(await world.sim.complete(second.payment.reference, "success")).toBe(200);
    expect(await bookingOf(second.bookingId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed" });

    // Used up: a third booking with it is refused with the one message.
    const third = await rejection(
      createBooking(
        world.deps,
        viewer,
        bookingRequest(world.localServiceId, accraSlot(3, 13), { couponCode: gift.code }),
      ),
    );
    expect([third.code, third.message, third.fields]).toEqual([
      "bad_request",
      GIFT_CODE_REFUSED,
      { couponCode: GIFT_CODE_REFUSED },
    ]);
  });

  it("pays part of a booking abroad: the transfer asked for is the rest, and so is its payment record", async () => {
    const viewer = await world.client("international");
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 2_500, currency: "GBP" });
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(
        world.internationalServiceId,
        accraSlot(9, 10),
        { couponCode: gift.code },
        { region: "international", currency: "GBP" },
      ),
    );
    if (result.kind !== "bank_transfer") throw new Error(`expected a transfer booking, got ${result.kind}`);
    expect(result).toMatchObject({ amount: 3_500, currency: "GBP" });
    expect(await bookingOf(result.bookingId)).toMatchObject({
      status: "pending_payment",
      paymentAmount: 3_500,
      paymentCurrency: "GBP",
    });
    expect(await paymentOf(result.reference)).toMatchObject({
      amount: 3_500,
      currency: "GBP",
      provider: "bank_transfer",
    });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed" });
  });

  it("abroad too soon for a transfer, is measured against the card's dollars", async () => {
    const viewer = await world.client("international");
    // £50 is worth $64.10: most of the $75 a card pays, though less than the £60 price.
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 5_000, currency: "GBP" });
    const start = accraSlot(1, 15);
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(
        world.internationalServiceId,
        start,
        { couponCode: gift.code },
        { region: "international", currency: "GBP" },
      ),
    );
    if (result.kind !== "paystack") throw new Error(`expected a card payment, got ${result.kind}`);
    expect(result.payment).toMatchObject({ amount: 1_090, currency: "USD" });
    expect(await bookingOf(result.bookingId)).toMatchObject({ paymentAmount: 1_090, paymentCurrency: "USD" });
    expect(await redemptionsOf(gift.id)).toMatchObject([{ amount: 5_000, covered: 6_410, coveredCurrency: "USD" }]);
  });
});

describe("a certificate in another currency", () => {
  it("pays what its balance is worth, rounded down, and gives it all", async () => {
    const viewer = await world.client();
    // £10 is worth ₵198.7179...: it pays ₵198.71 of the ₵400 session and is used up.
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 1_000, currency: "GBP" });
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(4, 10), { couponCode: gift.code }),
    );
    if (result.kind !== "paystack") throw new Error(`expected a Paystack booking, got ${result.kind}`);
    expect(result.payment.amount).toBe(LOCAL_PRICE - 19_871);
    expect(await redemptionsOf(gift.id)).toMatchObject([{ amount: 1_000, covered: 19_871, coveredCurrency: "GHS" }]);
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 0, status: "redeemed", currency: "GBP" });
  });

  it("worth more than the session, pays it all and gives up what it paid, rounded up", async () => {
    const viewer = await world.client();
    // ₵400 is £20.129...: the certificate gives £20.13 of its £30.
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 3_000, currency: "GBP" });
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(4, 11), { couponCode: gift.code }),
    );
    expect(result).toMatchObject({ kind: "confirmed", via: "gift" });
    expect(await redemptionsOf(gift.id)).toMatchObject([{ amount: 2_013, covered: LOCAL_PRICE }]);
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 987, status: "active" });
  });
});

describe("a code that cannot be spent", () => {
  it("is refused with the same message whether unknown, expired, void, used up or someone else's", async () => {
    const viewer = await world.client();
    const someoneElse = await world.client();
    const buyerId = await buyer();
    const now = new Date();
    const cases = {
      unknown: "7K3M-Q9PX-2HVD",
      expired: (await insertGiftCertificate(db, { buyerId, expiresAt: new Date(now.getTime() - 1_000) })).code,
      void: (await insertGiftCertificate(db, { buyerId, status: "void" })).code,
      usedUp: (await insertGiftCertificate(db, { buyerId, faceValue: 10_000, balance: 0, status: "redeemed" })).code,
      claimed: (await insertGiftCertificate(db, { buyerId, claimedBy: someoneElse.userId })).code,
    };
    let hour = 9;
    for (const [name, code] of Object.entries(cases)) {
      const request = bookingRequest(world.localServiceId, accraSlot(5, hour++), { couponCode: code });
      const refused = await rejection(createBooking(world.deps, viewer, request));
      expect([refused.code, refused.message, refused.fields], name).toEqual([
        "bad_request",
        GIFT_CODE_REFUSED,
        { couponCode: GIFT_CODE_REFUSED },
      ]);
      const checked = await rejection(
        validateCoupon(db, viewer, { code, serviceId: world.localServiceId, region: "local", currency: "GHS" }),
      );
      expect([checked.code, checked.message], name).toEqual(["bad_request", GIFT_CODE_REFUSED]);
    }
    // Nothing booked, nothing spent.
    expect(await db.select().from(bookings).where(eq(bookings.userId, viewer.userId))).toEqual([]);
  });

  it("a session certificate of another kind says what it pays for: the holder knows the code", async () => {
    const viewer = await world.client();
    const gift = await insertGiftCertificate(db, {
      buyerId: await buyer(),
      kind: "service",
      serviceCategory: "couples",
      serviceRegion: "local",
    });
    const refused = await rejection(
      createBooking(
        world.deps,
        viewer,
        bookingRequest(world.localServiceId, accraSlot(5, 15), { couponCode: gift.code }),
      ),
    );
    expect(refused.message).toBe(giftWrongService("couples", "local"));
    expect(await certificateOf(gift.id)).toMatchObject({ status: "active", claimedBy: null });
  });
});

describe("validateCoupon with a gift code", () => {
  it("says what the certificate pays and what is left, and spends nothing", async () => {
    const viewer = await world.client();
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 1_000, currency: "GBP" });
    const check = await validateCoupon(db, viewer, {
      code: ` ${gift.code.toLowerCase().replaceAll("-", "")} `,
      serviceId: world.localServiceId,
      region: "local",
      currency: "GHS",
    });
    expect(check).toEqual({
      kind: "gift",
      code: gift.code.replaceAll("-", ""),
      covered: 19_871,
      due: LOCAL_PRICE - 19_871,
      currency: "GHS",
      card: null,
    });
    expect(await certificateOf(gift.id)).toMatchObject({ balance: 1_000, status: "active", claimedBy: null });
    expect(await redemptionsOf(gift.id)).toEqual([]);
  });

  it("abroad, also says what a card in dollars would leave", async () => {
    const viewer = await world.client("international");
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 5_000, currency: "GBP" });
    const check = await validateCoupon(db, viewer, {
      code: gift.code,
      serviceId: world.internationalServiceId,
      region: "international",
      currency: "GBP",
    });
    expect(check).toMatchObject({
      kind: "gift",
      covered: 5_000,
      due: 1_000,
      currency: "GBP",
      card: { covered: 6_410, due: 1_090, currency: "USD" },
    });
  });

  it("a right code does not count against the guessing limit", async () => {
    const viewer = await world.client();
    const gift = await insertGiftCertificate(db, { buyerId: await buyer() });
    for (let i = 0; i < 12; i++) {
      await validateCoupon(db, viewer, {
        code: gift.code,
        serviceId: world.localServiceId,
        region: "local",
        currency: "GHS",
      });
    }
    const [counter] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `gift:account:${viewer.userId}`));
    expect(counter?.count ?? 0).toBe(0);
  });
});

describe("what is stored of a code", () => {
  it("is its hash and last four symbols: a certificate spent at booking holds the code nowhere", async () => {
    const viewer = await world.client();
    const gift = await insertGiftCertificate(db, { buyerId: await buyer(), faceValue: 20_000 });
    const canonical = canonicalGiftCode(gift.code)!;
    await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(6, 10), { couponCode: gift.code }),
    );
    const row = await certificateOf(gift.id);
    expect(row.codeHash).toBe(giftCodeHash(canonical));
    expect(row.codeHint).toBe(canonical.slice(-4));
    const stored = JSON.stringify([
      row,
      await redemptionsOf(gift.id),
      await db.select().from(auditLogs).where(eq(auditLogs.recordId, gift.id)),
      await db.select().from(bookings).where(eq(bookings.userId, viewer.userId)),
    ]).toUpperCase();
    for (const form of [gift.code, canonical, canonical.slice(0, 8)]) expect(stored).not.toContain(form);
    // Not in any column of any certificate either.
    const [found] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from gift_certificates g where upper(g::text) like ${`%${canonical}%`}`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(found?.n).toBe(0);
  });
});

describe("who may book with a certificate", () => {
  it("only clients, as any booking", async () => {
    const therapist = await viewerFor(db, world.therapistId);
    const gift = await insertGiftCertificate(db, { buyerId: await buyer() });
    const refused = await rejection(
      createBooking(
        world.deps,
        therapist,
        bookingRequest(world.localServiceId, accraSlot(6, 12), { couponCode: gift.code }),
      ),
    );
    expect(refused.code).toBe("forbidden");
    expect(await certificateOf(gift.id)).toMatchObject({ balance: gift.row.faceValue, claimedBy: null });
  });
});
