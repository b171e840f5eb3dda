import { describe, expect, it } from "vitest";
import {
  canonicalGiftCode,
  formatGiftCode,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  giftCodeFromBytes,
} from "./gift-codes";

const bytes = (...values: number[]) => Uint8Array.from(values);
const counting = bytes(...Array.from({ length: GIFT_CODE_LENGTH }, (_, i) => i));

describe("a gift code", () => {
  it("has 32 symbols to choose from, none of them I, L, O or U", () => {
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(32);
    expect(GIFT_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it("is twelve symbols in three groups of four, one symbol per byte", () => {
    expect(giftCodeFromBytes(counting)).toBe("0123-4567-89AB");
    expect(giftCodeFromBytes(bytes(31, 32, 63, 255, 0, 0, 0, 0, 0, 0, 0, 0))).toBe("Z0ZZ-0000-0000");
  });

  it("uses every symbol equally often over all byte values", () => {
    const seen = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const symbol = giftCodeFromBytes(bytes(b, ...new Array(GIFT_CODE_LENGTH - 1).fill(0)))[0]!;
      seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
    }
    expect(seen.size).toBe(32);
    expect(new Set(seen.values())).toEqual(new Set([8]));
  });

  it("refuses too few random bytes", () => {
    expect(() => giftCodeFromBytes(bytes(1, 2, 3))).toThrow(RangeError);
  });
});

describe("what a person types", () => {
  it("is read whatever its case, spaces and dashes", () => {
    expect(canonicalGiftCode("7k3m-q9px-2hvd")).toBe("7K3MQ9PX2HVD");
    expect(canonicalGiftCode("  7K3M Q9PX 2HVD ")).toBe("7K3MQ9PX2HVD");
    expect(canonicalGiftCode("7K3MQ9PX2HVD")).toBe("7K3MQ9PX2HVD");
  });

  it("reads O as 0, and I and L as 1", () => {
    expect(canonicalGiftCode("OOOO-IIII-LLLL")).toBe("000011111111");
    expect(canonicalGiftCode("oo00-il11-1111")).toBe("000011111111");
  });

  it("is no code when it is too short, too long, or holds a symbol codes never have", () => {
    expect(canonicalGiftCode("7K3M-Q9PX-2HV")).toBeNull();
    expect(canonicalGiftCode("7K3M-Q9PX-2HVDD")).toBeNull();
    expect(canonicalGiftCode("7K3M-Q9PX-2HVU")).toBeNull();
    expect(canonicalGiftCode("7K3M-Q9PX-2HV!")).toBeNull();
    expect(canonicalGiftCode("")).toBeNull();
  });

  it("comes back as the code that was made, once formatted again", () => {
    const made = giftCodeFromBytes(bytes(200, 17, 5, 99, 250, 31, 64, 128, 7, 13, 190, 44));
    expect(formatGiftCode(canonicalGiftCode(made)!)).toBe(made);
  });
});
