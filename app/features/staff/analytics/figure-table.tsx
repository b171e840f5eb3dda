import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";

/** A line of a table of figures: what it is about (a month, a plan, a therapist, or "Total"). */
export interface FigureLine {
  name: string;
  /** Where the name may repeat (two therapists of one name). */
  key?: string;
}

/** The column naming each line (its row header). */
export const nameColumn = <Line extends FigureLine>(label: string): DataColumn<Line> => ({
  label,
  rowHeader: true,
  className: "whitespace-nowrap font-medium text-stone-900",
  cell: (line) => line.name,
});

/** A column of figures. */
export const figureColumn = <Line,>(label: string, cell: (line: Line) => ReactNode): DataColumn<Line> => ({
  label,
  className: "whitespace-nowrap",
  cell,
});

/** A column of counts for each of `labels`' fields, in their order: { noShow: "No-show" }. */
export const countColumns = <Line,>(labels: { [Field in keyof Line]?: string }): DataColumn<Line>[] =>
  (Object.entries(labels) as [keyof Line, string][]).map(([field, label]) =>
    figureColumn<Line>(label, (line) => line[field] as ReactNode),
  );

/**
 * One table of the Analytics tab: its title (also its caption), what its figures mean, and the
 * link that downloads it as CSV (named after the table for screen readers); its lines, and the
 * line of totals under them where there is one.
 */
export function FigureTable<Line extends FigureLine>({
  title,
  note,
  csv,
  columns,
  lines,
  total,
  empty,
}: {
  title: string;
  note: string;
  /** The CSV's address. */
  csv: string;
  columns: readonly DataColumn<Line>[];
  lines: readonly Line[];
  total?: Line;
  empty?: string;
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
      <DataTable
        caption={title}
        columns={columns}
        rows={lines}
        rowKey={(line) => line.key ?? line.name}
        total={total}
        empty={empty}
        dense
        className="mt-3"
      />
    </div>
  );
}

/** The totals' line of a table. */
export const TOTAL = "Total";
