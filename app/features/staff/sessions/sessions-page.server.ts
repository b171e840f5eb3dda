import { formatLongDate } from "@domain/long-date";
import { SESSION_RULE_TEXT } from "@domain/session-rules";
import { STATUS_TEXT } from "@domain/session-status";
import { dayInZone, isCalendarDay, usableZone, zonedTimeToUtc } from "@domain/zone-time";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { noteStatesOf } from "@server/modules/clinical-notes";
import { formsMissingForSessions } from "@server/modules/clinical-responses";
import { getOfficeHours } from "@server/modules/practice-settings";
import {
  clientChoices,
  createStaffSession,
  listAwaitingOutcome,
  listRecentStatusChanges,
  listSessionsBetween,
  listUpcomingSessions,
  revertSessionStatus,
  STAFF_SESSIONS_PAGE,
  setSessionStatus,
  undoSessionStatus,
} from "@server/modules/staff";
import { failure, readForm } from "~/lib/action-result";
import type { CalendarSpan } from "./session-calendar";
import { addDays, monthGrid, toCalendarEntries, toRecentChangeView, toSessionView, weekStart } from "./session-view";

type Db = Awaited<ReturnType<typeof getDb>>;

/**
 * The Sessions tab's data, for a therapist (her own) and an admin (everyone's, or the therapist
 * named by ?therapist=): ?view=list (upcoming, ?show= for more, ?client= for one client's) or
 * ?view=calendar&span=week|month&date=YYYY-MM-DD. `keep` are the query parameters every link of
 * the tab carries on (an admin's therapist filter).
 */
export async function loadSessionsPage(viewer: Viewer, params: URLSearchParams) {
  const zone = usableZone(viewer.timezone);
  const db = await getDb();
  const today = dayInZone(new Date(), zone);
  const view: "list" | "calendar" = params.get("view") === "calendar" ? "calendar" : "list";
  const span: CalendarSpan = params.get("span") === "month" ? "month" : "week";
  const date = params.get("date") ?? "";
  const anchor = isCalendarDay(date) && date >= "1900" && date < "2200" ? date : today;
  // An admin's filters, which every link of the tab keeps: a therapist, a client.
  const keep: Record<string, string> = {};
  for (const name of viewer.role === "admin" ? ["therapist", "client"] : []) {
    const value = params.get(name);
    if (value) keep[name] = value;
  }
  const now = new Date();
  const narrowed = { therapist: keep.therapist, client: params.get("client") ?? "" };
  const [choices, list, awaiting, recent, calendar, officeHours] = await Promise.all([
    clientChoices(db, viewer, params.get("client")),
    view === "list" ? upcoming(db, viewer, params, keep) : null,
    view === "list" ? listAwaitingOutcome(db, viewer, narrowed, now) : [],
    view === "list" ? listRecentStatusChanges(db, viewer, narrowed, now) : [],
    view === "calendar" ? calendarRange(db, viewer, { span, anchor, zone, keep }) : null,
    getOfficeHours(db),
  ]);
  // Past sessions say their note's state: a therapist's link to their notes; an admin sees that
  // a note exists and when it was signed.
  const notes = await noteStatesOf(db, viewer, [
    ...(list?.sessions ?? []).map((s) => s.id),
    ...awaiting.map((s) => s.id),
    ...recent.map((change) => change.session.id),
  ]);
  const noted = <T extends { id: string; status: string; startIso: string }>(v: T) => {
    const found = notes[v.id];
    if (!found || v.status === "cancelled" || new Date(v.startIso) > now) return v;
    const signed = found.signedAt ? formatLongDate(found.signedAt, zone) : null;
    return { ...v, note: { state: found.state, signed, link: viewer.role === "therapist" } };
  };
  return {
    view,
    span,
    anchor,
    today,
    zone,
    keep,
    clients: choices.clients,
    clientSearch: choices.searchable,
    sessions: list
      ? list.sessions.map((s) => ({
          ...noted(toSessionView(s, zone, now)),
          formsMissing: list.formsMissing.get(s.id) ?? null,
        }))
      : [],
    moreHref: list?.moreHref ?? null,
    awaitingOutcome: awaiting.map((s) => noted(toSessionView(s, zone, now))),
    recentChanges: recent.map((change) => {
      const view = toRecentChangeView(change, zone, now);
      return { ...view, session: noted(view.session) };
    }),
    calendar: calendar ?? { entries: [], more: {} },
    officeHours,
  };
}

