import { SESSION_RULE_TEXT } from "@domain/session-rules";
import { dayInZone, isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/guards";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts/viewer";
import { usableZone } from "@server/modules/sessions/own-session";
import { createStaffSession } from "@server/modules/staff/create-staff-session";
import {
  listSessionsBetween,
  listUpcomingSessions,
  STAFF_SESSIONS_PAGE,
} from "@server/modules/staff/list-staff-sessions";
import { setSessionStatus } from "@server/modules/staff/set-session-status";
import { listMessageableClients } from "@server/modules/staff/staff-conversations";
import { NewSessionDialog } from "~/features/staff/sessions/new-session-dialog";
import type { CalendarSpan } from "~/features/staff/sessions/session-calendar";
import { addDays, monthGrid, toSessionView, weekStart } from "~/features/staff/sessions/session-view";
import { SessionsTab } from "~/features/staff/sessions/sessions-tab";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.sessions";

export const meta = staffTabMeta("Sessions", "Your upcoming sessions and calendar.");

const LINKS = {
  client: (id: string) => `/therapist-dashboard/clients/${id}`,
  statusAction: "/therapist-dashboard/sessions",
};

/**
 * ?view=list (upcoming, ?show= for more, ?client= for one client's) or
 * ?view=calendar&span=week|month&date=YYYY-MM-DD.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const params = new URL(request.url).searchParams;
  const zone = usableZone(viewer.timezone);
  const db = await getDb();
  const today = dayInZone(new Date(), zone);
  const view: "list" | "calendar" = params.get("view") === "calendar" ? "calendar" : "list";
  const span: CalendarSpan = params.get("span") === "month" ? "month" : "week";
  const date = params.get("date") ?? "";
  const anchor = isCalendarDay(date) && date >= "1900" && date < "2200" ? date : today;
  const [clients, shown] = await Promise.all([
    listMessageableClients(db, viewer),
    view === "list" ? upcoming(db, viewer, params) : calendarRange(db, viewer, span, anchor, zone),
  ]);
  return {
    view,
    span,
    anchor,
    today,
    zone,
    clients,
    sessions: shown.sessions.map((s) => toSessionView(s, zone)),
    moreHref: shown.moreHref,
  };
}

type Db = Awaited<ReturnType<typeof getDb>>;

/** The List View: upcoming sessions, ?show= of them, ?client= for one client's. */
async function upcoming(db: Db, viewer: Viewer, params: URLSearchParams) {
  const client = params.get("client") ?? "";
  const list = await listUpcomingSessions(db, viewer, { show: params.get("show"), client });
  const more = { view: "list", ...(client ? { client } : {}), show: String(list.shown + STAFF_SESSIONS_PAGE) };
  return { sessions: list.sessions, moreHref: list.hasMore ? `?${new URLSearchParams(more)}` : null };
}

/** The Calendar View: every session of the week, or of the month's whole weeks, in the viewer's zone. */
async function calendarRange(db: Db, viewer: Viewer, span: CalendarSpan, anchor: string, zone: string) {
  const grid = span === "week" ? [weekStart(anchor), addDays(weekStart(anchor), 6)] : monthGrid(anchor);
  const first = grid[0] ?? anchor;
  const last = grid.at(-1) ?? anchor;
  const sessions = await listSessionsBetween(db, viewer, {
    from: zonedTimeToUtc(first, "00:00", zone).toISOString(),
    to: zonedTimeToUtc(addDays(last, 1), "00:00", zone).toISOString(),
  });
  return { sessions, moreHref: null };
}

/** intent "create-session" (the New Session dialog) or "set-status" (a session's dropdown). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  const form = await readForm(request);
  const db = await getDb();
  try {
    if (form.intent === "create-session") {
      const created = await createStaffSession(db, viewer, form);
      return { ok: true as const, when: created.when };
    }
    if (form.intent === "set-status") {
      await setSessionStatus(db, viewer, form);
      return { ok: true as const, when: "" };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return failure(err, form.intent === "set-status" ? SESSION_RULE_TEXT.updateFailed : SESSION_RULE_TEXT.createFailed);
  }
}

export default function SessionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SessionsTab
      view={loaderData}
      links={LINKS}
      newSession={
        <NewSessionDialog
          clients={loaderData.clients}
          zone={loaderData.zone}
          action={LINKS.statusAction}
          busyUrl="/api/staff/busy"
        />
      }
    />
  );
}
