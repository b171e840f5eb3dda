import { COUPON_GUESS_LIMITS, COUPON_REFUSAL_MESSAGE, COUPON_TEXT, tooManyCouponAttempts } from "@domain/coupons";
import type { Database } from "@server/db/client";
import { coupons, therapistAvailability } from "@server/db/schema";
import { accraSlot, type BookingWorld, openBookingWorld } from "@tests/support/booking-world";
import { insertPerson, insertSession, uniqCode } from "@tests/support/fixtures";
import { rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAvailableSlots } from "./get-available-slots";
import { limitVisitorSlotLookups, TOO_MANY_LOOKUPS, VISITOR_SLOT_LOOKUPS } from "./limit-visitor-lookups";
import { loadBookingForm } from "./load-booking-form";
import { validateCoupon } from "./validate-coupon";

let world: BookingWorld;
let db: Database;

beforeAll(async () => {
  world = await openBookingWorld();
  db = world.db;
});
afterAll(async () => world?.close());

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const local = { region: "local", currency: "GHS" } as const;

describe("getAvailableSlots", () => {
  it("offers the hourly starts 9:00-16:00 minus the therapist's sessions (anyone's) and the client's own", async () => {
    const viewer = await world.client();
    const someoneElse = await world.client();
    const otherTherapist = await insertPerson(db, { role: "therapist" });
    await insertSession(db, { clientId: someoneElse.userId, therapistId: world.therapistId, start: accraSlot(4, 10) });
    await insertSession(db, { clientId: viewer.userId, therapistId: otherTherapist.id, start: accraSlot(4, 14) });
    // Bookings go to the therapist of the client's latest session: this one.
    await insertSession(db, { clientId: viewer.userId, therapistId: world.therapistId, start: accraSlot(20, 9) });
    const { slots, therapistId, durationMinutes } = await getAvailableSlots(db, viewer, {
      serviceId: world.localServiceId,
      day: dayOf(accraSlot(4, 0)),
      ...local,
    });
    expect(therapistId).toBe(world.therapistId);
    expect(durationMinutes).toBe(50);
    expect(slots.map((s) => s.start.getUTCHours())).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    const reasons = Object.fromEntries(slots.map((s) => [s.start.getUTCHours(), s.reason]));
    expect(reasons).toMatchObject({ 9: null, 10: "therapist_busy", 14: "client_busy", 16: null });
  });

  it("follows the therapist's availability for that weekday; a day off has no slot", async () => {
    const viewer = await world.client();
    const day = accraSlot(5, 0);
    await db
      .update(therapistAvailability)
      .set({ isAvailable: false })
      .where(eq(therapistAvailability.dayOfWeek, day.getUTCDay()));
    const { slots } = await getAvailableSlots(db, viewer, {
      serviceId: world.localServiceId,
      day: dayOf(day),
      ...local,
    });
    expect(slots.every((s) => !s.available && s.reason === "outside_availability")).toBe(true);
    await db
      .update(therapistAvailability)
      .set({ isAvailable: true })
      .where(eq(therapistAvailability.dayOfWeek, day.getUTCDay()));
  });

  it("refuses a malformed day and a service of the other region", async () => {
    const viewer = await world.client();
    const bad = await rejection(
      getAvailableSlots(db, viewer, { serviceId: world.localServiceId, day: "2026-02-30", ...local }),
    );
    expect(bad.code).toBe("bad_request");
    const abroad = await rejection(
      getAvailableSlots(db, viewer, { serviceId: world.internationalServiceId, day: dayOf(accraSlot(4, 0)), ...local }),
    );
    expect(abroad.code).toBe("bad_request");
  });
});

