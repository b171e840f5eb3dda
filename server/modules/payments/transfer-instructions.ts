import type { Currency } from "@domain/enums";
import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import { paymentTransactions } from "@server/db/schema";
import { type AnyColumn, and, eq, isNull, type SQL } from "drizzle-orm";
import { type BankAccountDetails, bankAccountDetails } from "./create-bank-transfer-payment";

/**
 * An awaited bank transfer's instructions, as the transfer screen and the portal show them
 * (a session, a plan or an event place waiting for its money): the amount, its currency and the
 * practice's account in that currency.
 */
export interface TransferInstructions {
  kind: "bank_transfer";
  reference: string;
  amount: number;
  currency: Currency;
  bank: BankAccountDetails;
  /** "1-3 business days". */
  checkTime: string;
}

export const transferInstructions = (payment: {
  reference: string;
  amount: number;
  currency: string;
}): TransferInstructions => ({
  kind: "bank_transfer",
  reference: payment.reference,
  amount: payment.amount,
  currency: payment.currency as Currency,
  // The account in the payment's own currency: pounds to the pounds account, dollars to the dollar one.
  bank: bankAccountDetails(payment.currency as Currency),
  checkTime: TRANSFER_CHECK_TIME,
});

/** A bank transfer no admin has recorded yet: still awaited. */
export const transferAwaited = (): SQL =>
  and(
    eq(paymentTransactions.provider, "bank_transfer"),
    eq(paymentTransactions.status, "pending"),
    isNull(paymentTransactions.fulfilledAt),
  ) as SQL;

/** Joins the transfer still awaited under `reference` (a booking's or a plan's payment reference). */
export const awaitedTransferOf = (reference: AnyColumn): SQL =>
  and(eq(paymentTransactions.reference, reference), transferAwaited()) as SQL;
