import type { Database } from "@server/db/client";
import { giftCertificates, profiles } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { cancelMySession } from "@server/modules/sessions";
import { type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertGiftCertificate } from "@tests/support/gifts-world";
import { viewerFor } from "@tests/support/payments-world";
import { bookingRow, NOW, slotAt } from "@tests/support/sessions-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { claimGift } from "./claim-gift";
import { listMyGifts } from "./list-my-gifts";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

async function inZone(viewer: Viewer, timezone: string): Promise<Viewer> {
  await db.update(profiles).set({ timezone }).where(eq(profiles.id, viewer.userId));
  return viewerFor(db, viewer.userId);
}

describe("listMyGifts", () => {
  it("shows the buyer whom she gave what, when it goes, until when, and whether it was used: nothing more", async () => {
    const buyer = await world.client();
    const recipient = await world.client();
    const sent = await insertGiftCertificate(db, {
      buyerId: buyer.userId,
      now: NOW,
      recipientName: "Efua",
      faceValue: 60_000,
      deliverOn: "2031-05-01",
      deliverAt: new Date("2031-05-01T08:00:00Z"),
      expiresAt: new Date("2032-05-01T10:00:00Z"),
    });
    await insertGiftCertificate(db, {
      buyerId: buyer.userId,
      now: NOW,
      recipientName: "Kojo",
      kind: "service",
      serviceRegion: "international",
      deliverOn: "2031-05-20",
      deliverAt: new Date("2031-05-20T08:00:00Z"),
      issuedAt: new Date(NOW.getTime() - 1_000),
    });

    const before = await listMyGifts(db, buyer, NOW);
    expect(before.held).toEqual([]);
    // Newest first.
    expect(before.given).toEqual([
      expect.objectContaining({
        recipientName: "Kojo",
        what: "Individual Session (outside Ghana)",
        deliveryDay: "20 May 2031",
        delivered: false,
        firstUsedOn: null,
      }),
      {
        id: sent.id,
        recipientName: "Efua",
        what: "Gift Certificate: ₵600",
        deliveryDay: "1 May 2031",
        delivered: true,
        expires: "1 May 2032",
        firstUsedOn: null,
        cancelled: false,
      },
    ]);

    // The recipient spends part of it on a session: the buyer sees the day, not the session nor the rest.
    const booked = await createBooking(
      world.deps,
      recipient,
      bookingRequest(world.localServiceId, slotAt(6, 10), { couponCode: sent.code }),
      NOW,
    );
    expect(booked).toMatchObject({ kind: "confirmed", via: "gift" });
    const after = await listMyGifts(db, buyer, later(1));
    expect(after.given.find((g) => g.id === sent.id)).toMatchObject({ firstUsedOn: "5 May 2031" });
    expect(JSON.stringify(after)).not.toMatch(/₵200|Individual Teletherapy|Akosua/);

    // And the recipient holds it, with what is left.
    expect((await listMyGifts(db, recipient, NOW)).held).toEqual([
      {
        id: sent.id,
        hint: `…-${sent.code.slice(-4)}`,
        what: "Gift Certificate: ₵600",
        balance: "₵200 of ₵600",
        expires: "1 May 2032",
        state: "usable",
      },
    ]);
  });

  it("a use given back (a session cancelled in time) is no use", async () => {
    const buyer = await world.client();
    const recipient = await world.client();
    const gift = await insertGiftCertificate(db, { buyerId: buyer.userId, now: NOW, faceValue: 40_000 });
    const booked = await createBooking(
      world.deps,
      recipient,
      bookingRequest(world.localServiceId, slotAt(7, 10), { couponCode: gift.code }),
      NOW,
    );
    expect((await listMyGifts(db, buyer, NOW)).given[0]?.firstUsedOn).toBe("5 May 2031");
    expect((await listMyGifts(db, recipient, NOW)).held[0]).toMatchObject({ state: "used", balance: "₵0 of ₵400" });
    const { sessionId } = await bookingRow(db, booked.bookingId);
    await cancelMySession(db, recipient, { sessionId }, NOW);
    expect((await listMyGifts(db, buyer, NOW)).given[0]?.firstUsedOn).toBeNull();
    expect((await listMyGifts(db, recipient, NOW)).held[0]).toMatchObject({ state: "usable", balance: "₵400 of ₵400" });
  });

  it("tells the holder which of hers are usable, used, expired or void, and shows nobody else's", async () => {
    const holder = await world.client();
    const buyerId = (await world.client()).userId;
    const claim = async (gift: Awaited<ReturnType<typeof insertGiftCertificate>>) => {
      await claimGift(db, holder, { code: gift.code }, { now: NOW });
      return gift.id;
    };
    const usable = await claim(
      await insertGiftCertificate(db, { buyerId, now: NOW, kind: "service", serviceCategory: "couples" }),
    );
    // Claimed while they could be, then used up, expired and voided.
    const ids = {
      used: await claim(await insertGiftCertificate(db, { buyerId, now: NOW })),
      expired: await claim(await insertGiftCertificate(db, { buyerId, now: NOW, expiresAt: later(10) })),
      void: await claim(await insertGiftCertificate(db, { buyerId, now: NOW })),
    };
    await db.update(giftCertificates).set({ balance: 0, status: "redeemed" }).where(eq(giftCertificates.id, ids.used));
    await db
      .update(giftCertificates)
      .set({ status: "void", voidedAt: NOW, voidReason: "Refunded" })
      .where(eq(giftCertificates.id, ids.void));

    const { held, given } = await listMyGifts(db, holder, later(11));
    expect(given).toEqual([]);
    const state = Object.fromEntries(held.map((h) => [h.id, h.state]));
    expect(state).toEqual({ [usable]: "usable", [ids.used]: "used", [ids.expired]: "expired", [ids.void]: "void" });
    expect(held.find((h) => h.id === usable)).toMatchObject({
      what: "Individual Session (in Ghana)",
      balance: "One session",
    });

    const stranger = await world.client();
    expect(await listMyGifts(db, stranger, NOW)).toEqual({ given: [], held: [] });
  });

  it("writes dates in the viewer's zone", async () => {
    const buyer = await world.client();
    await insertGiftCertificate(db, { buyerId: buyer.userId, now: NOW, expiresAt: new Date("2032-06-30T12:00:00Z") });
    expect((await listMyGifts(db, await inZone(buyer, "Africa/Accra"), NOW)).given[0]?.expires).toBe("30 June 2032");
    expect((await listMyGifts(db, await inZone(buyer, "Pacific/Kiritimati"), NOW)).given[0]?.expires).toBe(
      "1 July 2032",
    );
  });
});
