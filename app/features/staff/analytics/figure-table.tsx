import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { type Column, ScrollingTable } from "~/components/ui/scrolling-table";

export const cell = "whitespace-nowrap px-4 py-2";
export const rowHead = `${cell} text-left font-medium text-stone-900`;

/**
 * One table of the Analytics tab: its title (also its caption), what its figures mean, and the
 * link that downloads it as CSV (named after the table for screen readers).
 */
export function FigureTable({
  title,
  note,
  csv,
  columns,
  children,
}: {
  title: string;
  note: string;
  /** The CSV's address. */
  csv: string;
  columns: readonly Column[];
  /** The body, and the totals' foot where there is one. */
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="mt-1 text-sm text-stone-700">{note}</p>
        </div>
        <a href={csv} download className={buttonClass("secondary", "sm")}>
          <Download aria-hidden className="size-4" /> Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      <ScrollingTable caption={title} columns={columns} className="mt-3">
        {children}
      </ScrollingTable>
    </div>
  );
}

/** The totals' row of a table. */
export function TotalRow({ children }: { children: ReactNode }) {
  return (
    <tfoot className="border-t border-stone-200 font-semibold text-stone-900">
      <tr>
        <th scope="row" className={rowHead}>
          Total
        </th>
        {children}
      </tr>
    </tfoot>
  );
}
