import {
  type Amounts,
  addAmounts,
  amountsText,
  monthLabel,
  netAmounts,
  type PracticeFigures,
  sumCounts,
  type TherapistFigures,
} from "@domain/analytics";
import { COUPON_TYPE_LABEL } from "@domain/coupons";
import { COUPON_TYPES, type CouponType } from "@domain/enums";
import { creditName } from "@domain/plan-credits";
import { countColumns, FigureTable, figureColumn, nameColumn, TOTAL } from "./figure-table";

type TableProps = { figures: PracticeFigures; csv: string };

interface PlanSalesLine {
  name: string;
  sold: number;
  amount: Amounts;
  packagesSold: number;
  packageAmount: Amounts;
}

/** Support plans and therapy-journey packages paid for each month: how many of each, and what each brought in. */
export function PlanSalesTable({ figures, csv }: TableProps) {
  return (
    <FigureTable
      title="Plans and packages sold by month"
      note="Support plans and packages paid for that month (the day the payment arrived), and their amounts as paid."
      csv={csv}
      columns={[
        nameColumn<PlanSalesLine>("Month"),
        ...countColumns<PlanSalesLine>({ sold: "Plans sold" }),
        figureColumn<PlanSalesLine>("Plans' amount", (m) => amountsText(m.amount)),
        ...countColumns<PlanSalesLine>({ packagesSold: "Packages sold" }),
        figureColumn<PlanSalesLine>("Packages' amount", (m) => amountsText(m.packageAmount)),
      ]}
      lines={figures.planSales.map((m) => ({ ...m, name: monthLabel(m.month) }))}
      total={{
        name: TOTAL,
        ...sumCounts(figures.planSales, ["sold", "packagesSold"]),
        amount: addAmounts(...figures.planSales.map((m) => m.amount)),
        packageAmount: addAmounts(...figures.planSales.map((m) => m.packageAmount)),
      }}
    />
  );
}

interface CreditsLine {
  name: string;
  plans: number;
  sessions: number;
  value: Amounts;
}

/** Sessions sold on plans and packages and not given yet: what the practice still owes its clients. */
export function CreditsTable({ figures, csv }: TableProps) {
  return (
    <FigureTable
      title="Sessions owed on plans and packages"
      note="Sessions left on active, unexpired support plans and packages, today: sold and not yet given. Their value is each one's price times its share of sessions left."
      csv={csv}
      columns={[
        nameColumn<CreditsLine>("Plan or package"),
        ...countColumns<CreditsLine>({ plans: "Bought, with sessions left", sessions: "Sessions outstanding" }),
        figureColumn<CreditsLine>("Value outstanding", (p) => amountsText(p.value)),
      ]}
      lines={figures.credits.map((p) => ({
        name: creditName({ name: p.plan, kind: p.kind }),
        plans: p.plans,
        sessions: p.sessions,
        value: p.value,
      }))}
      empty="No plan or package has sessions left."
      total={{
        name: TOTAL,
        ...sumCounts(figures.credits, ["plans", "sessions"]),
        value: addAmounts(...figures.credits.map((p) => p.value)),
      }}
    />
  );
}

interface CouponsLine {
  name: string;
  used: Record<CouponType, number>;
}

const allUsed = (used: Record<CouponType, number>) => COUPON_TYPES.reduce((sum, type) => sum + used[type], 0);

/** Coupons redeemed each month, by type. */
export function CouponsTable({ figures, csv }: TableProps) {
  const total = Object.fromEntries(
    COUPON_TYPES.map((type) => [type, figures.coupons.reduce((sum, m) => sum + m.used[type], 0)]),
  ) as Record<CouponType, number>;
  return (
    <FigureTable
      title="Coupons used by month"
      note="Coupons redeemed that month, by type."
      csv={csv}
      columns={[
        nameColumn<CouponsLine>("Month"),
        ...COUPON_TYPES.map((type) => figureColumn<CouponsLine>(COUPON_TYPE_LABEL[type], (m) => m.used[type])),
        figureColumn<CouponsLine>("All", (m) => allUsed(m.used)),
      ]}
      lines={figures.coupons.map((m) => ({ name: monthLabel(m.month), used: m.used }))}
      total={{ name: TOTAL, used: total }}
    />
  );
}

interface GiftsLine {
  name: string;
  sold: number;
  amount: Amounts;
  redeemed: number;
  covered: Amounts;
}

/** Gift certificates sold each month, and what certificates paid for that month. */
export function GiftsTable({ figures, csv }: TableProps) {
  return (
    <FigureTable
      title="Gift certificates by month"
      note="Certificates sold that month (the day the payment arrived; their amounts are part of the revenue) and certificates spent that month on bookings: how many times, and what they paid, in the booking's currency. A booking whose certificate was given back is not counted."
      csv={csv}
      columns={[
        nameColumn<GiftsLine>("Month"),
        ...countColumns<GiftsLine>({ sold: "Certificates sold" }),
        figureColumn<GiftsLine>("Amount", (m) => amountsText(m.amount)),
        ...countColumns<GiftsLine>({ redeemed: "Redemptions" }),
        figureColumn<GiftsLine>("Value covered", (m) => amountsText(m.covered)),
      ]}
      lines={figures.gifts.map((m) => ({ ...m, name: monthLabel(m.month) }))}
      total={{
        name: TOTAL,
        ...sumCounts(figures.gifts, ["sold", "redeemed"]),
        amount: addAmounts(...figures.gifts.map((m) => m.amount)),
        covered: addAmounts(...figures.gifts.map((m) => m.covered)),
      }}
    />
  );
}

type TherapistLine = TherapistFigures & { key: string };

/** Each therapist's 12 months side by side. */
export function TherapistsTable({ figures, csv }: TableProps) {
  return (
    <FigureTable
      title="Therapists, last 12 months"
      note="Sessions starting in the 12 months (to the end of this month); clients: distinct clients with a session not cancelled; net revenue: payments for her clients' bookings less their refunds, each currency as paid."
      csv={csv}
      columns={[
        nameColumn<TherapistLine>("Therapist"),
        ...countColumns<TherapistLine>({
          completed: "Completed",
          noShow: "No-shows",
          cancelled: "Cancelled",
          clients: "Clients",
        }),
        figureColumn<TherapistLine>("Net revenue", (t) => amountsText(netAmounts(t.received, t.refunded))),
      ]}
      lines={figures.therapists.map((t) => ({ ...t, key: t.therapistId }))}
    />
  );
}
