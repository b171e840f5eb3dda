import type { Executor } from "@server/db/client";
import { auditLogs, authSessions, calendarFeeds, notificationPreferences, profiles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { and, asc, eq } from "drizzle-orm";
import { namesOf } from "./export-format";

/** The audit action of a staff member opening a client's record (server/modules/staff). */
const RECORD_VIEWED = "client_record.viewed";

async function readProfile(db: Executor, userId: string) {
  const [profile] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      bio: profiles.bio,
      timezone: profiles.timezone,
      region: profiles.region,
      currency: profiles.currency,
      therapistApplication: profiles.approvalStatus,
      applicationNote: profiles.applicationNote,
      rejectionReason: profiles.rejectionReason,
      createdAt: profiles.createdAt,
      lastActivity: profiles.lastActivity,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new AppError("not_found", "Your profile could not be found.");
  return profile;
}

/**
 * Her account: the profile, her notification choices, where she is signed in, her calendar feed,
 * what she did (the audit entries of her own actions, with the address they came from), and who
 * of the staff opened her record and when. Left out: passwords, sign-in tokens and the feed's
 * address (credentials); and what is kept by e-mail address rather than by account (the e-mail
 * outbox, contact-form messages): an address is not proof of who typed it, since sign-up does not
 * check it, so those rows could be someone else's (decision record 0029).
 */
export async function exportAccount(db: Executor, me: string) {
  const profile = await readProfile(db, me);
  const [preferenceRows, signInRows, feedRows, activityRows, viewRows] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, me)),
    db.select().from(authSessions).where(eq(authSessions.userId, me)).orderBy(asc(authSessions.createdAt)),
    db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, me)),
    db
      .select({ action: auditLogs.action, at: auditLogs.createdAt, ipAddress: auditLogs.ipAddress })
      .from(auditLogs)
      .where(eq(auditLogs.userId, me))
      .orderBy(asc(auditLogs.createdAt)),
    db
      .select({ by: auditLogs.userId, at: auditLogs.createdAt })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, RECORD_VIEWED), eq(auditLogs.recordId, me)))
      .orderBy(asc(auditLogs.createdAt)),
  ]);
  const nameOf = await namesOf(
    db,
    viewRows.map((view) => view.by),
  );
  const [preferences] = preferenceRows;
  const [feed] = feedRows;

  return {
    profile,
    notificationPreferences: preferences
      ? {
          emailNewBooking: preferences.emailNewBooking,
          emailNewMessage: preferences.emailNewMessage,
          emailHomeworkSubmitted: preferences.emailHomeworkSubmitted,
          emailReminders: preferences.emailReminders,
          smsReminders: preferences.smsReminders,
        }
      : null,
    signedIn: signInRows.map((s) => ({
      since: s.createdAt,
      lastActiveAt: s.lastActiveAt,
      expiresAt: s.expiresAt,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    calendarFeed: feed ? { createdAt: feed.createdAt } : null,
    activity: activityRows,
    recordViews: viewRows.map((view) => ({ by: nameOf(view.by), at: view.at })),
  };
}
