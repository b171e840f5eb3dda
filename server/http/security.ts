import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
/** Random bytes drawn in bulk: one call to the generator per 256 requests instead of one each. */
const entropy = Buffer.alloc(NONCE_BYTES * 256);
let used = entropy.length;

/** A fresh nonce for each response, so only our own inline scripts run; no bytes are ever reused. */
export function createNonce(): string {
  if (used + NONCE_BYTES > entropy.length) {
    randomFillSync(entropy);
    used = 0;
  }
  const nonce = entropy.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/**
 * The Content-Security-Policy: only what the pages use. Paystack's checkout runs in its
 * own frame; the welcome video is a privacy-enhanced embed loaded on click.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "https://js.paystack.co", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https://i.ytimg.com"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "https://api.paystack.co", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": ["https://www.youtube-nocookie.com", "https://checkout.paystack.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export interface SecurityHeaderOptions {
  nonce?: string;
  https: boolean;
  dev: boolean;
}

/** What pages may use of the device: nothing, but payments on our own pages. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(self)";
/** A session's join page checks the camera and microphone before the room asks for them. */
export const JOIN_PAGE_PERMISSIONS_POLICY = "camera=(self), microphone=(self), geolocation=(), payment=()";

export function securityHeaders({ nonce, https, dev }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  // Without a nonce (static files, JSON) nothing may run or be framed at all.
  headers["Content-Security-Policy"] = nonce
    ? contentSecurityPolicy(nonce, dev)
    : "default-src 'none'; frame-ancestors 'none'; style-src 'unsafe-inline'; img-src 'self' data:";
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * The headers of a script file (the browser build's JavaScript). A script is never shown as a
 * page, so the headers that govern pages (the content policy, framing, the opener, permissions,
 * the referrer policy) have nothing to act on there, and they cost about 0.3 KB on each of the
 * 5-10 scripts a public page loads (decision 0009). `nosniff` stays: with it the browser refuses
 * a script served under another type. (The app starts no workers, whose policy would come from
 * their script's headers.)
 */
export function scriptFileHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = { "X-Content-Type-Options": "nosniff" };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
