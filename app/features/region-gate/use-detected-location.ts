import { type DetectedLocation, regionLabel } from "@domain/region";
import { countryFromLocale, detectRegion, TIMEZONE_COUNTRY } from "@domain/region-detection";
import { useEffect, useState } from "react";

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Spec 000 §9 auto-detection, run in the browser after hydration (the server cannot know the
 * visitor's zone). Null until then, so the server and the first client render agree.
 */
export function useDetectedLocation(): DetectedLocation | null {
  const [detected, setDetected] = useState<DetectedLocation | null>(null);
  useEffect(() => {
    const timeZone = browserTimeZone();
    // The zone says where the device is; the language often only says which English it prefers
    // (en-US everywhere), so the language fills in only for zones we cannot place.
    const countryCode = (timeZone && TIMEZONE_COUNTRY[timeZone]) || countryFromLocale(navigator.language);
    setDetected(detectRegion({ timeZone, countryCode }));
  }, []);
  return detected;
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * What the banner calls the detected place: the country when its own rule gives the same
 * prices, else the region (e.g. a Polish time zone with an American English browser is "EU (EUR)").
 */
export function detectedPlaceName(detected: DetectedLocation): string {
  const byCountry = detectRegion({ countryCode: detected.countryCode });
  const agrees = byCountry.region === detected.region && byCountry.currency === detected.currency;
  return agrees ? countryName(detected.countryCode) : regionLabel(detected);
}
