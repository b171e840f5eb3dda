import type { SessionStatus } from "@domain/enums";
import { sessionTitle, whatWentBackNotes } from "@domain/session-changes";
import { STATUS_WORD, UNDO_WINDOW_SECONDS } from "@domain/session-status";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import type { BookingCancelled, BookingRestored } from "@server/modules/sessions";
import { eq } from "drizzle-orm";

/** The session as the client's notices name it. */
export interface NoticeSession {
  clientId: string;
  therapistId: string;
  startsAt: Date;
  sessionType: string;
  serviceName: string | null;
}

export type StatusNotice =
  | { kind: "set"; status: SessionStatus; byTherapist: boolean; reason?: string; cancelled?: BookingCancelled }
  | { kind: "restored"; from: "cancelled"; restored: BookingRestored; cancelEmailWithdrawn: boolean }
  | { kind: "corrected"; from: SessionStatus; to: SessionStatus };

async function clientOf(tx: Executor, session: NoticeSession) {
  const [client] = await tx
    .select({ firstName: profiles.firstName, email: profiles.email, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, session.clientId));
  if (!client) return null;
  return {
    ...client,
    title: sessionTitle(session.serviceName, session.sessionType),
    when: sessionWhen(session.startsAt, usableZone(client.timezone)).text,
  };
}

const signature = () => {
  const practice = practiceConfig();
  return [`To book another time, visit your portal or call us on ${practice.phone}.`, "", practice.legalName];
};

/**
 * Tells the client what the practice did to her session, in the change's transaction: a
 * notification every time; an e-mail for a cancellation (with the reason she was given), sent
 * once Undo is over (UNDO_WINDOW_SECONDS) so a cancellation taken back at once never reaches her
 * inbox; and for a cancellation put back, an e-mail only when the first one went out. Returns
 * the cancellation e-mail's id and when it goes, for the audit log (Undo and Revert withdraw it).
 */
export async function tellClientOfStatus(
  tx: Executor,
  session: NoticeSession,
  notice: StatusNotice,
  now: Date,
): Promise<{ emailId: string; emailAt: Date } | null> {
  const client = await clientOf(tx, session);
  if (!client) return null;
  const { title, when } = client;
  const notify = (heading: string, message: string) =>
    createNotification(tx, { userId: session.clientId, title: heading, message, link: "/client-portal" }, ["sessions"]);

  if (notice.kind === "set") {
    const who = notice.byTherapist ? "your therapist" : "the practice";
    const cancelled = notice.cancelled;
    const message = [
      notice.status === "cancelled"
        ? `Your ${title} session on ${when} was cancelled by ${who}.`
        : `Your ${title} session on ${when} was ${STATUS_WORD[notice.status]}.`,
      notice.reason ? `Reason: "${notice.reason}"` : null,
      ...whatWentBackNotes(cancelled),
    ]
      .filter(Boolean)
      .join(" ");
    await notify(`Session ${STATUS_WORD[notice.status]}`, message);
    if (notice.status !== "cancelled") return null;
    const emailAt = new Date(now.getTime() + UNDO_WINDOW_SECONDS * 1000);
    const emailId = await enqueueEmail(tx, {
      to: client.email,
      subject: `Your session on ${when} is cancelled`,
      text: [`Hello ${client.firstName},`, "", message, "", ...signature()].join("\n"),
      sendAt: emailAt,
    });
    return { emailId, emailAt };
  }

  if (notice.kind === "restored") {
    const message = [
      `Your ${title} session on ${when} is going ahead after all: its cancellation was withdrawn.`,
      notice.restored.creditTaken ? "It uses your support-plan session again." : null,
      notice.restored.couponTaken ? "It uses your coupon again." : null,
    ]
      .filter(Boolean)
      .join(" ");
    await notify("Session back on", message);
    if (!notice.cancelEmailWithdrawn) {
      await enqueueEmail(tx, {
        to: client.email,
        subject: `Your session on ${when} is back on`,
        text: [`Hello ${client.firstName},`, "", message, "", practiceConfig().legalName].join("\n"),
      });
    }
    return null;
  }

  const message =
    notice.to === "scheduled"
      ? `Your ${title} session on ${when} is no longer ${STATUS_WORD[notice.from]}.`
      : `Your ${title} session on ${when} was ${STATUS_WORD[notice.to]} again, not ${STATUS_WORD[notice.from]}.`;
  await notify("Session status corrected", message);
  return null;
}
