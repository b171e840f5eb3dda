/** One bar of a chart: its label under it, its value, and the words a screen reader hears. */
export interface Bar {
  label: string;
  value: number;
  text: string;
}

/**
 * A small bar chart in SVG, drawn by the page itself (a chart library would weigh more than the
 * rest of the tab): it scales to its box, so it reads on a phone, and the figures are in the
 * table beside it for screen readers, so the drawing itself is hidden from them.
 */
export function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = 100 / Math.max(1, bars.length);
  return (
    <figure className="mt-4">
      <svg viewBox="0 0 100 56" preserveAspectRatio="none" className="h-48 w-full" aria-hidden="true">
        {bars.map((bar, i) => {
          const height = (bar.value / max) * 48;
          return (
            <rect
              key={bar.label}
              x={i * width + width * 0.15}
              y={50 - height}
              width={width * 0.7}
              height={Math.max(height, bar.value > 0 ? 0.6 : 0)}
              rx={0.8}
              className="fill-brand-500"
            >
              <title>{bar.text}</title>
            </rect>
          );
        })}
        <line x1="0" y1="50" x2="100" y2="50" className="stroke-stone-300" strokeWidth="0.3" />
      </svg>
      <div
        aria-hidden="true"
        className="grid text-center text-[10px] text-stone-600 sm:text-xs"
        style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
      >
        {bars.map((bar) => (
          <span key={bar.label} className="truncate">
            {bar.label}
          </span>
        ))}
      </div>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
