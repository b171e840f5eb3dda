import { parseRegionChoice, REGION_COOKIE, type RegionChoice, regionCookie, STORAGE_KEYS } from "@domain/region";

/** Booking details a visitor started typing; switching region discards them (spec 000 §4). */
export const BOOKING_DRAFT_KEY = "bookingDraft";

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredRegion(): RegionChoice | null {
  const storage = safeStorage();
  if (!storage) return null;
  return parseRegionChoice(storage.getItem(STORAGE_KEYS.location), storage.getItem(STORAGE_KEYS.currency));
}

/** Keeps the choice in localStorage (as specified) and a cookie, so the server renders it. */
export function storeRegion(choice: RegionChoice): void {
  const storage = safeStorage();
  storage?.setItem(STORAGE_KEYS.location, choice.region);
  storage?.setItem(STORAGE_KEYS.currency, choice.currency);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all this needs in every browser.
  document.cookie = regionCookie(choice, window.location.protocol === "https:");
}

/** The reset of "Switch Region?": both stored values and any saved booking information go. */
export function clearRegion(): void {
  const storage = safeStorage();
  storage?.removeItem(STORAGE_KEYS.location);
  storage?.removeItem(STORAGE_KEYS.currency);
  clearBookingDraft();
  // biome-ignore lint/suspicious/noDocumentCookie: see storeRegion.
  document.cookie = `${REGION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Forgets the booking details a visitor started typing. */
export function clearBookingDraft(): void {
  try {
    window.sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Storage may be disabled; nothing was saved then.
  }
}
