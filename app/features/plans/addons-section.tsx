import { MapPin } from "lucide-react";
import { type AddonView, addonPriceLabel } from "./plans-view";

/** Spec 000 §2.8: shown only when there are add-ons for the visitor's region. */
export function AddonsSection({ addons }: { addons: readonly AddonView[] }) {
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="addons-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-6 py-14">
        <h2 id="addons-heading" className="text-center font-serif text-3xl text-brand-900">
          Optional Add-Ons
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center leading-relaxed text-stone-700">
          Extras you can add to any plan, if and when they would help.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {addons.map((addon) => (
            <li key={addon.id} className="flex">
              <article
                aria-labelledby={`addon-${addon.id}`}
                className="flex w-full flex-col rounded-2xl bg-sand-50 p-6 ring-1 ring-stone-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <h3 id={`addon-${addon.id}`} className="text-lg font-semibold text-brand-900">
                    {addon.name}
                  </h3>
                  <p className="font-semibold whitespace-nowrap text-brand-900" data-testid="addon-price">
                    {addonPriceLabel(addon)}
                  </p>
                </div>
                {addon.description ? (
                  <p className="mt-2 flex-1 leading-relaxed text-stone-700">{addon.description}</p>
                ) : null}
                {addon.accraOnly ? (
                  <p className="mt-4 inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    Accra only
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
