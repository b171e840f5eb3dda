// Sessions written to the therapist's Google Calendar by the push job, against the stand-in Google.
import { calendarConnections, sessions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { cancelMySession, rescheduleMySession } from "@server/modules/sessions";
import { createStaffSession, revertSessionStatus, setSessionStatus } from "@server/modules/staff";
import { accraSlot, type BookingWorld, openBookingWorld } from "@tests/support/booking-world";
import { calendarDepsFor, connectGoogle } from "@tests/support/calendar-world";
import { type FakeGoogle, startFakeGoogle } from "@tests/support/fake-google";
import { insertPerson } from "@tests/support/fixtures";
import { queuedJobs, runQueuedJobs } from "@tests/support/jobs";
import { insertViewer, rejection, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarDeps } from "./calendar-deps";
import { PUSH_CALENDAR_EVENT_JOB } from "./enqueue-calendar-jobs";
import { pushSessionEvent } from "./push-session-event";
import { eventIdFor } from "./session-events";
import { syncAllCalendarEvents } from "./sync-all-calendar-events";

let world: BookingWorld;
let fake: FakeGoogle;
let deps: CalendarDeps;
let therapist: Viewer;
let admin: Viewer;

beforeAll(async () => {
  world = await openBookingWorld();
  fake = await startFakeGoogle();
  deps = calendarDepsFor(fake);
  therapist = await viewerFor(world.db, world.therapistId);
  admin = await insertViewer(world.db, { role: "admin" });
  await connectGoogle(world.db, deps, therapist);
});
afterAll(async () => {
  await fake?.close();
  await world?.close();
});

const runPushes = () =>
  runQueuedJobs(world.db, PUSH_CALENDAR_EVENT_JOB, (db, payload) => pushSessionEvent(db, deps, payload));
const eventsInCalendar = () => fake.events(therapist.email);
const sessionRow = async (id: string) => (await world.db.select().from(sessions).where(eq(sessions.id, id)))[0];

async function staffSession(clientId: string, start: Date) {
  const created = await createStaffSession(world.db, admin, {
    clientId,
    therapistId: world.therapistId,
    start: start.toISOString(),
    durationMinutes: "50",
    sessionType: "individual_therapy",
  });
  return { sessionId: created.id };
}

describe("pushing sessions to Google Calendar", () => {
  it("writes a new session under its own id, once however often the job runs", async () => {
    const client = await world.client();
    const start = accraSlot(5, 10);
    const { sessionId } = await staffSession(client.userId, start);
    expect((await queuedJobs(world.db, PUSH_CALENDAR_EVENT_JOB)).map((j) => j.data)).toContainEqual({ sessionId });
    expect(await runPushes()).toBe(1);
    // A retry of a job that had reached Google: same id, so an update, not a second event.
    await pushSessionEvent(world.db, deps, { sessionId });
    const mine = eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: "confirmed", start: { dateTime: start.toISOString() } });
    expect(eventIdFor(sessionId)).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(fake.callsTo("PUT", eventIdFor(sessionId))).toHaveLength(1);
    expect((await sessionRow(sessionId))?.externalCalendarEventId).toBe(eventIdFor(sessionId));
  });

  it("updates the event when the client moves the session and deletes it when she cancels", async () => {
    const client = await world.client();
    const { sessionId } = await staffSession(client.userId, accraSlot(6, 11));
    await runPushes();
    const to = accraSlot(7, 14);
    await rescheduleMySession(world.db, client, { sessionId, start: to.toISOString() });
    expect(await runPushes()).toBe(1);
    const moved = eventsInCalendar().find((e) => e.id === eventIdFor(sessionId));
    expect(moved).toMatchObject({ status: "confirmed", start: { dateTime: to.toISOString() } });

    await cancelMySession(world.db, client, { sessionId });
    expect(await runPushes()).toBe(1);
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))).toMatchObject({ status: "cancelled" });
    // A retry after the delete went through: already gone is done, not a failure.
    await pushSessionEvent(world.db, deps, { sessionId });
    expect((await sessionRow(sessionId))?.externalCalendarEventId).toBeNull();
  });

  it("brings the event back when the practice takes its cancellation back", async () => {
    const client = await world.client();
    const { sessionId } = await staffSession(client.userId, accraSlot(12, 10));
    await runPushes();
    await setSessionStatus(world.db, therapist, { sessionId, status: "cancelled", reason: "Unwell" });
    await runPushes();
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))).toMatchObject({ status: "cancelled" });
    await revertSessionStatus(world.db, therapist, { sessionId });
    expect(await runPushes()).toBe(1);
    const back = eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId));
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ status: "confirmed", start: { dateTime: accraSlot(12, 10).toISOString() } });
  });

  it("updates the event after a 409 (the insert had reached Google before a failure) and on a new status", async () => {
    const client = await world.client();
    const start = accraSlot(8, 9);
    const { sessionId } = await staffSession(client.userId, start);
    fake.putEvent(therapist.email, { id: eventIdFor(sessionId), summary: "left by an earlier attempt" });
    await runPushes();
    expect(eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId))).toHaveLength(1);
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))?.summary).toMatch(/^Individual Therapy/);

    // A no-show is marked once the session has begun.
    await setSessionStatus(world.db, admin, { sessionId, status: "no_show" }, start);
    await runPushes();
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))?.summary).toMatch(/\(no-show\)$/);
  });

  it("fails the job when Google fails, so that the engine retries it", async () => {
    const client = await world.client();
    const { sessionId } = await staffSession(client.userId, accraSlot(9, 12));
    fake.failNext("POST", "/events", 503);
    await expect(pushSessionEvent(world.db, deps, { sessionId })).rejects.toThrow();
    await pushSessionEvent(world.db, deps, { sessionId });
    expect(eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId))).toHaveLength(1);
  });

  it("queues nothing for a therapist without a connected calendar", async () => {
    const other = await insertPerson(world.db, { role: "therapist" });
    const client = await world.client();
    const before = (await queuedJobs(world.db, PUSH_CALENDAR_EVENT_JOB)).length;
    await createStaffSession(world.db, admin, {
      clientId: client.userId,
      therapistId: other.id,
      start: accraSlot(10, 10).toISOString(),
      durationMinutes: "50",
    });
    expect((await queuedJobs(world.db, PUSH_CALENDAR_EVENT_JOB)).length).toBe(before);
  });
});

describe("Sync now", () => {
  it("writes every upcoming session and records the sync", async () => {
    const client = await world.client();
    const { sessionId } = await staffSession(client.userId, accraSlot(11, 15));
    const result = await syncAllCalendarEvents(world.db, deps, therapist, {});
    expect(result.total).toBeGreaterThanOrEqual(1);
    expect(result).toEqual({ synced: result.total, total: result.total });
    expect(eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId))).toHaveLength(1);
    const [row] = await world.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, therapist.userId));
    expect(row?.lastSyncAt).not.toBeNull();
  });

  it("acts only on her own connection", async () => {
    const [row] = await world.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, therapist.userId));
    const other = await viewerFor(world.db, (await insertPerson(world.db, { role: "therapist" })).id);
    expect(await rejection(syncAllCalendarEvents(world.db, deps, other, { connectionId: row?.id }))).toMatchObject({
      code: "not_found",
    });
    const client = await world.client();
    expect(await rejection(syncAllCalendarEvents(world.db, deps, client, {}))).toMatchObject({ code: "forbidden" });
  });
});
