import { formatMoney } from "@domain/money";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { type SimulatedOutcome, simulatePayment } from "./payment-api";

export interface SimulatedPayment {
  reference: string;
  amount: number;
  currency: string;
}

const CHANNELS = [
  { value: "mobile_money", label: "Mobile money" },
  { value: "card", label: "Card" },
] as const;

/**
 * Stands in for Paystack's popup when the practice runs without Paystack keys (development
 * and demo). Its buttons tell the built-in simulated Paystack what the customer did; the server
 * then hears of it exactly as from Paystack (signed webhook, verify call).
 */
export function SimulatedCheckoutDialog({
  payment,
  onDone,
}: {
  payment: SimulatedPayment | null;
  onDone(outcome: SimulatedOutcome): void;
}) {
  const [channel, setChannel] = useState<string>("mobile_money");
  const [busy, setBusy] = useState<SimulatedOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(outcome: SimulatedOutcome) {
    if (!payment || busy) return;
    setBusy(outcome);
    setProblem(null);
    const answer = await simulatePayment(payment.reference, outcome, channel);
    setBusy(null);
    // A window that cannot be told (say the network dropped) stays open, so nothing is assumed.
    if (!answer.ok && outcome !== "abandoned") {
      setProblem(answer.error);
      return;
    }
    onDone(outcome);
  }

  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) void choose("abandoned");
      }}
      title="Simulated payment"
      description="Demo mode: no real money moves. Choose what the customer does in the payment window."
    >
      {payment ? (
        <div className="mt-4 space-y-4">
          <p className="text-2xl font-semibold text-brand-900" data-testid="simulated-amount">
            {formatMoney(payment.amount, payment.currency)}
          </p>
          <p className="text-xs text-stone-500">Reference {payment.reference}</p>
          <fieldset>
            <legend className="text-sm font-medium text-stone-700">Pay with</legend>
            <div className="mt-2 flex gap-4">
              {CHANNELS.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="channel"
                    value={option.value}
                    checked={channel === option.value}
                    onChange={() => setChannel(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void choose("success")} disabled={busy !== null}>
              {busy === "success" ? "Paying..." : "Pay"}
            </Button>
            <Button variant="danger" onClick={() => void choose("failed")} disabled={busy !== null}>
              Fail
            </Button>
            <Button variant="ghost" onClick={() => void choose("abandoned")} disabled={busy !== null}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
