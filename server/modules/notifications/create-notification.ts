import type { LiveTopic } from "../../../domain/live-updates";
import type { Executor } from "../../db/client";
import { param, preparedQuery } from "../../db/prepared";
import { notifications } from "../../db/schema";
import { publishLive } from "../../realtime/live-updates";

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  /** Where it leads in the portal, if anywhere. */
  link?: string | null;
}

const insertNotification = preparedQuery("insert_notification", (db) =>
  db
    .insert(notifications)
    .values({ userId: param("userId"), title: param("title"), message: param("message"), link: param("link") }),
);

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
  await insertNotification(tx).execute({ ...notification, link: notification.link ?? null });
  await publishLive(tx, [notification.userId], ["notifications", ...alsoChanged]);
}
