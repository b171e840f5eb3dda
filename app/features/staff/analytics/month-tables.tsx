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

const SESSION_COUNTS = { scheduled: "Scheduled", completed: "Completed", cancelled: "Cancelled", noShow: "No-show" };
const SESSION_KEYS = Object.keys(SESSION_COUNTS) as (keyof typeof SESSION_COUNTS)[];
type SessionLine = Record<keyof typeof SESSION_COUNTS, number> & { name: string };

/** Sessions starting each month by status, with the no-show and cancellation rates. */
export function SessionsTable({ analytics, csv }: TableProps) {
  return (
    <FigureTable
      title="Sessions by month"
      note="By the month they start in, to the end of this month. Scheduled: still to come, or no outcome recorded yet. No-show rate: no-shows over completed and no-show sessions. Cancellation rate: cancelled over every session booked for the month."
      csv={csv}
      columns={[
        nameColumn<SessionLine>("Month"),
        ...countColumns<SessionLine>(SESSION_COUNTS),
        figureColumn<SessionLine>("No-show rate", (s) => percentText(noShowRate(s))),
        figureColumn<SessionLine>("Cancellation rate", (s) => percentText(cancellationRate(s))),
      ]}
      lines={analytics.sessions.map((m) => ({ ...m, name: monthLabel(m.month) }))}
      total={{ name: TOTAL, ...sumCounts(analytics.sessions, SESSION_KEYS) }}
    />
  );
}

const CLIENT_COUNTS = {
  newClients: "New",
  returningClients: "Returning",
  completedClients: "With a completed session",
  rebooked: "Rebooked",
};
const CLIENT_KEYS = Object.keys(CLIENT_COUNTS) as (keyof typeof CLIENT_COUNTS)[];
type ClientLine = Record<keyof typeof CLIENT_COUNTS, number> & { name: string };

/** New and returning clients each month, and how many of those seen came back. */
export function ClientsTable({ analytics, csv }: TableProps) {
  return (
    <FigureTable
      title="Clients by month"
      note="New: the client's first session (not cancelled) was that month; returning: she had come before. Rebook rate: of the clients with a completed session that month, the share with another session (not cancelled, past or booked ahead) after their last completed one. Totals count a client once per month."
      csv={csv}
      columns={[
        nameColumn<ClientLine>("Month"),
        ...countColumns<ClientLine>(CLIENT_COUNTS),
        figureColumn<ClientLine>("Rebook rate", (c) => percentText(rebookRate(c))),
      ]}
      lines={analytics.clients.map((m) => ({ ...m, name: monthLabel(m.month) }))}
      total={{ name: TOTAL, ...sumCounts(analytics.clients, CLIENT_KEYS) }}
    />
  );
}
