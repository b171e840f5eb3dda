import { formatMoney } from "@domain/money";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

export interface PendingTransferRow {
  reference: string;
  description: string;
  amount: number;
  currency: string;
  clientName: string;
  clientEmail: string;
  requestedOn: string;
}

type MarkAnswer = { ok: true; reference: string; needsSettling?: boolean } | { ok: false; error: string };

/**
 * Bank transfers awaiting the money (spec 000 §4's manual verification): an admin checks the
 * bank statement for the reference and records the transfer, which activates what it paid for.
 */
export function PendingTransfers({ transfers }: { transfers: PendingTransferRow[] }) {
  return (
    <Section headingId="transfers-heading" title="Bank transfers awaiting payment" className="mt-10">
      {transfers.length === 0 ? (
        <p className="mt-3 text-stone-600">No transfers are waiting to be checked.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {transfers.map((transfer) => (
            <TransferItem key={transfer.reference} transfer={transfer} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function TransferItem({ transfer }: { transfer: PendingTransferRow }) {
  const fetcher = useFetcher<MarkAnswer>();
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok && answer.needsSettling)
      toast.warning("Transfer recorded: it needs settling", {
        description: `${answer.reference} is paid, but what it paid for is no longer held. It is listed under Payments needing settling.`,
      });
    else if (answer.ok)
      toast.success("Transfer recorded", { description: `${answer.reference} is paid; the purchase is active.` });
    else toast.error("Could not record the transfer", { description: answer.error });
  }, [answer]);

  return (
    <li aria-label={transfer.reference} className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div>
        <p className="font-mono font-semibold text-stone-900">{transfer.reference}</p>
        <p className="text-sm text-stone-700">
          {transfer.description} · {formatMoney(transfer.amount, transfer.currency, { symbol: "long" })}
        </p>
        <p className="text-sm text-stone-600">
          {transfer.clientName} ({transfer.clientEmail}) · requested {transfer.requestedOn}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="mark-transfer-received" />
        <input type="hidden" name="reference" value={transfer.reference} />
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Recording..." : "Mark as received"}
        </Button>
      </fetcher.Form>
    </li>
  );
}
