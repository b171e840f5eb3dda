import { EVENT_MESSAGES } from "@domain/events";
import { useCheckoutStart } from "~/components/payments/use-checkout-start";
import { Button } from "~/components/ui/button";
import type { RegistrationCardView } from "./my-events-view";

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
  const { start, paystackWindow, phase, busy } = useCheckoutStart({
    mode: paystackMode,
    failure: BALANCE_FAILED,
    cancelledTitle: EVENT_MESSAGES.paymentCancelled,
    paid: { title: EVENT_MESSAGES.paymentSuccessful, description: `Your place at ${card.title} is paid in full.` },
  });
  return (
    <>
      <start.Form method="post">
        <input type="hidden" name="intent" value="pay-balance" />
        <input type="hidden" name="registrationId" value={card.id} />
        <Button type="submit" disabled={busy} aria-describedby={describedBy}>
          {phase === "verifying" ? "Verifying payment..." : busy ? "Processing..." : "Pay balance"}
        </Button>
      </start.Form>
      {paystackWindow}
    </>
  );
}
