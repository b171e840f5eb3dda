import { FileText } from "lucide-react";
import { ScrollingTable } from "~/components/ui/scrolling-table";
import type { ReceiptRow } from "./receipt-rows";

const COLUMNS = ["Date", "What", "Amount", "Reference", "Receipt"];
const td = "px-4 py-3 align-top";

/** The client's completed payments and refunds, newest first, each with its PDF receipt. */
export function PaymentsAndReceipts({ rows, limit }: { rows: ReceiptRow[]; limit: number }) {
  return (
    <section aria-labelledby="payments-heading" className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <h2 id="payments-heading" className="font-serif text-2xl text-brand-900">
        Payments and receipts
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-stone-700">No payments yet. Receipts of your payments and refunds will appear here.</p>
      ) : (
        <>
          <p className="mt-2 text-stone-700">
            {rows.length === limit ? `Your ${limit} most recent payments and refunds.` : "Your payments and refunds."}{" "}
            Each receipt opens as a PDF.
          </p>
          <ScrollingTable caption="Payments and refunds, newest first" columns={COLUMNS}>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={row.whenIso}>{row.when}</time>
                  </td>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {row.description}
                  </th>
                  <td className={`${td} whitespace-nowrap font-semibold`}>{row.amount}</td>
                  <td className={`${td} font-mono text-xs`}>{row.reference}</td>
                  <td className={td}>
                    {/* A plain link: the PDF opens in its own tab; nothing to hydrate. */}
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
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        </>
      )}
    </section>
  );
}
