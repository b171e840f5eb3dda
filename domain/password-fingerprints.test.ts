import { describe, expect, it } from "vitest";
import {
  decodeFingerprints,
  encodeFingerprints,
  hasFingerprint,
  normalizePassword,
  passwordFingerprint,
} from "./password-fingerprints";

describe("password fingerprints", () => {
  it("are blind to case and to Unicode's different spellings of one character", () => {
    expect(passwordFingerprint("Sunshine")).toBe(passwordFingerprint("sUNSHINE"));
    // "é" as one code point and as "e" plus a combining accent; the full-width "Ａ" is "a".
    expect(passwordFingerprint("caf\u00e9-2026")).toBe(passwordFingerprint("cafe\u0301-2026"));
    expect(normalizePassword("\uff21bc")).toBe("abc");
    expect(passwordFingerprint("sunshine")).not.toBe(passwordFingerprint("sunshine "));
  });

  it("are 32-bit unsigned numbers spread over the whole range", () => {
    const prints = Array.from({ length: 2_000 }, (_, i) => passwordFingerprint(`password-${i}`));
    for (const print of prints) expect(Number.isInteger(print) && print >= 0 && print <= 0xffffffff).toBe(true);
    expect(new Set(prints).size).toBe(prints.length);
    // Each top bit set about half the time: no clustering in one end of the range.
    const high = prints.filter((print) => print >= 2 ** 31).length;
    expect(high).toBeGreaterThan(850);
    expect(high).toBeLessThan(1_150);
  });
});

describe("a coded fingerprint set", () => {
  it("decodes to the same values, sorted and without repeats, near the fewest bits a value can take", () => {
    const values = Array.from({ length: 5_000 }, (_, i) => passwordFingerprint(`listed-${i}`));
    const set = encodeFingerprints([...values, values[0]!, 0, 0xffffffff]);
    const decoded = decodeFingerprints(set);
    expect(set.count).toBe(5_002);
    expect([...decoded]).toEqual([...new Set([...values, 0, 0xffffffff])].sort((a, b) => a - b));
    // A set of n random 32-bit values needs about log2(2^32 / n) + 1.44 bits each: Rice coding is
    // within a few hundredths of that (for 100,000 values, 17 bits; for these 5,000, 21).
    const bits = (set.data.length * 6) / set.count;
    expect(bits).toBeLessThan(Math.log2(2 ** 32 / set.count) + 1.6);
  });

  it("finds what it holds and nothing else", () => {
    const held = ["alpha-one", "bravo-two", "charlie-three"].map(passwordFingerprint);
    const decoded = decodeFingerprints(encodeFingerprints(held));
    for (const print of held) expect(hasFingerprint(decoded, print)).toBe(true);
    expect(hasFingerprint(decoded, passwordFingerprint("delta-four"))).toBe(false);
    expect(hasFingerprint(new Uint32Array(), passwordFingerprint("alpha-one"))).toBe(false);
  });

  it("is an empty set when empty", () => {
    const set = encodeFingerprints([]);
    expect(set.count).toBe(0);
    expect(decodeFingerprints(set)).toHaveLength(0);
  });

  it("refuses to decode a damaged set rather than answer from part of it", () => {
    const set = encodeFingerprints(Array.from({ length: 100 }, (_, i) => passwordFingerprint(`x-${i}`)));
    expect(() => decodeFingerprints({ ...set, data: set.data.slice(0, 40) })).toThrow(/damaged/);
    expect(() => decodeFingerprints({ ...set, data: "////////", count: 3 })).toThrow(/damaged/);
  });
});
