import type { BookingPaymentStatus, BookingStatus, SessionStatus } from "@domain/enums";
import { meetsInPerson } from "@domain/session-changes";
import { type SessionPlace, sessionPlace } from "@domain/session-place";
import { isSaneInstant } from "@domain/validation";
import { joinPath } from "@domain/video";
import { dayInZone, usableZone, zonedTimeToUtc } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { bookings, paymentTransactions, profiles, services, sessions } from "@server/db/schema";
import { isUuid } from "@server/lib/ids";
import { parseQuery } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { awaitedTransferOf, type TransferInstructions, transferInstructions } from "@server/modules/payments";
import { and, asc, desc, eq, gte, lt, lte, ne, not, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { neverPaid } from "./expire-booking-hold";

export interface MySession {
  id: string;
  start: Date;
  durationMinutes: number;
  sessionType: string;
  status: SessionStatus;
  /** How to get there: online, its join page on the site (a path); in person, the address and map link. */
  place: SessionPlace;
  therapistName: string;
  serviceName: string | null;
  cancellationReason: string | null;
  /** The booking behind it, when it was booked online. */
  booking: {
    id: string;
    status: BookingStatus;
    paymentStatus: BookingPaymentStatus;
    paymentReference: string | null;
    usedPlanCredit: boolean;
    usedCoupon: boolean;
    /** Until when an unpaid booking holds its time; then it is released. */
    heldUntil: Date | null;
    /** The bank transfer it waits for, with what to send where. */
    awaitedTransfer: TransferInstructions | null;
  } | null;
}

/** Upcoming sessions shown at first, and added by each "Show more". */
export const SESSION_PAGE = 20;
/**
 * Past sessions per page: fewer, since they are looked back at less and every row shown is
 * rendered on the first load. Whatever the history, a first load reads at most
 * SESSION_PAGE + PAST_PAGE (+2) rows.
 */
export const PAST_PAGE = 10;
/** "Show more" adds a page of upcoming sessions at a time, up to this many. */
export const MAX_UPCOMING_SHOWN = 200;
/** A month holds a few sessions; the bound keeps a pathological calendar from loading without end. */
const MONTH_LIMIT = 300;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Where a page of past sessions starts: after the session at this date and id (newest first). */
interface Cursor {
  start: Date;
  id: string;
}

export const encodeCursor = (cursor: Cursor) => `${cursor.start.toISOString()}_${cursor.id}`;

function decodeCursor(value: string): Cursor | undefined {
  const [iso, id] = value.split("_");
  const start = new Date(iso ?? "");
  return isSaneInstant(start) && isUuid(id) ? { start, id } : undefined;
}

// Parameters come from the page's URL: a damaged one falls back to the first page rather than
// breaking the tab.
const querySchema = z.object({
  view: z.enum(["list", "calendar"]).catch("list"),
  upcoming: z.coerce.number().int().min(SESSION_PAGE).max(MAX_UPCOMING_SHOWN).catch(SESSION_PAGE),
  before: z
    .string()
    .transform(decodeCursor)
    .optional()
    .catch(() => undefined),
  month: z.string().regex(MONTH).optional().catch(undefined),
});

/** The tab's URL parameters as they arrive (missing or damaged ones take their defaults). */
export interface MySessionsQuery {
  view?: string | null;
  upcoming?: string | number | null;
  before?: string | null;
  month?: string | null;
}

export type MySessionsView =
  | {
      view: "list";
      /** `next`: how many "Show more" shows, or null when all are shown (or the bound is reached). */
      upcoming: { sessions: MySession[]; next: number | null };
      /** `next`: the cursor of the following (older) page; `first`: whether this is the newest page. */
      past: { sessions: MySession[]; next: string | null; first: boolean };
    }
  | { view: "calendar"; month: string; timeZone: string; sessions: MySession[] };

/**
 * The viewer's own sessions for the portal's sessions tab. List: upcoming (scheduled and in the
 * future, spec 001 §4), soonest first, and the rest (past, cancelled, no-show), newest first, a
 * page at a time. Calendar: the sessions of one month of the viewer's own calendar. Every query
 * is bounded and walks the (client, date) index, so the cost does not grow with history.
 */
export async function listMySessions(
  db: Executor,
  viewer: Viewer,
  raw: MySessionsQuery = {},
  now: Date = new Date(),
): Promise<MySessionsView> {
  const input = parseQuery(querySchema, { ...raw });
  // A hold that ended unpaid was never a session of hers: it is not shown.
  const mine = and(eq(sessions.clientId, viewer.userId), not(neverPaid(sessions.id)));

  if (input.view === "calendar") {
    const timeZone = usableZone(viewer.timezone);
    const month = input.month ?? dayInZone(now, timeZone).slice(0, 7);
    const from = zonedTimeToUtc(`${month}-01`, "00:00", timeZone);
    const until = zonedTimeToUtc(`${nextMonth(month)}-01`, "00:00", timeZone);
    const rows = await selectSessions(db)
      .where(and(mine, gte(sessions.startsAt, from), lt(sessions.startsAt, until)))
      .orderBy(asc(sessions.startsAt), asc(sessions.id))
      .limit(MONTH_LIMIT);
    return { view: "calendar", month, timeZone, sessions: rows.map(shape) };
  }

  const upcomingWhere = and(mine, eq(sessions.status, "scheduled"), gte(sessions.startsAt, now));
  const pastWhere = and(
    mine,
    or(ne(sessions.status, "scheduled"), lt(sessions.startsAt, now)),
    olderThan(input.before),
  );
  const [upcoming, past] = await Promise.all([
    selectSessions(db)
      .where(upcomingWhere)
      .orderBy(asc(sessions.startsAt), asc(sessions.id))
      .limit(input.upcoming + 1),
    selectSessions(db)
      .where(pastWhere)
      .orderBy(desc(sessions.startsAt), desc(sessions.id))
      .limit(PAST_PAGE + 1),
  ]);
  const pastPage = past.slice(0, PAST_PAGE).map(shape);
  const last = pastPage.at(-1);
  return {
    view: "list",
    upcoming: {
      sessions: upcoming.slice(0, input.upcoming).map(shape),
      next:
        upcoming.length > input.upcoming && input.upcoming < MAX_UPCOMING_SHOWN
          ? Math.min(input.upcoming + SESSION_PAGE, MAX_UPCOMING_SHOWN)
          : null,
    },
    past: {
      sessions: pastPage,
      next: past.length > PAST_PAGE && last ? encodeCursor(last) : null,
      first: !input.before,
    },
  };
}

/** Keyset paging: sessions strictly after the cursor in (date, id) descending order. */
function olderThan(cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  // Written so the date bound alone can use the index; the id only breaks ties.
  return and(lte(sessions.startsAt, cursor.start), or(lt(sessions.startsAt, cursor.start), lt(sessions.id, cursor.id)));
}

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

const selectSessions = (db: Executor) =>
  db
    .select({
      id: sessions.id,
      start: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      sessionType: sessions.sessionType,
      status: sessions.status,
      meetingLink: sessions.meetingLink,
      bookedDelivery: bookings.sessionType,
      serviceDelivery: services.delivery,
      cancellationReason: sessions.cancellationReason,
      therapistFirst: profiles.firstName,
      therapistLast: profiles.lastName,
      bookingId: bookings.id,
      serviceName: bookings.serviceName,
      bookingStatus: bookings.status,
      paymentStatus: bookings.paymentStatus,
      paymentReference: bookings.paymentId,
      purchasedPlanId: bookings.purchasedPlanId,
      couponId: bookings.couponId,
      holdExpiresAt: bookings.holdExpiresAt,
      transferAmount: paymentTransactions.amount,
      transferCurrency: paymentTransactions.currency,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.therapistId))
    .leftJoin(bookings, eq(bookings.sessionId, sessions.id))
    .leftJoin(services, eq(services.id, sessions.serviceId))
    // The transfer still awaited for an unpaid booking (its reference is the booking's).
    .leftJoin(paymentTransactions, and(eq(bookings.status, "pending_payment"), awaitedTransferOf(bookings.paymentId)))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectSessions>>[number];

function shape(row: Row): MySession {
  return {
    id: row.id,
    start: row.start,
    durationMinutes: row.durationMinutes,
    sessionType: row.sessionType,
    status: row.status as SessionStatus,
    place: sessionPlace(meetsInPerson(row), joinPath(row.id), practiceConfig()),
    therapistName: `${row.therapistFirst} ${row.therapistLast}`.trim(),
    serviceName: row.serviceName,
    cancellationReason: row.cancellationReason,
    booking: row.bookingId
      ? {
          id: row.bookingId,
          status: row.bookingStatus as BookingStatus,
          paymentStatus: row.paymentStatus as BookingPaymentStatus,
          paymentReference: row.paymentReference,
          usedPlanCredit: row.purchasedPlanId !== null,
          usedCoupon: row.couponId !== null,
          heldUntil: row.bookingStatus === "pending_payment" ? row.holdExpiresAt : null,
          awaitedTransfer:
            row.paymentReference && row.transferAmount !== null && row.transferCurrency !== null
              ? transferInstructions({
                  reference: row.paymentReference,
                  amount: row.transferAmount,
                  currency: row.transferCurrency,
                })
              : null,
        }
      : null,
  };
}
