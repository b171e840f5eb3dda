import { formatMoney } from "@domain/money";
import type { BankAccountDetails } from "./create-bank-transfer-payment";

/** The lines every bank-transfer e-mail carries: what to send, where, and with which reference. */
export function transferInstructionLines(payment: {
  amount: number;
  currency: string;
  reference: string;
  bank: BankAccountDetails;
}): string[] {
  const { bank, reference } = payment;
  return [
    `Please transfer ${formatMoney(payment.amount, payment.currency, { symbol: "long" })} (${payment.currency}) to:`,
    "",
    ...bankAccountLines(bank),
    `Reference: ${reference}`,
    "",
    `Please use the reference ${reference} exactly as shown, so we can match your transfer.`,
  ];
}

/** The account's own details, each only where the account has it (a US account has no sort code). */
export function bankAccountLines(bank: BankAccountDetails): string[] {
  const line = (label: string, value: string | undefined) => (value ? [`${label}: ${value}`] : []);
  return [
    `Account name: ${bank.accountName}`,
    `Bank: ${bank.bankName}`,
    ...line("Account number", bank.accountNumber),
    ...line("Sort code", bank.sortCode),
    ...line("Routing number (ACH)", bank.routingNumber),
    ...line("IBAN", bank.iban),
    `SWIFT/BIC: ${bank.swift}`,
  ];
}
