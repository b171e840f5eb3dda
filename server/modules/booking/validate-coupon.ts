import {
  COUPON_GUESS_LIMITS,
  COUPON_REFUSAL_MESSAGE,
  COUPON_TEXT,
  couponRefusal,
  normalizeCouponCode,
  tooManyCouponAttempts,
} from "@domain/coupons";
import { CURRENCIES, type Currency, REGIONS } from "@domain/enums";
import { canonicalGiftCode } from "@domain/gift-codes";
import { priceIn } from "@domain/pricing";
import type { Database, Executor } from "@server/db/client";
import { coupons } from "@server/db/schema";
import { AppError, isAppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { applyGiftToCharge, asGiftAttempt } from "@server/modules/gifts";
import { asGuessAttempt, type GuessLimits } from "@server/modules/rate-limits";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { loadBookableService } from "./load-bookable-service";

const schema = z.object({
  code: z
    .string()
    .transform(normalizeCouponCode)
    .pipe(z.string().min(1, COUPON_TEXT.enterCode).max(20, COUPON_REFUSAL_MESSAGE.not_found)),
  serviceId: z.string().trim().min(1, "Choose a service"),
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
});

export type CouponRow = typeof coupons.$inferSelect;

/** How much of a charge a certificate pays (`covered`) and what is left to pay (`due`), in `currency`. */
export interface GiftPart {
  covered: number;
  due: number;
  currency: Currency;
}

/**
 * What "Apply" answers: a coupon that makes the session free, or how much of it a certificate
 * pays: of the session's price in the visitor's currency, and, abroad, of the US-dollar price a
 * card pays when the time is too soon for a transfer (`card`; null at home or without one).
 */
export type CodeCheck =
  | { kind: "coupon"; couponId: string; code: string }
  | ({ kind: "gift"; code: string; card: GiftPart | null } & GiftPart);

/**
 * Whether a code pays for this service (spec 000 §5, §7 validate-coupon), as "Gift certificate or
 * coupon" takes either: a coupon makes it free, a gift certificate pays all or part of it (the
 * rest is paid as usual). The server decides, and says why not; booking checks again, under a
 * lock, when the code is spent.
 */
export async function validateCoupon(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { ipAddress?: string; now?: Date } = {},
): Promise<CodeCheck> {
  const now = meta.now ?? new Date();
  const input = parseInput(schema, raw);
  const service = await loadBookableService(db, input.serviceId, input);
  const who = { userId: viewer.userId, ipAddress: meta.ipAddress };
  if (await namesGiftCertificate(db, input.code)) {
    return asGiftAttempt(db, "couponCode", who, now, () =>
      // Read under the lock a booking takes, then let go: nothing is spent by a check.
      db.transaction(async (tx) => {
        const charge = {
          category: service.category,
          region: input.region,
          price: service.price,
          currency: service.currency,
        };
        const part = async (price: number, currency: Currency): Promise<GiftPart> => {
          const applied = await applyGiftToCharge(
            tx,
            input.code,
            viewer.userId,
            { ...charge, price, currency },
            now,
            "couponCode",
          );
          return { covered: applied.cover.covered, due: price - applied.cover.covered, currency };
        };
        const cardPrice = input.region === "international" ? priceIn(service.row, "USD") : null;
        return {
          kind: "gift" as const,
          code: input.code,
          ...(await part(service.price, service.currency)),
          card: cardPrice === null ? null : await part(cardPrice, "USD"),
        };
      }),
    );
  }
  return asCouponAttempt(db, who, now, async () => {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.code));
    const usable = usableCoupon(coupon ?? null, service.row.couponType, now);
    return { kind: "coupon" as const, couponId: usable.id, code: usable.code };
  });
}

/**
 * Whether a code typed under "Gift certificate or coupon" is a gift certificate's: it has a
 * certificate's shape (twelve symbols, dashes and case aside) and no coupon has that code. A
 * coupon of the same letters, which an admin may have made, stays a coupon.
 */
export async function namesGiftCertificate(db: Executor, code: string): Promise<boolean> {
  if (!canonicalGiftCode(code)) return false;
  const [coupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)));
  return !coupon;
}

/** The coupon, if it can pay for the service; otherwise its refusal (bad_request, for the 'Invalid Coupon' toast). */
export function usableCoupon(coupon: CouponRow | null, serviceCouponType: string | null, now: Date): CouponRow {
  const refusal = couponRefusal(coupon, serviceCouponType, now);
  if (refusal || !coupon) {
    const message = COUPON_REFUSAL_MESSAGE[refusal ?? "not_found"];
    throw new AppError("bad_request", message, { couponCode: message });
  }
  return coupon;
}

/** Coupon codes are short enough for a patient script: wrong ones are limited (COUPON_GUESS_LIMITS). */
const COUPON_GUESSES: GuessLimits = {
  kind: "coupon",
  ...COUPON_GUESS_LIMITS,
  tooMany: tooManyCouponAttempts,
  field: "couponCode",
  wrongCode: (err) => isAppError(err) && err.code === "bad_request" && err.fields?.couponCode !== undefined,
};

/** Runs `attempt` (a check or a booking naming a coupon) as one try at guessing a code (asGuessAttempt). */
export function asCouponAttempt<T>(
  db: Executor,
  who: { userId: string; ipAddress?: string },
  now: Date,
  attempt: () => Promise<T>,
): Promise<T> {
  return asGuessAttempt(db, COUPON_GUESSES, who, now, attempt);
}
