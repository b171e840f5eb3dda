import type { BookingStatus, SessionStatus } from "@domain/enums";
import { CHANGE_REFUSAL_MESSAGE, changeRefusal, SESSION_NOT_FOUND } from "@domain/session-changes";
import type { Executor } from "@server/db/client";
import { bookings, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";

export type SessionRow = typeof sessions.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

export interface OwnSession {
  session: SessionRow;
  booking: BookingRow | null;
}

const notFound = () => new AppError("not_found", SESSION_NOT_FOUND);

/**
 * The viewer's own session and its booking. Anyone else's session, and an id that names none,
 * are the same not_found, so the answer never tells whether someone else's session exists.
 * With `lock`, both rows are locked for the caller's transaction, the booking first: hold
 * expiry and payment fulfilment take the booking's lock before touching its session too.
 */
export async function findOwnSession(
  db: Executor,
  viewer: Viewer,
  sessionId: string,
  options: { lock?: boolean } = {},
): Promise<OwnSession> {
  if (!isUuid(sessionId)) throw notFound();
  const mine = and(eq(sessions.id, sessionId), eq(sessions.clientId, viewer.userId));
  if (!options.lock) {
    const [row] = await db
      .select({ session: sessions, booking: bookings })
      .from(sessions)
      .leftJoin(bookings, eq(bookings.sessionId, sessions.id))
      .where(mine);
    if (!row) throw notFound();
    return row;
  }
  const [owned] = await db.select({ id: sessions.id }).from(sessions).where(mine);
  if (!owned) throw notFound();
  const [booking] = await db.select().from(bookings).where(eq(bookings.sessionId, sessionId)).for("update");
  const [session] = await db.select().from(sessions).where(mine).for("update");
  if (!session) throw notFound();
  return { session, booking: booking ?? null };
}

/** Refuses, with the reason the client reads, a change the 24-hour rule or the session's state forbids. */
export function assertChangeable(own: OwnSession, now: Date, change: "cancel" | "reschedule"): void {
  const refusal = changeRefusal(
    {
      start: own.session.startsAt,
      status: own.session.status as SessionStatus,
      bookingStatus: (own.booking?.status as BookingStatus | undefined) ?? null,
    },
    now,
    change,
  );
  if (refusal) throw new AppError("conflict", CHANGE_REFUSAL_MESSAGE[refusal]);
}
