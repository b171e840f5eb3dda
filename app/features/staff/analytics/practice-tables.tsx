import { addAmounts, amountsText, monthLabel, netAmounts, type PracticeFigures } from "@domain/analytics";
import { COUPON_TYPE_LABEL } from "@domain/coupons";
import { COUPON_TYPES } from "@domain/enums";
import { cell, FigureTable, rowHead, TotalRow } from "./figure-table";

type TableProps = { figures: PracticeFigures; csv: string };

/** Support plans paid for each month: how many, and what they brought in per currency. */
export function PlanSalesTable({ figures, csv }: TableProps) {
  const sold = figures.planSales.reduce((sum, m) => sum + m.sold, 0);
  return (
    <FigureTable
      title="Support plans sold by month"
      note="Plans paid for that month (the day the payment arrived), and their amounts as paid."
      csv={csv}
      columns={["Month", "Plans sold", "Amount"]}
    >
      <tbody className="divide-y divide-stone-100">
        {figures.planSales.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={rowHead}>
              {monthLabel(m.month)}
            </th>
            <td className={cell}>{m.sold}</td>
            <td className={cell}>{amountsText(m.amount)}</td>
          </tr>
        ))}
      </tbody>
      <TotalRow>
        <td className={cell}>{sold}</td>
        <td className={cell}>{amountsText(addAmounts(...figures.planSales.map((m) => m.amount)))}</td>
      </TotalRow>
    </FigureTable>
  );
}

/** Sessions sold on plans and not given yet: what the practice still owes its clients. */
export function CreditsTable({ figures, csv }: TableProps) {
  const plans = figures.credits.reduce((sum, p) => sum + p.plans, 0);
  const sessions = figures.credits.reduce((sum, p) => sum + p.sessions, 0);
  return (
    <FigureTable
      title="Plan sessions outstanding"
      note="Sessions left on active, unexpired plans, today: sold and not yet given. Their value is each plan's price times its share of sessions left."
      csv={csv}
      columns={["Plan", "Plans with sessions left", "Sessions outstanding", "Value outstanding"]}
    >
      <tbody className="divide-y divide-stone-100">
        {figures.credits.length === 0 ? (
          <tr>
            <td colSpan={4} className={`${cell} text-stone-700`}>
              No plan has sessions left.
            </td>
          </tr>
        ) : (
          figures.credits.map((p) => (
            <tr key={p.plan}>
              <th scope="row" className={rowHead}>
                {p.plan}
              </th>
              <td className={cell}>{p.plans}</td>
              <td className={cell}>{p.sessions}</td>
              <td className={cell}>{amountsText(p.value)}</td>
            </tr>
          ))
        )}
      </tbody>
      <TotalRow>
        <td className={cell}>{plans}</td>
        <td className={cell}>{sessions}</td>
        <td className={cell}>{amountsText(addAmounts(...figures.credits.map((p) => p.value)))}</td>
      </TotalRow>
    </FigureTable>
  );
}

/** Coupons redeemed each month, by type. */
export function CouponsTable({ figures, csv }: TableProps) {
  const total = (type: (typeof COUPON_TYPES)[number]) => figures.coupons.reduce((sum, m) => sum + m.used[type], 0);
  const all = (used: Record<(typeof COUPON_TYPES)[number], number>) => COUPON_TYPES.reduce((s, t) => s + used[t], 0);
  return (
    <FigureTable
      title="Coupons used by month"
      note="Coupons redeemed that month, by type."
      csv={csv}
      columns={["Month", ...COUPON_TYPES.map((t) => COUPON_TYPE_LABEL[t]), "All"]}
    >
      <tbody className="divide-y divide-stone-100">
        {figures.coupons.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={rowHead}>
              {monthLabel(m.month)}
            </th>
            {COUPON_TYPES.map((t) => (
              <td key={t} className={cell}>
                {m.used[t]}
              </td>
            ))}
            <td className={cell}>{all(m.used)}</td>
          </tr>
        ))}
      </tbody>
      <TotalRow>
        {COUPON_TYPES.map((t) => (
          <td key={t} className={cell}>
            {total(t)}
          </td>
        ))}
        <td className={cell}>{figures.coupons.reduce((sum, m) => sum + all(m.used), 0)}</td>
      </TotalRow>
    </FigureTable>
  );
}

/** Each therapist's 12 months side by side. */
export function TherapistsTable({ figures, csv }: TableProps) {
  return (
    <FigureTable
      title="Therapists, last 12 months"
      note="Sessions starting in the 12 months (to the end of this month); clients: distinct clients with a session not cancelled; net revenue: payments for her clients' bookings less their refunds, each currency as paid."
      csv={csv}
      columns={["Therapist", "Completed", "No-shows", "Cancelled", "Clients", "Net revenue"]}
    >
      <tbody className="divide-y divide-stone-100">
        {figures.therapists.map((t) => (
          <tr key={t.therapistId}>
            <th scope="row" className={rowHead}>
              {t.name}
            </th>
            <td className={cell}>{t.completed}</td>
            <td className={cell}>{t.noShow}</td>
            <td className={cell}>{t.cancelled}</td>
            <td className={cell}>{t.clients}</td>
            <td className={cell}>{amountsText(netAmounts(t.received, t.refunded))}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
