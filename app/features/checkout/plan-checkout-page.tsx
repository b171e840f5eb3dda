import { formatMoney } from "@domain/money";
import { PURCHASE_SUCCESSFUL } from "@domain/payment-messages";
import { CreditCheckoutPage } from "./credit-checkout-page";

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
  const rows = [
    { label: "Sessions included", value: `${plan.sessionCount} sessions` },
    { label: "Validity", value: `${plan.validMonths} months from activation` },
    ...(plan.discountPercentage > 0
      ? [
          {
            label: "Discount",
            value: (
              <>
                {plan.discountPercentage}% off
                {plan.originalPrice !== null ? (
                  <s className="ml-2 text-stone-500">{formatMoney(plan.originalPrice, plan.currency)}</s>
                ) : null}
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <CreditCheckoutPage
      eyebrow="Plan checkout"
      name={plan.name}
      description={plan.description}
      back={{ to: "/support-plans", label: "Back to Plans" }}
      rows={rows}
      price={plan.price}
      currency={plan.currency}
      paymentMethod={paymentMethod}
      paystackMode={paystackMode}
      paid={PURCHASE_SUCCESSFUL}
      noun="plan"
    />
  );
}
