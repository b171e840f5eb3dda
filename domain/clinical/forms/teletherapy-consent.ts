/**
 * The teletherapy consent: what online sessions involve. Asked of a client only when she has an
 * online session (see `schedule.ts`).
 */
import { CRISIS_HELP } from "@domain/clinical/crisis";
import type { Questionnaire } from "@domain/clinical/questionnaire";
import { signingItems } from "./signing";

export const TELETHERAPY_CONSENT_ID = "teletherapy-consent";

const point = (linkId: string, heading: string, body: string) =>
  [
    { linkId: `${linkId}-heading`, text: heading, type: "display" as const, required: false },
    { linkId, text: body, type: "display" as const, required: false },
  ] as const;

export const TELETHERAPY_CONSENT: Questionnaire = {
  id: TELETHERAPY_CONSENT_ID,
  version: 1,
  title: "Consent to online sessions",
  kind: "consent",
  intro:
    "Online sessions work much like sessions in person, with a few differences. Please read what they involve before your first online session.",
  items: [
    ...point(
      "private-place",
      "A private place",
      "Join from a private room where you cannot be overheard or interrupted, and use headphones if you can. Use your own device and network rather than a shared or public one. Your therapist will do the same.",
    ),
    ...point(
      "connection",
      "A reliable connection",
      "You need a device with a camera and microphone and a connection good enough for video. Join a few minutes early to check them. If video is poor, we may continue with sound only.",
    ),
    ...point(
      "no-recording",
      "Not recorded without your permission",
      "Sessions are never recorded without your explicit permission, and we ask you not to record them either, so that both of you can speak freely.",
    ),
    ...point(
      "connection-drops",
      "If the connection drops",
      "Join again with the same link. If the connection cannot be restored, your therapist will phone you on the number you gave us, to finish the session by phone or to agree how to make up the time you lost.",
    ),
    ...point(
      "location",
      "Where you are",
      "At the start of each session your therapist will ask where you are, so that help can be sent to you if there is ever an emergency during a session.",
    ),
    ...point(
      "crisis",
      "In a crisis",
      `Online sessions are not an emergency service. If you or someone else is in danger, call ${CRISIS_HELP.emergency}, Ghana's emergency number, or your local emergency number if you are abroad. To talk to someone now, call ${CRISIS_HELP.helplineName} on ${CRISIS_HELP.helpline}; it is free.`,
    ),
    ...signingItems("I have read and understood what online sessions involve, and I agree to take part in them."),
  ],
};
