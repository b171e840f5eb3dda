import type { IncomingMessage } from "node:http";

/**
 * Checks the HTTP layer makes before any route runs, so that every route, page action or
 * endpoint, present and future, has them without asking.
 */

/** Methods that may change something: they must come from the site's own pages. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Paths that prove who sent them by other means, so a cross-site origin is expected there:
 * Paystack's webhook carries an HMAC signature of its body, Google's calendar notifications the
 * channel token we signed, a mail program's one-click unsubscribe (RFC 8058, sent from its own
 * servers) the newsletter token we signed. (The operator channel, /internal/, answers before these checks, and
 * only to its token.)
 */
export const SIGNED_PATHS: ReadonlySet<string> = new Set([
  "/api/paystack/webhook",
  "/api/google-calendar/notifications",
  "/newsletter/unsubscribe",
]);

export const FOREIGN_ORIGIN_MESSAGE =
  "This request did not come from this site's own pages, so it was refused. Please reload the page and try again.";

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from one of `siteOrigins` (the configured site addresses,
 * never the Host header a request names itself). Browsers send Origin with every POST; without
 * one, the Referer's origin decides; a request with neither, or with "null", is refused. Safe
 * methods always pass.
 */
export function comesFromSite(req: IncomingMessage, siteOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(req.method ?? "GET")) return true;
  const origin = req.headers.origin;
  const claimed = origin !== undefined ? originOf(origin) : originOf(req.headers.referer);
  return claimed !== null && siteOrigins.includes(claimed);
}

/**
 * The largest body a path accepts. Paystack's biggest real `charge.success` event (customer,
 * authorization, log and our metadata) is a few kilobytes: 64 KB leaves a wide margin. Every
 * form of the site is far below the general cap (the longest field, a message, is 5,000
 * characters).
 */
export const WEBHOOK_MAX_BYTES = 64 * 1024;
export const FORM_MAX_BYTES = 256 * 1024;

export function bodyLimitFor(pathname: string): number {
  return SIGNED_PATHS.has(pathname) ? WEBHOOK_MAX_BYTES : FORM_MAX_BYTES;
}

export function bodyTooLargeMessage(limit: number): string {
  return `The request is too large (the limit is ${Math.round(limit / 1024)} KB). Please shorten what you sent and try again.`;
}

/** Whether the caller reads JSON: endpoints, data requests, and whoever asks for it. */
export function wantsJson(req: IncomingMessage): boolean {
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  return pathname.startsWith("/api/") || pathname.endsWith(".data") || String(req.headers.accept).includes("json");
}

/** A refusal in the form the caller reads: JSON for endpoints and data requests, text otherwise. */
export function refusal(req: IncomingMessage, status: number, message: string) {
  return wantsJson(req)
    ? { status, type: "application/json", body: JSON.stringify({ ok: false, error: message }) }
    : { status, type: "text/plain; charset=utf-8", body: message };
}

/** Every answer that depends on who is asking is kept out of shared and browser caches. */
export const PRIVATE_NO_STORE = "private, no-store";
