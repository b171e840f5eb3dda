// An event's capacity holds in the database: the last place goes once however many ask for it at
// the same moment, a hold that runs out frees its place, and the waiting list hears of it.

import { EVENT_MESSAGES } from "@domain/events";
import { TOO_MANY_UNPAID_PLACES } from "@domain/unpaid-holds";
import { emailOutbox, eventRegistrations, events, eventWaitlist, paymentTransactions } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import { markTransferReceived } from "@server/modules/checkout";
import { testEngine } from "@tests/support/database";
import { insertEvent } from "@tests/support/fixtures";
import { queuedJobs } from "@tests/support/jobs";
import { insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { and, eq, ilike } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXPIRE_EVENT_HOLD_JOB, expireEventHold } from "./expire-event-hold";
import { registerForEvent } from "./register-for-event";
import { joinWaitingList, PLACE_OPEN_SUBJECT } from "./waiting-list";

// On PostgreSQL the 50 registrations run truly at once on a pool of 20 connections; PGlite runs
// one transaction at a time and checks the same outcome without the race.
const ctx = usePaymentsWorld({ poolSize: 20 });
const DAY = 86_400_000;

const insertWorkshop = (capacity: number) =>
  insertEvent(ctx.world.db, {
    status: "published",
    startDate: new Date(Date.now() + 20 * DAY),
    endDate: null,
    capacity,
    priceLocal: 30_000,
    priceInternational: 4_000,
  });

const seatsOf = async (id: string) =>
  (await ctx.world.db.select({ seats: events.seatsTaken }).from(events).where(eq(events.id, id)))[0]?.seats;

describe(`the last place (${testEngine()})`, () => {
  it("of 50 people registering for the last place at once, exactly one gets it; 49 are told it is full", async () => {
    const { world } = ctx;
    const event = await insertWorkshop(3);
    // Two places already taken, by transfer holds.
    for (let i = 0; i < 2; i++) {
      await registerForEvent(world.deps, await insertViewer(world.db, { region: "international" }), {
        event_id: event.id,
      });
    }
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await insertViewer(world.db, { region: "international" }));
    const results = await Promise.allSettled(
      people.map((v) => registerForEvent(world.deps, v, { event_id: event.id })),
    );
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    for (const reason of refused) if (!isAppError(reason)) throw reason;
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((r) => r.message))).toEqual(new Set([EVENT_MESSAGES.full]));
    expect(await seatsOf(event.id)).toBe(3);
    const holding = await world.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "pending_payment")));
    expect(holding).toHaveLength(3);
    // Nothing half-written: one payment per place held.
    const payments = await world.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.purpose, "event_registration"));
    expect(payments.filter((p) => holding.some((h) => h.paymentReference === p.reference))).toHaveLength(3);
    expect(payments.filter((p) => (p.details as { eventId?: string }).eventId === event.id)).toHaveLength(3);
  });
});

describe(`one client's places awaiting payment (${testEngine()})`, () => {
  it("stay at three: of 6 registrations by transfer at once, for 6 events, 3 are held and 3 refused", async () => {
    const { world } = ctx;
    const viewer = await insertViewer(world.db, { region: "international" });
    const workshops = [];
    for (let i = 0; i < 6; i++) workshops.push(await insertWorkshop(10));
    const results = await Promise.allSettled(
      workshops.map((event) => registerForEvent(world.deps, viewer, { event_id: event.id })),
    );
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    for (const reason of refused) if (!isAppError(reason)) throw reason;
    expect(refused.map((r) => r.message)).toEqual(Array(3).fill(TOO_MANY_UNPAID_PLACES));
    const holding = await world.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, viewer.userId));
    expect(holding).toHaveLength(3);
    const seats = await Promise.all(workshops.map((event) => seatsOf(event.id)));
    expect(seats.reduce((sum, n) => sum! + n!, 0)).toBe(3);
  });
});

describe("a hold that runs out", () => {
  it("frees the place, cancels the awaited payment, tells the registrant and the first on the waiting list", async () => {
    const { world } = ctx;
    const event = await insertWorkshop(1);
    const holder = await insertViewer(world.db, { region: "local" });
    const held = await registerForEvent(world.deps, holder, { event_id: event.id });
    const [job] = (await queuedJobs(world.db, EXPIRE_EVENT_HOLD_JOB)).filter(
      (j) => j.data.registrationId === held.registrationId,
    );
    expect(job?.startAfter.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const first = await insertViewer(world.db, { region: "local" });
    const second = await insertViewer(world.db, { region: "local" });
    expect(await joinWaitingList(world.db, first, { event_id: event.id })).toEqual({ position: 1 });
    expect(await joinWaitingList(world.db, second, { event_id: event.id })).toEqual({ position: 2 });
    expect(await rejection(joinWaitingList(world.db, first, { event_id: event.id }))).toMatchObject({
      message: EVENT_MESSAGES.alreadyWaitlisted,
    });

    // Too early: nothing happens.
    await expireEventHold(world.db, { registrationId: held.registrationId }, new Date());
    expect(await seatsOf(event.id)).toBe(1);

    await expireEventHold(world.db, { registrationId: held.registrationId }, new Date(Date.now() + 31 * 60_000));
    const [registration] = await world.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, held.registrationId));
    expect(registration).toMatchObject({ status: "expired", holdExpiresAt: null });
    expect(await seatsOf(event.id)).toBe(0);
    const [payment] = await world.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, held.reference));
    expect(payment?.status).toBe("cancelled");

    const mail = async (to: string, subject: string) =>
      world.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), ilike(emailOutbox.subject, `%${subject}%`)));
    expect(await mail(holder.email, "was released")).toHaveLength(1);
    expect(await mail(first.email, PLACE_OPEN_SUBJECT)).toHaveLength(1);
    expect(await mail(second.email, PLACE_OPEN_SUBJECT)).toHaveLength(0);
    const [told] = await world.db.select().from(eventWaitlist).where(eq(eventWaitlist.userId, first.userId));
    expect(told?.notifiedAt).not.toBeNull();

    // Running again changes nothing; the freed place can be taken.
    await expireEventHold(world.db, { registrationId: held.registrationId }, new Date(Date.now() + 32 * 60_000));
    expect(await mail(holder.email, "was released")).toHaveLength(1);
    await registerForEvent(world.deps, second, { event_id: event.id });
    expect(await seatsOf(event.id)).toBe(1);
  });

  it("leaves a place paid before its hold ran out alone", async () => {
    const { world } = ctx;
    const event = await insertWorkshop(2);
    const viewer = await insertViewer(world.db, { region: "international" });
    const held = await registerForEvent(world.deps, viewer, { event_id: event.id });
    const admin = await insertViewer(world.db, { role: "admin" });
    await markTransferReceived(world.db, admin, { reference: held.reference });
    await expireEventHold(world.db, { registrationId: held.registrationId }, new Date(Date.now() + 4 * DAY));
    const [registration] = await world.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, held.registrationId));
    expect(registration).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await seatsOf(event.id)).toBe(1);
  });
});
