import type { Flash } from "@domain/flash";
import { sessionWhen } from "@domain/session-time";
import { getDb } from "@server/db";
import { redirectWithFlash } from "@server/http/role-guards";
import { AppError, isAppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import type { Viewer } from "@server/modules/accounts";
import {
  calendarDeps,
  disconnectCalendar,
  getMyCalendarConnection,
  startCalendarConnect,
  syncAllCalendarEvents,
} from "@server/modules/calendar-sync";
import { redirect } from "react-router";
import { failure, readForm } from "~/lib/action-result";

/** The tab's own connection, its last sync written in the viewer's zone. */
export async function loadMyCalendar(viewer: Viewer) {
  const db = await getDb();
  const mine = await getMyCalendarConnection(db, calendarDeps(), viewer);
  return { ...mine, lastSyncLabel: syncLabel(mine.lastSyncAt, viewer.timezone) };
}

export const syncLabel = (at: string | null, zone: string) => (at ? sessionWhen(new Date(at), zone).text : null);

const failed = (title: string, err: unknown, fallback: string): Flash => {
  if (!isAppError(err)) logger.error("calendar action failed", errorFields(err));
  return { title, description: isAppError(err) ? err.message : fallback, variant: "error" };
};

/**
 * The tab's three forms, plain posts that answer with a redirect: "connect" sends the browser
 * to Google's consent page; "sync" and "disconnect" come back to the tab with their toast.
 */
export async function calendarTabAction(viewer: Viewer, request: Request, tabPath: string) {
  const form = await readForm(request);
  const db = await getDb();
  const deps = calendarDeps();
  switch (form.intent) {
    case "connect":
      try {
        return redirect(startCalendarConnect(deps, viewer));
      } catch (err) {
        return redirectWithFlash(tabPath, failed("Connection failed", err, "Failed to connect to Google Calendar"));
      }
    case "sync":
      try {
        const { synced, total } = await syncAllCalendarEvents(db, deps, viewer, {});
        return redirectWithFlash(tabPath, {
          title: "Sync completed",
          description: `Successfully synced ${synced} of ${total} sessions`,
          variant: "success",
        });
      } catch (err) {
        return redirectWithFlash(tabPath, failed("Sync failed", err, "Failed to sync calendar"));
      }
    case "disconnect":
      try {
        await disconnectCalendar(db, deps, viewer);
        return redirectWithFlash(tabPath, {
          title: "Calendar disconnected",
          description: "Your Google Calendar is no longer connected.",
          variant: "success",
        });
      } catch (err) {
        return redirectWithFlash(tabPath, failed("Disconnection failed", err, "Please try again."));
      }
    default:
      return failure(new AppError("bad_request", "Unknown action"), "Unknown action");
  }
}
