/** A cell as CSV: quoted when it holds a separator, a quote or a line break, or would read as a spreadsheet formula. */
const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows (the header first) as CSV text, lines ended by CRLF as RFC 4180 says. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
