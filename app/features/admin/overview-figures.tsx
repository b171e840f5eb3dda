import { formatMoney } from "@domain/money";
import type { AdminOverview } from "@server/modules/staff";
import { Link } from "react-router";
import { Section } from "~/components/ui/section";

/** The server's figures, as the overview shows them. */
export type OverviewFigures = AdminOverview;

export interface UpcomingRow {
  id: string;
  when: string;
  startIso: string;
  clientName: string;
  therapistName: string;
  kind: string;
}

function Figure({ label, value, to }: { label: string; value: number | string; to?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">
        {to ? (
          <Link to={to} className="underline underline-offset-2">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * The practice at a glance (spec 001 §2 overview): sessions, what waits on an admin, clients,
 * the sessions owed on plans and packages (and their value in $ at the display conversion), and this month's revenue in each currency as paid, with its $ equivalent at the
 * display conversion beside it (spec 001 §9: admin figures use $), never instead of it.
 */
export function OverviewFigures({ figures, upcoming }: { figures: OverviewFigures; upcoming: readonly UpcomingRow[] }) {
  const paid = figures.revenueThisMonth;
  return (
    <Section headingId="overview-heading" title="Overview">
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Sessions today"
          value={figures.sessionsToday}
          to="/admin-dashboard/calendar?view=calendar&span=week"
        />
        <Figure label="Sessions this week" value={figures.sessionsThisWeek} />
        <Figure label="Upcoming sessions" value={figures.upcomingSessions} to="/admin-dashboard/calendar" />
        <Figure label="Active clients" value={figures.activeClients} />
        <Figure label="Bank transfers to check" value={figures.pendingTransfers} />
        <Figure label="Payments needing settling" value={figures.paymentsNeedingSettling} />
        <Figure label="Pending applications" value={figures.pendingApplications} to="/admin-dashboard/applications" />
        <Figure label="Plan sessions outstanding" value={figures.planSessionsOutstanding} />
        <Figure label="Package sessions outstanding" value={figures.packageSessionsOutstanding} />
        <Figure label="Value of sessions owed (≈ $)" value={formatMoney(figures.sessionsOwedValueUsd, "USD")} />
        <Figure label="Failed background jobs" value={figures.failedJobs} />
      </dl>
      <div className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <h3 className="font-semibold text-stone-900">Revenue this month</h3>
        {paid.length === 0 ? (
          <p className="mt-1 text-stone-700">No payments received yet this month.</p>
        ) : (
          <>
            <p className="mt-1 text-2xl font-semibold text-stone-900">
              {formatMoney(figures.revenueThisMonthUsd, "USD", { symbol: "long" })}
              <span className="ml-2 text-sm font-normal text-stone-700">at the display rates</span>
            </p>
            <ul
              aria-label="Revenue this month by currency"
              className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-stone-800"
            >
              {paid.map((row) => (
                <li key={row.currency}>{formatMoney(row.amount, row.currency, { symbol: "long" })}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="mt-6">
        <h3 className="font-semibold text-stone-900">Next sessions</h3>
        {upcoming.length === 0 ? (
          <p className="mt-1 text-stone-700">No upcoming sessions</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {upcoming.map((s) => (
              <li key={s.id} className="p-3 text-sm text-stone-800">
                <time dateTime={s.startIso} className="font-semibold text-stone-900">
                  {s.when}
                </time>{" "}
                · {s.kind} · {s.clientName} with {s.therapistName}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
