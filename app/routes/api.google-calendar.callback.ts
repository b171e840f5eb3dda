import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { redirectWithFlash } from "@server/http/role-guards";
import { isAppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import {
  CONNECT_FAILED,
  calendarDeps,
  completeCalendarConnect,
  SIGN_IN_TO_CONNECT,
} from "@server/modules/calendar-sync";
import type { Route } from "./+types/api.google-calendar.callback";

const TABS: Record<string, string> = {
  therapist: "/therapist-dashboard/calendar",
  admin: "/admin-dashboard/calendar/sync",
};

/** Google sends the browser back here after consent, with a code and our state (or an error). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  if (!viewer) {
    return redirectWithFlash("/auth", {
      title: "Authentication required",
      description: SIGN_IN_TO_CONNECT,
      variant: "error",
    });
  }
  const tab = TABS[viewer.role] ?? "/";
  const query = Object.fromEntries(new URL(request.url).searchParams);
  try {
    const db = await getDb();
    const { calendarEmail } = await completeCalendarConnect(db, calendarDeps(), viewer, query);
    return redirectWithFlash(tab, {
      title: "Calendar connected",
      description: `Your sessions will be written to ${calendarEmail}.`,
      variant: "success",
    });
  } catch (err) {
    if (!isAppError(err)) logger.error("google calendar callback failed", errorFields(err));
    return redirectWithFlash(tab, { title: "Connection failed", description: CONNECT_FAILED, variant: "error" });
  }
}
