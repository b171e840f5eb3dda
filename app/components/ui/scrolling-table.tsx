import { type ReactNode, useId } from "react";

/**
 * A table that scrolls sideways inside its frame on a phone. The frame is focusable (and named
 * by the table's caption) so a keyboard can scroll it too, and `relative`, so the screen-reader
 * texts inside it are placed within it rather than beyond the page's edge.
 */
export function ScrollingTable({
  caption,
  className = "mt-4",
  tableClassName = "text-sm text-stone-800",
  children,
}: {
  caption: string;
  /** The frame's margin. */
  className?: string;
  tableClassName?: string;
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
      <table className={`min-w-full divide-y divide-stone-200 ${tableClassName}`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
