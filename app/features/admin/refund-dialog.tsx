import type { RefundEffect } from "@domain/enums";
import { proposedRefundEffect, REFUND_EFFECT_LABEL, REFUND_REASON_MAX } from "@domain/refunds";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { postThrough } from "~/lib/post-form";
import type { RefundView } from "./pending-money.server";
import { useDialogAnswer } from "./use-dialog-answer";

const TEXTS = { success: "Refund issued", failed: "Could not refund the payment" };

interface RefundDialogProps {
  refund: RefundView;
  clientName: string;
  /** The route whose action takes intent "refund" (the current one when absent). */
  action?: string;
}

/**
 * Refund (the transactions tab's payment lines, the payments needing settling): how much (at most
 * what is left), why (the client reads it), and what becomes of what was bought. A Paystack
 * payment is refunded through Paystack at once; a transfer is recorded as sent back by the
 * practice. The server checks everything again, under a lock on the payment. While a refund of
 * the payment awaits Paystack's answer, that refund is shown instead: no other is offered.
 */
export function RefundDialog(props: RefundDialogProps) {
  const { pending } = props.refund;
  if (pending.length === 0) return <RefundForm {...props} />;
  return (
    <ul className="space-y-1 text-sm text-amber-900">
      {pending.map((refund) => (
        <li key={refund.reference}>
          {refund.text} <span className="block font-mono text-xs wrap-anywhere">{refund.reference}</span>
        </li>
      ))}
    </ul>
  );
}

function RefundForm({ refund, clientName, action }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  // The form's own key, made as it opens and kept across its failed submits: the server answers
  // the same request sent again (a retry after no answer) with the refund it already made.
  const [requestKey, setRequestKey] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState(refund.leftMajor);
  // Until the admin picks one, the effect follows the amount: a whole refund ends the purchase,
  // a partial one keeps it.
  const [chosenEffect, setEffect] = useState<RefundEffect | null>(null);
  const effect = chosenEffect ?? proposedRefundEffect(refund.effects, amount, refund.left);
  const { fetcher, busy } = useDialogAnswer(
    TEXTS,
    () => setOpen(false),
    (answer) => setErrors(answer.fields ?? {}),
  );
  const ids = { reason: useId(), effect: useId() };
  const viaPaystack = refund.method === "paystack";

  const onSubmit = postThrough(fetcher, action, () => setErrors({}));

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => {
          setErrors({});
          setAmount(refund.leftMajor);
          setEffect(null);
          setRequestKey(crypto.randomUUID());
          setOpen(true);
        }}
        aria-label={`Refund ${refund.reference}`}
      >
        Refund
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Refund ${refund.reference}`}
        description={
          <>
            {clientName} paid for {refund.what}. Up to {refund.leftText} can be refunded
            {viaPaystack
              ? ", through Paystack, to the card or wallet that paid."
              : ". Send it back by bank transfer yourself, then record it here."}
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="reference" value={refund.reference} />
          <input type="hidden" name="requestKey" value={requestKey} />
          <Field
            label={`Amount (${refund.currency})`}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            autoComplete="off"
            hint={`At most ${refund.leftText}.`}
            error={errors.amount}
          />
          <div>
            <div className="flex gap-1 text-sm font-medium text-stone-800">
              <label htmlFor={ids.reason}>Reason (the client sees it)</label>
              <span aria-hidden="true">*</span>
            </div>
            <textarea
              id={ids.reason}
              name="reason"
              rows={3}
              required
              maxLength={REFUND_REASON_MAX}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
              className={`mt-1 block w-full rounded-lg border px-3 py-2 text-stone-900 ${errors.reason ? "border-red-600" : "border-stone-300"}`}
            />
            {errors.reason ? (
              <p id={`${ids.reason}-error`} className="mt-1 text-sm text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </div>
          <fieldset aria-describedby={errors.effect ? `${ids.effect}-error` : undefined}>
            <legend className="text-sm font-medium text-stone-800">What happens to {refund.what}</legend>
            <div className="mt-2 space-y-2">
              {refund.effects.map((choice) => (
                <label key={choice} className="flex items-start gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name="effect"
                    value={choice}
                    checked={effect === choice}
                    onChange={() => setEffect(choice)}
                    // Choosing the proposed one keeps it, whatever the amount becomes.
                    onClick={() => setEffect(choice)}
                    className="mt-0.5"
                  />
                  {REFUND_EFFECT_LABEL[choice]}
                </label>
              ))}
            </div>
            {errors.effect ? (
              <p id={`${ids.effect}-error`} className="mt-1 text-sm text-red-700">
                {errors.effect}
              </p>
            ) : null}
          </fieldset>
          {effect === "remove_credits" ? (
            <Field
              label="Unused sessions to remove"
              name="credits"
              type="number"
              min={1}
              max={refund.unusedCredits}
              defaultValue={refund.unusedCredits}
              required
              hint={`The plan has ${refund.unusedCredits} unused; it ends when none are left.`}
              error={errors.credits}
            />
          ) : null}
          <div className="flex justify-end gap-3 pt-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Refunding..." : "Refund"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
