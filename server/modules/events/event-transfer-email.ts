import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import type { Executor } from "@server/db/client";
import { type EmailMessage, enqueueEmail } from "@server/modules/mail";
import type { BankAccountDetails } from "@server/modules/payments";
import { transferInstructionLines } from "@server/modules/payments";
import { type EventRow, eventDay, eventName } from "./registration-notices";

export interface EventTransferEmailInput {
  to: string;
  firstName: string;
  event: Pick<EventRow, "title" | "startDate" | "location">;
  /** The place itself (its deposit or whole price), or the balance of a deposit already paid. */
  part: "first" | "balance";
  amount: number;
  currency: string;
  reference: string;
  bank: BankAccountDetails;
  /** Until when an unpaid place is held, for a first payment. */
  heldUntil?: Date;
}

/** The bank-transfer instructions of an event payment, so the registrant has them after closing the page. */
export function eventTransferEmail(input: EventTransferEmailInput): EmailMessage {
  const what = input.part === "first" ? "your place" : "the balance of your place";
  return {
    to: input.to,
    subject: `Payment instructions for ${what} at ${input.event.title} (${input.reference})`,
    text: [
      `Hello ${input.firstName},`,
      "",
      input.part === "first"
        ? `Thank you for registering for ${eventName(input.event)} at ${input.event.location}.`
        : `Here is how to pay the balance for ${eventName(input.event)}.`,
      ...(input.heldUntil ? [`We are holding your place until ${eventDay(input.heldUntil)}.`] : []),
      "",
      ...transferInstructionLines(input),
      `Your payment is recorded once we have checked your transfer, within ${TRANSFER_CHECK_TIME}.`,
    ].join("\n"),
  };
}

/** E-mails her the transfer instructions of an event payment, in the caller's transaction. */
export async function emailEventTransfer(
  tx: Executor,
  registrant: { email: string; firstName: string },
  event: EventTransferEmailInput["event"],
  payment: Pick<EventTransferEmailInput, "part" | "amount" | "currency" | "reference" | "bank" | "heldUntil">,
): Promise<void> {
  await enqueueEmail(
    tx,
    eventTransferEmail({
      to: registrant.email,
      firstName: registrant.firstName,
      event,
      part: payment.part,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
      bank: payment.bank,
      heldUntil: payment.heldUntil,
    }),
  );
}
