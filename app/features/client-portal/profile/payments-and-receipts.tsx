import { FileText } from "lucide-react";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";
import type { ReceiptRow } from "./receipt-rows";

const COLUMNS: readonly DataColumn<ReceiptRow>[] = [
  {
    label: "Date",
    className: "whitespace-nowrap",
    cell: (row) => <time dateTime={row.whenIso}>{row.when}</time>,
  },
  { label: "What", rowHeader: true, className: "font-semibold md:font-normal", cell: (row) => row.description },
  { label: "Amount", className: "whitespace-nowrap font-semibold", cell: (row) => row.amount },
  { label: "Reference", className: "font-mono text-xs", cell: (row) => row.reference },
  {
    label: "Receipt",
    cell: (row) => (
      // A plain link: the PDF opens in its own tab; nothing to hydrate.
      <a
        href={row.href}
        target="_blank"
        rel="noopener"
        aria-label={row.label}
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
      >
        <FileText aria-hidden className="size-4" />
        Receipt
      </a>
    ),
  },
];

/** The client's completed payments and refunds, newest first, each with its PDF receipt. */
export function PaymentsAndReceipts({ rows, limit }: { rows: ReceiptRow[]; limit: number }) {
  return (
    <Section
      headingId="payments-heading"
      title="Payments and receipts"
      className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      {rows.length === 0 ? (
        <p className="mt-2 text-stone-700">No payments yet. Receipts of your payments and refunds will appear here.</p>
      ) : (
        <>
          <p className="mt-2 text-stone-700">
            {rows.length === limit ? `Your ${limit} most recent payments and refunds.` : "Your payments and refunds."}{" "}
            Each receipt opens as a PDF.
          </p>
          <DataTable
            caption="Payments and refunds, newest first"
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => row.key}
          />
        </>
      )}
    </Section>
  );
}
