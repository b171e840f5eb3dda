import type { Database, Executor } from "@server/db/client";
import { notificationPreferences } from "@server/db/schema";
import { parseInput, tickBox } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { type EmailMessage, enqueueEmail } from "@server/modules/mail";
import { eq } from "drizzle-orm";
import { z } from "zod";

/** Spec 001 §3, §9: three e-mails on, SMS reminders off, until she says otherwise. */
export interface NotificationChoices {
  emailNewBooking: boolean;
  emailNewMessage: boolean;
  emailHomeworkSubmitted: boolean;
  /** A therapist's own e-mail reminders before her sessions (a client's are always sent). */
  emailReminders: boolean;
  smsReminders: boolean;
}
export const DEFAULT_NOTIFICATION_CHOICES: NotificationChoices = {
  emailNewBooking: true,
  emailNewMessage: true,
  emailHomeworkSubmitted: true,
  emailReminders: true,
  smsReminders: false,
};

export async function getNotificationChoices(db: Executor, userId: string): Promise<NotificationChoices> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row
    ? {
        emailNewBooking: row.emailNewBooking,
        emailNewMessage: row.emailNewMessage,
        emailHomeworkSubmitted: row.emailHomeworkSubmitted,
        emailReminders: row.emailReminders,
        smsReminders: row.smsReminders,
      }
    : { ...DEFAULT_NOTIFICATION_CHOICES };
}

/** The e-mails a person can turn off (spec 001 §3 notification preferences). */
export type EmailChoice = "emailNewBooking" | "emailNewMessage" | "emailHomeworkSubmitted";

/**
 * Enqueues an e-mail to `userId` only if she wants this kind (her notification preferences; all
 * on for someone who never chose). In the caller's transaction, like enqueueEmail.
 */
export async function enqueueWantedEmail(
  tx: Executor,
  userId: string,
  choice: EmailChoice,
  message: EmailMessage,
): Promise<boolean> {
  const choices = await getNotificationChoices(tx, userId);
  if (!choices[choice]) return false;
  await enqueueEmail(tx, message);
  return true;
}

const textRemindersSchema = z.object({ smsReminders: tickBox });

/**
 * A person's own choice of text reminders (her other choices unchanged): texts go to the phone
 * number on her profile once the practice has an SMS gateway. Audited like the staff's choices.
 */
export async function saveMyTextReminders(db: Database, viewer: Viewer, raw: unknown): Promise<boolean> {
  const { smsReminders } = parseInput(textRemindersSchema, raw);
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ userId: viewer.userId, smsReminders })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { smsReminders, updatedAt: new Date() } });
    await recordAudit(tx, {
      action: "settings.notifications_saved",
      userId: viewer.userId,
      tableName: "notification_preferences",
      recordId: viewer.userId,
      details: { smsReminders },
    });
  });
  return smsReminders;
}
