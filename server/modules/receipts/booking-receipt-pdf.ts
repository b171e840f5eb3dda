import { closing, type Doc, heading, type Row, renderPdf, section, table } from "@server/documents/pdf-layout";
import type { ReceiptFacts } from "./booking-receipt-facts";

/**
 * The booking receipt as an A4 PDF: the practice's name and contact details, "Receipt", a
 * two-column table of the facts and a thank-you (drawn with the parts in pdf-layout.ts).
 */
export function renderReceiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  return renderPdf(
    {
      title: `Receipt ${facts.receiptNumber}`,
      author: facts.practice.legalName,
      subject: `${facts.session.serviceName}, ${facts.session.dateTime}`,
    },
    (doc) => drawReceipt(doc, facts),
  );
}

function drawReceipt(doc: Doc, facts: ReceiptFacts): void {
  const { practice, client, session, payment } = facts;
  heading(doc, practice, "Receipt");
  table(doc, [
    ["Receipt number", facts.receiptNumber],
    ["Date issued", facts.issuedOn],
  ]);
  section(doc, "Billed to", [
    ["Client", client.name],
    ["Email", client.email],
  ]);
  section(doc, "Session", [
    ["Service", session.serviceName],
    ["Session type", session.sessionType],
    ["Date and time", session.dateTime],
    ["Duration", session.duration],
    ["Booking status", session.bookingStatus],
  ]);
  const paymentRows: Row[] = [["Amount", payment.amount]];
  if (payment.balanceDue) paymentRows.push(["Balance due", payment.balanceDue]);
  paymentRows.push(
    ["Payment method", payment.method],
    ["Payment reference", payment.reference ?? "None"],
    ["Payment status", payment.status],
    ["Date paid", payment.paidOn],
  );
  section(doc, "Payment", paymentRows);
  closing(doc, practice, `Thank you for choosing ${practice.legalName}. We look forward to supporting you.`);
}
