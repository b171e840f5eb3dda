import { formatMoney } from "@domain/money";
import type { TransferInstructions } from "@server/modules/payments";
import { Clock, Mail } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CopyButton } from "./copy-button";

/** What the instructions screen shows: the amount, the reference and the practice's account. */
export type BankTransferDetails = Omit<TransferInstructions, "kind">;

/**
 * The bank-transfer instructions screen (spec 000 §2.9): what to send, where, with which
 * reference; each value can be copied. `activates` says what happens once the money is seen.
 * Inside the portal (`inPortal`) they sit under a card's heading and need no way back to it.
 */
export function BankTransferInstructions({
  details,
  activates,
  inPortal = false,
}: {
  details: BankTransferDetails;
  activates: string;
  inPortal?: boolean;
}) {
  const { bank } = details;
  const Heading = inPortal ? "h4" : "h2";
  // Several cards of the portal may each show their own instructions.
  const headingId = `transfer-heading${useId()}`;
  const rows: { label: string; value: string | undefined; emphasis?: boolean }[] = [
    { label: "Amount", value: formatMoney(details.amount, details.currency, { symbol: "long" }), emphasis: true },
    { label: "Currency", value: details.currency },
    { label: "Account name", value: bank.accountName },
    { label: "Bank", value: bank.bankName },
    { label: "Account number", value: bank.accountNumber },
    { label: "Sort code", value: bank.sortCode },
    { label: "Routing number (ACH)", value: bank.routingNumber },
    { label: "IBAN", value: bank.iban },
    { label: "SWIFT/BIC", value: bank.swift },
    { label: "Reference", value: details.reference, emphasis: true },
  ];
  const shown = rows.filter((row): row is { label: string; value: string; emphasis?: boolean } => Boolean(row.value));

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <Heading id={headingId} className="font-serif text-2xl text-brand-900">
        Bank Transfer Instructions
      </Heading>
      <p className="mt-2 text-sm text-stone-600">
        Please send exactly this amount to our {bank.providerName} account, with the reference below so we can match
        your transfer.
      </p>
      <dl className="mt-5 divide-y divide-stone-100">
        {shown.map((row) => (
          <div key={row.label} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
            <dt className="text-sm text-stone-600">{row.label}</dt>
            <dd className="flex items-center gap-3">
              <span className={row.emphasis ? "font-semibold text-brand-900" : "font-mono text-sm text-stone-800"}>
                {row.value}
              </span>
              <CopyButton value={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-5 space-y-2 text-sm text-stone-700">
        <li className="flex gap-2">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {activates} within {details.checkTime} of your transfer reaching us.
        </li>
        <li className="flex gap-2">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          We have e-mailed you these instructions; they should arrive within 5 minutes.
        </li>
      </ul>
      {inPortal ? null : (
        <Link to="/client-portal" className={`${buttonClass("secondary")} mt-6`}>
          Go to My Portal
        </Link>
      )}
    </section>
  );
}

/** In the portal, behind a disclosure: the instructions of something still waiting for its transfer. */
export function TransferDisclosure({ details, activates }: { details: BankTransferDetails; activates: string }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-brand-700 underline underline-offset-4">
        How to pay by bank transfer
      </summary>
      <div className="mt-2">
        <BankTransferInstructions details={details} activates={activates} inPortal />
      </div>
    </details>
  );
}
