import { findRegionOption, OTHER_COUNTRIES, REGION_FORM, REGION_TILES, type RegionChoice } from "@domain/region";
import { Globe2, Laptop, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Logo } from "~/components/logo";
import { useRegion } from "~/components/region/region-context";
import { Button } from "~/components/ui/button";
import { DetectedLocationBanner } from "./detected-location-banner";

/** Spec 000 §2.3: shown on / instead of the home page until a region is chosen. */
export function RegionGate({ practiceName }: { practiceName: string }) {
  const { chooseRegion } = useRegion();
  const choose = (option: RegionChoice) => chooseRegion({ region: option.region, currency: option.currency });

  return (
    // data-region-gate: how the page's scripts know the server drew the gate (lazy-region-gate.tsx).
    <main data-region-gate className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center text-center">
        <Logo className="size-14" />
        <h1 className="mt-4 font-serif text-3xl text-brand-900 sm:text-4xl">Welcome to {practiceName} Therapy</h1>
        <p className="mt-3 max-w-xl text-stone-700">
          Our prices, services and payment options depend on where you live. Choose your region so we can show you the
          right prices in your currency.
        </p>
      </div>

      <div className="mt-8">
        <DetectedLocationBanner onContinue={choose} />
      </div>

      <p className="mt-6 text-center text-sm text-stone-700">
        <Laptop aria-hidden className="mr-1.5 inline size-4 align-[-3px] text-brand-700" />
        Sessions are held online, or in person in Accra.
      </p>

      <section aria-labelledby="region-tiles-heading" className="mt-8">
        <h2 id="region-tiles-heading" className="text-center text-lg font-semibold text-stone-800">
          Choose your region
        </h2>
        {/* Posted only when a tile is chosen before the scripts have run; after, the click chooses here. */}
        <form method="post" action="/?index">
          <input type="hidden" name="intent" value={REGION_FORM.intent} />
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {REGION_TILES.map((tile) => (
              <li key={tile.code}>
                <button
                  type="submit"
                  name={REGION_FORM.field}
                  value={tile.code}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(tile);
                  }}
                  className="flex h-full w-full flex-col items-center gap-1 rounded-2xl bg-white px-3 py-5 text-center shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-500"
                >
                  <span aria-hidden className="text-3xl leading-none">
                    {tile.flag}
                  </span>
                  <span className="mt-2 font-semibold text-stone-900">{tile.name}</span>
                  <span className="text-sm text-stone-600">
                    {tile.region === "local" ? "Local prices" : "Prices"} in {tile.currency} · {tile.timezone}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </form>
      </section>

      <OtherCountries onChoose={choose} />

      <p className="mt-8 text-center text-sm text-stone-700">
        <RefreshCw aria-hidden className="mr-1.5 inline size-4 align-[-3px] text-brand-700" />
        You can change your region at any time from the menu at the top of the page.
      </p>
    </main>
  );
}

function OtherCountries({ onChoose }: { onChoose(choice: RegionChoice): void }) {
  const id = useId();
  const [code, setCode] = useState("");
  const selected = code ? findRegionOption(code) : undefined;
  // A country chosen before the page's scripts had run (the gate is drawn from the HTML alone)
  // is taken up once they have: hydration does not report that change.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen) setCode(chosen);
  }, []);
  return (
    <form
      className="mx-auto mt-8 flex max-w-md flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onChoose(selected);
      }}
    >
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <Globe2 aria-hidden className="size-4 text-brand-700" />
        Somewhere else? Choose your country
      </label>
      <div className="flex gap-2">
        <select
          ref={select}
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2.5 text-stone-900"
        >
          <option value="">Other countries…</option>
          {OTHER_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.currency})
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={!selected}>
          Continue
        </Button>
      </div>
    </form>
  );
}