async function upcoming(db: Db, viewer: Viewer, params: URLSearchParams, keep: Record<string, string>) {
  const client = params.get("client") ?? "";
  const list = await listUpcomingSessions(db, viewer, { show: params.get("show"), client, therapist: keep.therapist });
  const more = { ...keep, view: "list", ...(client ? { client } : {}), show: String(list.shown + STAFF_SESSIONS_PAGE) };
  // "Forms missing: Intake, PHQ-9" on each listed session whose client has due forms to complete.
  const missing = await formsMissingForSessions(db, viewer, { sessionIds: list.sessions.map((s) => s.id) });
  const formsMissing = new Map(missing.map((s) => [s.sessionId, s.missing.map((form) => form.name).join(", ")]));
  return { sessions: list.sessions, formsMissing, moreHref: list.hasMore ? `?${new URLSearchParams(more)}` : null };
}

/**
 * The Calendar View: the sessions of the week, or of the month's whole weeks, in the viewer's
 * zone; an admin's looking at every therapist name whom each is with.
 */
async function calendarRange(
  db: Db,
  viewer: Viewer,
  range: { span: CalendarSpan; anchor: string; zone: string; keep: Record<string, string> },
) {
  const { span, anchor, zone } = range;
  const grid = span === "week" ? [weekStart(anchor), addDays(weekStart(anchor), 6)] : monthGrid(anchor);
  const first = grid[0] ?? anchor;
  const last = grid.at(-1) ?? anchor;
  const sessions = await listSessionsBetween(db, viewer, {
    from: zonedTimeToUtc(first, "00:00", zone).toISOString(),
    to: zonedTimeToUtc(addDays(last, 1), "00:00", zone).toISOString(),
    therapist: range.keep.therapist,
    client: range.keep.client,
  });
  return toCalendarEntries(sessions, zone, { span, withTherapist: viewer.role === "admin" && !range.keep.therapist });
}

const FAILED = new Map<string | undefined, string>([
  ["create-session", SESSION_RULE_TEXT.createFailed],
  ["set-status", SESSION_RULE_TEXT.updateFailed],
  ["revert-status", STATUS_TEXT.revertFailed],
  ["undo-status", STATUS_TEXT.undoFailed],
]);

/**
 * intent "create-session" (the New Session dialog), "set-status" (a session's dropdown, with a
 * reason to cancel), "undo-status" (the Undo of a change's toast) or "revert-status" (Revert).
 */
export async function sessionsAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  const db = await getDb();
  try {
    switch (form.intent) {
      case "create-session": {
        const created = await createStaffSession(db, viewer, form);
        return { ok: true as const, intent: form.intent, when: created.when };
      }
      case "set-status": {
        const change = await setSessionStatus(db, viewer, form);
        // A change of her own can be taken back from its toast; a Revert chosen here cannot.
        const undoable = change.changed && change.status !== "scheduled" && !change.reopened;
        return { ok: true as const, intent: form.intent, when: "", sessionId: change.sessionId, undoable };
      }
      case "undo-status":
        await undoSessionStatus(db, viewer, form);
        return { ok: true as const, intent: form.intent, when: "" };
      case "revert-status":
        await revertSessionStatus(db, viewer, form);
        return { ok: true as const, intent: form.intent, when: "" };
      default:
        throw new AppError("bad_request", "Unknown action");
    }
  } catch (err) {
    return failure(err, FAILED.get(form.intent) ?? SESSION_RULE_TEXT.updateFailed);
  }
}
