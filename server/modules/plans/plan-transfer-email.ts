import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import type { EmailMessage } from "@server/modules/mail";
import type { BankAccountDetails } from "@server/modules/payments";
import { transferInstructionLines } from "@server/modules/payments";

export interface PlanTransferEmailInput {
  to: string;
  firstName: string;
  /** "plan" or "package". */
  what: string;
  planName: string;
  sessionCount: number;
  validMonths: number;
  amount: number;
  currency: string;
  reference: string;
  bank: BankAccountDetails;
}

/** The bank-transfer instructions, so the client has them after closing the screen. */
export function planTransferEmail(input: PlanTransferEmailInput): EmailMessage {
  return {
    to: input.to,
    subject: `Payment instructions for your ${input.planName} ${input.what} (${input.reference})`,
    text: [
      `Hello ${input.firstName},`,
      "",
      `Thank you for choosing the ${input.planName} ${input.what}: ${input.sessionCount} sessions, valid for ${input.validMonths} months from activation.`,
      "",
      ...transferInstructionLines(input),
      `Your ${input.what} is activated once we have checked your transfer, within ${TRANSFER_CHECK_TIME}.`,
    ].join("\n"),
  };
}
