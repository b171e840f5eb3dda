import { balanceDueDate } from "@domain/events";
import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import type { Executor } from "@server/db/client";
import { type eventRegistrations, type events, profiles } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import { eq } from "drizzle-orm";

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** Where a registrant follows her registrations. */
export const PORTAL_EVENTS_LINK = "/client-dashboard/events";

/** "Reset by the Volta (12 December 2026)": how e-mails and notifications name an event. */
export function eventName(event: Pick<EventRow, "title" | "startDate">): string {
  return `${event.title} (${formatLongDate(event.startDate, PRACTICE_TIME_ZONE)})`;
}

export const eventDay = (date: Date): string => formatLongDate(date, PRACTICE_TIME_ZONE);

/** The page an event is shown on, for links in e-mails. */
export function eventPageUrl(event: Pick<EventRow, "eventType">): string {
  return `${publicUrl()}/${event.eventType === "retreat" ? "retreats" : "workshops"}`;
}

/** "GH₵1,950.00 balance due by 12 November 2026", or null when nothing more is owed. */
export function balanceLine(event: EventRow, registration: RegistrationRow): string | null {
  if (registration.paymentStatus !== "deposit_paid" || registration.balanceDue === 0) return null;
  const amount = formatMoney(registration.balanceDue, registration.currency);
  return `${amount} balance due by ${eventDay(balanceDueDate(event))}`;
}

/**
 * Tells a registrant something about her place: a notification in her portal and an e-mail,
 * in the caller's transaction (so they exist exactly when the change does).
 */
export async function tellRegistrant(
  tx: Executor,
  userId: string,
  notice: { title: string; message: string; subject: string; lines?: string[] },
): Promise<void> {
  await createNotification(tx, { userId, title: notice.title, message: notice.message, link: PORTAL_EVENTS_LINK }, [
    "events",
  ]);
  const [person] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!person) return;
  await enqueueEmail(tx, {
    to: person.email,
    subject: notice.subject,
    text: [
      `Hello ${person.firstName},`,
      "",
      notice.message,
      ...(notice.lines?.length ? ["", ...notice.lines] : []),
      "",
      `Your registrations: ${publicUrl()}${PORTAL_EVENTS_LINK}`,
    ].join("\n"),
  });
}
