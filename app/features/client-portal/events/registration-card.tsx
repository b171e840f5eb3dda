import { registrationAnchor } from "@domain/events";
import { CalendarPlus, FileText } from "lucide-react";
import { useId } from "react";
import { BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";
import type { RegistrationCardView } from "./my-events-view";
import { PayBalance } from "./pay-balance";

const TONE_CLASS: Record<RegistrationCardView["tone"], string> = {
  confirmed: "bg-brand-100 text-brand-900",
  waiting: "bg-amber-100 text-amber-900",
  closed: "bg-stone-200 text-stone-800",
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right text-stone-900">{children}</dd>
    </div>
  );
}

const linkClass = "inline-flex items-center gap-1.5 font-medium text-brand-700 underline hover:text-brand-900";

/** One registration: when and where, its status, what is paid and left, and what can be done about it. */
export function RegistrationCard({
  card,
  paystackMode,
}: {
  card: RegistrationCardView;
  paystackMode: "live" | "simulated";
}) {
  const ids = { title: useId(), balance: useId() };
  return (
    <li id={registrationAnchor(card.id)} className="scroll-mt-24">
      <article aria-labelledby={ids.title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{card.kind}</p>
            <h3 id={ids.title} className="mt-1 font-serif text-xl text-brand-900">
              {card.title}
            </h3>
          </div>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${TONE_CLASS[card.tone]}`}>
            {card.statusLabel}
          </span>
        </div>
        <dl className="mt-4 divide-y divide-stone-100 text-sm">
          <Fact label="Starts">
            <time dateTime={card.startIso}>{card.starts}</time>
          </Fact>
          {card.ends ? <Fact label="Ends">{card.ends}</Fact> : null}
          <Fact label="Where">{card.location}</Fact>
          <Fact label="Price">{card.total}</Fact>
          <Fact label="Paid so far">{card.paid}</Fact>
          {card.balance ? (
            <Fact label="Balance due">
              <span id={ids.balance}>
                <span className="font-semibold">{card.balance.amount}</span> by {card.balance.dueOn}
              </span>
            </Fact>
          ) : null}
        </dl>
        {card.heldUntil ? (
          <p className="mt-3 text-sm text-amber-900">Your place is held until {card.heldUntil}.</p>
        ) : null}
        {card.transfer ? (
          <div className="mt-4">
            <BankTransferInstructions details={card.transfer} activates="Your payment will be recorded" inPortal />
          </div>
        ) : card.canPayBalance ? (
          <div className="mt-4">
            <PayBalance card={card} paystackMode={paystackMode} describedBy={ids.balance} />
          </div>
        ) : null}
        {card.receipts.length > 0 || card.calendarHref ? (
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {card.receipts.map((receipt) => (
              <li key={receipt.reference}>
                {/* A plain link: the PDF opens in its own tab; nothing to hydrate. */}
                <a href={receipt.href} target="_blank" rel="noopener" className={linkClass}>
                  <FileText aria-hidden className="size-4" />
                  {receipt.text} <span className="font-mono text-xs">{receipt.reference}</span>
                </a>
              </li>
            ))}
            {card.calendarHref ? (
              <li>
                <a href={card.calendarHref} download className={linkClass}>
                  <CalendarPlus aria-hidden className="size-4" />
                  Add to calendar
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <details className="mt-4 rounded-xl bg-sand-50 px-4 py-3 text-sm ring-1 ring-stone-200">
          <summary className="cursor-pointer font-medium text-stone-900">Cancellation rules</summary>
          <p className="mt-2 text-stone-700">{card.cancellationPolicy}</p>
        </details>
      </article>
    </li>
  );
}
