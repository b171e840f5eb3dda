import { COUPON_REFUSAL_MESSAGE } from "@domain/coupons";
import { INITIALIZE_FAILED } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import {
  bookings,
  coupons,
  emailOutbox,
  notificationPreferences,
  notifications,
  paymentTransactions,
  profiles,
  sessions,
  transactionLedger,
} from "@server/db/schema";
import { markTransferReceived } from "@server/modules/checkout";
import { joinUrl } from "@server/modules/video";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { insertPerson, uniq, uniqCode } from "@tests/support/fixtures";
import { countRows, rejection, unreachablePaystack, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";

let world: BookingWorld;
let db: Database;

beforeAll(async () => {
  world = await openBookingWorld();
  db = world.db;
});
afterAll(async () => world?.close());
beforeEach(() => world.sim.setWebhookUrl(world.webhookUrl));

async function insertCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({ code: uniqCode(), couponType: "individual_teletherapy", status: "active", ...overrides })
    .returning();
  return coupon!;
}

const bookingOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const sessionOf = async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

describe("createBooking with a coupon", () => {
  it("confirms a free booking, spends the coupon and sends the invitation", async () => {
    const viewer = await world.client();
    const coupon = await insertCoupon();
    const start = accraSlot(3, 10);
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, start, { couponCode: ` ${coupon.code.toLowerCase()} ` }),
    );
    expect(result).toMatchObject({ kind: "confirmed", via: "coupon", start: start.toISOString() });

    const booking = await bookingOf(result.bookingId);
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "free",
      paymentAmount: 0,
      couponId: coupon.id,
    });
    const session = await sessionOf(booking.sessionId!);
    expect(session).toMatchObject({ status: "scheduled", therapistId: world.therapistId, clientId: viewer.userId });
    expect(session.startsAt.toISOString()).toBe(start.toISOString());
    const [used] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used).toMatchObject({ status: "used", usedBy: viewer.userId });

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, viewer.email));
    expect(mails).toHaveLength(1);
    const ics = Buffer.from(mails[0]!.attachments[0]!.content, "base64").toString().replace(/\r\n /g, "");
    expect(ics).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, "").replace(".000", "")}`);
    // Online: the session's own join page, in the text and where calendars show it.
    const page = joinUrl(session.id);
    expect(page).toMatch(new RegExp(`/sessions/${session.id}/join$`));
    expect(mails[0]!.textBody).toContain(`Join online: ${page}\nThe room opens 15 minutes before the start.`);
    expect(ics).toContain(`URL:${page}`);
    expect(ics).toContain(`LOCATION:${page}`);
    expect(ics).toContain(`Join online: ${page}`);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, viewer.userId));
    expect(notes.map((n) => n.title)).toEqual(["Session booked"]);
  });

  it("tells the therapist of a new booking, by e-mail only if she wants booking e-mails", async () => {
    const [therapist] = await db.select().from(profiles).where(eq(profiles.id, world.therapistId));
    const mailsToTherapist = () => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, therapist!.email));
    const before = (await mailsToTherapist()).length;
    const notesBefore = (await db.select().from(notifications).where(eq(notifications.userId, world.therapistId)))
      .length;
    const viewer = await world.client();
    const booked = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(4, 15), { couponCode: (await insertCoupon()).code }),
    );
    const notes = await db.select().from(notifications).where(eq(notifications.userId, world.therapistId));
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes.at(-1)?.title).toBe("New booking");
    expect(await mailsToTherapist()).toHaveLength(before + 1);
    const { sessionId } = await bookingOf(booked.bookingId);
    const told = (await mailsToTherapist()).filter((mail) =>
      mail.textBody.includes(`Join online: ${joinUrl(sessionId!)}`),
    );
    expect(told).toHaveLength(1);

    await db
      .insert(notificationPreferences)
      .values({ userId: world.therapistId, emailNewBooking: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailNewBooking: false } });
    const other = await world.client();
    await createBooking(
      world.deps,
      other,
      bookingRequest(world.localServiceId, accraSlot(4, 16), { couponCode: (await insertCoupon()).code }),
    );
    expect(await mailsToTherapist()).toHaveLength(before + 1);
    await db
      .update(notificationPreferences)
      .set({ emailNewBooking: true })
      .where(eq(notificationPreferences.userId, world.therapistId));
  });

  it("e-mails the account's own address and name, never the address or name typed in the form", async () => {
    const viewer = await world.client();
    const coupon = await insertCoupon();
    const typed = `${uniq("someone-else")}@example.test`;
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(3, 14), {
        couponCode: coupon.code,
        email: typed,
        firstName: "Win a prize at https://spam.example",
      }),
    );
    // The therapist sees what was typed; the practice writes only to the account.
    expect((await bookingOf(result.bookingId)).email).toBe(typed);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, typed))).toEqual([]);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, viewer.email));
    expect(mail?.textBody).toContain(`Hello ${viewer.firstName}`);
    expect(mail?.textBody).not.toContain("spam.example");
  });

  it.each([
    ["an unknown code", async () => "NOSUCHCODE", COUPON_REFUSAL_MESSAGE.not_found],
    [
      "a used coupon",
      async () => (await insertCoupon({ status: "used", usedAt: new Date() })).code,
      COUPON_REFUSAL_MESSAGE.used,
    ],
    [
      "an expired coupon",
      async () => (await insertCoupon({ expiresAt: new Date(Date.now() - 60_000) })).code,
      COUPON_REFUSAL_MESSAGE.expired,
    ],
    [
      "a coupon for another service",
      async () => (await insertCoupon({ couponType: "individual_in_person" })).code,
      COUPON_REFUSAL_MESSAGE.wrong_service,
    ],
  ])("refuses %s and writes nothing", async (_name, code, message) => {
    const viewer = await world.client();
    const couponCode = await code();
    const before = await countRows(db);
    const sessionsBefore = (await db.select().from(sessions)).length;
    const error = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(4, 11), { couponCode })),
    );
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe(message);
    expect(await countRows(db)).toEqual(before);
    expect((await db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it("a coupon pays for one booking only", async () => {
    const coupon = await insertCoupon();
    const first = await world.client();
    const second = await world.client();
    await createBooking(
      world.deps,
      first,
      bookingRequest(world.localServiceId, accraSlot(5, 9), { couponCode: coupon.code }),
    );
    const error = await rejection(
      createBooking(
        world.deps,
        second,
        bookingRequest(world.localServiceId, accraSlot(5, 13), { couponCode: coupon.code }),
      ),
    );
    expect(error.message).toBe(COUPON_REFUSAL_MESSAGE.used);
  });
});

describe("createBooking paid by Paystack (local)", () => {
  it("holds the slot, charges the catalogue price whatever the browser says, and confirms on payment", async () => {
    const viewer = await world.client();
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(6, 14), { payment_amount: 1, paymentAmount: 1, price: 1 }),
    );
    if (result.kind !== "paystack") throw new Error(`expected a Paystack booking, got ${result.kind}`);
    expect(result.payment).toMatchObject({ amount: 40_000, currency: "GHS" });
    expect(world.sim.transactions.get(result.payment.reference)?.amount).toBe(40_000);
    const held = await bookingOf(result.bookingId);
    expect(held).toMatchObject({ status: "pending_payment", paymentStatus: "pending", paymentAmount: 40_000 });
    expect(held.paymentId).toBe(result.payment.reference);
    expect(held.holdExpiresAt).not.toBeNull();

    expect(await world.sim.complete(result.payment.reference, "success")).toBe(200);
    const paid = await bookingOf(result.bookingId);
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", holdExpiresAt: null });
    const [payment] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, result.payment.reference));
    expect(payment).toMatchObject({ purpose: "booking", status: "success", amount: 40_000 });
    expect(payment?.fulfilledAt).not.toBeNull();
  });

  it("gives the slot back when Paystack cannot be reached", async () => {
    const viewer = await world.client();
    const deps = { ...world.deps, paystack: await unreachablePaystack() };
    const start = accraSlot(6, 16);
    const error = await rejection(createBooking(deps, viewer, bookingRequest(world.localServiceId, start)));
    expect(error.message).toBe(INITIALIZE_FAILED);
    const rows = await db.select().from(sessions).where(eq(sessions.clientId, viewer.userId));
    expect(rows.map((s) => s.status)).toEqual(["cancelled"]);
    // ...so someone else can book that time at once.
    const other = await world.client();
    const retry = await createBooking(world.deps, other, bookingRequest(world.localServiceId, start));
    expect(retry.kind).toBe("paystack");
  });
});

describe("createBooking by bank transfer (international)", () => {
  it("holds the slot with an SCH- reference until an admin records the transfer", async () => {
    const viewer = await world.client("international");
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.internationalServiceId, accraSlot(7, 15), {}, { region: "international", currency: "GBP" }),
    );
    if (result.kind !== "bank_transfer") throw new Error(`expected a transfer booking, got ${result.kind}`);
    expect(result.reference).toMatch(/^SCH-[A-Z0-9]{8}$/);
    expect(result).toMatchObject({ amount: 6_000, currency: "GBP", checkTime: "1-3 business days" });
    expect(await bookingOf(result.bookingId)).toMatchObject({ status: "pending_payment", paymentStatus: "pending" });

    const admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
    const line = () => db.select().from(transactionLedger).where(eq(transactionLedger.reference, result.reference));
    expect(await line()).toMatchObject([{ status: "pending", therapistId: world.therapistId }]);
    await markTransferReceived(db, admin, { reference: result.reference });
    expect(await bookingOf(result.bookingId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await line()).toMatchObject([{ status: "completed", therapistId: world.therapistId }]);
  });
});
