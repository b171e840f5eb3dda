import { createHash, randomBytes } from "node:crypto";
import { canonicalGiftCode, GIFT_CODE_LENGTH, giftCodeFromBytes } from "@domain/gift-codes";

/** A new code from the system's secure random source, as it is shown ("7K3M-Q9PX-2HVD"). */
export function newGiftCode(): string {
  return giftCodeFromBytes(randomBytes(GIFT_CODE_LENGTH));
}

/** What is stored of a code: the SHA-256 of its canonical form, so a typed variant finds the same row. */
export function giftCodeHash(canonical: string): string {
  return createHash("sha256").update(canonical).digest("hex");
}

/** The hash of a code as a person typed it, or null when it cannot be a code at all. */
export function typedGiftCodeHash(typed: string): string | null {
  const canonical = canonicalGiftCode(typed);
  return canonical ? giftCodeHash(canonical) : null;
}

/** The last group, shown to staff and in lists to tell certificates apart ("…-2HVD"). */
export function giftCodeHint(code: string): string {
  return code.slice(-4);
}
