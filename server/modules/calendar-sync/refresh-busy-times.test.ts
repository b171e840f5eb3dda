// Busy times read from the therapist's Google Calendar block her client slots.
import { SLOT_TAKEN } from "@domain/booking-messages";
import { calendarBusyTimes, calendarConnections } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { createBooking, getAvailableSlots } from "@server/modules/booking";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { calendarDepsFor, connectGoogle } from "@tests/support/calendar-world";
import { type FakeGoogle, startFakeGoogle } from "@tests/support/fake-google";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarDeps } from "./calendar-deps";
import { refreshBusyTimes } from "./refresh-busy-times";
import { eventIdFor } from "./session-events";

let world: BookingWorld;
let fake: FakeGoogle;
let deps: CalendarDeps;
let therapist: Viewer;
let connectionId: string;

beforeAll(async () => {
  world = await openBookingWorld();
  fake = await startFakeGoogle();
  deps = calendarDepsFor(fake);
  therapist = await viewerFor(world.db, world.therapistId);
  await connectGoogle(world.db, deps, therapist);
  const [row] = await world.db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, therapist.userId));
  connectionId = row?.id ?? "";
});
afterAll(async () => {
  await fake?.close();
  await world?.close();
});

const local = { region: "local", currency: "GHS" } as const;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const hourEvent = (id: string, start: Date, extra: Record<string, unknown> = {}) => ({
  id,
  start: { dateTime: start.toISOString() },
  end: { dateTime: new Date(start.getTime() + 3_600_000).toISOString() },
  ...extra,
});
const refresh = () => refreshBusyTimes(world.db, deps, connectionId);
const busyIds = async () =>
  (await world.db.select().from(calendarBusyTimes).where(eq(calendarBusyTimes.connectionId, connectionId)))
    .map((b) => b.externalEventId)
    .sort();
async function freeHours(client: Viewer, day: Date) {
  const { slots } = await getAvailableSlots(world.db, client, {
    serviceId: world.localServiceId,
    day: dayOf(day),
    ...local,
  });
  return slots.filter((s) => s.available).map((s) => s.start.getUTCHours());
}

describe("busy times from Google Calendar", () => {
  it("take a client slot away after one refresh, and a booking of it is refused", async () => {
    const client = await world.client();
    expect(await freeHours(client, accraSlot(4, 0))).toContain(11);
    fake.putEvent(therapist.email, hourEvent("dentist", accraSlot(4, 11)));
    expect(await refresh()).toEqual({ full: true, busy: 1 });
    expect(await freeHours(client, accraSlot(4, 0))).not.toContain(11);
    expect(await freeHours(client, accraSlot(4, 0))).toContain(12);
    const refused = await rejection(
      createBooking(world.deps, client, bookingRequest(world.localServiceId, accraSlot(4, 11))),
    );
    expect([refused.code, refused.message]).toEqual(["conflict", SLOT_TAKEN]);
  });

  it("ignore free, cancelled and all-day-free events and the practice's own sessions", async () => {
    fake.putEvent(therapist.email, hourEvent("lunch-free", accraSlot(5, 9), { transparency: "transparent" }));
    fake.putEvent(therapist.email, hourEvent("called-off", accraSlot(5, 10), { status: "cancelled" }));
    fake.putEvent(therapist.email, {
      id: "birthday",
      start: { date: dayOf(accraSlot(5, 0)) },
      end: { date: dayOf(accraSlot(6, 0)) },
      transparency: "transparent",
    });
    fake.putEvent(therapist.email, hourEvent(eventIdFor("6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b"), accraSlot(5, 12)));
    fake.putEvent(
      therapist.email,
      hourEvent("ours-by-property", accraSlot(5, 13), {
        extendedProperties: { private: { practiceSessionId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6c" } },
      }),
    );
    expect(await refresh()).toMatchObject({ full: false });
    expect(await busyIds()).toEqual(["dentist"]);
    const client = await world.client();
    expect(await freeHours(client, accraSlot(5, 0))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it("read only what changed, with the sync token: a deleted event frees its slot", async () => {
    fake.putEvent(therapist.email, hourEvent("dentist", accraSlot(4, 11), { status: "cancelled" }));
    fake.putEvent(therapist.email, hourEvent("school-run", accraSlot(6, 15)));
    expect(await refresh()).toEqual({ full: false, busy: 1 });
    const lists = fake.callsTo("GET", "/events");
    expect(lists.at(-1)?.query.syncToken).toMatch(/^sync-/);
    expect(await busyIds()).toEqual(["school-run"]);
  });

  it("read everything again after 410 Gone, replacing her rows", async () => {
    await world.db.insert(calendarBusyTimes).values({
      connectionId,
      therapistId: therapist.userId,
      externalEventId: "stale-row",
      startsAt: accraSlot(7, 9),
      endsAt: accraSlot(7, 10),
    });
    fake.putEvent(therapist.email, hourEvent("board-meeting", accraSlot(7, 13)));
    fake.forgetSyncTokens();
    expect(await refresh()).toEqual({ full: true, busy: 2 });
    expect(fake.callsTo("GET", "/events").at(-1)?.query.syncToken).toBeUndefined();
    expect(await busyIds()).toEqual(["board-meeting", "school-run"]);
  });
});
