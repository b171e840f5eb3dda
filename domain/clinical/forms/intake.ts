/** The practice's intake form: what a therapist needs to know before the first session. */
import type { AnswerOption, Questionnaire } from "@domain/clinical/questionnaire";

export const INTAKE_ID = "intake";

const YES_NO: readonly AnswerOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export const INTAKE: Questionnaire = {
  id: INTAKE_ID,
  version: 1,
  title: "Intake form",
  kind: "form",
  intro:
    "This helps your therapist prepare for your first session. Only your therapist, and the staff who need it for your care, can read it. Answer as much as you are comfortable with; you can talk about anything here in more depth in your sessions.",
  items: [
    { linkId: "contact-heading", text: "Your contact details", type: "display", required: false },
    { linkId: "phone", text: "Your phone number", type: "phone", required: true },
    { linkId: "address", text: "Your home address", type: "text", required: true },
    {
      linkId: "emergency-heading",
      text: "Emergency contact",
      type: "display",
      required: false,
    },
    {
      linkId: "emergency-intro",
      text: "Someone we may call if we are seriously worried about your safety and cannot reach you.",
      type: "display",
      required: false,
    },
    { linkId: "emergency-name", text: "Their name", type: "text", required: true },
    {
      linkId: "emergency-relationship",
      text: "Their relationship to you",
      type: "text",
      required: true,
      help: "For example: sister, husband, friend.",
    },
    { linkId: "emergency-phone", text: "Their phone number", type: "phone", required: true },
    { linkId: "background-heading", text: "About you", type: "display", required: false },
    {
      linkId: "reasons",
      text: "What brings you to therapy?",
      type: "long-text",
      required: true,
      help: "What you would like help with, and what you hope will be different.",
    },
    {
      linkId: "previous-therapy",
      text: "Have you seen a therapist, counsellor or psychiatrist before?",
      type: "choice",
      required: true,
      options: YES_NO,
    },
    {
      linkId: "previous-therapy-details",
      text: "Please tell us about it: when, for how long, and what helped or did not.",
      type: "long-text",
      required: true,
      enableWhen: [{ linkId: "previous-therapy", operator: "equals", value: "yes" }],
    },
    {
      linkId: "medication",
      text: "Are you currently taking any medication?",
      type: "choice",
      required: true,
      options: YES_NO,
    },
    {
      linkId: "medication-details",
      text: "Which medication, and what is it for?",
      type: "long-text",
      required: true,
      enableWhen: [{ linkId: "medication", operator: "equals", value: "yes" }],
    },
    {
      linkId: "medical-conditions",
      text: "Do you have any medical conditions we should know about?",
      type: "long-text",
      required: false,
      help: "Leave this empty if there are none.",
    },
    {
      linkId: "contact-consent",
      text: "How may we contact you about your sessions?",
      type: "multi-choice",
      required: false,
      options: [
        { value: "phone", label: "Phone call" },
        { value: "sms", label: "SMS" },
        { value: "email", label: "E-mail" },
      ],
      help: "Choose all that you are happy with. We will use only these.",
    },
  ],
};