describe("a visitor who has not signed in", () => {
  it("is shown only the free times of a new client's therapist: nothing of when, or why, she is busy", async () => {
    const someone = await world.client();
    const day = accraSlot(6, 0);
    await insertSession(db, { clientId: someone.userId, therapistId: world.therapistId, start: accraSlot(6, 11) });
    const { slots, therapistId } = await getAvailableSlots(db, null, {
      serviceId: world.localServiceId,
      day: dayOf(day),
      ...local,
    });
    expect(therapistId).toBe(world.therapistId);
    expect(slots.map((s) => s.start.getUTCHours())).toEqual([9, 10, 12, 13, 14, 15, 16]);
    expect(slots.every((s) => s.available && s.reason === null)).toBe(true);
  });

  it("counts her lookups per address: past the limit, a 429 that says why; another address or minute starts afresh", async () => {
    const now = new Date();
    for (let i = 0; i < VISITOR_SLOT_LOOKUPS.limit; i += 1) await limitVisitorSlotLookups(db, "198.51.100.7", now);
    const refused = await rejection(limitVisitorSlotLookups(db, "198.51.100.7", now));
    expect(refused.code).toBe("rate_limited");
    expect(refused.message).toBe(TOO_MANY_LOOKUPS);
    // Another address, and the same one a minute later, are counted afresh.
    await limitVisitorSlotLookups(db, "198.51.100.8", now);
    await limitVisitorSlotLookups(db, "198.51.100.7", new Date(now.getTime() + VISITOR_SLOT_LOOKUPS.windowMs + 1));
  });
});

describe("a choice brought back to /book (after signing in)", () => {
  it("keeps a time that is still free, and only the service and day of one taken meanwhile", async () => {
    const start = accraSlot(7, 10);
    const chosen = { service: world.localServiceId, start: start.toISOString() };
    const visitor = await loadBookingForm(db, null, local, new Date(), chosen);
    expect(visitor.resume).toEqual({
      serviceId: world.localServiceId,
      day: dayOf(start),
      start: start.toISOString(),
      times: null,
    });
    expect(visitor.prefill).toEqual({ firstName: "", lastName: "", email: "", phone: "" });

    // Someone else takes it while she signs up.
    await insertSession(db, { clientId: (await world.client()).userId, therapistId: world.therapistId, start });
    const back = await loadBookingForm(db, await world.client(), local, new Date(), chosen);
    expect(back.resume).toEqual({ serviceId: world.localServiceId, day: dayOf(start), start: null, times: null });
  });

  it("chooses a service named alone (the coaching page's button), with no day or time yet", async () => {
    const form = await loadBookingForm(db, null, local, new Date(), { service: world.localServiceId, start: null });
    expect(form.resume).toEqual({ serviceId: world.localServiceId, day: null, start: null, times: null });
  });

  it("lists the times of a day chosen on the date and time step, and its time when it is one of them and free", async () => {
    const viewer = await world.client();
    const start = accraSlot(9, 11);
    const day = dayOf(start);
    const service = world.localServiceId;
    const form = await loadBookingForm(db, viewer, local, new Date(), { service, start: null, day });
    expect(form.resume).toMatchObject({ serviceId: service, day, start: null });
    expect(form.resume?.times?.slots).toContainEqual(
      expect.objectContaining({ start: start.toISOString(), available: true, reason: null }),
    );

    const timed = await loadBookingForm(db, viewer, local, new Date(), { service, start: start.toISOString(), day });
    expect(timed.resume).toMatchObject({ day, start: start.toISOString() });
    // A time of another day, or one taken meanwhile: the day's times, none chosen.
    const elsewhere = accraSlot(10, 11).toISOString();
    const other = await loadBookingForm(db, viewer, local, new Date(), { service, start: elsewhere, day });
    expect(other.resume).toMatchObject({ day, start: null });
    await insertSession(db, { clientId: (await world.client()).userId, therapistId: world.therapistId, start });
    const taken = await loadBookingForm(db, null, local, new Date(), { service, start: start.toISOString(), day });
    expect(taken.resume).toMatchObject({ day, start: null });
    expect(taken.resume?.times?.slots.map((slot) => slot.start)).not.toContain(start.toISOString());
  });

  it("chooses no day for a malformed or past day, nor for one with no free time", async () => {
    const service = world.localServiceId;
    const full = accraSlot(12, 0);
    const someoneElse = await world.client();
    for (let hour = 0; hour < 24; hour += 1) {
      await insertSession(db, {
        clientId: someoneElse.userId,
        therapistId: world.therapistId,
        start: accraSlot(12, hour),
      });
    }
    const viewer = await world.client();
    for (const day of ["2026-02-30", "next tuesday", dayOf(accraSlot(-2, 0)), dayOf(full)]) {
      const form = await loadBookingForm(db, viewer, local, new Date(), { service, start: null, day });
      expect(form.resume, day).toEqual({ serviceId: service, day: null, start: null, times: null });
    }
  });

  it("is no choice when the region does not offer the service or the start is not a time", async () => {
    const start = accraSlot(7, 12).toISOString();
    for (const chosen of [
      { service: world.internationalServiceId, start },
      { service: "no-such-service", start },
      { service: world.localServiceId, start: "tomorrow at ten" },
      { service: null, start },
    ]) {
      const form = await loadBookingForm(db, null, local, new Date(), chosen);
      expect(form.resume, JSON.stringify(chosen)).toBeNull();
    }
  });
});

