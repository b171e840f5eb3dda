import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { requireClientAccess } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import {
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE_SIZE,
} from "@server/modules/notifications";
import { toNotificationsView } from "~/features/client-portal/notifications/notification-view";
import { NotificationsLoadError, NotificationsTab } from "~/features/client-portal/notifications/notifications-tab";
import { failure, readForm } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.notifications";

export const meta = portalTabMeta("Notifications", "What is new in your portal.");

/** The notifications tab: the viewer's own, the latest page (`?show=` for more). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const url = new URL(request.url);
  try {
    const list = await listMyNotifications(await getDb(), viewer, { show: url.searchParams.get("show") });
    const base = url.pathname.startsWith("/client-portal") ? "/client-portal" : "/client-dashboard";
    return toNotificationsView(list, viewer.timezone, base, NOTIFICATIONS_PAGE_SIZE);
  } catch (err) {
    logger.error("loading notifications failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response("Notifications could not be loaded", { status: 503, statusText: "Service Unavailable" });
  }
}

/** intent "mark-read" (id) or "mark-all-read". */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = await readForm(request);
  try {
    const db = await getDb();
    if (form.intent === "mark-read") await markNotificationRead(db, viewer, form);
    else if (form.intent === "mark-all-read") await markAllNotificationsRead(db, viewer);
    else throw new AppError("bad_request", "Unknown action");
    return { ok: true as const };
  } catch (err) {
    return failure(err, "Your notifications could not be updated just now. Please try again.");
  }
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  return <NotificationsTab view={loaderData} />;
}

export function ErrorBoundary() {
  return <NotificationsLoadError />;
}
