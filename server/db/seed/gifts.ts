import { createHash } from "node:crypto";
import type { Currency, GiftCertificateKind, Region, ServiceCategory } from "@domain/enums";
import { serviceGiftPrice } from "@domain/gift-certificates";
import { giftExpiresAt } from "@domain/gifts";
import { giftCertificates } from "@server/db/schema";
import { demoPrice, GIFT_PRODUCTS } from "./catalogue";
import { addDays, addMinutes, insertMissing, isoDate, type SeedContext, seedId } from "./context";
import { type Payment, seedPayments } from "./payments";
import { DEMO_PEOPLE, type People } from "./people";

interface DemoGift {
  key: string;
  productId: string;
  kind: GiftCertificateKind;
  serviceCategory: ServiceCategory | null;
  serviceRegion: Region | null;
  faceValue: number;
  currency: Currency;
  recipientName: string;
  /** Days before the seed's moment it was paid for and issued. */
  issuedDaysAgo: number;
  /** Days after issue the e-mail with the code goes (the buyer's chosen day). */
  deliverAfterDays: number;
  discreet: boolean;
  showPrice: boolean;
  message: string | null;
  /** Voided this many days after issue, with the reason. */
  voided?: { afterDays: number; reason: string };
}

const individual = GIFT_PRODUCTS.find((p) => p.id === "gift-individual-session")!;
const yoga = GIFT_PRODUCTS.find((p) => p.id === "gift-yoga-session")!;
/** The amount certificates are sold under the retreat's product: a value to spend, not one session. */
const amountProduct = GIFT_PRODUCTS.find((p) => p.id === "gift-retreat")!;

/**
 * Kwame's gifts over the past year, one of each state the admin's tab tells apart: spendable
 * (one e-mailed, one waiting for its delivery day, one a month from its expiry), expired, and one
 * voided after a payment taken twice.
 */
const DEMO_GIFTS: DemoGift[] = [
  {
    key: "akosua",
    productId: amountProduct.id!,
    kind: "amount",
    serviceCategory: null,
    serviceRegion: null,
    faceValue: 100_000,
    currency: "GHS",
    recipientName: "Akosua Boateng",
    issuedDaysAgo: 40,
    deliverAfterDays: 2,
    discreet: true,
    showPrice: false,
    message: "For a little time that is yours alone. With love, Kwame.",
  },
  {
    key: "yaw",
    productId: individual.id!,
    kind: "service",
    serviceCategory: "individual",
    serviceRegion: "local",
    faceValue: demoPrice("individual-teletherapy", "GHS"),
    currency: "GHS",
    recipientName: "Yaw Darko",
    issuedDaysAgo: 3,
    deliverAfterDays: 12,
    discreet: false,
    showPrice: false,
    message: "Happy birthday, brother.",
  },
  {
    key: "esi",
    productId: yoga.id!,
    kind: "service",
    serviceCategory: "yoga",
    // Yoga is online, from abroad: priced at the dollar price in cedis, as the shop prices it.
    serviceRegion: "international",
    faceValue: serviceGiftPrice({ price: demoPrice("intl-therapeutic-yoga", "USD"), currency: "USD" }, "GHS"),
    currency: "GHS",
    recipientName: "Esi Quaye",
    issuedDaysAgo: 340,
    deliverAfterDays: 0,
    discreet: true,
    showPrice: false,
    message: null,
  },
  {
    key: "kofi",
    productId: amountProduct.id!,
    kind: "amount",
    serviceCategory: null,
    serviceRegion: null,
    faceValue: 50_000,
    currency: "GHS",
    recipientName: "Kofi Asare",
    issuedDaysAgo: 400,
    deliverAfterDays: 1,
    discreet: true,
    showPrice: true,
    message: null,
  },
  {
    key: "abena",
    productId: amountProduct.id!,
    kind: "amount",
    serviceCategory: null,
    serviceRegion: null,
    faceValue: 20_000,
    currency: "GHS",
    recipientName: "Abena Ofori",
    issuedDaysAgo: 60,
    deliverAfterDays: 0,
    discreet: true,
    showPrice: false,
    message: null,
    voided: { afterDays: 1, reason: "Bought twice by mistake for the same person; the other certificate stands." },
  },
];

