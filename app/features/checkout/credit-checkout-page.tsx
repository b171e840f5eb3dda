import { formatMoney } from "@domain/money";
import { INITIALIZE_FAILED, INSTRUCTIONS_FAILED, PURCHASE_FAILED } from "@domain/payment-messages";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type BankTransferDetails, BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";
import { useCheckoutStart } from "~/components/payments/use-checkout-start";
import { Button } from "~/components/ui/button";

export interface CreditCheckoutProps {
  /** "Plan checkout", "Package checkout". */
  eyebrow: string;
  name: string;
  description: string | null;
  back: { to: string; label: string };
  /** The order summary's rows before the total. */
  rows: readonly { label: string; value: ReactNode }[];
  price: number;
  currency: string;
  paymentMethod: "paystack" | "bank_transfer";
  paystackMode: "live" | "simulated";
  /** The toast once the payment is verified. */
  paid: { title: string; description: string };
  /** "plan", "package": what is activated once paid. */
  noun: string;
}

/**
 * A checkout of session credits (a support plan, spec 000 §2.9, or a therapy-journey package):
 * what it gives, its total, and the way to pay for the visitor's region.
 */
export function CreditCheckoutPage(props: CreditCheckoutProps) {
  const { name, description, back, rows, price, currency, paymentMethod, paystackMode, paid, noun } = props;
  const [instructions, setInstructions] = useState<BankTransferDetails | null>(null);
  const { start, paystackWindow, phase, busy } = useCheckoutStart({
    mode: paystackMode,
    failure: PURCHASE_FAILED,
    refusedTitle: (error) =>
      error === INITIALIZE_FAILED || error === INSTRUCTIONS_FAILED ? "Error" : PURCHASE_FAILED.title,
    paid,
    onInstructions: setInstructions,
  });
  const local = paymentMethod === "paystack";
  const busyLabel = phase === "verifying" ? "Verifying payment..." : local ? "Processing..." : "Generating...";

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={back.to} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-600">{props.eyebrow}</p>
      <h1 className="mt-1 font-serif text-3xl text-brand-900 sm:text-4xl">{name}</h1>
      {description ? <p className="mt-3 text-stone-700">{description}</p> : null}

      <section
        aria-labelledby="summary-heading"
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="summary-heading" className="font-serif text-xl text-brand-900">
          Order summary
        </h2>
        <dl className="mt-4 divide-y divide-stone-100 text-stone-700">
          {rows.map((row) => (
            <SummaryRow key={row.label} label={row.label}>
              {row.value}
            </SummaryRow>
          ))}
          <SummaryRow label="Total">
            <span className="text-xl font-semibold text-brand-900" data-testid="checkout-total">
              {formatMoney(price, currency)}
            </span>
          </SummaryRow>
        </dl>
      </section>

      <div className="mt-8">
        {instructions ? (
          <BankTransferInstructions details={instructions} activates={`Your ${noun} will be activated`} />
        ) : (
          <section aria-labelledby="payment-heading" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="payment-heading" className="font-serif text-xl text-brand-900">
              Payment
            </h2>
            <p className="mt-2 flex gap-2 text-sm text-stone-700">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {local
                ? `Pay securely with mobile money or card through Paystack. Your ${noun} is activated as soon as the payment is confirmed.`
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

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
