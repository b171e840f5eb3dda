import type { DueForm } from "@domain/clinical/schedule";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { type Database, type Executor, queryRows } from "@server/db/client";
import { clinicalReminders } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { listCurrentQuestionnaires, practiceFormRules } from "@server/modules/clinical-forms";
import { enqueueEmail } from "@server/modules/mail";
import { sql } from "drizzle-orm";
import { dueFormsOf } from "./forms-due";

/** A form is reminded of once when it falls due within this many hours. */
export const FORM_REMINDER_HOURS = 48;
export const FORMS_TAB_PATH = "/client-dashboard/forms";

/** The once-only key of a form's reminder: the client, the questionnaire, the session. */
export const formReminderKey = (clientId: string, form: Pick<DueForm, "questionnaireId" | "sessionId">) =>
  `${clientId}:${form.questionnaireId}:${form.sessionId}`;

interface Client {
  id: string;
  firstName: string;
  email: string;
  timezone: string;
}

/** The e-mail naming the forms due (their titles, never an answer) and leading to her Forms tab. */
export function formsDueEmail(client: Client, forms: readonly { title: string; dueBy: Date }[]) {
  const zone = usableZone(client.timezone);
  const one = forms.length === 1;
  return {
    to: client.email,
    subject: one ? "A form to complete before your session" : "Forms to complete before your session",
    text: [
      `Hello ${client.firstName},`,
      "",
      `Before your next session, please complete ${one ? "this form" : "these forms"}:`,
      ...forms.map((form) => `- ${form.title}, by ${sessionWhen(form.dueBy, zone).text}`),
      "",
      "They take a few minutes, and what you have typed is saved as you go:",
      `${publicUrl()}${FORMS_TAB_PATH}`,
    ].join("\n"),
  };
}

/**
 * Reminds each client, once per form and session, of the forms due from her within the next
 * FORM_REMINDER_HOURS (or already late, the session still to come) and not yet done; one e-mail
 * per client naming them. Run by the job engine's schedule; each client in her own transaction,
 * and a form's reminder is recorded (clinical_reminders) by the transaction that sends it, so a
 * second run, or two at once, send nothing twice. Answers how many e-mails went.
 */
export async function sendFormReminders(db: Database, now: Date = new Date()): Promise<number> {
  const rules = await practiceFormRules(db);
  const longest = Math.max(
    rules.defaultSchedule.hoursBefore,
    ...Object.values(rules.schedules).map((schedule) => schedule.hoursBefore),
  );
  const horizon = new Date(now.getTime() + (FORM_REMINDER_HOURS + longest) * 3_600_000);
  const clients = await queryRows<Client>(
    db,
    sql`select p.id, p.first_name as "firstName", p.email, p.timezone from profiles p
      where p.id in (select s.client_id from sessions s left join bookings b on b.session_id = s.id
        where s.status = 'scheduled' and s.starts_at > ${now} and s.starts_at <= ${horizon}
          and (b.id is null or b.status = 'confirmed'))
        and not exists (select 1 from user_roles r where r.user_id = p.id and r.role <> 'client')`,
  );
  if (clients.length === 0) return 0;
  const titles = new Map(
    (await listCurrentQuestionnaires(db)).map((stored) => [stored.questionnaire.id, stored.questionnaire.title]),
  );
  const soon = now.getTime() + FORM_REMINDER_HOURS * 3_600_000;
  let sent = 0;
  for (const client of clients) {
    const went = await db.transaction(async (tx) => {
      const due = (await dueFormsOf(tx, client.id, now, rules)).filter((form) => form.dueBy.getTime() <= soon);
      const fresh: DueForm[] = [];
      for (const form of due) if (await record(tx, formReminderKey(client.id, form))) fresh.push(form);
      if (fresh.length === 0) return false;
      const forms = fresh.map((form) => ({ title: titles.get(form.questionnaireId) ?? "A form", dueBy: form.dueBy }));
      await enqueueEmail(tx, formsDueEmail(client, forms));
      return true;
    });
    if (went) sent++;
  }
  return sent;
}

/** Records a reminder; false when it was recorded before. */
async function record(db: Executor, key: string): Promise<boolean> {
  const rows = await db
    .insert(clinicalReminders)
    .values({ kind: "forms-due", key })
    .onConflictDoNothing()
    .returning({ key: clinicalReminders.key });
  return rows.length > 0;
}
