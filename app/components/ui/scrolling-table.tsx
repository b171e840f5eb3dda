import { type ReactNode, useId } from "react";

/** A column heading: its text, or text only screen readers read (an actions column). */
export type Column = string | { label: string; hidden: true };

/**
 * A table that scrolls sideways inside its frame on a phone. The frame is focusable (and named
 * by the table's caption) so a keyboard can scroll it too, and `relative`, so the screen-reader
 * texts inside it are placed within it rather than beyond the page's edge. `columns` are its
 * headings; `children` its body.
 */
export function ScrollingTable({
  caption,
  columns,
  className = "mt-4",
  children,
}: {
  caption: string;
  columns: readonly Column[];
  /** The frame's margin. */
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must reach it.
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200 ${className}`}
    >
      <table className="min-w-full divide-y divide-stone-200 text-sm text-stone-800">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={typeof column === "string" ? column : column.label}
                scope="col"
                className="whitespace-nowrap px-4 py-3"
              >
                {typeof column === "string" ? column : <span className="sr-only">{column.label}</span>}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}
