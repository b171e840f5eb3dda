// Sessions written to the therapist's Google Calendar by the push job, against the stand-in Google.
import { calendarConnections, sessions } from "@server/db/schema";
import { cancelMySession, rescheduleMySession } from "@server/modules/sessions";
import { createStaffSession, revertSessionStatus, setSessionStatus } from "@server/modules/staff";
import { accraSlot } from "@tests/support/booking-world";
import { type ConnectedCalendarWorld, openConnectedCalendarWorld } from "@tests/support/calendar-world";
import { insertPerson } from "@tests/support/fixtures";
import { queuedJobs, runQueuedJobs } from "@tests/support/jobs";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUSH_CALENDAR_EVENT_JOB } from "./enqueue-calendar-jobs";
import { pushSessionEvent } from "./push-session-event";
import { eventIdFor } from "./session-events";
import { syncAllCalendarEvents } from "./sync-all-calendar-events";

let world: ConnectedCalendarWorld;
beforeAll(async () => {
  world = await openConnectedCalendarWorld();
});
afterAll(() => world?.close());

const runPushes = () =>
  runQueuedJobs(world.db, PUSH_CALENDAR_EVENT_JOB, (db, payload) => pushSessionEvent(db, world.calendar, payload));
const eventsInCalendar = () => world.fake.events(world.therapist.email);
const sessionRow = async (id: string) => (await world.db.select().from(sessions).where(eq(sessions.id, id)))[0];

async function staffSession(clientId: string, start: Date) {
  const created = await createStaffSession(world.db, world.admin, {
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
    await pushSessionEvent(world.db, world.calendar, { sessionId });
    const mine = eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: "confirmed", start: { dateTime: start.toISOString() } });
    expect(eventIdFor(sessionId)).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(world.fake.callsTo("PUT", eventIdFor(sessionId))).toHaveLength(1);
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
    await pushSessionEvent(world.db, world.calendar, { sessionId });
    expect((await sessionRow(sessionId))?.externalCalendarEventId).toBeNull();
  });

  it("brings the event back when the practice takes its cancellation back", async () => {
    const client = await world.client();
    const { sessionId } = await staffSession(client.userId, accraSlot(12, 10));
    await runPushes();
    await setSessionStatus(world.db, world.therapist, { sessionId, status: "cancelled", reason: "Unwell" });
    await runPushes();
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))).toMatchObject({ status: "cancelled" });
    await revertSessionStatus(world.db, world.therapist, { sessionId });
    expect(await runPushes()).toBe(1);
    const back = eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId));
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ status: "confirmed", start: { dateTime: accraSlot(12, 10).toISOString() } });
  });

  it("updates the event after a 409 (the insert had reached Google before a failure) and on a new status", async () => {
    const client = await world.client();
    const start = accraSlot(8, 9);
    const { sessionId } = await staffSession(client.userId, start);
    world.fake.putEvent(world.therapist.email, { id: eventIdFor(sessionId), summary: "left by an earlier attempt" });
    await runPushes();
    expect(eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId))).toHaveLength(1);
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))?.summary).toMatch(/^Individual Therapy/);

    // A no-show is marked once the session has begun.
    await setSessionStatus(world.db, world.admin, { sessionId, status: "no_show" }, start);
    await runPushes();
    expect(eventsInCalendar().find((e) => e.id === eventIdFor(sessionId))?.summary).toMatch(/\(no-show\)$/);
  });

  it("fails the job when Google fails, so that the engine retries it", async () => {
    const client = await world.client();
    const { sessionId } = await staffSession(client.userId, accraSlot(9, 12));
    world.fake.failNext("POST", "/events", 503);
    await expect(pushSessionEvent(world.db, world.calendar, { sessionId })).rejects.toThrow();
    await pushSessionEvent(world.db, world.calendar, { sessionId });
    expect(eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId))).toHaveLength(1);
  });

  it("queues nothing for a therapist without a connected calendar", async () => {
    const other = await insertPerson(world.db, { role: "therapist" });
    const client = await world.client();
    const before = (await queuedJobs(world.db, PUSH_CALENDAR_EVENT_JOB)).length;
    await createStaffSession(world.db, world.admin, {
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
    const result = await syncAllCalendarEvents(world.db, world.calendar, world.therapist, {});
    expect(result.total).toBeGreaterThanOrEqual(1);
    expect(result).toEqual({ synced: result.total, total: result.total });
    expect(eventsInCalendar().filter((e) => e.id === eventIdFor(sessionId))).toHaveLength(1);
    const [row] = await world.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, world.therapist.userId));
    expect(row?.lastSyncAt).not.toBeNull();
  });

  it("acts only on her own connection", async () => {
    const [row] = await world.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, world.therapist.userId));
    const other = await viewerFor(world.db, (await insertPerson(world.db, { role: "therapist" })).id);
    expect(
      await rejection(syncAllCalendarEvents(world.db, world.calendar, other, { connectionId: row?.id })),
    ).toMatchObject({
      code: "not_found",
    });
    const client = await world.client();
    expect(await rejection(syncAllCalendarEvents(world.db, world.calendar, client, {}))).toMatchObject({
      code: "forbidden",
    });
  });
});
