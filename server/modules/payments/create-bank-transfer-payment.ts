import type { Currency, PaymentPurpose } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { type BankAccount, practiceConfig } from "@server/lib/practice";
import { addPendingLedgerEntry } from "./ledger-entries";
import type { LedgerType, PaymentRow } from "./payment-types";
import { insertPendingPayment } from "./pending-payment";

export interface BankTransferRequest {
  userId: string;
  purpose: PaymentPurpose;
  reference: string;
  amount: number;
  currency: Currency;
  details: Record<string, unknown>;
  ledgerType: LedgerType;
  description: string;
}

/** The account a client transfers to, as the instructions screen and e-mail show it. */
export interface BankAccountDetails extends BankAccount {
  providerName: string;
  accountName: string;
}

/** The currencies the practice holds an account in (the dollar account always among them). */
export function transferAccountCurrencies(): Currency[] {
  return Object.keys(practiceConfig().bankTransfer.accounts) as Currency[];
}

/**
 * The practice's account in `currency`. Every transfer is asked in a currency the practice holds
 * an account in (transferCurrency, domain/transfer-currency); the dollar account stands in for
 * a currency it has stopped holding, so an old payment's instructions still name an account.
 */
export function bankAccountDetails(currency: Currency): BankAccountDetails {
  const { providerName, accountName, accounts } = practiceConfig().bankTransfer;
  const account = (accounts as Partial<Record<Currency, BankAccount>>)[currency] ?? accounts.USD;
  return { providerName, accountName, ...account };
}

/**
 * An awaited bank transfer, whatever it pays for: the payment row and the admin's pending
 * ledger line, in the caller's transaction. An admin records the money with markTransferReceived.
 */
export async function createBankTransferPayment(tx: Executor, request: BankTransferRequest): Promise<PaymentRow> {
  const payment = await insertPendingPayment(tx, { ...request, provider: "bank_transfer" });
  await addPendingLedgerEntry(tx, payment, request.ledgerType, request.description);
  return payment;
}
