import type { RegionChoice } from "@domain/region";
import { MapPin, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { detectedPlaceName, useDetectedLocation } from "./use-detected-location";

/**
 * Spec 000 §2.3: the auto-detected location, a dismiss control and "Continue with this location".
 * Detection happens after hydration, so the banner's box is drawn at its final size from the
 * first paint and only its text changes: nothing below it moves.
 */
export function DetectedLocationBanner({ onContinue }: { onContinue(choice: RegionChoice): void }) {
  const detected = useDetectedLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  return (
    <section
      aria-label="Detected location"
      aria-busy={detected === null}
      className="flex h-40 flex-col justify-center gap-3 rounded-2xl bg-brand-50 px-4 ring-1 ring-brand-200 sm:h-24 sm:flex-row sm:items-center sm:px-5"
    >
      <div className="flex min-w-0 items-start gap-3 sm:flex-1">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          {detected ? (
            <>
              <p className="line-clamp-2 font-medium text-brand-900 sm:truncate">
                We think you are in <span data-testid="detected-place">{detectedPlaceName(detected)}</span>
              </p>
              <p className="truncate text-sm text-stone-700">
                Prices in <span data-testid="detected-currency">{detected.currency}</span> · {detected.timezone}
              </p>
            </>
          ) : (
            <>
              <p className="line-clamp-2 font-medium text-brand-900 sm:truncate">Detecting your location…</p>
              <p className="truncate text-sm text-stone-700">This only uses your device's time zone and language.</p>
            </>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Button
          className="whitespace-nowrap"
          disabled={!detected}
          onClick={() => detected && onContinue({ region: detected.region, currency: detected.currency })}
        >
          Continue with this location
        </Button>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label="Dismiss detected location"
          className="rounded-full p-2 text-stone-700 hover:bg-brand-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  );
}
