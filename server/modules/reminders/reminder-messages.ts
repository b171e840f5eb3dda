import type { ReminderKind } from "@domain/enums";
import { REMINDER_LEAD_TEXT } from "@domain/reminders";
import { CHANGE_NOTICE_HOURS } from "@domain/session-changes";
import { type SessionPlace, sessionPlace, sessionPlaceLines, sessionPlaceText } from "@domain/session-place";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { EmailMessage } from "@server/modules/mail";

/** A session a reminder is about, as both people's reminders need it. */
export interface ReminderSession {
  title: string;
  start: Date;
  inPerson: boolean;
  /** Each person's own one-time link to the join page (an online session's; unused in person). */
  joinLinks: { client: string; therapist: string };
  client: { firstName: string; lastName: string; email: string; timezone: string };
  therapist: { firstName: string; lastName: string; email: string; timezone: string };
}

/** How this person joins (her own link) or gets there. */
const placeFor = (session: ReminderSession, who: "client" | "therapist"): SessionPlace =>
  sessionPlace(session.inPerson, session.joinLinks[who], practiceConfig());

/** The client's reminder (spec 000 §9), in her zone: when, how to join, how to change it, and the crisis line. */
export function clientReminderEmail(session: ReminderSession, kind: ReminderKind): EmailMessage {
  const practice = practiceConfig();
  const when = sessionWhen(session.start, usableZone(session.client.timezone));
  const therapist = `${session.therapist.firstName} ${session.therapist.lastName}`;
  return {
    to: session.client.email,
    subject: `Reminder: your session ${REMINDER_LEAD_TEXT[kind]}, ${when.text}`,
    text: [
      `Hello ${session.client.firstName},`,
      "",
      `This is a reminder of your ${session.title} session with ${therapist} on ${when.text}.`,
      ...sessionPlaceLines(placeFor(session, "client")),
      "",
      "Need to reschedule or cancel? Your sessions are in your portal, where you can change one until",
      `${CHANGE_NOTICE_HOURS} hours before it starts: ${publicUrl()}/client-portal`,
      `Closer to the time, reply to this e-mail or call us on ${practice.phone}.`,
      "",
      `${practice.legalName} is not an emergency service. ${practice.crisisLine}`,
      "",
      practice.legalName,
    ].join("\n"),
  };
}

/** The therapist's own reminder, when her preferences ask for it. */
export function therapistReminderEmail(session: ReminderSession, kind: ReminderKind): EmailMessage {
  const when = sessionWhen(session.start, usableZone(session.therapist.timezone));
  const client = `${session.client.firstName} ${session.client.lastName}`;
  return {
    to: session.therapist.email,
    subject: `Reminder: ${client} ${REMINDER_LEAD_TEXT[kind]}, ${when.text}`,
    text: [
      `Hello ${session.therapist.firstName},`,
      "",
      `${session.title} with ${client} on ${when.text}.`,
      ...sessionPlaceLines(placeFor(session, "therapist")),
      "",
      `Your sessions: ${publicUrl()}/therapist-dashboard/sessions`,
    ].join("\n"),
  };
}

/** A text reminder: short, with the same essentials, for the client or the therapist. */
export function reminderText(session: ReminderSession, kind: ReminderKind, to: "client" | "therapist"): string {
  const practice = practiceConfig();
  const when = sessionWhen(session.start, usableZone(session[to].timezone)).text;
  const where = sessionPlaceText(placeFor(session, to));
  if (to === "therapist") {
    const client = `${session.client.firstName} ${session.client.lastName}`;
    return `${practice.name}: ${session.title} with ${client} ${REMINDER_LEAD_TEXT[kind]}, ${when}. ${where}`;
  }
  return `${practice.name}: your ${session.title} session is ${REMINDER_LEAD_TEXT[kind]}, ${when}. ${where} We are not an emergency service. ${practice.crisisLine}`;
}
