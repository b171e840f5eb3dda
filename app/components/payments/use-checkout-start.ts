import { paymentSuccessPath } from "@domain/navigation";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/toasts";
import type { BankTransferDetails } from "./bank-transfer-instructions";
import { usePaystackCheckout } from "./use-paystack-checkout";
import type { PaystackPaymentStart } from "./use-paystack-window";

/** What the page's action answers to a payment asked for: how to pay (by region), or why not. */
export type CheckoutStartAnswer =
  | {
      ok: true;
      checkout: ({ kind: "paystack" } & PaystackPaymentStart) | ({ kind: "bank_transfer" } & BankTransferDetails);
    }
  | { ok: false; error: string };

/**
 * A payment started by a form posted to the page's action (`start.Form`), its answer handled
 * once: a refusal's toast; a bank transfer's instructions (their toast, then `onInstructions`);
 * or the Paystack window, whose verified payment's toast (`paid`) leads to /payment-success.
 */
export function useCheckoutStart({
  mode,
  failure,
  cancelledTitle,
  refusedTitle = () => failure.title,
  paid,
  onInstructions,
}: {
  mode: "live" | "simulated";
  failure: { title: string; fallback: string };
  cancelledTitle?: string;
  /** The refusal's toast title, where it depends on the server's message. */
  refusedTitle?: (error: string) => string;
  paid: { title: string; description: string };
  onInstructions?: (details: BankTransferDetails) => void;
}) {
  const start = useFetcher<CheckoutStartAnswer>();
  const navigate = useNavigate();
  const paystack = usePaystackCheckout(mode, failure, cancelledTitle);
  const handled = useRef<CheckoutStartAnswer | null>(null);

  async function pay(payment: PaystackPaymentStart) {
    const outcome = await paystack.pay(payment);
    if (outcome.kind !== "verified") return;
    toast.success(paid.title, { description: paid.description });
    navigate(paymentSuccessPath(payment.reference));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new answer of the server, once.
  useEffect(() => {
    const answer = start.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) {
      toast.error(refusedTitle(answer.error), { description: answer.error || failure.fallback });
      return;
    }
    if (answer.checkout.kind === "bank_transfer") {
      onInstructions?.(answer.checkout);
      toast.success("Payment Instructions Generated", { description: "We have also e-mailed them to you." });
      return;
    }
    void pay(answer.checkout);
  }, [start.data]);

  const phase = paystack.phase;
  return { start, paystackWindow: paystack.window, phase, busy: start.state !== "idle" || phase !== "idle" };
}
