// A full event's waiting list is for those without a place: whoever holds or has one there is
// refused, even when everyone asks at once, and whoever takes a place leaves the list.

import { EVENT_MESSAGES } from "@domain/events";
import { eventWaitlist } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { testEngine } from "@tests/support/database";
import { insertEvent } from "@tests/support/fixtures";
import { insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expireEventHold } from "./expire-event-hold";
import { registerForEvent } from "./register-for-event";
import { joinWaitingList } from "./waiting-list";

// On PostgreSQL the 50 joins run truly at once on a pool of 20 connections; PGlite runs one
// transaction at a time and checks the same outcome without the race.
const ctx = usePaymentsWorld({ poolSize: 20 });
const DAY = 86_400_000;

const insertWorkshop = (capacity: number) =>
  insertEvent(ctx.world.db, {
    status: "published",
    startDate: new Date(Date.now() + 40 * DAY),
    endDate: null,
    capacity,
    priceLocal: 30_000,
    priceInternational: 4_000,
    allowDeposit: true,
    depositPercentage: 25,
  });

const listed = async (eventId: string) =>
  (
    await ctx.world.db
      .select({ userId: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, eventId))
      .orderBy(asc(eventWaitlist.createdAt))
  ).map((row) => row.userId);

const client = (region: "local" | "international") => insertViewer(ctx.world.db, { region });

describe("joining the waiting list", () => {
  it("is refused to whoever holds or has a place, whatever its payment; allowed again once it is gone", async () => {
    const { world } = ctx;
    const event = await insertWorkshop(4);
    const admin = await insertViewer(world.db, { role: "admin" });
    const join = (viewer: Viewer) => joinWaitingList(world.db, viewer, { event_id: event.id });

    const awaitingTransfer = await client("international");
    await registerForEvent(world.deps, awaitingTransfer, { event_id: event.id });
    const awaitingPaystack = await client("local");
    const paystack = await registerForEvent(world.deps, awaitingPaystack, { event_id: event.id });
    const depositPaid = await client("international");
    const deposit = await registerForEvent(world.deps, depositPaid, { event_id: event.id, pay_deposit: "on" });
    await markTransferReceived(world.db, admin, { reference: deposit.reference });
    const paidInFull = await client("international");
    const full = await registerForEvent(world.deps, paidInFull, { event_id: event.id });
    await markTransferReceived(world.db, admin, { reference: full.reference });

    for (const holder of [awaitingTransfer, awaitingPaystack, depositPaid, paidInFull]) {
      expect(await rejection(join(holder))).toMatchObject({ code: "conflict", message: EVENT_MESSAGES.placeHeld });
    }
    const stranger = await client("local");
    expect(await join(stranger)).toEqual({ position: 1 });

    // Her Paystack place ran out unpaid and someone else took it: now she may wait like anyone.
    await expireEventHold(world.db, { registrationId: paystack.registrationId }, new Date(Date.now() + 31 * 60_000));
    await registerForEvent(world.deps, await client("international"), { event_id: event.id });
    expect(await join(awaitingPaystack)).toEqual({ position: 2 });
    expect(await listed(event.id)).toEqual([stranger.userId, awaitingPaystack.userId]);
  });

  it(`of 50 people joining a full event's list at once, its 3 place holders are refused (${testEngine()})`, async () => {
    const { world } = ctx;
    const event = await insertWorkshop(3);
    const holders: Viewer[] = [];
    for (let i = 0; i < 3; i++) {
      const holder = await client("international");
      await registerForEvent(world.deps, holder, { event_id: event.id });
      holders.push(holder);
    }
    const others: Viewer[] = [];
    for (let i = 0; i < 47; i++) others.push(await client("local"));

    const everyone = [...others.slice(0, 20), ...holders, ...others.slice(20)];
    const results = await Promise.allSettled(
      everyone.map((viewer) => joinWaitingList(world.db, viewer, { event_id: event.id })),
    );
    const refused = everyone.filter((_, i) => results[i]?.status === "rejected");
    for (const r of results) if (r.status === "rejected" && !isAppError(r.reason)) throw r.reason;
    expect(refused.map((v) => v.userId).sort()).toEqual(holders.map((v) => v.userId).sort());
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason.message).toBe(EVENT_MESSAGES.placeHeld);
    }
    const positions = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.position] : []));
    expect(new Set(positions).size).toBe(47);
    expect((await listed(event.id)).sort()).toEqual(others.map((v) => v.userId).sort());
  });
});

describe("taking a place", () => {
  it("takes her off the waiting list, and those after her move up", async () => {
    const { world } = ctx;
    const event = await insertWorkshop(1);
    const holder = await client("local");
    const held = await registerForEvent(world.deps, holder, { event_id: event.id });
    const [first, second, third] = [await client("local"), await client("local"), await client("local")];
    for (const viewer of [first!, second!]) await joinWaitingList(world.db, viewer, { event_id: event.id });

    await expireEventHold(world.db, { registrationId: held.registrationId }, new Date(Date.now() + 31 * 60_000));
    await registerForEvent(world.deps, first!, { event_id: event.id });
    expect(await listed(event.id)).toEqual([second!.userId]);
    expect(await joinWaitingList(world.db, third!, { event_id: event.id })).toEqual({ position: 2 });
    expect(await rejection(joinWaitingList(world.db, first!, { event_id: event.id }))).toMatchObject({
      message: EVENT_MESSAGES.placeHeld,
    });
  });
});
