import { SESSION_RULE_TEXT } from "@domain/session-rules";
import { dayInZone, isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/guards";
import { AppError } from "@server/lib/errors";
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
  const clients = listMessageableClients(db, viewer);

  if (view === "list") {
    const client = params.get("client") ?? "";
    const list = await listUpcomingSessions(db, viewer, { show: params.get("show"), client });
    return {
      view,
      span,
      anchor,
      today,
      zone,
      clients: await clients,
      sessions: list.sessions.map((s) => toSessionView(s, zone)),
      moreHref: list.hasMore
        ? `?${new URLSearchParams({ view: "list", ...(client ? { client } : {}), show: String(list.shown + STAFF_SESSIONS_PAGE) })}`
        : null,
    };
  }
  const days =
    span === "week"
      ? [weekStart(anchor), addDays(weekStart(anchor), 7)]
      : [monthGrid(anchor)[0] ?? anchor, addDays(monthGrid(anchor).at(-1) ?? anchor, 1)];
  const sessions = await listSessionsBetween(db, viewer, {
    from: zonedTimeToUtc(days[0] as string, "00:00", zone).toISOString(),
    to: zonedTimeToUtc(days[1] as string, "00:00", zone).toISOString(),
  });
  return {
    view,
    span,
    anchor,
    today,
    zone,
    clients: await clients,
    sessions: sessions.map((s) => toSessionView(s, zone)),
    moreHref: null,
  };
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
