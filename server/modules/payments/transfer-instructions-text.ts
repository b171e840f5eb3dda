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
    `Account name: ${bank.accountName}`,
    `Bank: ${bank.bankName}`,
    `Account number: ${bank.accountNumber}`,
    `Sort code: ${bank.sortCode}`,
    `IBAN: ${bank.iban}`,
    `SWIFT/BIC: ${bank.swift}`,
    `Reference: ${reference}`,
    "",
    `Please use the reference ${reference} exactly as shown, so we can match your transfer.`,
  ];
}
