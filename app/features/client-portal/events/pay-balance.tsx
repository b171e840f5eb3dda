import { EVENT_MESSAGES } from "@domain/events";
import { paymentSuccessPath } from "@domain/navigation";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { BankTransferDetails } from "~/components/payments/bank-transfer-instructions";
import { usePaystackCheckout } from "~/components/payments/use-paystack-checkout";
import type { PaystackPaymentStart } from "~/components/payments/use-paystack-window";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import type { RegistrationCardView } from "./my-events-view";

export type PayBalanceAnswer =
  | {
      ok: true;
      checkout: ({ kind: "paystack" } & PaystackPaymentStart) | ({ kind: "bank_transfer" } & BankTransferDetails);
    }
  | { ok: false; error: string };

const BALANCE_FAILED = {
  title: "Payment failed",
  fallback: "Your balance could not be paid just now. Please try again.",
};

/**
 * "Pay balance" on a registration card: the server prices the balance and answers with a
 * Paystack payment (local) or a bank transfer's instructions (international), which the card
 * then shows from the reloaded list. A verified Paystack payment leads to /payment-success.
 */
export function PayBalance({
  card,
  paystackMode,
  describedBy,
}: {
  card: RegistrationCardView;
  paystackMode: "live" | "simulated";
  describedBy: string;
}) {
  const start = useFetcher<PayBalanceAnswer>();
  const navigate = useNavigate();
  const paystack = usePaystackCheckout(paystackMode, BALANCE_FAILED, EVENT_MESSAGES.paymentCancelled);
  const handled = useRef<PayBalanceAnswer | null>(null);

  async function pay(payment: PaystackPaymentStart) {
    const outcome = await paystack.pay(payment);
    if (outcome.kind !== "verified") return;
    toast.success(EVENT_MESSAGES.paymentSuccessful, { description: `Your place at ${card.title} is paid in full.` });
    navigate(paymentSuccessPath(payment.reference));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new answer of the server, once.
  useEffect(() => {
    const answer = start.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) {
      toast.error(BALANCE_FAILED.title, { description: answer.error || BALANCE_FAILED.fallback });
      return;
    }
    if (answer.checkout.kind === "bank_transfer") {
      toast.success("Payment Instructions Generated", { description: "We have also e-mailed them to you." });
      return;
    }
    void pay(answer.checkout);
  }, [start.data]);

  const phase = paystack.phase;
  const busy = start.state !== "idle" || phase !== "idle";
  return (
    <>
      <start.Form method="post">
        <input type="hidden" name="intent" value="pay-balance" />
        <input type="hidden" name="registrationId" value={card.id} />
        <Button type="submit" disabled={busy} aria-describedby={describedBy}>
          {phase === "verifying" ? "Verifying payment..." : busy ? "Processing..." : "Pay balance"}
        </Button>
      </start.Form>
      {paystack.window}
    </>
  );
}
