import { closing, type Doc, heading, type Row, renderPdf, section, table } from "@server/documents/pdf-layout";
import type { MoneyReceiptFacts, PaymentReceiptFacts, RefundReceiptFacts } from "./money-receipt-facts";

/**
 * The receipt of a payment, or of a refund (a credit note), as an A4 PDF in the booking
 * receipt's style: the practice, the title, the client, then what was paid or given back.
 */
export function renderMoneyReceiptPdf(facts: MoneyReceiptFacts): Promise<Buffer> {
  const isRefund = facts.kind === "refund";
  return renderPdf(
    {
      title: `${isRefund ? "Refund receipt" : "Receipt"} ${facts.reference}`,
      author: facts.practice.legalName,
      subject: isRefund ? `Refund of ${facts.original.reference}` : facts.payment.description,
    },
    (doc) => (isRefund ? drawRefund(doc, facts) : drawPayment(doc, facts)),
  );
}

function billedTo(doc: Doc, title: string, facts: MoneyReceiptFacts): void {
  section(doc, title, [
    ["Client", facts.client.name],
    ["Email", facts.client.email],
  ]);
}

function drawPayment(doc: Doc, facts: PaymentReceiptFacts): void {
  const { practice, payment } = facts;
  heading(doc, practice, "Receipt");
  table(doc, [
    ["Receipt number", facts.reference],
    ["Date issued", facts.issuedOn],
  ]);
  billedTo(doc, "Billed to", facts);
  section(doc, "Payment", [
    ["Description", payment.description],
    ["Amount paid", payment.amount],
    ["Payment method", payment.method],
    ["Payment reference", facts.reference],
    ["Date paid", payment.paidOn],
  ]);
  if (facts.refundedTotal) {
    const rows: Row[] = facts.refunds.map((refund) => [
      `Refund ${refund.reference}`,
      `${refund.amount}, ${refund.refundedOn}`,
    ]);
    rows.push(["Refunded in all", facts.refundedTotal]);
    section(doc, "Refunded so far", rows);
  }
  closing(doc, practice, `Thank you for choosing ${practice.legalName}. We look forward to supporting you.`);
}

function drawRefund(doc: Doc, facts: RefundReceiptFacts): void {
  const { practice, refund, original } = facts;
  heading(doc, practice, "Refund receipt");
  table(doc, [
    ["Credit note number", facts.reference],
    ["Date issued", facts.issuedOn],
  ]);
  billedTo(doc, "Refunded to", facts);
  section(doc, "Refund", [
    ["Amount refunded", refund.amount],
    ["Refund method", refund.method],
    ["Refund reference", facts.reference],
    ["Reason", refund.reason],
    ["Date refunded", refund.refundedOn],
  ]);
  section(doc, "Original payment", [
    ["Payment reference", original.reference],
    ["Description", original.description],
    ["Amount paid", original.amount],
    ["Date paid", original.paidOn],
  ]);
  closing(doc, practice, "This credit note records money we have returned to you.", "this refund");
}
