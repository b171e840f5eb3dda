import { meetsInPerson } from "@domain/session-changes";
import type { Executor } from "@server/db/client";
import { bookings, homeworkAssignments, messages, notifications, services, sessions } from "@server/db/schema";
import { joinUrl } from "@server/modules/video";
import { asc, eq, or } from "drizzle-orm";
import { namesOf } from "./export-format";

/**
 * Her care: sessions, homework, messages and notifications. Left out on purpose: the therapist's
 * private session notes (theirs, not the client's). Other people appear only by name.
 */
export async function exportCare(db: Executor, me: string, myName: string) {
  const [sessionRows, homeworkRows, messageRows, notificationRows] = await Promise.all([
    db
      .select({ session: sessions, bookedDelivery: bookings.sessionType, serviceDelivery: services.delivery })
      .from(sessions)
      .leftJoin(bookings, eq(bookings.sessionId, sessions.id))
      .leftJoin(services, eq(services.id, sessions.serviceId))
      .where(eq(sessions.clientId, me))
      .orderBy(asc(sessions.startsAt)),
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
  const nameOf = await namesOf(db, [
    ...sessionRows.map(({ session }) => session.therapistId),
    ...homeworkRows.map((h) => h.therapistId),
    ...messageRows.map((m) => (m.senderId === me ? m.recipientId : m.senderId)),
  ]);

  return {
    sessions: sessionRows.map(({ session: s, ...delivery }) => ({
      id: s.id,
      start: s.startsAt,
      end: s.endsAt,
      durationMinutes: s.durationMinutes,
      sessionType: s.sessionType,
      status: s.status,
      therapist: nameOf(s.therapistId),
      meetingLink: s.meetingLink,
      // An online session's join page on the site (the same address for its whole life).
      joinPage: meetsInPerson({ ...delivery, meetingLink: s.meetingLink, sessionType: s.sessionType })
        ? null
        : joinUrl(s.id),
      cancelledAt: s.cancelledAt,
      cancellationReason: s.cancellationReason,
      createdAt: s.createdAt,
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
        from: sent ? myName : nameOf(m.senderId),
        to: sent ? nameOf(m.recipientId) : myName,
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
  };
}
