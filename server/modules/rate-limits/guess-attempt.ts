import { minutesToWait } from "@domain/wait-time";
import type { Executor } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { hitRateLimit, refundRateLimit } from "./rate-limit";

export interface GuessLimits {
  /** Names the kind of code ("coupon", "gift"), so each kind has counters of its own. */
  kind: string;
  windowMs: number;
  perAccount: number;
  perAddress: number;
  /** The refusal once a limit is reached, given the wait ("12 minutes"). */
  tooMany: (wait: string) => string;
  /** The form field the refusal belongs to. */
  field: string;
  /** Whether a failed attempt was a wrong code (counted), not some other refusal (given back). */
  wrongCode: (err: unknown) => boolean;
}

/**
 * Runs `attempt` (a check, a claim or a booking naming a code) as one try at guessing a code,
 * counted against the account and, when known, the address. Counted before it runs, so
 * simultaneous tries cannot slip past the limit, and outside any transaction of the attempt, so a
 * refusal still counts; given back when the code turned out to be right, since the limit is
 * against wrong guesses, not against using codes.
 */
export async function asGuessAttempt<T>(
  db: Executor,
  limits: GuessLimits,
  who: { userId: string; ipAddress?: string },
  now: Date,
  attempt: () => Promise<T>,
): Promise<T> {
  const keys = [
    { key: `${limits.kind}:account:${who.userId}`, limit: limits.perAccount },
    ...(who.ipAddress ? [{ key: `${limits.kind}:address:${who.ipAddress}`, limit: limits.perAddress }] : []),
  ];
  for (const { key, limit } of keys) {
    const hit = await hitRateLimit(db, key, { limit, windowMs: limits.windowMs, now });
    if (!hit.allowed) {
      const message = limits.tooMany(minutesToWait(hit.resetAt, now));
      throw new AppError("rate_limited", message, { [limits.field]: message });
    }
  }
  const giveBack = () => Promise.all(keys.map(({ key }) => refundRateLimit(db, key)));
  try {
    const result = await attempt();
    await giveBack();
    return result;
  } catch (err) {
    if (!limits.wrongCode(err)) await giveBack();
    throw err;
  }
}
