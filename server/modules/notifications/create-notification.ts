import type { LiveTopic } from "@domain/live-updates";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { notifications, userRoles } from "@server/db/schema";
import { liveNotice, notifyLive } from "@server/realtime/live-updates";
import { eq } from "drizzle-orm";

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  /** Where it leads in the portal, if anywhere. */
  link?: string | null;
}

/** The notification and the live notice about it, in one statement (one round trip). */
const insertNotification = preparedQuery("insert_notification", (db) => {
  const inserted = db.$with("inserted").as(
    db
      .insert(notifications)
      .values({ userId: param("userId"), title: param("title"), message: param("message"), link: param("link") })
      .returning({ id: notifications.id }),
  );
  return db
    .with(inserted)
    .select({ notified: notifyLive(param("notice")) })
    .from(inserted);
});

/**
 * Records a notification inside the caller's transaction and tells the person's open pages once
 * it commits: their notifications reload, and so does `alsoChanged` (e.g. "sessions" when a
 * booking is confirmed) so the page shows what the notification is about.
 */
export async function createNotification(
  tx: Executor,
  notification: NewNotification,
  alsoChanged: readonly LiveTopic[] = [],
): Promise<void> {
  const notice = liveNotice([notification.userId], ["notifications", ...alsoChanged]);
  await insertNotification(tx).execute({ ...notification, link: notification.link ?? null, notice });
}

/** The same notification for every admin of the practice, in the caller's transaction. */
export async function notifyAdmins(tx: Executor, notification: Omit<NewNotification, "userId">): Promise<void> {
  const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  for (const admin of admins) await createNotification(tx, { ...notification, userId: admin.id });
}
