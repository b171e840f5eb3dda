import { formatMoney } from "@domain/money";
import { dayInZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { bookings, homeworkAssignments, messages, notifications, profiles, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts/viewer";
import { recordAudit } from "@server/modules/audit/record-audit";
import { asc, eq, inArray, or } from "drizzle-orm";

/** Names the file's layout, so a reader can tell later versions apart. */
export const EXPORT_FORMAT = { name: "client-data-export", version: 1 } as const;

const amount = (minorUnits: number, currency: string) => ({
  minorUnits,
  currency,
  formatted: formatMoney(minorUnits, currency, { symbol: "long" }),
});

/** First and last names of the people the viewer's rows point at (therapists, correspondents). */
async function namesOf(db: Executor, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

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
      createdAt: profiles.createdAt,
      lastActivity: profiles.lastActivity,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new AppError("not_found", "Your profile could not be found.");
  return profile;
}

/**
 * "Download my data" (the privacy policy's portability right): the viewer's OWN profile,
 * sessions, bookings, homework, messages and notifications, every query bound to their id.
 * Left out on purpose: credentials and sign-in sessions (secrets, not personal data), and the
 * therapist's private session notes (theirs, not the client's). Other people appear only by
 * name, as the therapist or the other side of a message. Built in memory: 5,000 messages are a
 * couple of megabytes. The export itself is audited, as a record of who took the data when.
 */
export async function exportMyData(db: Database, viewer: Viewer, now: Date = new Date()) {
  const me = viewer.userId;
  const profile = await readProfile(db, me);
  const [sessionRows, bookingRows, homeworkRows, messageRows, notificationRows] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.clientId, me)).orderBy(asc(sessions.sessionDate)),
    db.select().from(bookings).where(eq(bookings.userId, me)).orderBy(asc(bookings.createdAt)),
    db
      .select()
      .from(homeworkAssignments)
      .where(eq(homeworkAssignments.clientId, me))
      .orderBy(asc(homeworkAssignments.createdAt)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, me), eq(messages.recipientId, me)))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db.select().from(notifications).where(eq(notifications.userId, me)).orderBy(asc(notifications.createdAt)),
  ]);
  const names = await namesOf(db, [
    ...sessionRows.map((s) => s.therapistId),
    ...homeworkRows.map((h) => h.therapistId),
    ...messageRows.map((m) => (m.senderId === me ? m.recipientId : m.senderId)),
  ]);
  const nameOf = (id: string) => names.get(id) ?? "Former member of the practice";

  await recordAudit(db, {
    // Named as a staff member's opening of a record is ('client_record.viewed'): the audit tab
    // lists both when asked who took a client's health data, and when.
    action: "client_record.exported",
    userId: me,
    tableName: "profiles",
    recordId: me,
    details: { sessions: sessionRows.length, messages: messageRows.length },
  });

  return {
    fileName: `my-data-${dayInZone(now, viewer.timezone)}.json`,
    data: {
      format: EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      profile: { ...profile, role: viewer.role },
      sessions: sessionRows.map((s) => ({
        id: s.id,
        start: s.sessionDate,
        end: s.endsAt,
        durationMinutes: s.durationMinutes,
        sessionType: s.sessionType,
        status: s.status,
        therapist: nameOf(s.therapistId),
        meetingLink: s.meetingLink,
        cancelledAt: s.cancelledAt,
        cancellationReason: s.cancellationReason,
        createdAt: s.createdAt,
      })),
      bookings: bookingRows.map((b) => ({
        id: b.id,
        sessionId: b.sessionId,
        service: b.serviceName,
        sessionType: b.sessionType,
        start: b.sessionDate,
        durationMinutes: b.durationMinutes,
        timezone: b.timezone,
        firstName: b.firstName,
        lastName: b.lastName,
        email: b.email,
        phone: b.phone,
        concerns: b.concerns,
        previousExperience: b.previousExperience,
        region: b.region,
        payment: amount(b.paymentAmount, b.paymentCurrency),
        paymentStatus: b.paymentStatus,
        paymentReference: b.paymentId,
        isDeposit: b.isDeposit,
        balanceDue: amount(b.balanceDue, b.paymentCurrency),
        status: b.status,
        createdAt: b.createdAt,
      })),
      homework: homeworkRows.map((h) => ({
        id: h.id,
        title: h.title,
        description: h.description,
        dueDate: h.dueDate,
        status: h.status,
        response: h.clientResponse,
        therapist: nameOf(h.therapistId),
        submittedAt: h.submittedAt,
        reviewedAt: h.reviewedAt,
        createdAt: h.createdAt,
      })),
      messages: messageRows.map((m) => {
        const sent = m.senderId === me;
        return {
          id: m.id,
          direction: sent ? ("sent" as const) : ("received" as const),
          from: sent ? `${profile.firstName} ${profile.lastName}` : nameOf(m.senderId),
          to: sent ? nameOf(m.recipientId) : `${profile.firstName} ${profile.lastName}`,
          content: m.content,
          read: m.read,
          createdAt: m.createdAt,
        };
      }),
      notifications: notificationRows.map((n) => ({
        id: n.id,
        title: n.title,
        message: n.message,
        link: n.link,
        read: n.read,
        createdAt: n.createdAt,
      })),
    },
  };
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>["data"];
