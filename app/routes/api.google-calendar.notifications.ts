import { getDb } from "@server/db";
import { calendarDeps, handleCalendarNotification } from "@server/modules/calendar-sync";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.google-calendar.notifications";

/**
 * Google's push notifications for a watched calendar: the headers name the channel; its busy
 * times are read again by a job. An unknown or forged channel gets 404 (Google then stops).
 */
export async function action({ request }: Route.ActionArgs) {
  const db = await getDb();
  const accepted = await handleCalendarNotification(db, calendarDeps(), {
    channelId: request.headers.get("x-goog-channel-id"),
    resourceId: request.headers.get("x-goog-resource-id"),
    token: request.headers.get("x-goog-channel-token"),
  });
  return new Response(null, { status: accepted ? 200 : 404 });
}

export const loader = postOnly;
