import { SESSION_STATUSES, type SessionKind, type SessionStatus } from "@domain/enums";
import { REFUND_NOTE, SESSION_NOT_FOUND, sessionTitle } from "@domain/session-changes";
import { sessionWhen } from "@domain/session-time";
import type { Database, Executor } from "@server/db/client";
import { bookings, profiles, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts/viewer";
import { recordAudit } from "@server/modules/audit/record-audit";
import { releaseHeldBooking } from "@server/modules/booking/expire-booking-hold";
import { enqueueCalendarPush } from "@server/modules/calendar-sync/enqueue-calendar-jobs";
import { enqueueEmail } from "@server/modules/mail/enqueue-email";
import { createNotification } from "@server/modules/notifications/create-notification";
import { type BookingCancelled, cancelBooking } from "@server/modules/sessions/cancel-booking";
import { usableZone } from "@server/modules/sessions/own-session";
import { parseInput } from "@server/modules/validation";
import { publishLive } from "@server/realtime/live-updates";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { staffScope, therapistCondition } from "./staff-scope";

export const CANCELLED_IS_FINAL = "A cancelled session cannot be changed. Please create a new session instead.";
const STATUS_WORD: Record<SessionStatus, string> = {
  scheduled: "scheduled",
  completed: "marked as completed",
  cancelled: "cancelled",
  no_show: "marked as missed",
};

const schema = z.object({
  sessionId: z.string().trim().min(1, SESSION_NOT_FOUND),
  status: z.enum(SESSION_STATUSES, { error: "Choose a status." }),
});

export interface SessionStatusChange {
  sessionId: string;
  status: SessionStatus;
  changed: boolean;
}

/**
 * The status dropdown of a session (spec 001 §2, §4): the therapist (or an admin) sets any of
 * scheduled, completed, cancelled or no_show. Cancelling does what the client's own cancel does:
 * the time is free again, a support-plan session or a coupon goes back, a held booking's hold is
 * released; money is not refunded automatically. A cancelled session stays cancelled (its time
 * may be someone else's now). The client is notified (and e-mailed when it is cancelled); the
 * therapist's other pages update.
 */
export async function setSessionStatus(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<SessionStatusChange> {
  const input = parseInput(schema, raw);
  const scope = staffScope(viewer);
  if (!isUuid(input.sessionId)) throw new AppError("not_found", SESSION_NOT_FOUND);
  return db.transaction(async (tx) => {
    // The booking's lock first, as hold expiry and payment fulfilment take it.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.sessionId, input.sessionId)).for("update");
    const [session] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, input.sessionId), therapistCondition(scope, sessions.therapistId)))
      .for("update");
    if (!session) throw new AppError("not_found", SESSION_NOT_FOUND);
    const status = input.status;
    if (session.status === status) return { sessionId: session.id, status, changed: false };
    if (session.status === "cancelled") throw new AppError("conflict", CANCELLED_IS_FINAL);

    let outcome: BookingCancelled | null = null;
    if (status === "cancelled") {
      const reason = "Cancelled by the practice";
      if (booking?.status === "pending_payment") {
        await releaseHeldBooking(tx, booking, now, { status: "cancelled", reason });
      } else {
        await tx
          .update(sessions)
          .set({ status, cancelledAt: now, cancellationReason: reason, updatedAt: now })
          .where(eq(sessions.id, session.id));
        if (booking && booking.status !== "cancelled") outcome = await cancelBooking(tx, booking, now);
      }
    } else {
      await tx.update(sessions).set({ status, updatedAt: now }).where(eq(sessions.id, session.id));
      if (booking?.status === "confirmed" && status === "completed") {
        await tx.update(bookings).set({ status: "completed", updatedAt: now }).where(eq(bookings.id, booking.id));
      }
    }

    await enqueueCalendarPush(tx, session.id);
    await tellClient(tx, { ...session, serviceName: booking?.serviceName ?? null }, status, outcome);
    await publishLive(tx, [session.therapistId], "sessions");
    await recordAudit(tx, {
      action: "session.status_changed",
      userId: viewer.userId,
      tableName: "sessions",
      recordId: session.id,
      details: { from: session.status, to: status, bookingId: booking?.id ?? null, ...(outcome ?? {}) },
    });
    return { sessionId: session.id, status, changed: true };
  });
}

async function tellClient(
  tx: Executor,
  session: { clientId: string; sessionDate: Date; sessionType: string; serviceName: string | null },
  status: SessionStatus,
  outcome: BookingCancelled | null,
) {
  const [client] = await tx
    .select({ firstName: profiles.firstName, email: profiles.email, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, session.clientId));
  if (!client) return;
  const title = sessionTitle(session.serviceName, session.sessionType as SessionKind);
  const when = sessionWhen(session.sessionDate, usableZone(client.timezone)).text;
  const extras = [
    outcome?.refund ? `${REFUND_NOTE}: it was paid for, and refunds are not made automatically.` : null,
    outcome?.creditReturned ? "The support-plan session it used is back in your plan." : null,
    outcome?.couponReturned ? "The coupon it used can be used again." : null,
  ].filter(Boolean);
  const message = [`Your ${title} session on ${when} was ${STATUS_WORD[status]}.`, ...extras].join(" ");
  await createNotification(
    tx,
    { userId: session.clientId, title: `Session ${STATUS_WORD[status]}`, message, link: "/client-portal" },
    ["sessions"],
  );
  if (status !== "cancelled") return;
  const practice = practiceConfig();
  await enqueueEmail(tx, {
    to: client.email,
    subject: `Your session on ${when} is cancelled`,
    text: [
      `Hello ${client.firstName},`,
      "",
      message,
      "",
      `To book another time, visit your portal or call us on ${practice.phone}.`,
      "",
      practice.legalName,
    ].join("\n"),
  });
}
