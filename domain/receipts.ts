/**
 * Where a payment's or a refund's receipt is (GET /api/receipts/{reference}), and which ledger
 * lines have one: money that arrived by Paystack or bank transfer, and refunds once completed.
 */

export const receiptHref = (reference: string): string => `/api/receipts/${encodeURIComponent(reference)}`;

/** What the screen reader says of a "Receipt" link: "Receipt for PLN-7KQ2M9XHR4TB". */
export const receiptLinkLabel = (reference: string): string => `Receipt for ${reference}`;

const MONEY_PROVIDERS: ReadonlySet<string> = new Set(["paystack", "bank_transfer"]);

export interface LedgerLineFacts {
  reference: string | null;
  status: string;
  /** transaction_ledger.transaction_type: "support_plan", "booking"..., or "refund". */
  type: string;
  provider: string;
}

/**
 * A completed refund line, or a payment line whose money arrived (completed, or refunded since):
 * each has a receipt under its reference. Pending and failed lines, and lines no money moved
 * for (a coupon, a plan credit), have none.
 */
export function ledgerLineHasReceipt(line: LedgerLineFacts): boolean {
  if (!line.reference || !MONEY_PROVIDERS.has(line.provider)) return false;
  if (line.type === "refund") return line.status === "completed";
  return line.status === "completed" || line.status === "refunded";
}
