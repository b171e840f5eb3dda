/**
 * A set of passwords kept as 32-bit fingerprints, sorted and Golomb-Rice coded: about 17 bits a
 * password instead of the password itself, and no password can be read back out of it. Checking
 * one is a hash and a binary search. Two different passwords share a fingerprint about once in
 * 4 billion tries per listed password (for a list of 100,000, a good password is taken for a
 * listed one about once in 43,000): the price of a list small enough to ship.
 */

/** How passwords are compared: Unicode-normalised (NIST SP 800-63B asks for NFKC) and case-blind. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC").toLowerCase();
}

const utf8 = new TextEncoder();

/** FNV-1a over the normalised password's UTF-8, mixed by MurmurHash3's finaliser so every bit counts. */
export function passwordFingerprint(password: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(normalizePassword(password))) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A coded set as shipped: how many fingerprints, the Rice parameter, and the bits in base64. */
export interface FingerprintSet {
  count: number;
  riceBits: number;
  data: string;
}

/** The Rice parameter that codes gaps of this average size in the fewest bits. */
function riceBitsFor(count: number): number {
  if (count === 0) return 0;
  return Math.max(0, Math.min(30, Math.floor(Math.log2((2 ** 32 / count) * Math.LN2))));
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Codes fingerprints (any order, duplicates dropped): each gap to the previous one in Rice code. */
export function encodeFingerprints(fingerprints: Iterable<number>): FingerprintSet {
  const sorted = Uint32Array.from(new Set(fingerprints)).sort();
  const riceBits = riceBitsFor(sorted.length);
  const bytes: number[] = [];
  let current = 0;
  let used = 0;
  const writeBit = (bit: number) => {
    current = (current << 1) | bit;
    used += 1;
    if (used === 8) {
      bytes.push(current);
      current = 0;
      used = 0;
    }
  };
  let previous = 0;
  for (const value of sorted) {
    const gap = value - previous;
    previous = value;
    for (let q = Math.floor(gap / 2 ** riceBits); q > 0; q--) writeBit(1);
    writeBit(0);
    for (let bit = riceBits - 1; bit >= 0; bit--) writeBit(Math.floor(gap / 2 ** bit) % 2);
  }
  if (used > 0) bytes.push(current << (8 - used));
  return { count: sorted.length, riceBits, data: toBase64(Uint8Array.from(bytes)) };
}

/** The sorted fingerprints of a coded set. A set that does not decode whole is an error, never a shorter list. */
export function decodeFingerprints(set: FingerprintSet): Uint32Array {
  const bytes = fromBase64(set.data);
  const out = new Uint32Array(set.count);
  const totalBits = bytes.length * 8;
  let position = 0;
  const readBit = () => {
    if (position >= totalBits) throw new Error("The fingerprint set ends early: it is damaged.");
    const bit = (bytes[position >>> 3]! >>> (7 - (position & 7))) & 1;
    position += 1;
    return bit;
  };
  let previous = 0;
  for (let i = 0; i < set.count; i++) {
    let quotient = 0;
    while (readBit() === 1) quotient += 1;
    let remainder = 0;
    for (let bit = 0; bit < set.riceBits; bit++) remainder = remainder * 2 + readBit();
    previous += quotient * 2 ** set.riceBits + remainder;
    if (previous > 0xffffffff) throw new Error("The fingerprint set holds a value too large: it is damaged.");
    out[i] = previous;
  }
  return out;
}

/** Whether `fingerprint` is in the sorted list: a binary search. */
export function hasFingerprint(sorted: Uint32Array, fingerprint: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle]!;
    if (value === fingerprint) return true;
    if (value < fingerprint) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
