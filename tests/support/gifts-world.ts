// Test support for gift certificates (not a test itself): a certificate as the fulfiler leaves it
// once its payment is delivered, inserted directly with a code the test knows (only its hash and
// last four symbols are stored, as issuing stores them). Free of test-runner imports, so a script
// that prepares a browser test's database can use it too.
import { randomUUID } from "node:crypto";
import type { Currency, Region, ServiceCategory } from "../../domain/enums";
import { canonicalGiftCode } from "../../domain/gift-codes";
import type { Executor } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { giftCodeHash, giftCodeHint, newGiftCode } from "../../server/modules/gifts/gift-code";

export type GiftCertificateRow = typeof schema.giftCertificates.$inferSelect;

export interface GiftToInsert {
  /** Who bought it (the certificate's buyer_id). */
  buyerId: string;
  /** Its code as shown ("7K3M-Q9PX-2HVD"); a new random one when not given. */
  code?: string;
  /** An amount certificate (the default) of `faceValue` in `currency`, or one session of a kind. */
  kind?: "amount" | "service";
  faceValue?: number;
  currency?: Currency;
  /** What is left; the face value by default. */
  balance?: number;
  serviceCategory?: ServiceCategory;
  serviceRegion?: Region;
  status?: "active" | "redeemed" | "void";
  claimedBy?: string | null;
  recipientName?: string;
  deliverOn?: string;
  deliverAt?: Date;
  issuedAt?: Date;
  expiresAt?: Date;
  productId?: string;
  /** The clock the defaults are set from (issued a day before it, expiring a year after). */
  now?: Date;
}

export interface InsertedGift {
  id: string;
  code: string;
  row: GiftCertificateRow;
}

const YEAR_MS = 365 * 86_400_000;
/** A value no other row uses (the fixtures' uniq, without their test-runner hooks). */
const uniq = (prefix: string) => `${prefix}-${randomUUID()}`;

/** The gift product certificates point at: an amount product, or the session product of a category. */
async function productFor(db: Executor, serviceCategory: ServiceCategory | null): Promise<string> {
  const [row] = await db
    .insert(schema.giftProducts)
    .values({
      id: uniq("gift-product"),
      name: serviceCategory ? "Individual Session" : "Gift Certificate",
      description: "A gift.",
      category: "therapy",
      basePriceUsd: serviceCategory ? 7_500 : null,
      serviceCategory,
      // Not on sale: only the certificates point at it.
      isActive: false,
    })
    .returning({ id: schema.giftProducts.id });
  if (!row) throw new Error("insertGiftCertificate: no product returned");
  return row.id;
}

/**
 * A certificate issued a day ago, delivered, valid for a year, unclaimed: an amount certificate
 * of ₵450 unless told otherwise. Returns its id, its code and the row stored.
 */
export async function insertGiftCertificate(db: Executor, gift: GiftToInsert): Promise<InsertedGift> {
  const code = gift.code ?? newGiftCode();
  const canonical = canonicalGiftCode(code);
  if (!canonical) throw new Error(`insertGiftCertificate: ${code} is not a gift code`);
  const kind = gift.kind ?? "amount";
  const serviceCategory = kind === "service" ? (gift.serviceCategory ?? "individual") : null;
  const serviceRegion = kind === "service" ? (gift.serviceRegion ?? "local") : null;
  const faceValue = gift.faceValue ?? 45_000;
  const now = (gift.now ?? new Date()).getTime();
  const status = gift.status ?? "active";
  const [row] = await db
    .insert(schema.giftCertificates)
    .values({
      codeHash: giftCodeHash(canonical),
      codeHint: giftCodeHint(code),
      productId: gift.productId ?? (await productFor(db, serviceCategory)),
      kind,
      serviceCategory,
      serviceRegion,
      faceValue,
      balance: gift.balance ?? faceValue,
      currency: gift.currency ?? "GHS",
      status,
      buyerId: gift.buyerId,
      buyerName: "Abena Owusu",
      recipientName: gift.recipientName ?? "Efua Asante",
      recipientEmail: `${uniq("recipient")}@example.test`,
      deliverOn: gift.deliverOn ?? new Date(now - 86_400_000).toISOString().slice(0, 10),
      deliverAt: gift.deliverAt ?? new Date(now - 86_400_000),
      paymentReference: uniq("GFT"),
      issuedAt: gift.issuedAt ?? new Date(now - 86_400_000),
      expiresAt: gift.expiresAt ?? new Date(now + YEAR_MS),
      claimedBy: gift.claimedBy ?? null,
      claimedAt: gift.claimedBy ? new Date(now) : null,
      voidedAt: status === "void" ? new Date(now) : null,
      voidReason: status === "void" ? "Refunded to the buyer" : null,
    })
    .returning();
  if (!row) throw new Error("insertGiftCertificate: no row returned");
  return { id: row.id, code, row };
}
