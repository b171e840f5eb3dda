import {
  type Amounts,
  type Analytics,
  amountsText,
  cancellationRate,
  monthLabel,
  netAmounts,
  noShowRate,
  percentText,
  rebookRate,
  revenueTotals,
  sumCounts,
  usdAtDisplayRates,
} from "@domain/analytics";
import { formatMoney } from "@domain/money";
import { countColumns, FigureTable, figureColumn, nameColumn, TOTAL } from "./figure-table";

type TableProps = { analytics: Analytics; csv: string };

interface RevenueLine {
  name: string;
  received: Amounts;
  refunded: Amounts;
  net: Amounts;
}

/** Money received and given back each month, and what stayed (net), per currency as paid. */
export function RevenueTable({ analytics, csv }: TableProps) {
  const lines: RevenueLine[] = analytics.revenue.map((m) => ({
    name: monthLabel(m.month),
    received: m.received,
    refunded: m.refunded,
    net: netAmounts(m.received, m.refunded),
  }));
  return (
    <FigureTable
      title="Revenue by month"
      note={
        analytics.scope === "practice"
          ? "Every payment received (sessions, plans, events, gifts) on the day it arrived, less the refunds completed that month. Each currency as paid."
          : "Payments for the therapist's clients' bookings on the day they arrived, less the refunds of those payments completed that month. Each currency as paid."
      }
      csv={csv}
      columns={[
        nameColumn<RevenueLine>("Month"),
        figureColumn<RevenueLine>("Received", (line) => amountsText(line.received)),
        figureColumn<RevenueLine>("Refunded", (line) => amountsText(line.refunded)),
        figureColumn<RevenueLine>("Net", (line) => amountsText(line.net)),
        ...(analytics.inUsd
          ? [
              figureColumn<RevenueLine>("Net in $ at the display rates", (line) =>
                formatMoney(usdAtDisplayRates(line.net), "USD"),
              ),
            ]
          : []),
      ]}
      lines={lines}
      total={{ name: TOTAL, ...revenueTotals(analytics) }}
    />
  );
}

/**
 * Counts for each month (`counts`: each field's column label, in order), then the rates drawn
 * from them; the total adds the counts up.
 */
function MonthCountsTable<Field extends string>({
  title,
  note,
  csv,
  months,
  counts,
  rates,
}: {
  title: string;
  note: string;
  csv: string;
  months: readonly NoInfer<Record<Field, number> & { month: string }>[];
  counts: Record<Field, string>;
  rates: readonly [label: string, rate: (line: NoInfer<Record<Field, number>>) => number | null][];
}) {
  type Line = Record<Field, number> & { name: string };
  return (
    <FigureTable
      title={title}
      note={note}
      csv={csv}
      columns={[
        nameColumn<Line>("Month"),
        ...countColumns<Line>(counts as { [Key in keyof Line]?: string }),
        ...rates.map(([label, rate]) => figureColumn<Line>(label, (line) => percentText(rate(line)))),
      ]}
      lines={months.map((m) => ({ ...m, name: monthLabel(m.month) }))}
      total={{ name: TOTAL, ...sumCounts(months, Object.keys(counts) as Field[]) } as Line}
    />
  );
}

/** Sessions starting each month by status, with the no-show and cancellation rates. */
export function SessionsTable({ analytics, csv }: TableProps) {
  return (
    <MonthCountsTable
      title="Sessions by month"
      note="By the month they start in, to the end of this month. Scheduled: still to come, or no outcome recorded yet. No-show rate: no-shows over completed and no-show sessions. Cancellation rate: cancelled over every session booked for the month."
      csv={csv}
      months={analytics.sessions}
      counts={{ scheduled: "Scheduled", completed: "Completed", cancelled: "Cancelled", noShow: "No-show" }}
      rates={[
        ["No-show rate", noShowRate],
        ["Cancellation rate", cancellationRate],
      ]}
    />
  );
}

/** New and returning clients each month, and how many of those seen came back. */
export function ClientsTable({ analytics, csv }: TableProps) {
  return (
    <MonthCountsTable
      title="Clients by month"
      note="New: the client's first session (not cancelled) was that month; returning: she had come before. Rebook rate: of the clients with a completed session that month, the share with another session (not cancelled, past or booked ahead) after their last completed one. Totals count a client once per month."
      csv={csv}
      months={analytics.clients}
      counts={{
        newClients: "New",
        returningClients: "Returning",
        completedClients: "With a completed session",
        rebooked: "Rebooked",
      }}
      rates={[["Rebook rate", rebookRate]]}
    />
  );
}
