import type { Currency, PaymentPurpose } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { addPendingLedgerEntry } from "./ledger";
import type { LedgerType, PaymentRow } from "./payment-types";

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

export type BankAccountDetails = Omit<ReturnType<typeof practiceConfig>["bankTransfer"], "referencePrefix">;

/** The account a client transfers to, as the instructions screen and e-mail show it. */
export function bankAccountDetails(): BankAccountDetails {
  const { referencePrefix: _prefix, ...account } = practiceConfig().bankTransfer;
  return account;
}

/**
 * An awaited bank transfer, whatever it pays for: the payment row and the admin's pending
 * ledger line, in the caller's transaction. An admin records the money with markTransferReceived.
 */
export async function createBankTransferPayment(tx: Executor, request: BankTransferRequest): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(paymentTransactions)
    .values({
      reference: request.reference,
      userId: request.userId,
      provider: "bank_transfer",
      purpose: request.purpose,
      details: request.details,
      amount: request.amount,
      currency: request.currency,
      status: "pending",
    })
    .returning();
  if (!payment) throw new Error("payment insert returned no row");
  await addPendingLedgerEntry(tx, payment, request.ledgerType, request.description);
  return payment;
}
