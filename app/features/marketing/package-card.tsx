import { formatMoney } from "@domain/money";
import type { PackageOffer } from "@server/modules/catalogue";
import { Clock, Layers } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PackageIcon } from "./package-icon";
import { CheckList } from "./page-sections";

/** A package as the catalogue offers it, priced in the visitor's currency. */
export type PackageView = PackageOffer;

/** One therapy-journey package (spec 000 §3): highlighted ones stand out and carry their badge. */
export function PackageCard({ pkg }: { pkg: PackageView }) {
  const frame = pkg.highlight ? "ring-2 ring-brand-600 shadow-md" : "ring-1 ring-stone-200 shadow-sm";
  return (
    <article
      aria-labelledby={`package-${pkg.id}`}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-6 ${frame}`}
    >
      {pkg.highlight && pkg.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {pkg.badge}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PackageIcon name={pkg.icon} className="size-5" />
        </span>
        <div>
          <h3 id={`package-${pkg.id}`} className="font-serif text-xl leading-snug text-brand-900">
            {pkg.name}
          </h3>
          <p className="text-sm font-medium text-brand-700">{pkg.format}</p>
        </div>
      </div>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="inline-flex items-center gap-1">
          <Layers className="size-4" aria-hidden="true" />
          {pkg.sessions} sessions
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {pkg.durationMinutes} min each
        </span>
      </p>
      <p className="mt-3 leading-relaxed text-stone-700">{pkg.description}</p>
      <CheckList items={pkg.features} className="mt-4 flex-1 text-sm" />
      <p className="mt-6 text-3xl font-semibold text-brand-900" data-testid="package-price">
        {formatMoney(pkg.price, pkg.currency)}
      </p>
      <p className="text-sm text-stone-600">for {pkg.sessions} sessions</p>
      <Link
        to={`/therapy-journeys/checkout/${pkg.id}`}
        className={`mt-5 w-full ${buttonClass("primary")}`}
        aria-label={`Book Now: ${pkg.name}`}
      >
        Book Now
      </Link>
    </article>
  );
}
