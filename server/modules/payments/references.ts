import { randomInt } from "node:crypto";
import { PG, pgErrorCode } from "@server/lib/errors";

/** No 0/O, 1/I/L, U: a reference is read aloud and typed into banking apps. */
const ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";

function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A Paystack reference such as PLN-7KQ2M9XHR4TB (Paystack allows letters, digits and "-"). */
export const newPaystackReference = (prefix: string): string => `${prefix}${randomCode(12)}`;

/**
 * A bank-transfer reference such as WISE-7KQ2M9XH: short enough for UK bank references
 * (18 characters), random enough (30^8) that guessing another client's is hopeless.
 */
export const newTransferReference = (prefix: string): string => `${prefix}${randomCode(8)}`;

/** Runs `attempt` with a fresh reference, again when one collides with an existing reference. */
export async function withFreshReference<T>(
  make: () => string,
  attempt: (reference: string) => Promise<T>,
  tries = 3,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt(make());
    } catch (err) {
      if (i >= tries || pgErrorCode(err) !== PG.uniqueViolation) throw err;
    }
  }
}
