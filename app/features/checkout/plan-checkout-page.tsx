import { formatMoney } from "@domain/money";
import { INITIALIZE_FAILED, INSTRUCTIONS_FAILED, PURCHASE_FAILED, PURCHASE_SUCCESSFUL } from "@domain/payment-messages";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type BankTransferDetails, BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";
import { useCheckoutStart } from "~/components/payments/use-checkout-start";
import { Button } from "~/components/ui/button";

export interface CheckoutPlanView {
  id: string;
  name: string;
  description: string | null;
  sessionCount: number;
  validMonths: number;
  discountPercentage: number;
  price: number;
  originalPrice: number | null;
  currency: string;
}

/** Spec 000 §2.9: what the plan gives, its total, and the way to pay for the visitor's region. */
export function PlanCheckoutPage({
  plan,
  paymentMethod,
  paystackMode,
}: {
  plan: CheckoutPlanView;
  paymentMethod: "paystack" | "bank_transfer";
  paystackMode: "live" | "simulated";
}) {
  const [instructions, setInstructions] = useState<BankTransferDetails | null>(null);
  const { start, paystackWindow, phase, busy } = useCheckoutStart({
    mode: paystackMode,
    failure: PURCHASE_FAILED,
    refusedTitle: (error) =>
      error === INITIALIZE_FAILED || error === INSTRUCTIONS_FAILED ? "Error" : PURCHASE_FAILED.title,
    paid: PURCHASE_SUCCESSFUL,
    onInstructions: setInstructions,
  });
  const local = paymentMethod === "paystack";
  const busyLabel = phase === "verifying" ? "Verifying payment..." : local ? "Processing..." : "Generating...";

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to="/support-plans"
        className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Plans
      </Link>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-600">Plan checkout</p>
      <h1 className="mt-1 font-serif text-3xl text-brand-900 sm:text-4xl">{plan.name}</h1>
      {plan.description ? <p className="mt-3 text-stone-700">{plan.description}</p> : null}

      <section
        aria-labelledby="summary-heading"
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="summary-heading" className="font-serif text-xl text-brand-900">
          Order summary
        </h2>
        <dl className="mt-4 divide-y divide-stone-100 text-stone-700">
          <SummaryRow label="Sessions included">{plan.sessionCount} sessions</SummaryRow>
          <SummaryRow label="Validity">{plan.validMonths} months from activation</SummaryRow>
          {plan.discountPercentage > 0 ? (
            <SummaryRow label="Discount">
              {plan.discountPercentage}% off
              {plan.originalPrice !== null ? (
                <s className="ml-2 text-stone-500">{formatMoney(plan.originalPrice, plan.currency)}</s>
              ) : null}
            </SummaryRow>
          ) : null}
          <SummaryRow label="Total">
            <span className="text-xl font-semibold text-brand-900" data-testid="checkout-total">
              {formatMoney(plan.price, plan.currency)}
            </span>
          </SummaryRow>
        </dl>
      </section>

      <div className="mt-8">
        {instructions ? (
          <BankTransferInstructions details={instructions} activates="Your plan will be activated" />
        ) : (
          <section aria-labelledby="payment-heading" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="payment-heading" className="font-serif text-xl text-brand-900">
              Payment
            </h2>
            <p className="mt-2 flex gap-2 text-sm text-stone-700">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {local
                ? "Pay securely with mobile money or card through Paystack. Your plan is activated as soon as the payment is confirmed."
                : "Pay by bank transfer. We will show you our account details and a reference, and e-mail them to you."}
            </p>
            <start.Form method="post" className="mt-5">
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? busyLabel : local ? "Proceed to Payment" : "Get Payment Instructions"}
              </Button>
            </start.Form>
          </section>
        )}
      </div>
      {paystackWindow}
    </main>
  );
}

function SummaryRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
