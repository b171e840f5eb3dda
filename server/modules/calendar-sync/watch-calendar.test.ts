// Google's push notifications: a channel watching the therapist's calendar when the site is on
// https, renewed before it ends, and a notification accepted only with the channel's own token.
import { calendarConnections } from "@server/db/schema";
import { REFRESH_CALENDAR_BUSY_JOB } from "@server/jobs/queues";
import { type BookingWorld, openBookingWorld } from "@tests/support/booking-world";
import { calendarDepsFor, connectGoogle } from "@tests/support/calendar-world";
import { type FakeGoogle, startFakeGoogle } from "@tests/support/fake-google";
import { queuedJobs } from "@tests/support/jobs";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarDeps } from "./calendar-deps";
import { handleCalendarNotification } from "./handle-calendar-notification";
import { refreshBusyTimes } from "./refresh-busy-times";
import { CHANNEL_TOKEN_PURPOSE, keepWatching, pollCalendars, WATCHED_REFRESH_MS } from "./watch-calendar";

const NOTIFICATIONS = "https://practice.example/api/google-calendar/notifications";
const DAY = 86_400_000;

let world: BookingWorld;
let fake: FakeGoogle;
let deps: CalendarDeps;
let connectionId: string;

beforeAll(async () => {
  world = await openBookingWorld();
  fake = await startFakeGoogle();
  deps = { ...calendarDepsFor(fake), notificationsUrl: NOTIFICATIONS };
  await connectGoogle(world.db, deps, await viewerFor(world.db, world.therapistId));
  const [row] = await world.db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, world.therapistId));
  connectionId = row?.id ?? "";
});
afterAll(async () => {
  await fake?.close();
  await world?.close();
});

const connection = async () => {
  const [row] = await world.db.select().from(calendarConnections).where(eq(calendarConnections.id, connectionId));
  if (!row) throw new Error("no connection");
  return row;
};
const refreshesQueued = async () =>
  (await queuedJobs(world.db, REFRESH_CALENDAR_BUSY_JOB)).filter(
    (job) => job.data.connectionId === connectionId && job.state === "created",
  ).length;

describe("watching a calendar", () => {
  it("asks Google to notify the site's https address, with a token signed for the channel", async () => {
    await keepWatching(world.db, deps, connectionId);
    const [watch] = fake.callsTo("POST", "/events/watch");
    const body = watch?.body as { id: string; address: string; token: string; type: string };
    expect(body).toMatchObject({ type: "web_hook", address: NOTIFICATIONS });
    expect(deps.box.verify(CHANNEL_TOKEN_PURPOSE, body.id, body.token)).toBe(true);
    const row = await connection();
    expect(row.channelId).toBe(body.id);
    expect(row.channelResourceId).toMatch(/^resource-/);
    expect(row.channelExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    // A channel with days to go is kept; the poll leaves its calendar to the notifications, but
    // reads it again half an hour after its last read all the same.
    await keepWatching(world.db, deps, connectionId);
    expect(fake.callsTo("POST", "/events/watch")).toHaveLength(1);
    const now = new Date();
    await refreshBusyTimes(world.db, deps, connectionId, now);
    expect(await pollCalendars(world.db, new Date(now.getTime() + WATCHED_REFRESH_MS - 60_000))).toBe(0);
    expect(await pollCalendars(world.db, new Date(now.getTime() + WATCHED_REFRESH_MS + 60_000))).toBe(1);
  });

  it("reads the calendar again on a notification with the channel's token, and on nothing else", async () => {
    const row = await connection();
    const headers = { channelId: row.channelId, resourceId: row.channelResourceId, token: null as string | null };
    const before = await refreshesQueued();

    expect(await handleCalendarNotification(world.db, deps, { ...headers, token: "forged" })).toBe(false);
    expect(
      await handleCalendarNotification(world.db, deps, {
        ...headers,
        channelId: "another-channel",
        token: deps.box.sign(CHANNEL_TOKEN_PURPOSE, "another-channel"),
      }),
    ).toBe(false);
    const signed = deps.box.sign(CHANNEL_TOKEN_PURPOSE, row.channelId!);
    expect(
      await handleCalendarNotification(world.db, deps, { ...headers, resourceId: "resource-other", token: signed }),
    ).toBe(false);
    expect(await refreshesQueued()).toBe(before);

    expect(await handleCalendarNotification(world.db, deps, { ...headers, token: signed })).toBe(true);
    expect(await refreshesQueued()).toBe(Math.max(before, 1));
  });

  it("renews a channel a day before it ends and stops the old one; the poll covers it meanwhile", async () => {
    const old = await connection();
    const soon = new Date(old.channelExpiresAt!.getTime() - DAY / 2);
    await refreshBusyTimes(world.db, deps, connectionId, soon);
    expect(await pollCalendars(world.db, soon)).toBe(1);

    await keepWatching(world.db, deps, connectionId, soon);
    const renewed = await connection();
    expect(renewed.channelId).not.toBe(old.channelId);
    expect(fake.callsTo("POST", "/events/watch")).toHaveLength(2);
    const [stop] = fake.callsTo("POST", "/channels/stop");
    expect(stop?.body).toMatchObject({ id: old.channelId, resourceId: old.channelResourceId });
  });
});
