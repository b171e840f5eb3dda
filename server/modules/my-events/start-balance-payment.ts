import type { Executor } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { emailEventTransfer } from "@server/modules/events";
import type { PaymentDeps, PaystackCheckout } from "@server/modules/payments";
import {
  createBankTransferPayment,
  newTransferReference,
  type TransferInstructions,
  transferInstructions,
  withFreshReference,
} from "@server/modules/payments";
import { z } from "zod";
import { balanceDetails, startBalanceCheckout } from "./balance-checkout";
import { balanceRefusal, MY_EVENT_MESSAGES } from "./balance-rules";
import { awaitedTransfers, findOwnRegistration, type OwnRegistration, transferFor } from "./own-registrations";

export type BalancePaymentStart = PaystackCheckout | TransferInstructions;

const schema = z.object({ registrationId: z.uuid(MY_EVENT_MESSAGES.notFound) });

/** The owner's registration whose balance can be paid now, else a 404 (not hers) or a 409 (why not). */
function payable(found: OwnRegistration | null, now: Date): OwnRegistration {
  if (!found) throw new AppError("not_found", MY_EVENT_MESSAGES.notFound);
  const refusal = balanceRefusal(
    { ...found.registration, eventStatus: found.event.status, eventStart: found.event.startDate },
    now,
  );
  if (refusal) throw new AppError("conflict", refusal);
  return found;
}

/**
 * "Pay balance" in the portal's Events: the balance of the viewer's own confirmed deposit
 * registration. The amount is always the registration's balance_due as the server stored it;
 * the input names only the registration, and anything else a browser sends is dropped unread.
 * The way to pay follows the region the place was bought in: Paystack for local registrants,
 * a bank transfer for international ones. Either way a registration has one balance payment
 * open at a time: asking again, even at the same moment, answers with the same one.
 */
export async function startBalancePayment(
  deps: PaymentDeps,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<BalancePaymentStart> {
  const { registrationId } = parseInput(schema, raw);
  const found = payable(await findOwnRegistration(deps.db, viewer, registrationId), now);
  if (found.registration.region !== "local") return requestBalanceTransfer(deps, viewer, registrationId, now);
  const lockedPayable = async (tx: Executor) =>
    payable(await findOwnRegistration(tx, viewer, registrationId, { lock: true }), now);
  return startBalanceCheckout(deps, viewer, lockedPayable, now);
}

/**
 * The balance by bank transfer: in one transaction, the payment and its pending ledger line,
 * the instructions e-mail and the audit entry. The registration row is locked first, so two
 * clicks at once are served one after the other, and a second request while the transfer is
 * still awaited answers with the same reference (and sends the instructions again) instead
 * of leaving two transfers for one balance.
 */
async function requestBalanceTransfer(
  deps: Pick<PaymentDeps, "db">,
  viewer: Viewer,
  registrationId: string,
  now: Date,
): Promise<TransferInstructions> {
  return withFreshReference(
    () => newTransferReference(practiceConfig().bankTransfer.referencePrefix),
    (freshReference) =>
      deps.db.transaction(async (tx) => {
        const found = payable(await findOwnRegistration(tx, viewer, registrationId, { lock: true }), now);
        const { registration, event } = found;
        const earlier = transferFor(await awaitedTransfers(tx, viewer, [registration.id]), registration);
        const transfer =
          earlier ??
          (await createBankTransferPayment(tx, {
            userId: viewer.userId,
            purpose: "event_registration",
            reference: freshReference,
            amount: registration.balanceDue,
            currency: registration.currency as TransferInstructions["currency"],
            details: balanceDetails(found),
            ledgerType: "event_registration",
            description: `${event.title} (balance)`,
          }));
        const instructions = transferInstructions(transfer);
        const paymentId = "paymentId" in transfer ? transfer.paymentId : transfer.id;
        await emailEventTransfer(tx, viewer, event, { part: "balance", ...instructions });
        await recordAudit(tx, {
          action: earlier ? "payment.transfer_instructions_resent" : "payment.transfer_requested",
          userId: viewer.userId,
          tableName: "payment_transactions",
          recordId: paymentId,
          details: {
            reference: instructions.reference,
            purpose: "event_registration",
            part: "balance",
            registrationId: registration.id,
            amount: instructions.amount,
            currency: instructions.currency,
          },
        });
        return instructions;
      }),
  );
}
