import { PACKAGE_PURCHASE_SUCCESSFUL } from "@domain/payment-messages";
import { CreditCheckoutPage } from "./credit-checkout-page";

export interface CheckoutPackageView {
  id: string;
  name: string;
  format: string;
  description: string;
  sessionCount: number;
  sessionMinutes: number;
  validMonths: number;
  price: number;
  currency: string;
}

/**
 * Book Now on a therapy-journey package (spec 000 §2.7): its sessions, their length, how long
 * they stay valid, the total, and the way to pay for the visitor's region, as a plan's checkout.
 */
export function PackageCheckoutPage({
  pkg,
  paymentMethod,
  paystackMode,
}: {
  pkg: CheckoutPackageView;
  paymentMethod: "paystack" | "bank_transfer";
  paystackMode: "live" | "simulated";
}) {
  return (
    <CreditCheckoutPage
      eyebrow="Package checkout"
      name={pkg.name}
      description={pkg.description}
      back={{ to: "/therapy-journeys", label: "Back to Packages" }}
      rows={[
        { label: "Format", value: pkg.format },
        { label: "Sessions included", value: `${pkg.sessionCount} sessions` },
        { label: "Session length", value: `${pkg.sessionMinutes} minutes` },
        { label: "Validity", value: `${pkg.validMonths} months from activation` },
      ]}
      price={pkg.price}
      currency={pkg.currency}
      paymentMethod={paymentMethod}
      paystackMode={paystackMode}
      paid={PACKAGE_PURCHASE_SUCCESSFUL}
      noun="package"
    />
  );
}
