import { Section } from "~/components/ui/section";
import { MoneyAlertItem } from "./money-alert-item";
import type { RefundView } from "./pending-money.server";
import { RefundDialog } from "./refund-dialog";
import { SettleBookingDialog } from "./settle-booking-dialog";

export interface SettlingRow {
  reference: string;
  description: string;
  amount: number;
  currency: string;
  provider: string;
  clientName: string;
  clientEmail: string;
  arrivedOn: string;
  reason: string | null;
  purpose: string;
  /** What can still be refunded (null once refunded in full). */
  refund: RefundView | null;
}

const PROVIDER: Record<string, string> = { paystack: "Paystack", bank_transfer: "Bank transfer" };

/**
 * Money that arrived for something no longer there (a session time whose hold ran out or was
 * replaced before the payment came): recorded, and waiting for an admin to book another time for
 * the client or to refund them. The client has been told the practice will contact them.
 */
export function PaymentsNeedingSettling({
  payments,
  timeZone,
}: {
  payments: readonly SettlingRow[];
  timeZone: string;
}) {
  return (
    <Section headingId="settling-heading" title="Payments needing settling" className="mt-10">
      {payments.length === 0 ? (
        <p className="mt-3 text-stone-600">No payments need settling.</p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-sm text-stone-700">
            Each client below has been told we will contact them to book another time or to refund them.
          </p>
          <ul className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {payments.map((p) => (
              <MoneyAlertItem key={p.reference} clientName={p.clientName} amount={p.amount} currency={p.currency}>
                <p className="text-sm text-stone-700">
                  {p.description} · {PROVIDER[p.provider] ?? p.provider} · reference{" "}
                  <span className="font-mono">{p.reference}</span> · received {p.arrivedOn}
                </p>
                {p.reason ? <p className="text-sm text-stone-600">Why: {p.reason}.</p> : null}
                <a href={`mailto:${p.clientEmail}`} className="text-sm text-brand-700 underline underline-offset-2">
                  {p.clientEmail}
                </a>
                <div className="mt-3 flex flex-wrap gap-2">
                  {p.purpose === "booking" ? (
                    <SettleBookingDialog reference={p.reference} clientName={p.clientName} timeZone={timeZone} />
                  ) : null}
                  {p.refund ? <RefundDialog refund={p.refund} clientName={p.clientName} /> : null}
                </div>
              </MoneyAlertItem>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
