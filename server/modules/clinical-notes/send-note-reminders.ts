import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { type Database, queryRows } from "@server/db/client";
import { publicUrl } from "@server/lib/env";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import { getNoteReminderHours } from "@server/modules/practice-settings";
import { sql } from "drizzle-orm";
import { sessionOwesNote } from "./note-session";

/**
 * How far back past the threshold a session is still reminded: a week covers a worker that was
 * down for days, without reminding a therapist of every old session when reminders start. The
 * older ones stay on her dashboard's list of unsigned notes.
 */
export const NOTE_REMINDER_WINDOW_HOURS = 7 * 24;

export const noteReminderLink = (sessionId: string) => `/therapist-dashboard/sessions/${sessionId}/note`;

/**
 * Reminds each therapist, once per session, of a session that ended more than the practice's
 * hours ago (getNoteReminderHours, 48 unless an admin changed it) without a signed note: a
 * notification and an e-mail, with the session's date and a link, never anything of the note.
 * Each reminder is sent by the transaction that records it in clinical_reminders
 * ("note-unsigned", the session), so two runs at once or a run after a crash send nothing twice.
 * Run periodically by the job engine; answers how many were sent.
 */
export async function sendNoteReminders(db: Database, now: Date = new Date()): Promise<number> {
  const hours = await getNoteReminderHours(db);
  const until = new Date(now.getTime() - hours * 3_600_000);
  const from = new Date(until.getTime() - NOTE_REMINDER_WINDOW_HOURS * 3_600_000);
  const due = await queryRows<{ id: string }>(
    db,
    sql`select s.id from sessions s
      where ${sessionOwesNote} and s.ends_at <= ${until} and s.ends_at > ${from}
        and not exists (select 1 from session_notes n where n.session_id = s.id and n.status = 'signed')
        and not exists (select 1 from clinical_reminders r where r.kind = 'note-unsigned' and r.key = s.id::text)
      order by s.ends_at`,
  );
  let sent = 0;
  for (const { id } of due) if (await remindOnce(db, id, until)) sent++;
  return sent;
}

async function remindOnce(db: Database, sessionId: string, until: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [session] = await queryRows<{ therapistId: string; start: Date | string; email: string; timezone: string }>(
      tx,
      sql`select s.therapist_id as "therapistId", s.starts_at as start, p.email, p.timezone
        from sessions s join profiles p on p.id = s.therapist_id
        where s.id = ${sessionId} and ${sessionOwesNote} and s.ends_at <= ${until}
          and not exists (select 1 from session_notes n where n.session_id = s.id and n.status = 'signed')
        for share of s`,
    );
    if (!session) return false;
    const [recorded] = await queryRows<{ key: string }>(
      tx,
      sql`insert into clinical_reminders (kind, key) values ('note-unsigned', ${sessionId})
        on conflict do nothing returning key`,
    );
    if (!recorded) return false;
    const when = sessionWhen(new Date(session.start), usableZone(session.timezone)).text;
    const link = noteReminderLink(sessionId);
    await createNotification(tx, {
      userId: session.therapistId,
      title: "A session note is waiting to be signed",
      message: `The note of your session on ${when} is not signed yet.`,
      link,
    });
    await enqueueEmail(tx, {
      to: session.email,
      subject: "A session note is waiting to be signed",
      text: [
        `The note of your session on ${when} is not signed yet.`,
        "",
        `Write and sign it here: ${publicUrl()}${link}`,
      ].join("\n"),
    });
    return true;
  });
}
