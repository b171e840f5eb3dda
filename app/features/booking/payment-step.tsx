import { formatMoney } from "@domain/money";
import type { GiftPart } from "@server/modules/booking";
import type { ServiceOffer } from "@server/modules/catalogue";
import { CalendarCheck, ShieldCheck } from "lucide-react";
import { giftPaysSentence, type RestPaidBy } from "~/components/booking/applied-code";
import { Button } from "~/components/ui/button";
import { StepHeading } from "./step-indicator";

export type PaymentRoute = "free" | "paystack" | "bank_transfer";

const BUTTON: Readonly<Record<PaymentRoute, string>> = {
  free: "Confirm Booking",
  paystack: "Proceed to Payment",
  bank_transfer: "Get Payment Instructions",
};

const EXPLANATION: Readonly<Record<PaymentRoute, string>> = {
  free: "Nothing to pay: your session is booked as soon as you confirm.",
  paystack:
    "Pay securely with mobile money or card through Paystack. Your time is held while you pay, and the booking is confirmed as soon as the payment is.",
  bank_transfer:
    "Pay by bank transfer. We will show you our account details and a reference, e-mail them to you, and hold your time while the transfer reaches us.",
};

const CARD_ABROAD =
  "A bank transfer could not reach us before this time, so it is paid by card through Paystack, in US dollars. Your time is held while you pay, and the booking is confirmed as soon as the payment is.";

/** Step 4: the way to pay for the client's region, or a plain confirmation when nothing is due. */
export function PaymentStep({
  route,
  service,
  gift,
  paidBy,
  busy,
  busyLabel,
  focus,
  onSubmit,
  onBack,
}: {
  route: PaymentRoute;
  service: ServiceOffer;
  /** What a gift certificate pays of it and leaves to pay, when one is applied. */
  gift: GiftPart | null;
  paidBy: RestPaidBy;
  busy: boolean;
  busyLabel: string;
  focus: boolean;
  onSubmit(): void;
  onBack(): void;
}) {
  const Icon = route === "free" ? CalendarCheck : ShieldCheck;
  // Abroad, Paystack takes a card in US dollars: the catalogue's dollar price is what is charged.
  const byCardAbroad = route === "paystack" && service.cardPrice !== null;
  const total =
    route === "free"
      ? "Free"
      : gift
        ? formatMoney(gift.due, gift.currency)
        : byCardAbroad && service.cardPrice !== null
          ? formatMoney(service.cardPrice, "USD")
          : formatMoney(service.price, service.currency);
  return (
    <section aria-labelledby="step-payment">
      <StepHeading id="step-payment" focus={focus}>
        {route === "free" ? "Confirm your booking" : "Payment"}
      </StepHeading>
      <div className="mt-5 rounded-2xl bg-brand-50 p-6">
        <p className="text-sm text-stone-700">
          Total to pay:{" "}
          <span data-testid="total-to-pay" className="text-lg font-semibold text-brand-900">
            {total}
          </span>
        </p>
        {gift ? <p className="mt-1 text-sm text-stone-700">{giftPaysSentence(gift, paidBy)}</p> : null}
        <p className="mt-2 flex gap-2 text-sm text-stone-700">
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {byCardAbroad ? CARD_ABROAD : EXPLANATION[route]}
        </p>
        <Button size="lg" className="mt-5" disabled={busy} onClick={onSubmit}>
          {busy ? busyLabel : BUTTON[route]}
        </Button>
      </div>
      <div className="mt-8">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </section>
  );
}
