import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { receiptHref, receiptLinkLabel } from "@domain/receipts";
import type { MyReceipt } from "@server/modules/receipts";

/** One payment or refund as the portal lists it, written in the client's zone. */
export interface ReceiptRow {
  key: string;
  kind: MyReceipt["kind"];
  whenIso: string;
  /** "12 December 2026" */
  when: string;
  description: string;
  /** "GH₵2,880", or "-GH₵500" for money given back. */
  amount: string;
  reference: string;
  href: string;
  label: string;
}

export function toReceiptRows(receipts: readonly MyReceipt[], timeZone: string): ReceiptRow[] {
  return receipts.map((receipt) => ({
    key: `${receipt.kind}:${receipt.reference}`,
    kind: receipt.kind,
    whenIso: receipt.at.toISOString(),
    when: formatLongDate(receipt.at, timeZone),
    description: receipt.description,
    amount: formatMoney(receipt.kind === "refund" ? -receipt.amount : receipt.amount, receipt.currency, {
      symbol: "long",
    }),
    reference: receipt.reference,
    href: receiptHref(receipt.reference),
    label: receiptLinkLabel(receipt.reference),
  }));
}
