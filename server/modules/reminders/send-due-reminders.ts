import type { ReminderKind } from "@domain/enums";
import { dueReminder, REMINDER_HORIZON_MS } from "@domain/reminders";
import { meetsInPerson, sessionTitle } from "@domain/session-changes";
import { type Database, type Executor, queryRows } from "@server/db/client";
import { enqueueJob } from "@server/jobs/engine";
import { SEND_SMS_JOB } from "@server/jobs/queues";
import { env } from "@server/lib/env";
import { enqueueEmail } from "@server/modules/mail";
import { issueJoinPass } from "@server/modules/video";
import { sql } from "drizzle-orm";
import { clientReminderEmail, type ReminderSession, reminderText, therapistReminderEmail } from "./reminder-messages";

interface Candidate {
  id: string;
  start: Date | string;
  bookedAt: Date | string;
  sessionType: string;
  meetingLink: string | null;
  serviceName: string | null;
  bookedDelivery: string | null;
  serviceDelivery: string | null;
  sent: ReminderKind[] | null;
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
  phone: string | null;
  sms: boolean;
  email_reminders: boolean;
}

/**
 * Sends the reminders due at `now` (spec 000 §9: 24 hours and 1 hour before a session), each in
 * its own transaction; answers how many went. Run every minute by the job engine's schedule, on
 * whichever server gets the minute's job; running it twice at once, or again after a crash, sends
 * nothing twice: a reminder is sent by the transaction that records it (session, kind and start),
 * and that record exists once.
 *
 * Reminded: a session still scheduled whose booking, if it has one, is confirmed (a time held for a
 * payment still to come is not). The rules of when are domain/reminders.ts's.
 */
export async function sendDueReminders(
  db: Database,
  now = new Date(),
  options: { texts?: boolean } = {},
): Promise<number> {
  const texts = options.texts ?? Boolean(env().SMS_GATEWAY_URL);
  const horizon = new Date(now.getTime() + REMINDER_HORIZON_MS);
  const candidates = await queryRows<Candidate>(
    db,
    sql`select s.id, s.starts_at as start, s.booked_at as "bookedAt", s.session_type as "sessionType",
        s.meeting_link as "meetingLink", coalesce(b.service_name, svc.name) as "serviceName",
        b.session_type as "bookedDelivery", svc.delivery as "serviceDelivery",
        (select array_agg(r.kind) from session_reminders r
          where r.session_id = s.id and r.starts_at = s.starts_at) as sent
      from sessions s
      left join bookings b on b.session_id = s.id
      left join services svc on svc.id = s.service_id
      where s.status = 'scheduled' and s.starts_at > ${now} and s.starts_at <= ${horizon}
        and (b.id is null or b.status = 'confirmed')`,
  );
  let sent = 0;
  for (const candidate of candidates) {
    const start = new Date(candidate.start);
    const kind = dueReminder({ start, bookedAt: new Date(candidate.bookedAt), sent: candidate.sent ?? [] }, now);
    if (kind && (await sendReminder(db, candidate, start, kind, texts))) sent++;
  }
  return sent;
}

/** Records and sends one reminder, unless another run recorded it first or the session changed since. */
async function sendReminder(
  db: Database,
  candidate: Candidate,
  start: Date,
  kind: ReminderKind,
  texts: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Waits for a change of the session in flight (a cancellation, a move), then sees it.
    const [still] = await queryRows<{ clientId: string; therapistId: string; end: Date | string }>(
      tx,
      sql`select client_id as "clientId", therapist_id as "therapistId", ends_at as "end" from sessions
        where id = ${candidate.id} and status = 'scheduled' and starts_at = ${start} for share`,
    );
    if (!still) return false;
    const [recorded] = await queryRows<{ kind: string }>(
      tx,
      sql`insert into session_reminders (session_id, kind, starts_at) values (${candidate.id}, ${kind}, ${start})
        on conflict do nothing returning kind`,
    );
    if (!recorded) return false;
    const [client, therapist] = await Promise.all([person(tx, still.clientId), person(tx, still.therapistId)]);
    if (!client || !therapist) return false;
    const inPerson = meetsInPerson(candidate);
    const texted = (who: Person) => texts && who.sms && Boolean(who.phone);
    // Each message its own one-time link, good until the session's end, written with the reminder:
    // opening the e-mail's on one device leaves the text's working on another.
    const pass = (userId: string, wanted: boolean) =>
      !inPerson && wanted
        ? issueJoinPass(tx, { sessionId: candidate.id, userId, expiresAt: new Date(still.end) })
        : Promise.resolve("");
    const session: ReminderSession = {
      title: sessionTitle(candidate.serviceName, candidate.sessionType),
      start,
      inPerson,
      joinLinks: {
        client: await pass(still.clientId, true),
        therapist: await pass(still.therapistId, therapist.email_reminders),
      },
      client,
      therapist,
    };
    await enqueueEmail(tx, clientReminderEmail(session, kind));
    if (therapist.email_reminders) await enqueueEmail(tx, therapistReminderEmail(session, kind));
    const reference = `reminder-${candidate.id}-${kind}-${start.getTime()}`;
    for (const [to, who] of [
      ["client", client],
      ["therapist", therapist],
    ] as const) {
      if (!texted(who) || !who.phone) continue;
      const userId = to === "client" ? still.clientId : still.therapistId;
      const text = { ...session, joinLinks: { ...session.joinLinks, [to]: await pass(userId, true) } };
      await enqueueJob(tx, {
        kind: SEND_SMS_JOB,
        payload: { to: who.phone, message: reminderText(text, kind, to), reference: `${reference}-${to}` },
      });
    }
    return true;
  });
}

/** Her name, address, zone, phone and reminder choices (e-mail reminders on, texts off, until she chooses). */
async function person(tx: Executor, userId: string): Promise<Person | undefined> {
  const [row] = await queryRows<Person>(
    tx,
    sql`select p.first_name as "firstName", p.last_name as "lastName", p.email, p.timezone, p.phone,
        coalesce(n.sms_reminders, false) as sms, coalesce(n.email_reminders, true) as email_reminders
      from profiles p left join notification_preferences n on n.user_id = p.id
      where p.id = ${userId}`,
  );
  return row;
}
