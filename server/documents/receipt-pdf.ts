import type { ReceiptFacts } from "@server/modules/receipts/receipt-facts";
import PDFDocument from "pdfkit";
import { toWinAnsi } from "./win-ansi";

/**
 * The booking receipt as an A4 PDF: the practice's name and contact details, "Receipt", a
 * two-column table of the facts and a thank-you. Only PDFKit's built-in Helvetica is used
 * (no font files to ship or find at run time), and every string is real text, so the receipt
 * can be searched, copied and read aloud.
 */

const MARGIN = 56;
const LABEL_WIDTH = 150;
const GUTTER = 16;
const ROW_PADDING = 5;
const COLOUR = { brand: "#2f6855", ink: "#163329", muted: "#55645e", rule: "#dcebe5" } as const;
const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

type Doc = PDFKit.PDFDocument;
type Row = [label: string, value: string];

export function renderReceiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      lang: "en-GB",
      displayTitle: true,
      info: {
        Title: toWinAnsi(`Receipt ${facts.receiptNumber}`),
        Author: toWinAnsi(facts.practice.legalName),
        Subject: toWinAnsi(`${facts.session.serviceName}, ${facts.session.dateTime}`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      drawReceipt(doc, facts);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

function drawReceipt(doc: Doc, facts: ReceiptFacts): void {
  const { practice, client, session, payment } = facts;
  line(doc, practice.legalName, { font: FONT.bold, size: 20, colour: COLOUR.brand });
  doc.moveDown(0.3);
  for (const address of practice.addressLines) line(doc, address, { size: 10, colour: COLOUR.muted });
  line(doc, `${practice.phone}  |  ${practice.email}`, { size: 10, colour: COLOUR.muted });
  doc.moveDown(1.2);
  line(doc, "Receipt", { font: FONT.bold, size: 18, colour: COLOUR.ink });
  doc.moveDown(0.6);

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

  doc.moveDown(1.5);
  line(doc, `Thank you for choosing ${practice.legalName}. We look forward to supporting you.`, {
    size: 11,
    colour: COLOUR.ink,
  });
  doc.moveDown(0.5);
  line(doc, `Questions about this receipt? Write to ${practice.email} or call ${practice.phone}.`, {
    size: 9,
    colour: COLOUR.muted,
  });
}

function line(doc: Doc, text: string, style: { font?: string; size: number; colour: string }): void {
  doc
    .font(style.font ?? FONT.regular)
    .fontSize(style.size)
    .fillColor(style.colour)
    .text(toWinAnsi(text), MARGIN, doc.y, { width: contentWidth(doc) });
}

function section(doc: Doc, title: string, rows: Row[]): void {
  doc.moveDown(1);
  keepOnPage(doc, 40);
  line(doc, title, { font: FONT.bold, size: 12, colour: COLOUR.brand });
  doc.moveDown(0.3);
  table(doc, rows);
}

/** Label on the left, value on the right; a value that wraps pushes the next row down. */
function table(doc: Doc, rows: Row[]): void {
  const valueX = MARGIN + LABEL_WIDTH + GUTTER;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - GUTTER;
  doc.fontSize(10);
  for (const [rawLabel, rawValue] of rows) {
    const label = toWinAnsi(rawLabel);
    const value = toWinAnsi(rawValue);
    const height = Math.max(
      doc.font(FONT.bold).heightOfString(label, { width: LABEL_WIDTH }),
      doc.font(FONT.regular).heightOfString(value, { width: valueWidth }),
    );
    keepOnPage(doc, height + 2 * ROW_PADDING);
    const top = doc.y + ROW_PADDING;
    doc.font(FONT.bold).fillColor(COLOUR.muted).text(label, MARGIN, top, { width: LABEL_WIDTH });
    doc.font(FONT.regular).fillColor(COLOUR.ink).text(value, valueX, top, { width: valueWidth });
    const bottom = top + height + ROW_PADDING;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + contentWidth(doc), bottom)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    doc.x = MARGIN;
    doc.y = bottom;
  }
}

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

function keepOnPage(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}
