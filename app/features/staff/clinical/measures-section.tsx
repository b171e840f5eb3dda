import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CHART, chartGeometry, type MeasureView } from "./clinical-view";

/** The band zones, lightest (minimal) to strongest (severe). */
const ZONE_FILL = ["#ecfdf5", "#f7fee7", "#fefce8", "#fff7ed", "#fef2f2"] as const;
const zoneFill = (index: number, count: number) =>
  ZONE_FILL[count === 4 && index === 3 ? 4 : Math.min(index, ZONE_FILL.length - 1)] ?? ZONE_FILL[0];

/** One measure's totals over time, drawn with its bands behind them; described in words for screen readers. */
function MeasureChart({ view, titleId, descId }: { view: MeasureView; titleId: string; descId: string }) {
  const { zones, dots, line } = chartGeometry(view);
  const first = view.points[0];
  const last = view.points.at(-1);
  const bottom = CHART.height - CHART.bottom;
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="mt-3 h-auto w-full max-w-[320px]"
    >
      <title id={titleId}>{`${view.title}: totals over time`}</title>
      <desc id={descId}>
        {last && first
          ? `${view.points.length} result${view.points.length === 1 ? "" : "s"} from ${first.date} to ${last.date}; the latest ${last.total} of ${view.maxTotal}, ${last.band}.`
          : "No results yet."}
      </desc>
      {zones.map((zone) => (
        <g key={zone.label}>
          <rect
            x={CHART.left}
            y={zone.y}
            width={CHART.width - CHART.left - CHART.right}
            height={zone.height}
            fill={zoneFill(zone.index, zones.length)}
          />
          <text x={CHART.left - 4} y={zone.y + zone.height - 2} textAnchor="end" fontSize="9" fill="#57534e">
            {zone.min}
          </text>
          <text x={CHART.width - CHART.right - 3} y={zone.y + 10} textAnchor="end" fontSize="9" fill="#57534e">
            {zone.label}
          </text>
        </g>
      ))}
      <line x1={CHART.left} x2={CHART.width - CHART.right} y1={bottom} y2={bottom} stroke="#a8a29e" />
      {dots.length > 1 ? <polyline points={line} fill="none" stroke="#1d4ed8" strokeWidth="2" /> : null}
      {dots.map((dot) => (
        <circle
          key={dot.point.responseId}
          cx={dot.x}
          cy={dot.y}
          r={dot.point.selfHarm ? 5 : 3.5}
          fill={dot.point.selfHarm ? "#b91c1c" : "#1d4ed8"}
          stroke="#ffffff"
          strokeWidth="1.5"
        />
      ))}
      {first ? (
        <text x={CHART.left} y={CHART.height - 8} fontSize="9" fill="#57534e">
          {first.shortDate}
        </text>
      ) : null}
      {last && view.points.length > 1 ? (
        <text x={CHART.width - CHART.right} y={CHART.height - 8} textAnchor="end" fontSize="9" fill="#57534e">
          {last.shortDate}
        </text>
      ) : null}
    </svg>
  );
}

function MeasureCard({ view, formHref }: { view: MeasureView; formHref: (responseId: string) => string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl p-1">
      <h4 id={headingId} className="font-semibold text-stone-900">
        {view.title}
      </h4>
      {view.latest ? (
        <p className="mt-1 text-sm text-stone-800">
          Latest: <strong>{view.latest.total}</strong> of {view.maxTotal}, <strong>{view.latest.band}</strong> (
          {view.latest.date})
        </p>
      ) : (
        <p className="mt-1 text-sm text-stone-600">No results yet.</p>
      )}
      {view.selfHarm.length > 0 ? (
        <div role="note" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            Item 9 (thoughts of self-harm) was answered above 0: follow up.
          </p>
          <ul className="mt-1 list-disc pl-6">
            {view.selfHarm.map((point) => (
              <li key={point.responseId}>
                <Link to={formHref(point.responseId)} className="underline underline-offset-2">
                  {point.date}
                </Link>{" "}
                (total {point.total})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.points.length > 0 ? (
        <>
          <MeasureChart view={view} titleId={`${id}-title`} descId={`${id}-desc`} />
          {view.trend ? <p className="mt-2 text-sm text-stone-700">{view.trend}</p> : null}
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
              Show {view.title} results as a table
            </summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">{view.title} results, oldest first</caption>
              <thead>
                <tr className="border-b border-stone-200">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Total
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Band
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.points.map((point) => (
                  <tr key={point.responseId} className="border-b border-stone-100">
                    <td className="py-1 pr-2">
                      <Link to={formHref(point.responseId)} className="underline underline-offset-2">
                        <time dateTime={point.iso}>{point.date}</time>
                      </Link>
                    </td>
                    <td className="py-1 pr-2">{point.total}</td>
                    <td className="py-1">
                      {point.band}
                      {point.selfHarm ? <strong className="text-red-800"> · item 9 above 0</strong> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </section>
  );
}

/** "Measures": each scored measure's totals over time with its bands, the trend, and any self-harm answer. */
export function MeasuresSection({
  measures,
  formHref,
}: {
  measures: readonly MeasureView[] | null;
  formHref: (responseId: string) => string;
}) {
  return (
    <section aria-labelledby="client-measures" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h3 id="client-measures" className="font-semibold text-stone-900">
        Measures
      </h3>
      {measures === null ? (
        <p role="alert" className="mt-2 text-sm text-red-900">
          Her scores could not be opened: her record is unreadable. Nothing is shown rather than something wrong.
        </p>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          {measures.map((view) => (
            <MeasureCard key={view.measure} view={view} formHref={formHref} />
          ))}
        </div>
      )}
    </section>
  );
}
