import { randomBytes } from "node:crypto";
import type { SecretBox } from "@server/lib/secret-box";

/** How long a consent may take between our page and Google's answer. */
export const STATE_LIFETIME_MS = 10 * 60_000;
const PURPOSE = "google-oauth-state";

/**
 * The OAuth `state`: who asked, until when, and a nonce, signed with the server's key. The callback
 * accepts it only for the same signed-in person and before it expires, so a consent cannot be
 * slipped into someone else's session (login CSRF) or replayed later.
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
