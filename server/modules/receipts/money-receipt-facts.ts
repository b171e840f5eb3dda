/**
 * Everything a receipt of a payment or of a refund states, already worded for people (see
 * money-receipt-text.ts). Both are found by their reference (GET /api/receipts/{reference}).
 */

export interface ReceiptPractice {
  legalName: string;
  addressLines: string[];
  phone: string;
  email: string;
}

interface ReceiptCommon {
  /** The payment's or the refund's own reference, which also numbers the receipt. */
  reference: string;
  /** "receipt-PLN-7KQ2M9XHR4TB.pdf", "refund-RFD-7KQ2M9XH.pdf" */
  fileName: string;
  /** The day the receipt was produced, in the client's zone. */
  issuedOn: string;
  practice: ReceiptPractice;
  client: { name: string; email: string };
}

/** A completed payment, whatever it paid for (a support plan, a session, an event, a gift). */
export interface PaymentReceiptFacts extends ReceiptCommon {
  kind: "payment";
  payment: {
    /** "Support plan: Steady Growth" */
    description: string;
    amountMinor: number;
    currency: string;
    /** "GHS 2,880.00" */
    amount: string;
    /** "Paystack mobile money (MTN)", "Paystack card", "Bank transfer" */
    method: string;
    /** "12 December 2026" */
    paidOn: string;
  };
  /** Completed refunds of this payment, oldest first; empty when none. */
  refunds: { reference: string; amount: string; refundedOn: string }[];
  /** What has been refunded in all ("GHS 500.00"), or null when nothing has. */
  refundedTotal: string | null;
}

/** A completed refund (a credit note): money given back against one payment. */
export interface RefundReceiptFacts extends ReceiptCommon {
  kind: "refund";
  refund: {
    amountMinor: number;
    currency: string;
    amount: string;
    /** How the money went back: "Paystack mobile money (MTN)", "Bank transfer" */
    method: string;
    reason: string;
    refundedOn: string;
  };
  original: {
    reference: string;
    description: string;
    amount: string;
    paidOn: string;
  };
}

export type MoneyReceiptFacts = PaymentReceiptFacts | RefundReceiptFacts;
