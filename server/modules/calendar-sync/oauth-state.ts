import { randomBytes } from "node:crypto";
import type { Executor } from "@server/db/client";
import type { SecretBox } from "@server/lib/secret-box";
import { hitRateLimit } from "@server/modules/rate-limits";

/** How long a consent may take between our page and Google's answer. */
export const STATE_LIFETIME_MS = 10 * 60_000;
const PURPOSE = "google-oauth-state";

/**
 * The OAuth `state`: who asked, until when, and a nonce, signed with the server's key. The callback
 * accepts it only for the same signed-in person, before it expires and once (spendState), so a
 * consent cannot be slipped into someone else's session (login CSRF) or replayed.
 */
export function issueState(box: SecretBox, userId: string, now: Date): string {
  const body = `${userId}.${now.getTime() + STATE_LIFETIME_MS}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${box.sign(PURPOSE, body)}`;
}

export function stateIsValid(box: SecretBox, state: string, userId: string, now: Date): boolean {
  const parts = state.split(".");
  if (parts.length !== 4) return false;
  const [owner, expires, , signature] = parts as [string, string, string, string];
  const body = parts.slice(0, 3).join(".");
  if (!box.verify(PURPOSE, body, signature)) return false;
  return owner === userId && Number(expires) > now.getTime();
}

/**
 * Marks a valid state as used; false when it already was. Counted in the shared rate-limit table
 * (a limit of one use in the state's lifetime), so every server sees it, and before the code is
 * exchanged, so of two callbacks racing with one state only one goes on.
 */
export async function spendState(db: Executor, state: string, now: Date): Promise<boolean> {
  const nonce = state.split(".")[2] ?? state;
  const use = await hitRateLimit(db, `google-oauth-state:${nonce}`, { limit: 1, windowMs: STATE_LIFETIME_MS, now });
  return use.allowed;
}
