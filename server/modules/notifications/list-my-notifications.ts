import type { Executor } from "@server/db/client";
import { notifications } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { and, count, desc, eq, inArray } from "drizzle-orm";

/** The portal shows the latest page; "Show more" asks for one more page each time. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** However often "Show more" is pressed, one request reads at most this many. */
const NOTIFICATIONS_MAX_SHOWN = 1500;

/** How many to show for a `?show=` value: a whole number of pages, at least one, at most the cap. */
export function notificationsShown(raw: unknown): number {
  const wanted = Number(raw);
  if (!Number.isFinite(wanted) || wanted <= NOTIFICATIONS_PAGE_SIZE) return NOTIFICATIONS_PAGE_SIZE;
  return Math.min(Math.ceil(wanted / NOTIFICATIONS_PAGE_SIZE) * NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_SHOWN);
}

export interface MyNotification {
  id: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: Date;
}

/** What a notification shows: the columns of `MyNotification`. */
const SHOWN_COLUMNS = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

export interface MyNotifications {
  /** Newest first. */
  notifications: MyNotification[];
  /** Whether there are older ones than the last here. */
  hasMore: boolean;
  /** How many were asked for (a whole number of pages). */
  shown: number;
  /** All of the viewer's unread notifications, shown or not. */
  unread: number;
}

/**
 * The viewer's own notifications, newest first, the latest `show` of them (spec 001 §7), read off
 * the (user_id, created_at) index; the unread count comes from the partial index of unread ones.
 */
export async function listMyNotifications(
  db: Executor,
  viewer: Viewer,
  options: { show?: unknown } = {},
): Promise<MyNotifications> {
  const shown = notificationsShown(options.show);
  const mine = eq(notifications.userId, viewer.userId);
  const [rows, [unread]] = await Promise.all([
    db
      .select(SHOWN_COLUMNS)
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(shown + 1),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.read, false))),
  ]);
  return {
    notifications: rows.slice(0, shown),
    hasMore: rows.length > shown,
    shown,
    unread: Number(unread?.n ?? 0),
  };
}

/** The viewer's unread notifications with one of these titles (the alerts a dashboard keeps in view), newest first. */
export async function listMyUnreadTitled(
  db: Executor,
  viewer: Viewer,
  titles: readonly string[],
  limit = 20,
): Promise<MyNotification[]> {
  if (titles.length === 0) return [];
  return db
    .select(SHOWN_COLUMNS)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, viewer.userId),
        eq(notifications.read, false),
        inArray(notifications.title, [...titles]),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}
