import { useCallback, useRef, useState } from "react";
import type { SimulatedOutcome } from "./payment-api";
import { SimulatedCheckoutDialog, type SimulatedPayment } from "./simulated-checkout-dialog";

/** How the customer left the payment window. */
export type PaymentWindowResult = "paid" | "cancelled" | "failed";

export interface PaystackPaymentStart {
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
}

/** Paystack's script could not be loaded (blocked, offline): spec 000 §8's "Payment system not loaded". */
export class PaymentSystemNotLoaded extends Error {}

const RESULT_OF: Record<SimulatedOutcome, PaymentWindowResult> = {
  success: "paid",
  failed: "failed",
  abandoned: "cancelled",
};

/**
 * Opens the payment window for a transaction the server has initialized: Paystack's popup
 * (resumeTransaction with the access code) when the practice has keys, or the simulated
 * window in demo mode. Render `window` once in the page.
 */
export function usePaystackWindow(mode: "live" | "simulated") {
  const [simulated, setSimulated] = useState<SimulatedPayment | null>(null);
  const settle = useRef<((result: PaymentWindowResult) => void) | null>(null);

  const open = useCallback(
    async (payment: PaystackPaymentStart): Promise<PaymentWindowResult> => {
      if (mode === "simulated") {
        return new Promise((resolve) => {
          settle.current = resolve;
          setSimulated({ reference: payment.reference, amount: payment.amount, currency: payment.currency });
        });
      }
      let PaystackPop: typeof import("@paystack/inline-js").default;
      try {
        // Loaded only when someone pays, so no other page carries it.
        PaystackPop = (await import("@paystack/inline-js")).default;
      } catch {
        throw new PaymentSystemNotLoaded();
      }
      return new Promise((resolve) => {
        new PaystackPop().resumeTransaction(payment.accessCode, {
          onSuccess: () => resolve("paid"),
          onCancel: () => resolve("cancelled"),
          onError: () => resolve("failed"),
        });
      });
    },
    [mode],
  );

  const window = (
    <SimulatedCheckoutDialog
      payment={simulated}
      onDone={(outcome) => {
        setSimulated(null);
        settle.current?.(RESULT_OF[outcome]);
        settle.current = null;
      }}
    />
  );

  return { open, window };
}
