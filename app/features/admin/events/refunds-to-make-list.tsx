import { useId } from "react";
import { Link } from "react-router";
import type { RefundToMakeView } from "./event-view";

/**
 * The money received for a cancelled event, still to give back: each payment with its client,
 * amount and reference, and a link to the client's payments in the Transactions tab, where the
 * refund is made (its Refund button on the payment's line).
 */
export function RefundsToMakeList({ refunds }: { refunds: RefundToMakeView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="font-serif text-xl text-brand-900">
        Refunds to make
      </h3>
      {refunds.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">
          No payment was received for this event: there is nothing to refund.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-700">
            Refund each payment from the Transactions tab: open the client's payments and use Refund on its line.
          </p>
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {refunds.map((refund) => (
              <li key={refund.reference} aria-label={refund.reference} className="p-3 text-sm">
                <p className="font-semibold text-stone-900">
                  {refund.amount} <span className="font-normal text-stone-700">· {refund.part}</span>
                </p>
                <p className="text-stone-700">
                  {refund.clientName} ({refund.clientEmail})
                </p>
                <p className="font-mono text-xs text-stone-700">{refund.reference}</p>
                <Link
                  to={refund.ledgerHref}
                  className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2"
                >
                  Refund {refund.reference} in Transactions
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
