/**
 * A gift certificate's code: what the buyer's e-mail and the printed card carry, and what the
 * recipient types at booking. Twelve symbols of Crockford's base 32 (digits and capitals without
 * I, L, O and U), shown in three groups of four: 60 random bits, read aloud or typed from paper
 * without confusing 0 with O or 1 with I and l. Pure: the caller brings the random bytes, and
 * the server keeps only a hash of the canonical form.
 */

export const GIFT_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Symbols in a code (5 bits each). */
export const GIFT_CODE_LENGTH = 12;
const GROUP = 4;

/**
 * The code made from `bytes` (at least GIFT_CODE_LENGTH of them, from a secure source): each
 * byte's low five bits pick a symbol, which is uniform because 256 is a multiple of 32.
 */
export function giftCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CODE_LENGTH) throw new RangeError(`a gift code needs ${GIFT_CODE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) code += GIFT_CODE_ALPHABET[bytes[i]! & 31];
  return formatGiftCode(code);
}

/** A canonical code as it is shown: "7K3M-Q9PX-2HVD". */
export function formatGiftCode(canonical: string): string {
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += GROUP) groups.push(canonical.slice(i, i + GROUP));
  return groups.join("-");
}

/**
 * What a person typed, as the canonical code (twelve symbols, no dashes), or null when it cannot
 * be one. Case, spaces and dashes do not matter, and the letters people mistake for digits are
 * read as those digits (O as 0; I and L as 1), so a code copied from paper still works.
 */
export function canonicalGiftCode(typed: string): string | null {
  const cleaned = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (cleaned.length !== GIFT_CODE_LENGTH) return null;
  for (const symbol of cleaned) if (!GIFT_CODE_ALPHABET.includes(symbol)) return null;
  return cleaned;
}
