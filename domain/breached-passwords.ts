import { BREACHED_PASSWORDS } from "./breached-password-list";
import { decodeFingerprints, hasFingerprint, passwordFingerprint } from "./password-fingerprints";

let list: Uint32Array | null = null;

/**
 * Whether a password is among the 100,000 commonest of those exposed in breaches (NIST SP 800-63B
 * §3.1.1.2, decision record 0029), whatever its case. The list is decoded on first use (a few
 * milliseconds, 400 KB of memory); each check is then a hash and a binary search.
 */
export function isBreachedPassword(password: string): boolean {
  list ??= decodeFingerprints(BREACHED_PASSWORDS);
  return hasFingerprint(list, passwordFingerprint(password));
}
