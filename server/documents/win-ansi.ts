/**
 * PDFKit's built-in fonts (Helvetica...) encode text as WinAnsi: Latin-1 plus a few
 * typographic signs. Any other character is drawn as a wrong glyph (the cedi sign came out
 * as "μ"), so text is brought into that set first. Names in Ghana may use the Akan letters
 * ɛ and ɔ: they become e and o rather than garbage. Embedding a Unicode font would keep
 * them, at the cost of shipping a font file; receipts do not need it yet.
 */

/** The characters WinAnsi has beyond Latin-1 (its 0x80-0x9F block). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const LOOKALIKES: Readonly<Record<string, string>> = {
  ɛ: "e",
  Ɛ: "E",
  ɔ: "o",
  Ɔ: "O",
  ŋ: "n",
  Ŋ: "N",
  "₵": "GHS ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2212": "-",
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** The text with every character WinAnsi cannot encode replaced by its nearest safe form, or "?". */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/[\t\r\n]+/g, " ")) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const lookalike = LOOKALIKES[char];
    if (lookalike !== undefined) {
      out += lookalike;
      continue;
    }
    // Letters with marks Latin-1 lacks (ā, ŏ, ẹ...): keep the base letter; a lone mark goes.
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...base].every(encodable) ? base : "?";
  }
  return out;
}
