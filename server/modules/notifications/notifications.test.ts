import { notifications } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listMyNotifications, NOTIFICATIONS_PAGE_SIZE, notificationsShown } from "./list-my-notifications";
import { markAllNotificationsRead } from "./mark-all-notifications-read";
import { markNotificationRead, NOTIFICATION_NOT_FOUND } from "./mark-notification-read";

const database = withTestDatabase();

const minute = (n: number) => new Date(Date.UTC(2031, 0, 1) + n * 60_000);

/** `count` notifications for the user, number i created at minute i; the first `read` of them read. */
async function notificationsFor(userId: string, count: number, read = 0) {
  return database.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        title: `Title ${i}`,
        message: `Notification ${i}`,
        link: i % 2 === 0 ? "/client-dashboard/messages" : null,
        read: i < read,
        createdAt: minute(i),
      })),
    )
    .returning();
}

describe("listMyNotifications", () => {
  it("gives the viewer's own, newest first, a page at a time, with the unread count", async () => {
    const me = await insertPerson(database.db);
    const other = await insertPerson(database.db);
    await notificationsFor(me.id, 70, 25);
    await notificationsFor(other.id, 10);
    const viewer = await viewerFor(database.db, me.id);
    const numbers = (list: Awaited<ReturnType<typeof listMyNotifications>>) =>
      list.notifications.map((n) => Number(n.message.split(" ")[1]));
    const descending = (from: number, to: number) => Array.from({ length: from - to }, (_, i) => from - 1 - i);

    const first = await listMyNotifications(database.db, viewer);
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(30);
    expect(numbers(first)).toEqual(descending(70, 40));
    expect(first.hasMore).toBe(true);
    expect(first.unread).toBe(45);
    expect(first.notifications[0]).toMatchObject({
      title: "Title 69",
      link: null,
      read: false,
      createdAt: minute(69),
    });

    expect(first.shown).toBe(30);
    const two = await listMyNotifications(database.db, viewer, { show: "60" });
    expect(numbers(two)).toEqual(descending(70, 10));
    expect(two.hasMore).toBe(true);

    const all = await listMyNotifications(database.db, viewer, { show: 90 });
    expect(numbers(all)).toEqual(descending(70, 0));
    expect(all.hasMore).toBe(false);
    expect(all.notifications.filter((n) => n.read)).toHaveLength(25);
  });

  it("reads ?show= as a whole number of pages, at least one, at most the cap", () => {
    expect([undefined, "", "many", -1, 30].map(notificationsShown)).toEqual([30, 30, 30, 30, 30]);
    expect([31, "60", 89].map(notificationsShown)).toEqual([60, 60, 90]);
    expect(notificationsShown(1e9)).toBe(1500);
  });
});

describe("marking notifications read", () => {
  it("marks one of the viewer's own; again is harmless", async () => {
    const me = await insertPerson(database.db);
    const [first, second] = await notificationsFor(me.id, 2);
    const viewer = await viewerFor(database.db, me.id);
    expect(await markNotificationRead(database.db, viewer, { id: first!.id })).toEqual({ id: first!.id });
    expect(await markNotificationRead(database.db, viewer, { id: first!.id })).toEqual({ id: first!.id });
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.read]))).toEqual({ [first!.id]: true, [second!.id]: false });
  });

  it("answers 404 for someone else's notification, and leaves it unread", async () => {
    const owner = await insertPerson(database.db);
    const intruder = await viewerFor(database.db, (await insertPerson(database.db)).id);
    const [theirs] = await notificationsFor(owner.id, 1);
    for (const id of [theirs!.id, "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", "not-an-id"]) {
      const err = await markNotificationRead(database.db, intruder, { id }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect([(err as AppError).status, (err as AppError).message]).toEqual([404, NOTIFICATION_NOT_FOUND]);
    }
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(row?.read).toBe(false);
  });

  it("marks all of the viewer's unread, and nobody else's", async () => {
    const me = await insertPerson(database.db);
    const other = await insertPerson(database.db);
    await notificationsFor(me.id, 6, 2);
    await notificationsFor(other.id, 3);
    const viewer = await viewerFor(database.db, me.id);
    expect(await markAllNotificationsRead(database.db, viewer)).toEqual({ marked: 4 });
    expect((await listMyNotifications(database.db, viewer)).unread).toBe(0);
    expect((await listMyNotifications(database.db, await viewerFor(database.db, other.id))).unread).toBe(3);
    expect(await markAllNotificationsRead(database.db, viewer)).toEqual({ marked: 0 });
  });
});