const reference = (gift: DemoGift) => `PSK-DEMO-GIFT-${gift.key.toUpperCase()}`;
const recipientEmail = (gift: DemoGift) => `${gift.recipientName.toLowerCase().replace(" ", ".")}@example.com`;

/**
 * The demo's gift certificates and the payments that bought them. The codes are nobody's: only
 * an opaque hash is stored, as for every certificate, and an admin's Resend gives a real one.
 */
export async function seedGifts(ctx: SeedContext, people: People): Promise<void> {
  const kwame = DEMO_PEOPLE.find((p) => p.key === "kwame")!;
  const buyer = { name: `${kwame.firstName} ${kwame.lastName}`, email: kwame.email };
  const payments: Payment[] = DEMO_GIFTS.map((gift) => {
    const paidAt = addDays(ctx.now, -gift.issuedDaysAgo);
    const product = GIFT_PRODUCTS.find((p) => p.id === gift.productId)!;
    return {
      reference: reference(gift),
      userId: people.kwame,
      provider: "paystack",
      purpose: "gift_certificate",
      ledgerType: "gift_certificate",
      amount: gift.faceValue,
      currency: gift.currency,
      paidAt,
      createdAt: addMinutes(paidAt, -5),
      description: `Gift certificate: ${product.name}`,
      details: {
        productId: gift.productId,
        productName: product.name,
        kind: gift.kind,
        serviceCategory: gift.serviceCategory,
        serviceRegion: gift.serviceRegion,
        faceValue: gift.faceValue,
        currency: gift.currency,
        validMonths: product.validMonths ?? 12,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        recipientName: gift.recipientName,
        recipientEmail: recipientEmail(gift),
        recipientTimeZone: null,
        message: gift.message,
        discreet: gift.discreet,
        showPrice: gift.showPrice,
        deliverOn: isoDate(addDays(paidAt, gift.deliverAfterDays)),
      },
    };
  });
  await seedPayments(ctx, payments);
  await insertMissing(
    ctx,
    giftCertificates,
    DEMO_GIFTS.map((gift) => {
      const issuedAt = addDays(ctx.now, -gift.issuedDaysAgo);
      const deliverAt = addDays(issuedAt, gift.deliverAfterDays);
      const voidedAt = gift.voided ? addDays(issuedAt, gift.voided.afterDays) : null;
      return {
        id: seedId("gift", gift.key),
        codeHash: createHash("sha256").update(`demo-gift:${gift.key}`).digest("hex"),
        // Hex digits are symbols of the codes' alphabet too.
        codeHint: seedId("gift-hint", gift.key).slice(0, 4).toUpperCase(),
        productId: gift.productId,
        kind: gift.kind,
        serviceCategory: gift.serviceCategory,
        serviceRegion: gift.serviceRegion,
        faceValue: gift.faceValue,
        balance: gift.faceValue,
        currency: gift.currency,
        status: gift.voided ? "void" : "active",
        buyerId: people.kwame,
        buyerName: buyer.name,
        recipientName: gift.recipientName,
        recipientEmail: recipientEmail(gift),
        message: gift.message,
        discreet: gift.discreet,
        showPrice: gift.showPrice,
        deliverOn: isoDate(deliverAt),
        deliverAt,
        paymentReference: reference(gift),
        issuedAt,
        expiresAt: giftExpiresAt(issuedAt),
        voidedAt,
        voidReason: gift.voided?.reason ?? null,
        // The one a month from expiry was reminded, as the daily sweep would have done.
        expiryRemindedAt: gift.issuedDaysAgo >= 335 && gift.issuedDaysAgo < 365 ? addDays(ctx.now, -1) : null,
        createdAt: issuedAt,
        updatedAt: voidedAt ?? issuedAt,
      };
    }),
  );
}
