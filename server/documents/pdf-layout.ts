import PDFDocument from "pdfkit";
import { toWinAnsi } from "./win-ansi";

/**
 * The parts every receipt PDF is drawn from: an A4 page, the practice's heading, two-column
 * tables of facts under section titles, and a closing line. Only PDFKit's built-in Helvetica is
 * used (no font files to ship or find at run time), and every string is real text, so a receipt
 * can be searched, copied and read aloud.
 */

const MARGIN = 56;
const LABEL_WIDTH = 150;
const GUTTER = 16;
const ROW_PADDING = 5;
const COLOUR = { brand: "#2f6855", ink: "#163329", muted: "#55645e", rule: "#dcebe5" } as const;
const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export type Doc = PDFKit.PDFDocument;
export type Row = [label: string, value: string];

export interface PdfPractice {
  legalName: string;
  addressLines: string[];
  phone: string;
  email: string;
}

/** An A4 document with its metadata, drawn by `draw`, as bytes. */
export function renderPdf(
  info: { title: string; author: string; subject: string },
  draw: (doc: Doc) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      lang: "en-GB",
      displayTitle: true,
      info: { Title: toWinAnsi(info.title), Author: toWinAnsi(info.author), Subject: toWinAnsi(info.subject) },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

/** The practice's name and contact details, then the document's title. */
export function heading(doc: Doc, practice: PdfPractice, title: string): void {
  line(doc, practice.legalName, { font: FONT.bold, size: 20, colour: COLOUR.brand });
  doc.moveDown(0.3);
  for (const address of practice.addressLines) line(doc, address, { size: 10, colour: COLOUR.muted });
  line(doc, `${practice.phone}  |  ${practice.email}`, { size: 10, colour: COLOUR.muted });
  doc.moveDown(1.2);
  line(doc, title, { font: FONT.bold, size: 18, colour: COLOUR.ink });
  doc.moveDown(0.6);
}

/** A closing sentence, then where to ask about the document. */
export function closing(doc: Doc, practice: PdfPractice, sentence: string, about = "this receipt"): void {
  doc.moveDown(1.5);
  line(doc, sentence, { size: 11, colour: COLOUR.ink });
  doc.moveDown(0.5);
  line(doc, `Questions about ${about}? Write to ${practice.email} or call ${practice.phone}.`, {
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

/** Running text (a consent's paragraphs), wrapped to the page, a line's space between paragraphs. */
export function paragraphs(doc: Doc, texts: readonly string[], title?: string): void {
  doc.moveDown(1);
  if (title) {
    keepOnPage(doc, 40);
    line(doc, title, { font: FONT.bold, size: 12, colour: COLOUR.brand });
    doc.moveDown(0.3);
  }
  for (const text of texts) {
    keepOnPage(doc, 24);
    line(doc, text, { size: 10, colour: COLOUR.ink });
    doc.moveDown(0.5);
  }
}

export function section(doc: Doc, title: string, rows: Row[]): void {
  doc.moveDown(1);
  keepOnPage(doc, 40);
  line(doc, title, { font: FONT.bold, size: 12, colour: COLOUR.brand });
  doc.moveDown(0.3);
  table(doc, rows);
}

/** Label on the left, value on the right; a value that wraps pushes the next row down. */
export function table(doc: Doc, rows: Row[]): void {
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
