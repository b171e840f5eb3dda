import { type ReactNode, useId } from "react";

/** One column of a DataTable: its heading and how each row fills its cell. */
export interface DataColumn<Row> {
  /** The heading; on a phone, the label beside each of the column's values. */
  label: string;
  /** A heading only screen readers read, and no label on a phone (an actions column). */
  labelHidden?: boolean;
  /** The column naming its row (a row header): on a phone, its card's title. */
  rowHeader?: boolean;
  /** The cells' own classes (weight, type, alignment, wrapping), at every width. */
  className?: string;
  /** Names the column's cells for the browser tests. */
  testId?: string;
  cell(row: Row): ReactNode;
}

// From md up, a table (inside a frame that scrolls sideways should a wide table still not fit).
// Below md, the same elements laid out as a list of cards: the headings are read by screen
// readers only, each row is a card, its row header the title, and every other value has its
// column's name beside it. The label is drawn from the cell's data-label and given an empty
// alternative text (the `/ ''`): screen readers already announce the column's heading. A
// card leaves out the lines it has no value for.
const FRAME = "relative md:overflow-x-auto md:rounded-2xl md:bg-white md:ring-1 md:ring-stone-200";
const TABLE = "min-w-full text-sm text-stone-800 max-md:block md:divide-y md:divide-stone-200";
const HEAD = "bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-700 uppercase max-md:sr-only";
const BODY = "max-md:block max-md:space-y-3 md:divide-y md:divide-stone-100";
const FOOT = "font-semibold text-stone-900 max-md:mt-3 max-md:block md:border-t md:border-stone-200";
const ROW =
  "max-md:flex max-md:flex-col max-md:rounded-2xl max-md:bg-white max-md:p-4 max-md:ring-1 max-md:ring-stone-200";
const CELL = "px-4 align-top max-md:px-0 max-md:whitespace-normal";
const LABELLED =
  "max-md:has-[>div:empty]:hidden max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-x-3 max-md:py-1 max-md:before:content-[attr(data-label)_/_''] max-md:before:pt-0.5 max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-stone-600 max-md:before:uppercase";
const ROW_HEADER = "text-left max-md:order-first max-md:pb-2 max-md:text-base max-md:wrap-anywhere";
const UNLABELLED = "max-md:block max-md:pt-3 max-md:empty:hidden";

function Cell<Row>({ column, row, padding }: { column: DataColumn<Row>; row: Row; padding: string }) {
  const classes = (kind: string) => `${CELL} ${padding} ${kind} ${column.className ?? ""}`;
  if (column.rowHeader) {
    return (
      <th scope="row" data-testid={column.testId} className={classes(ROW_HEADER)}>
        {column.cell(row)}
      </th>
    );
  }
  if (column.labelHidden) {
    return (
      <td data-testid={column.testId} className={classes(UNLABELLED)}>
        {column.cell(row)}
      </td>
    );
  }
  return (
    <td data-label={column.label} data-testid={column.testId} className={classes(LABELLED)}>
      {/* One box beside the label on a phone, however many pieces the value has. */}
      <div className="min-w-0 max-md:wrap-break-word">{column.cell(row)}</div>
    </td>
  );
}

/**
 * A data table that is a table on a tablet or a computer and a list of cards on a phone, so no
 * value sits off-screen in a table scrolled sideways. `columns` say what each row shows; `total`
 * is a row of totals under them; `empty` is said when there are no rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  empty,
  dense = false,
  className = "mt-4",
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  total?: Row;
  empty?: ReactNode;
  /** Closer rows, for tables of figures. */
  dense?: boolean;
  /** The frame's margin. */
  className?: string;
}) {
  const captionId = useId();
  const padding = dense ? "md:py-2" : "md:py-3";
  const cells = (row: Row) =>
    columns.map((column) => <Cell key={column.label} column={column} row={row} padding={padding} />);
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than its screen scrolls, and keyboard users must reach it.
      tabIndex={0}
      className={`${FRAME} ${className}`}
    >
      <table className={TABLE}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className={HEAD}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="whitespace-nowrap px-4 py-3">
                {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={BODY}>
          {rows.length === 0 && empty ? (
            <tr className={ROW}>
              <td colSpan={columns.length} className={`${CELL} ${padding} text-stone-700 max-md:block`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={ROW}>
                {cells(row)}
              </tr>
            ))
          )}
        </tbody>
        {total === undefined ? null : (
          <tfoot className={FOOT}>
            <tr className={ROW}>{cells(total)}</tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
