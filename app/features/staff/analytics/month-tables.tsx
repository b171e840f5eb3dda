import {
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
import { cell, FigureTable, rowHead, TotalRow } from "./figure-table";

type TableProps = { analytics: Analytics; csv: string };

const MonthHead = ({ month }: { month: string }) => (
  <th scope="row" className={rowHead}>
    {monthLabel(month)}
  </th>
);

/** Money received and given back each month, and what stayed (net), per currency as paid. */
export function RevenueTable({ analytics, csv }: TableProps) {
  const totals = revenueTotals(analytics);
  const usd = analytics.inUsd;
  return (
    <FigureTable
      title="Revenue by month"
      note={
        analytics.scope === "practice"
          ? "Every payment received (sessions, plans, events, gifts) on the day it arrived, less the refunds completed that month. Each currency as paid."
          : "Payments for the therapist's clients' bookings on the day they arrived, less the refunds of those payments completed that month. Each currency as paid."
      }
      csv={csv}
      columns={["Month", "Received", "Refunded", "Net", ...(usd ? ["Net in $ at the display rates"] : [])]}
    >
      <tbody className="divide-y divide-stone-100">
        {analytics.revenue.map((m) => {
          const net = netAmounts(m.received, m.refunded);
          return (
            <tr key={m.month}>
              <MonthHead month={m.month} />
              <td className={cell}>{amountsText(m.received)}</td>
              <td className={cell}>{amountsText(m.refunded)}</td>
              <td className={cell}>{amountsText(net)}</td>
              {usd ? <td className={cell}>{formatMoney(usdAtDisplayRates(net), "USD")}</td> : null}
            </tr>
          );
        })}
      </tbody>
      <TotalRow>
        <td className={cell}>{amountsText(totals.received)}</td>
        <td className={cell}>{amountsText(totals.refunded)}</td>
        <td className={cell}>{amountsText(totals.net)}</td>
        {usd ? <td className={cell}>{formatMoney(usdAtDisplayRates(totals.net), "USD")}</td> : null}
      </TotalRow>
    </FigureTable>
  );
}

const SESSION_KEYS = ["scheduled", "completed", "cancelled", "noShow"] as const;

/** Sessions starting each month by status, with the no-show and cancellation rates. */
export function SessionsTable({ analytics, csv }: TableProps) {
  const total = sumCounts(analytics.sessions, SESSION_KEYS);
  const figures = (s: typeof total) => (
    <>
      <td className={cell}>{s.scheduled}</td>
      <td className={cell}>{s.completed}</td>
      <td className={cell}>{s.cancelled}</td>
      <td className={cell}>{s.noShow}</td>
      <td className={cell}>{percentText(noShowRate(s))}</td>
      <td className={cell}>{percentText(cancellationRate(s))}</td>
    </>
  );
  return (
    <FigureTable
      title="Sessions by month"
      note="By the month they start in, to the end of this month. Scheduled: still to come, or no outcome recorded yet. No-show rate: no-shows over completed and no-show sessions. Cancellation rate: cancelled over every session booked for the month."
      csv={csv}
      columns={["Month", "Scheduled", "Completed", "Cancelled", "No-show", "No-show rate", "Cancellation rate"]}
    >
      <tbody className="divide-y divide-stone-100">
        {analytics.sessions.map((m) => (
          <tr key={m.month}>
            <MonthHead month={m.month} />
            {figures(m)}
          </tr>
        ))}
      </tbody>
      <TotalRow>{figures(total)}</TotalRow>
    </FigureTable>
  );
}

const CLIENT_KEYS = ["newClients", "returningClients", "completedClients", "rebooked"] as const;

/** New and returning clients each month, and how many of those seen came back. */
export function ClientsTable({ analytics, csv }: TableProps) {
  const total = sumCounts(analytics.clients, CLIENT_KEYS);
  return (
    <FigureTable
      title="Clients by month"
      note="New: the client's first session (not cancelled) was that month; returning: she had come before. Rebook rate: of the clients with a completed session that month, the share with another session (not cancelled, past or booked ahead) after their last completed one. Totals count a client once per month."
      csv={csv}
      columns={["Month", "New", "Returning", "With a completed session", "Rebooked", "Rebook rate"]}
    >
      <tbody className="divide-y divide-stone-100">
        {analytics.clients.map((m) => (
          <tr key={m.month}>
            <MonthHead month={m.month} />
            <td className={cell}>{m.newClients}</td>
            <td className={cell}>{m.returningClients}</td>
            <td className={cell}>{m.completedClients}</td>
            <td className={cell}>{m.rebooked}</td>
            <td className={cell}>{percentText(rebookRate(m))}</td>
          </tr>
        ))}
      </tbody>
      <TotalRow>
        <td className={cell}>{total.newClients}</td>
        <td className={cell}>{total.returningClients}</td>
        <td className={cell}>{total.completedClients}</td>
        <td className={cell}>{total.rebooked}</td>
        <td className={cell}>{percentText(rebookRate(total))}</td>
      </TotalRow>
    </FigureTable>
  );
}
