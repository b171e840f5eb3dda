/**
 * A measure's totals over time as a small line (lower is better), drawn in SVG; the numbers
 * themselves are in the text beside it and in the chart's description for screen readers.
 */
export function ScoreChart({
  title,
  points,
  maxTotal,
}: {
  title: string;
  points: readonly { total: number; at: string }[];
  maxTotal: number;
}) {
  if (points.length < 2) return null;
  const width = 280;
  const height = 80;
  const pad = 8;
  const x = (index: number) => pad + (index * (width - 2 * pad)) / (points.length - 1);
  const y = (total: number) => height - pad - (total / Math.max(maxTotal, 1)) * (height - 2 * pad);
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.total).toFixed(1)}`).join(" ");
  const description = points.map((point) => `${point.total} on ${point.at}`).join("; ");
  return (
    <svg
      role="img"
      aria-label={`${title} scores over time: ${description}`}
      viewBox={`0 0 ${width} ${height}`}
      className="mt-3 h-20 w-full max-w-xs"
    >
      <line
        x1={pad}
        x2={width - pad}
        y1={height - pad}
        y2={height - pad}
        className="stroke-stone-300"
        strokeWidth={1}
      />
      <polyline points={line} fill="none" className="stroke-brand-600" strokeWidth={2} />
      {points.map((point, index) => (
        <circle key={point.at} cx={x(index)} cy={y(point.total)} r={3} className="fill-brand-700" />
      ))}
    </svg>
  );
}
