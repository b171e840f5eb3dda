import type { Executor } from "@server/db/client";
import { notificationPreferences } from "@server/db/schema";
import { type EmailMessage, enqueueEmail } from "@server/modules/mail/enqueue-email";
import { eq } from "drizzle-orm";

/** Spec 001 §3, §9: three e-mails on, SMS reminders off, until she says otherwise. */
export interface NotificationChoices {
  emailNewBooking: boolean;
  emailNewMessage: boolean;
  emailHomeworkSubmitted: boolean;
  smsReminders: boolean;
}
export const DEFAULT_NOTIFICATION_CHOICES: NotificationChoices = {
  emailNewBooking: true,
  emailNewMessage: true,
  emailHomeworkSubmitted: true,
  smsReminders: false,
};

export async function getNotificationChoices(db: Executor, userId: string): Promise<NotificationChoices> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row
    ? {
        emailNewBooking: row.emailNewBooking,
        emailNewMessage: row.emailNewMessage,
        emailHomeworkSubmitted: row.emailHomeworkSubmitted,
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
