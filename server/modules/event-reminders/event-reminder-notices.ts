import { dueInText } from "@domain/event-reminders";
import { balanceDueDate, cancellationRules } from "@domain/events";
import { formatMoney } from "@domain/money";
import { sessionWhen } from "@domain/session-time";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { balanceLine, type EventRow, eventDay, eventName, type RegistrationRow } from "@server/modules/events";

/** What tellRegistrant sends: a notification in the portal and an e-mail. */
export interface RegistrantNotice {
  title: string;
  message: string;
  subject: string;
  lines: string[];
}

export const BALANCE_REMINDER_TITLE = "Balance due soon";
export const EVENT_REMINDER_TITLE = "Your event is coming up";
export const BALANCE_OVERDUE_TITLE = "Event balance overdue";

/** The balance reminder: how much, by when, how to pay it, and what cancelling costs. */
export function balanceReminderNotice(event: EventRow, registration: RegistrationRow, now: Date): RegistrantNotice {
  const due = balanceDueDate(event);
  const amount = formatMoney(registration.balanceDue, registration.currency);
  return {
    title: BALANCE_REMINDER_TITLE,
    message: `The balance of ${amount} for your place at ${eventName(event)} is due by ${eventDay(due)} (${dueInText(due, now)}).`,
    subject: `Reminder: your balance of ${amount} for ${event.title} is due by ${eventDay(due)}`,
    lines: [
      "How to pay: open Events in your portal (the link below) and choose Pay balance beside this event.",
      "",
      "Cancellation rules:",
      // A balance is only ever owed on a place bought with a deposit.
      cancellationRules(event.cancellationPolicy, "deposit"),
    ],
  };
}

/** "Saturday 14 March 2031 at 9:00 AM (GMT) until 5:00 PM (GMT)", in the practice's zone where events happen. */
export function eventTimes(event: Pick<EventRow, "startDate" | "endDate">): string {
  const start = sessionWhen(event.startDate, PRACTICE_TIME_ZONE);
  if (!event.endDate) return start.text;
  const end = sessionWhen(event.endDate, PRACTICE_TIME_ZONE);
  return `${start.text} until ${end.date === start.date ? end.time : end.text}`;
}

/** Lines set apart by a blank line, or nothing when there are none. */
const paragraph = (lines: string[]): string[] => (lines.length ? ["", ...lines] : []);

/** The reminder of the event itself: where, when, the first day's programme, and any balance still owed. */
export function eventReminderNotice(event: EventRow, registration: RegistrationRow): RegistrantNotice {
  const balance = balanceLine(event, registration);
  const firstDay =
    event.eventType === "retreat" && event.itinerary[0]?.activities.length ? event.itinerary[0] : undefined;
  const starts = sessionWhen(event.startDate, PRACTICE_TIME_ZONE).text;
  return {
    title: EVENT_REMINDER_TITLE,
    message: `${event.title} starts on ${starts}. We look forward to seeing you.`,
    subject: `Reminder: ${event.title} starts ${starts}`,
    lines: [
      `When: ${eventTimes(event)}${event.duration ? ` (${event.duration})` : ""}`,
      `Where: ${event.location}`,
      ...paragraph(firstDay ? [`The first day (${firstDay.day}):`, ...firstDay.activities.map((a) => `- ${a}`)] : []),
      ...paragraph([
        ...(registration.dietaryRequirements
          ? [`Dietary requirements you gave: ${registration.dietaryRequirements}`]
          : []),
        ...(registration.accessibilityNeeds
          ? [`Accessibility needs you gave: ${registration.accessibilityNeeds}`]
          : []),
      ]),
      ...paragraph(balance ? [`Still to pay: ${balance}. Pay it from your portal's Events.`] : []),
    ],
  };
}

/** The admins' notice of a balance not paid by its date. */
export function balanceOverdueNotice(
  event: EventRow,
  registration: RegistrationRow,
  clientName: string,
): { title: string; message: string; link: string } {
  const amount = formatMoney(registration.balanceDue, registration.currency);
  return {
    title: BALANCE_OVERDUE_TITLE,
    message: `${clientName} has not paid the balance of ${amount} for ${eventName(event)}, due by ${eventDay(balanceDueDate(event))}. The place is kept until you decide.`,
    link: `/admin-dashboard/events/${event.id}`,
  };
}
