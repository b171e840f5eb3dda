import { and, asc, desc, eq, gte, lt, ne } from "drizzle-orm";
import type { BookingStatus, SessionStatus } from "../../../domain/enums";
import type { Executor } from "../../db/client";
import { bookings, profiles, sessions } from "../../db/schema";
import type { Viewer } from "../accounts/viewer";

export interface MySession {
  id: string;
  start: Date;
  durationMinutes: number;
  sessionType: string;
  status: SessionStatus;
  meetingLink: string | null;
  therapistName: string;
  serviceName: string | null;
  /** The booking behind it, when it was booked online. */
  bookingStatus: BookingStatus | null;
  paymentReference: string | null;
}

export interface MySessions {
  upcoming: MySession[];
  past: MySession[];
}

const PAST_SHOWN = 10;

/**
 * The viewer's own sessions (spec 001 §4: upcoming = scheduled and in the future), each with
 * its therapist and, when booked online, the booking's state (awaiting payment, confirmed).
 */
export async function listMySessions(db: Executor, viewer: Viewer, now: Date = new Date()): Promise<MySessions> {
  const query = () =>
    db
      .select({
        id: sessions.id,
        start: sessions.sessionDate,
        durationMinutes: sessions.durationMinutes,
        sessionType: sessions.sessionType,
        status: sessions.status,
        meetingLink: sessions.meetingLink,
        therapistFirst: profiles.firstName,
        therapistLast: profiles.lastName,
        serviceName: bookings.serviceName,
        bookingStatus: bookings.status,
        paymentReference: bookings.paymentId,
      })
      .from(sessions)
      .innerJoin(profiles, eq(profiles.id, sessions.therapistId))
      .leftJoin(bookings, eq(bookings.sessionId, sessions.id));
  const mine = eq(sessions.clientId, viewer.userId);
  const [upcoming, past] = await Promise.all([
    query()
      .where(and(mine, eq(sessions.status, "scheduled"), gte(sessions.sessionDate, now)))
      .orderBy(asc(sessions.sessionDate)),
    query()
      .where(and(mine, ne(sessions.status, "cancelled"), lt(sessions.sessionDate, now)))
      .orderBy(desc(sessions.sessionDate))
      .limit(PAST_SHOWN),
  ]);
  const shape = (row: (typeof upcoming)[number]): MySession => ({
    id: row.id,
    start: row.start,
    durationMinutes: row.durationMinutes,
    sessionType: row.sessionType,
    status: row.status as SessionStatus,
    meetingLink: row.meetingLink,
    therapistName: `${row.therapistFirst} ${row.therapistLast}`.trim(),
    serviceName: row.serviceName,
    bookingStatus: (row.bookingStatus as BookingStatus | null) ?? null,
    paymentReference: row.paymentReference,
  });
  return { upcoming: upcoming.map(shape), past: past.map(shape) };
}
