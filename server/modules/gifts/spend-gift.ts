import type { Currency, Region, ServiceCategory } from "@domain/enums";
import {
  GIFT_CODE_REFUSED,
  GIFT_GUESS_LIMITS,
  type GiftCharge,
  type GiftCover,
  giftCover,
  giftRefusal,
  giftWrongService,
  tooManyGiftAttempts,
} from "@domain/gift-certificates";
import type { Executor } from "@server/db/client";
import { giftCertificates, giftRedemptions } from "@server/db/schema";
import { AppError, isAppError } from "@server/lib/errors";
import { recordAudit } from "@server/modules/audit";
import { asGuessAttempt, type GuessLimits } from "@server/modules/rate-limits";
import { publishLive } from "@server/realtime/live-updates";
import { and, desc, eq, gt, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { typedGiftCodeHash } from "./gift-code";

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;

/** The one refusal of a code that cannot be spent, under the form's field. */
export const refuseGiftCode = (field: string) =>
  new AppError("bad_request", GIFT_CODE_REFUSED, { [field]: GIFT_CODE_REFUSED });

/** Wrong gift codes are limited per account and address (GIFT_GUESS_LIMITS), whichever form names them. */
export function giftGuesses(field: string): GuessLimits {
  return {
    kind: "gift",
    ...GIFT_GUESS_LIMITS,
    tooMany: tooManyGiftAttempts,
    field,
    wrongCode: (err) => isAppError(err) && err.message === GIFT_CODE_REFUSED,
  };
}

/** Runs `attempt` naming a gift code as one guess (asGuessAttempt): a wrong code counts, a right one does not. */
export function asGiftAttempt<T>(
  db: Executor,
  field: string,
  who: { userId: string; ipAddress?: string },
  now: Date,
  attempt: () => Promise<T>,
): Promise<T> {
  return asGuessAttempt(db, giftGuesses(field), who, now, attempt);
}

/**
 * The certificate a typed code names, locked for the caller's transaction, if `userId` may spend
 * it: it exists, is neither void, used up nor expired, and nobody else has claimed it. Every other
 * case is the same refusal, so a guesser cannot tell an unknown code from a spent one.
 */
export async function lockSpendableGift(
  tx: Executor,
  typedCode: string,
  userId: string,
  now: Date,
  field: string,
): Promise<GiftCertificateRow> {
  const hash = typedGiftCodeHash(typedCode);
  if (!hash) throw refuseGiftCode(field);
  const [row] = await tx.select().from(giftCertificates).where(eq(giftCertificates.codeHash, hash)).for("update");
  if (!row || giftRefusal(row, now) || (row.claimedBy && row.claimedBy !== userId)) throw refuseGiftCode(field);
  return row;
}

/** What a locked certificate will pay towards a booking. */
export interface GiftApplied {
  certificateId: string;
  /** The form field a refusal belongs to. */
  field: string;
  cover: GiftCover;
  currency: Currency;
}

/**
 * How much of `charge` the certificate named by `typedCode` pays, with the certificate locked
 * until the caller's transaction ends (so two bookings cannot both count on one balance). A
 * service certificate of another kind says what it pays for; it is the holder's own code.
 */
export async function applyGiftToCharge(
  tx: Executor,
  typedCode: string,
  userId: string,
  charge: GiftCharge,
  now: Date,
  field: string,
): Promise<GiftApplied> {
  const row = await lockSpendableGift(tx, typedCode, userId, now, field);
  const cover = giftCover(
    {
      kind: row.kind as "service" | "amount",
      serviceCategory: row.serviceCategory as ServiceCategory | null,
      serviceRegion: row.serviceRegion as Region | null,
      balance: row.balance,
      currency: row.currency as Currency,
    },
    charge,
  );
  if (!cover) {
    if (row.kind === "service" && row.serviceCategory && row.serviceRegion) {
      const message = giftWrongService(row.serviceCategory as ServiceCategory, row.serviceRegion as Region);
      throw new AppError("bad_request", message, { [field]: message });
    }
    throw refuseGiftCode(field);
  }
  return { certificateId: row.id, field, cover, currency: row.currency as Currency };
}

/**
 * Spends what `applied` pays on the booking: the balance goes down by it (never below zero: the
 * update itself refuses, whatever ran meanwhile), the certificate is used up at zero, and whoever
 * spends it first holds it from then on. In the booking's transaction.
 */
export async function recordGiftRedemption(
  tx: Executor,
  applied: GiftApplied,
  booking: { bookingId: string; userId: string; currency: Currency },
  now: Date,
): Promise<void> {
  const { spent, covered } = applied.cover;
  const [left] = await tx
    .update(giftCertificates)
    .set({
      balance: sql`${giftCertificates.balance} - ${spent}`,
      status: sql`case when ${giftCertificates.balance} - ${spent} = 0 then 'redeemed' else 'active' end`,
      claimedBy: sql`coalesce(${giftCertificates.claimedBy}, ${booking.userId}::uuid)`,
      claimedAt: sql`coalesce(${giftCertificates.claimedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(giftCertificates.id, applied.certificateId),
        eq(giftCertificates.status, "active"),
        gte(giftCertificates.balance, spent),
      ),
    )
    .returning({ balance: giftCertificates.balance, buyerId: giftCertificates.buyerId });
  if (!left) throw refuseGiftCode(applied.field);
  await tx.insert(giftRedemptions).values({
    certificateId: applied.certificateId,
    bookingId: booking.bookingId,
    userId: booking.userId,
    amount: spent,
    covered,
    coveredCurrency: booking.currency,
    createdAt: now,
  });
  await recordAudit(tx, {
    action: "gift.redeemed",
    userId: booking.userId,
    tableName: "gift_certificates",
    recordId: applied.certificateId,
    details: { bookingId: booking.bookingId, spent, balance: left.balance },
  });
  // The holder's balance and the buyer's "used" change on their open Gifts pages.
  await publishLive(tx, [booking.userId, left.buyerId], "gifts");
}

/**
 * Gives back what a booking took from a certificate (its hold ran out, its payment will not come,
 * it was cancelled in time): the balance goes up by it again, a used-up certificate is usable
 * again, a void one stays void. True when there was something to give back. In the caller's
 * transaction.
 */
export async function releaseGiftRedemption(tx: Executor, bookingId: string, now: Date): Promise<boolean> {
  const [released] = await tx
    .update(giftRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(giftRedemptions.bookingId, bookingId), isNull(giftRedemptions.releasedAt)))
    .returning({ certificateId: giftRedemptions.certificateId, amount: giftRedemptions.amount });
  if (!released) return false;
  const [certificate] = await tx
    .update(giftCertificates)
    .set({
      balance: sql`least(${giftCertificates.balance} + ${released.amount}, ${giftCertificates.faceValue})`,
      status: sql`case when ${giftCertificates.status} = 'redeemed' then 'active' else ${giftCertificates.status} end`,
      updatedAt: now,
    })
    .where(eq(giftCertificates.id, released.certificateId))
    .returning({ buyerId: giftCertificates.buyerId, claimedBy: giftCertificates.claimedBy });
  await recordAudit(tx, {
    action: "gift.redemption_released",
    userId: null,
    tableName: "gift_certificates",
    recordId: released.certificateId,
    details: { bookingId, amount: released.amount },
  });
  if (certificate) {
    await publishLive(tx, [certificate.buyerId, ...(certificate.claimedBy ? [certificate.claimedBy] : [])], "gifts");
  }
  return true;
}

export const GIFT_SPENT_SINCE = "The gift certificate that paid for this session has been used or has expired since.";

/**
 * The reverse of releaseGiftRedemption, for a cancellation the practice takes back: the booking's
 * last released redemption is spent again, refused (conflict) when the certificate no longer
 * holds it. True when there was one to take.
 */
export async function retakeGiftRedemption(tx: Executor, bookingId: string, now: Date): Promise<boolean> {
  const [last] = await tx
    .select()
    .from(giftRedemptions)
    .where(and(eq(giftRedemptions.bookingId, bookingId), isNotNull(giftRedemptions.releasedAt)))
    .orderBy(desc(giftRedemptions.releasedAt))
    .limit(1);
  if (!last) return false;
  const [taken] = await tx
    .update(giftCertificates)
    .set({
      balance: sql`${giftCertificates.balance} - ${last.amount}`,
      status: sql`case when ${giftCertificates.balance} - ${last.amount} = 0 then 'redeemed' else 'active' end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(giftCertificates.id, last.certificateId),
        eq(giftCertificates.status, "active"),
        gte(giftCertificates.balance, last.amount),
        gt(giftCertificates.expiresAt, now),
      ),
    )
    .returning({ id: giftCertificates.id });
  if (!taken) throw new AppError("conflict", GIFT_SPENT_SINCE);
  await tx.insert(giftRedemptions).values({
    certificateId: last.certificateId,
    bookingId,
    userId: last.userId,
    amount: last.amount,
    covered: last.covered,
    coveredCurrency: last.coveredCurrency,
    createdAt: now,
  });
  return true;
}
