import {
  INITIALIZE_FAILED,
  PAYMENT_CANCELLED,
  PAYMENT_DECLINED,
  PAYMENT_NEEDS_SETTLING,
  PAYMENT_SUCCESSFUL,
  PAYMENT_SYSTEM_NOT_LOADED,
  SIGN_IN_TO_PAY,
  VERIFICATION_FAILED,
} from "@domain/payment-messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/toasts";
import { abandonPayment, type VerifiedPayment, verifyPayment } from "./payment-api";
import { PaymentSystemNotLoaded, type PaystackPaymentStart, usePaystackWindow } from "./use-paystack-window";

export type CheckoutPhase = "idle" | "paying" | "verifying";

/** What the customer is told when the payment did not go through, where she stays on the page. */
export interface CheckoutNotice {
  tone: "error" | "info";
  title: string;
  description: string;
  /** How long a toast stays, where it should stay longer than usual. */
  duration?: number;
}

const toastNotice = ({ tone, title, description, duration }: CheckoutNotice) =>
  toast[tone](title, { description, ...(duration ? { duration } : {}) });

export type CheckoutOutcome =
  | { kind: "verified"; payment: VerifiedPayment }
  | { kind: "cancelled" }
  /** Paid, but what it paid for was no longer held: the practice will settle it with the client. */
  | { kind: "needs_settling" }
  | { kind: "failed" };

/**
 * The Paystack half of every checkout (plans, bookings): open the window for a transaction the
 * server initialized, verify it, and tell the customer when it did not go through (spec 000
 * §4, §8). What a verified payment leads to (its toast, the next page) is the caller's; so is
 * the title of a server failure (`failure`), which differs per page. After "verified" the
 * phase stays "verifying" so the page's button stays busy until the caller navigates away.
 */
export function usePaystackCheckout(
  mode: "live" | "simulated",
  failure: { title: string; fallback: string },
  /** The closed window's toast title, where a page's spec words it differently (events: 'Payment cancelled'). */
  cancelledTitle: string = PAYMENT_CANCELLED.title,
  /**
   * Where the notices go: toasts by default. A checkout inside a modal dialog shows them in the
   * dialog instead, since a toast would sit behind the dialog's backdrop (on a phone, out of sight).
   */
  notify: (notice: CheckoutNotice) => void = toastNotice,
) {
  const paystack = usePaystackWindow(mode);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CheckoutPhase>("idle");

  async function pay(payment: PaystackPaymentStart): Promise<CheckoutOutcome> {
    setPhase("paying");
    let result: Awaited<ReturnType<typeof paystack.open>>;
    try {
      result = await paystack.open(payment);
    } catch (err) {
      setPhase("idle");
      notify({
        tone: "error",
        title: "Error",
        description: err instanceof PaymentSystemNotLoaded ? PAYMENT_SYSTEM_NOT_LOADED : INITIALIZE_FAILED,
      });
      return { kind: "failed" };
    }
    if (result === "cancelled") {
      // What the attempt held (a session time) is given back now, once Paystack confirms it unpaid;
      // if it went through as the window closed, it is verified as any payment.
      const abandoned = await abandonPayment(payment.reference);
      if (!(abandoned.ok && abandoned.outcome === "paid")) {
        setPhase("idle");
        notify({ tone: "info", title: cancelledTitle, description: PAYMENT_CANCELLED.description });
        return { kind: "cancelled" };
      }
    }
    // A declined window is verified too: the server records the failure, and says so.
    setPhase("verifying");
    const answer = await verifyPayment(payment.reference);
    if (answer.ok && answer.status === "needs_settling") {
      // Paid, but the time was no longer held: calm words, not an error, and not "booked".
      setPhase("idle");
      notify({ tone: "info", title: PAYMENT_SUCCESSFUL, description: PAYMENT_NEEDS_SETTLING.page, duration: 15_000 });
      return { kind: "needs_settling" };
    }
    if (answer.ok) return { kind: "verified", payment: answer };
    setPhase("idle");
    if (answer.status === 401) {
      toast.error(SIGN_IN_TO_PAY.title, { description: SIGN_IN_TO_PAY.description });
      navigate("/auth");
      return { kind: "failed" };
    }
    if (answer.status === 402) {
      // Declined: nothing was charged and nothing is held; she can try again at once.
      notify({
        tone: "error",
        title: PAYMENT_DECLINED.title,
        description: answer.error || PAYMENT_DECLINED.description,
      });
      return { kind: "failed" };
    }
    const refused = answer.status >= 400 && answer.status < 500;
    notify({
      tone: "error",
      title: refused ? VERIFICATION_FAILED : failure.title,
      description: answer.error || failure.fallback,
    });
    return { kind: "failed" };
  }

  return { pay, phase, window: paystack.window };
}
