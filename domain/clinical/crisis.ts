/**
 * What happens in words when a client's PHQ-9 says she has thought she would be better off dead
 * or of hurting herself (item 9 answered above "Not at all"): what she reads as soon as she
 * submits, and the alert her therapist receives by e-mail. Whether answers call for them is
 * `raisesSelfHarm` of `scoring.ts`. This file imports nothing, so that any page can say the
 * crisis lines cheaply.
 */

/**
 * The crisis lines said wherever the product speaks of danger. 112 is Ghana's emergency number;
 * 0800 678 678 is the Mental Health Authority's free line (decision record 0047).
 */
export const CRISIS_HELP = {
  emergency: "112",
  helpline: "0800 678 678",
  helplineName: "the Mental Health Authority's free helpline",
} as const;

export interface CrisisNotice {
  readonly title: string;
  /** In order; each a paragraph. */
  readonly paragraphs: readonly string[];
  /** The numbers to offer as tap-to-call links, in order. */
  readonly calls: readonly { readonly label: string; readonly number: string }[];
}

/** Shown to the client on submitting a PHQ-9 whose item 9 is above 0, before anything else. */
export const SELF_HARM_NOTICE: CrisisNotice = {
  title: "Thank you for telling us",
  paragraphs: [
    "You said that you have had thoughts that you would be better off dead, or of hurting yourself. Thank you for being honest about it: it matters, and you do not have to carry it alone.",
    "Your therapist has been told and will be in touch. Your answers stay between you and your therapist.",
    `If you feel you might act on these thoughts, or you are in danger now, please do not wait for us: call ${CRISIS_HELP.emergency}, Ghana's emergency number, or go to the nearest hospital emergency department.`,
    `To talk to someone now, call ${CRISIS_HELP.helplineName} on ${CRISIS_HELP.helpline}. It is free.`,
    "If you are outside Ghana, call your local emergency number.",
  ],
  calls: [
    { label: "Emergency", number: CRISIS_HELP.emergency },
    { label: "Mental Health Authority helpline (free)", number: CRISIS_HELP.helpline },
  ],
};

/**
 * The e-mail to the client's therapist when a questionnaire needs attention. It says nothing else:
 * no client's name, no answers, no score, since e-mail passes through hands and screens the
 * record does not; the link leads to the record, behind sign-in.
 */
export function questionnaireAlertEmail(link: string): { subject: string; text: string } {
  return {
    subject: "A questionnaire needs your attention",
    text: `A questionnaire needs your attention.\n\n${link}\n`,
  };
}
