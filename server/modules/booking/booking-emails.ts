import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import { CHANGE_NOTICE_HOURS, meetsInPerson } from "@domain/session-changes";
import { sessionPlace, sessionPlaceLines } from "@domain/session-place";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { type Executor, queryRows } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import { type EmailMessage, enqueueEmail, sessionInvitation } from "@server/modules/mail";
import { createNotification, enqueueWantedEmail } from "@server/modules/notifications";
import type { BankAccountDetails } from "@server/modules/payments";
import { transferInstructionLines } from "@server/modules/payments";
import { joinUrl } from "@server/modules/video";
import { eq, sql } from "drizzle-orm";

export interface BookedSession {
  bookingId: string;
  /** The booking's session: its join page is the one address of an online session. */
  sessionId: string;
  to: string;
  firstName: string;
  serviceName: string;
  start: Date;
  end: Date;
  /** The client's zone, for the times in the text (the .ics carries UTC). */
  timeZone: string;
}

/** The booking confirmation, with the session as a calendar invitation. */
export function bookingConfirmationEmail(
  session: BookedSession & { inPerson: boolean },
  now: Date,
  when = sessionWhen(session.start, session.timeZone),
): EmailMessage {
  const practice = practiceConfig();
  const place = sessionPlace(session.inPerson, joinUrl(session.sessionId), practice);
  return {
    to: session.to,
    subject: `Your session is booked: ${when.text}`,
    text: [
      `Hello ${session.firstName},`,
      "",
      `Your ${session.serviceName} session is booked for ${when.text}.`,
      ...sessionPlaceLines(place),
      "",
      "The attached invitation adds it to your calendar. You can see your sessions in your portal,",
      `and reschedule or cancel this one there until ${CHANGE_NOTICE_HOURS} hours before it starts:`,
      `${publicUrl()}/client-portal`,
      "",
      `Closer to the time, reply to this e-mail or call us on ${practice.phone}.`,
      "",
      practice.legalName,
    ].join("\n"),
    attachments: [
      sessionInvitation(
        {
          id: `booking-${session.bookingId}`,
          start: session.start,
          end: session.end,
          title: session.serviceName,
          place,
        },
        now,
      ),
    ],
  };
}

/** The bank-transfer instructions of an international booking (spec 000 §4). */
export function bookingTransferEmail(
  session: BookedSession,
  payment: { amount: number; currency: string; reference: string; bank: BankAccountDetails },
): EmailMessage {
  const when = sessionWhen(session.start, session.timeZone);
  return {
    to: session.to,
    subject: `Payment instructions for your session on ${when.date} (${payment.reference})`,
    text: [
      `Hello ${session.firstName},`,
      "",
      `We are holding ${when.text} for your ${session.serviceName} session.`,
      "",
      ...transferInstructionLines(payment),
      `Your booking is confirmed once we have checked your transfer, within ${TRANSFER_CHECK_TIME}.`,
    ].join("\n"),
  };
}

/**
 * A booking is confirmed (free, paid or transfer recorded): the client hears of it in the portal
 * and by e-mail; so does her therapist, in the portal and, unless she turned it off, by e-mail.
 */
export async function notifyBooked(tx: Executor, userId: string, session: BookedSession, now: Date): Promise<void> {
  const when = sessionWhen(session.start, session.timeZone);
  await createNotification(
    tx,
    {
      userId,
      title: "Session booked",
      message: `Your ${session.serviceName} session on ${when.text} is confirmed.`,
      link: "/client-portal",
    },
    ["sessions"],
  );
  const inPerson = await meetsInPersonById(tx, session.sessionId);
  await enqueueEmail(tx, bookingConfirmationEmail({ ...session, inPerson }, now, when));
  await tellTherapist(tx, session, inPerson);
}

/**
 * notifyBooked for a booking as stored (a paid hold confirmed, a late payment given another time):
 * the account's own address and name, since the booking form's e-mail is only what the therapist sees.
 */
export async function notifyBookingConfirmed(
  tx: Executor,
  booking: {
    id: string;
    sessionId: string | null;
    userId: string;
    email: string;
    firstName: string;
    serviceName: string;
    startsAt: Date;
    durationMinutes: number;
    timezone: string;
  },
  now: Date,
): Promise<void> {
  // A confirmed booking owns exactly one session (its place is that session's).
  if (!booking.sessionId) throw new Error(`confirmed booking ${booking.id} has no session`);
  const [account] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, booking.userId));
  await notifyBooked(
    tx,
    booking.userId,
    {
      bookingId: booking.id,
      sessionId: booking.sessionId,
      to: account?.email ?? booking.email,
      firstName: account?.firstName ?? booking.firstName,
      serviceName: booking.serviceName,
      start: booking.startsAt,
      end: new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000),
      timeZone: booking.timezone,
    },
    now,
  );
}

/** Whether the session is met in person, read as every other place reads it. */
async function meetsInPersonById(tx: Executor, sessionId: string): Promise<boolean> {
  const [row] = await queryRows<Parameters<typeof meetsInPerson>[0]>(
    tx,
    sql`select b.session_type as "bookedDelivery", svc.delivery as "serviceDelivery",
        s.meeting_link as "meetingLink", s.session_type as "sessionType"
      from sessions s left join bookings b on b.session_id = s.id left join services svc on svc.id = s.service_id
      where s.id = ${sessionId}`,
  );
  return row ? meetsInPerson(row) : false;
}

/** One round trip: the therapist of the booking's session, in her own zone, and the client's name. */
async function tellTherapist(tx: Executor, session: BookedSession, inPerson: boolean) {
  const [row] = await queryRows<{
    therapistId: string;
    email: string;
    firstName: string;
    timezone: string;
    client: string;
  }>(
    tx,
    sql`select s.therapist_id as "therapistId", t.email, t.first_name as "firstName", t.timezone,
        c.first_name || ' ' || c.last_name as client
      from bookings b join sessions s on s.id = b.session_id
      join profiles t on t.id = s.therapist_id join profiles c on c.id = b.user_id
      where b.id = ${session.bookingId}`,
  );
  if (!row) return;
  const when = sessionWhen(session.start, usableZone(row.timezone)).text;
  const message = `${row.client} booked ${session.serviceName} on ${when}.`;
  const link = "/therapist-dashboard/sessions";
  await createNotification(tx, { userId: row.therapistId, title: "New booking", message, link }, ["sessions"]);
  await enqueueWantedEmail(tx, row.therapistId, "emailNewBooking", {
    to: row.email,
    subject: `New booking: ${row.client}, ${when}`,
    text: [
      `Hello ${row.firstName},`,
      "",
      message,
      ...sessionPlaceLines(sessionPlace(inPerson, joinUrl(session.sessionId), practiceConfig())),
      `See it in your dashboard: ${publicUrl()}${link}`,
    ].join("\n"),
  });
}
