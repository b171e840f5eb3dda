import type { Currency } from "@domain/enums";
import type { RegionChoice } from "@domain/region";
import { CreditCard, Info } from "lucide-react";
import { Section } from "~/components/ui/section";
import { PackageCard, type PackageView } from "./package-card";
import { PageHero } from "./page-sections";
import { SingleSessionsBox, type SingleSessionView } from "./single-sessions-box";

const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
  GHS: "Ghana cedis (GHS)",
  USD: "US dollars (USD)",
  GBP: "British pounds (GBP)",
  EUR: "euros (EUR)",
};

export interface TherapyJourneysProps {
  choice: RegionChoice;
  packages: readonly PackageView[];
  singleSessions: readonly SingleSessionView[];
  /** The international transfer service named in the bank instructions (practice config). */
  transferProvider: string;
}

/** The title is plural for the nine local journeys, singular for the one international package (spec 000 §4). */
export function journeysTitle(region: RegionChoice["region"]): string {
  return region === "local" ? "Therapy Journeys" : "Therapy Journey";
}

/** Spec 000 §2.7. */
export function TherapyJourneysPage({ choice, packages, singleSessions, transferProvider }: TherapyJourneysProps) {
  const local = choice.region === "local";
  const months = new Set(packages.map((p) => p.validMonths));
  const validMonths = months.size === 1 ? [...months][0] : undefined;
  return (
    <main>
      <PageHero eyebrow="Packages and pricing" title={journeysTitle(choice.region)}>
        <p>
          Therapy works best with a steady rhythm. A package lets you commit to your healing at a pace that feels right,
          for less than booking each session on its own.
        </p>
      </PageHero>

      <Section headingId="packages-heading" title="Packages" hiddenTitle className="mx-auto max-w-6xl px-6 pb-14">
        <p className="mx-auto max-w-2xl text-center text-stone-700">
          {local
            ? "Six-session packages online, in person in Accra, or a blend of both."
            : "6-session package designed for consistent support and growth."}
        </p>
        <div
          role="note"
          className="mx-auto mt-6 flex max-w-3xl gap-3 rounded-2xl bg-white p-5 text-stone-700 ring-1 ring-stone-200"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <p className="leading-relaxed">
            Buying a package does not mean therapy ends after those sessions. Packages are simply a convenient way to
            schedule several sessions at a discount for clients who come consistently.
          </p>
        </div>
        <ul
          className={`mt-12 grid gap-8 ${local ? "sm:grid-cols-2 lg:grid-cols-3" : "mx-auto max-w-md"}`}
          aria-label="Packages"
        >
          {packages.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      </Section>

      <div className="px-6">
        <SingleSessionsBox region={choice.region} sessions={singleSessions} />
      </div>

      <aside aria-label="Payment notes" className="mx-auto mt-12 max-w-3xl space-y-3 px-6 text-sm text-stone-700">
        <p className="flex gap-2">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {local ? (
            <span>
              All prices are in {CURRENCY_NAMES.GHS}. Payment is made securely through Paystack by mobile money, card or
              bank transfer.
            </span>
          ) : (
            <span>
              Prices are in {CURRENCY_NAMES[choice.currency]}. Payment is by {transferProvider} international transfer,
              international card or online wallet.
            </span>
          )}
        </p>
        <p className="pl-6">
          {validMonths ? `Package sessions are valid for ${validMonths} months from purchase. ` : ""}
          Flexible scheduling available.
        </p>
      </aside>
    </main>
  );
}
