import type { QuestionnaireItem } from "@domain/clinical/questionnaire";

/** The linkId of a consent's typed signature. */
export const SIGNATURE_ITEM = "signature";
/** The linkId of a consent's "I agree" tick box. */
export const AGREEMENT_ITEM = "agree";

/**
 * How every consent ends: the client ticks "I agree" (required: only a ticked box completes the
 * consent) and types her full name as her signature. The server records the moment of submission.
 */
export function signingItems(agreement: string): readonly QuestionnaireItem[] {
  return [
    { linkId: AGREEMENT_ITEM, text: agreement, type: "boolean", required: true },
    {
      linkId: SIGNATURE_ITEM,
      text: "Your full name",
      type: "signature",
      required: true,
      help: "Typing your full name here is your signature.",
    },
  ];
}
