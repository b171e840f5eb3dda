import { formatMoney } from "@domain/money";
import { type CreditKind, creditName } from "@domain/plan-credits";
import { Link } from "react-router";
import { type BankTransferDetails, TransferDisclosure } from "~/components/payments/bank-transfer-instructions";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

export interface MyPlanRow {
  id: string;
  kind: CreditKind;
  name: string;
  status: "active" | "pending_payment" | "expired" | "cancelled";
  remainingSessions: number;
  totalSessions: number;
  expiresOn: string;
  amount: number;
  currency: string;
  paymentReference: string | null;
  /** A bank transfer awaited: what to send where. */
  awaitedTransfer: BankTransferDetails | null;
}

/** The client's support plans and packages: sessions left and expiry, or the transfer still awaited. */
export function MyPlans({ plans }: { plans: MyPlanRow[] }) {
  return (
    <Section headingId="plans-heading" title="Your plans and packages" className="mt-10">
      {plans.length === 0 ? (
        <p className="mt-3 text-stone-600">
          You have no support plan or package yet.{" "}
          <Link to="/support-plans" className="font-medium text-brand-700 underline">
            See the plans
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.id} aria-label={creditName(plan)} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-stone-900">{creditName(plan)}</h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    plan.status === "active" ? "bg-brand-100 text-brand-800" : "bg-amber-100 text-amber-900"
                  }`}
                >
                  {plan.status === "active" ? "Active" : "Awaiting payment"}
                </span>
              </div>
              {plan.status === "active" ? (
                <p className="mt-2 text-sm text-stone-700">
                  {plan.remainingSessions} of {plan.totalSessions} sessions left · valid until {plan.expiresOn}
                </p>
              ) : (
                <p className="mt-2 text-sm text-stone-700">
                  Transfer {formatMoney(plan.amount, plan.currency, { symbol: "long" })} with reference{" "}
                  <span className="font-mono font-semibold">{plan.paymentReference}</span>. Your {plan.totalSessions}{" "}
                  sessions start once we have checked it.
                </p>
              )}
              {plan.status === "pending_payment" && plan.awaitedTransfer ? (
                <TransferDisclosure
                  details={plan.awaitedTransfer}
                  activates={plan.kind === "package" ? "Your package is activated" : "Your plan is activated"}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link to="/book" className={`${buttonClass("primary")} mt-6`}>
        Book Session
      </Link>
    </Section>
  );
}