describe("validateCoupon", () => {
  it("accepts a usable code in any case and says why another is refused", async () => {
    const viewer = await world.client();
    const code = uniqCode();
    await db.insert(coupons).values({ code, couponType: "individual_teletherapy", status: "active" });
    const ok = await validateCoupon(db, viewer, {
      code: code.toLowerCase(),
      serviceId: world.localServiceId,
      ...local,
    });
    expect(ok.code).toBe(code);

    const wrong = uniqCode();
    await db.insert(coupons).values({ code: wrong, couponType: "individual_in_person", status: "active" });
    const refused = await rejection(
      validateCoupon(db, viewer, { code: wrong, serviceId: world.localServiceId, ...local }),
    );
    expect(refused.message).toBe(COUPON_REFUSAL_MESSAGE.wrong_service);
    const empty = await rejection(
      validateCoupon(db, viewer, { code: "  ", serviceId: world.localServiceId, ...local }),
    );
    expect(empty.fields?.code).toBe(COUPON_TEXT.enterCode);
    // Validating spends nothing.
    const [still] = await db.select().from(coupons).where(eq(coupons.code, code));
    expect(still?.status).toBe("active");
  });
});

describe("guessing coupon codes", () => {
  it("refuses wrong codes past the account's limit, then past the address's, with a 429 and the wait", async () => {
    const now = new Date("2026-11-02T10:00:00Z");
    const guesser = await world.client();
    const check = (viewer: typeof guesser, ipAddress: string, code = uniqCode()) =>
      validateCoupon(db, viewer, { code, serviceId: world.localServiceId, ...local }, { ipAddress, now });
    for (let i = 0; i < COUPON_GUESS_LIMITS.perAccount; i++) {
      expect((await rejection(check(guesser, "203.0.113.7"))).message).toBe(COUPON_REFUSAL_MESSAGE.not_found);
    }
    const stopped = await rejection(check(guesser, "203.0.113.8"));
    expect([stopped.status, stopped.message]).toEqual([429, tooManyCouponAttempts("60 minutes")]);

    // Other accounts behind one address: stopped once the address has made its share of wrong guesses.
    const ip = "198.51.100.4";
    let refused = 0;
    for (let i = 0; i < COUPON_GUESS_LIMITS.perAddress + 1; i++) {
      const err = await rejection(check(await world.client(), ip));
      if (err.status === 429) refused++;
    }
    expect(refused).toBe(1);
  });

  it("does not count usable codes: a client may check a good code as often as she likes", async () => {
    const now = new Date("2026-11-02T11:00:00Z");
    const viewer = await world.client();
    const code = uniqCode();
    await db.insert(coupons).values({ code, couponType: "individual_teletherapy", status: "active" });
    for (let i = 0; i < COUPON_GUESS_LIMITS.perAccount + 5; i++) {
      const ok = await validateCoupon(
        db,
        viewer,
        { code, serviceId: world.localServiceId, ...local },
        { ipAddress: "192.0.2.9", now },
      );
      expect(ok.code).toBe(code);
    }
  });
});
