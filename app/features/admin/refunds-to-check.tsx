import {
  REFUND_CHECK_OUTCOMES,
  REFUND_CHECK_TEXT,
  type RefundCheckKind,
  type RefundCheckOutcome,
} from "@domain/refund-events";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { MoneyAlertItem } from "./money-alert-item";

export interface RefundToCheckRow {
  reference: string;
  paymentReference: string;
  kind: RefundCheckKind;
  amount: number;
  currency: string;
  clientName: string;
  reason: string;
  providerStatus: string | null;
  askedOn: string;
}

type CheckAnswer = { ok: true; reference: string; outcome: RefundCheckOutcome } | { ok: false; error: string };

/**
 * Paystack refunds waiting on an admin: one Paystack never answered for, one it failed after the
 * books recorded it, one it made after the books recorded it as failed. The admin looks each up in
 * Paystack's dashboard and records what happened.
 */
export function RefundsToCheck({ refunds }: { refunds: readonly RefundToCheckRow[] }) {
  if (refunds.length === 0) return null;
  return (
    <Section headingId="refund-checks-heading" title={REFUND_CHECK_TEXT.heading} className="mt-10">
      <ul className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {refunds.map((refund) => (
          <RefundCheckItem key={refund.reference} refund={refund} />
        ))}
      </ul>
    </Section>
  );
}

function RefundCheckItem({ refund }: { refund: RefundToCheckRow }) {
  const fetcher = useFetcher<CheckAnswer>();
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(REFUND_CHECK_TEXT.done[answer.outcome], { description: answer.reference });
    else toast.error(REFUND_CHECK_TEXT.failed, { description: answer.error });
  }, [answer]);
  const busy = fetcher.state !== "idle";

  return (
    <MoneyAlertItem
      label={refund.reference}
      clientName={refund.clientName}
      amount={refund.amount}
      currency={refund.currency}
    >
      <p className="text-sm text-stone-700">
        Refund <span className="font-mono">{refund.reference}</span> of payment{" "}
        <span className="font-mono">{refund.paymentReference}</span> · asked {refund.askedOn}
        {refund.providerStatus ? ` · Paystack: ${refund.providerStatus}` : ""}
      </p>
      <p className="text-sm text-stone-600">Reason given: {refund.reason}</p>
      <p className="mt-1 max-w-prose text-sm text-stone-800">{REFUND_CHECK_TEXT.why[refund.kind]}</p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="check-refund" />
        <input type="hidden" name="reference" value={refund.reference} />
        {REFUND_CHECK_OUTCOMES[refund.kind].map((outcome) => (
          <Button
            key={outcome}
            type="submit"
            name="outcome"
            value={outcome}
            size="sm"
            variant={outcome === "not_made" ? "secondary" : "primary"}
            disabled={busy}
          >
            {REFUND_CHECK_TEXT.button[outcome]}
          </Button>
        ))}
      </fetcher.Form>
    </MoneyAlertItem>
  );
}
