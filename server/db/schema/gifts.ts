import {
  CURRENCIES,
  GIFT_CERTIFICATE_KINDS,
  GIFT_CERTIFICATE_STATUSES,
  REGIONS,
  SERVICE_CATEGORIES,
} from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { giftProducts } from "./catalogue";
import { at, createdAt, money, oneOf, updatedAt } from "./columns";
import { bookings } from "./commerce";

/**
 * A gift certificate, issued when its payment is delivered. The code itself is never stored:
 * only its SHA-256 (of the canonical twelve symbols) and its last four symbols, so staff can tell
 * certificates apart. Face value and currency are fixed at purchase; the balance only goes down
 * by redemptions (and back up when one is given back), never below zero.
 */
export const giftCertificates = pgTable(
  "gift_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeHash: text("code_hash").notNull().unique(),
    codeHint: text("code_hint").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => giftProducts.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    /** For a service certificate: the kind of session it pays, and where (Accra or abroad). */
    serviceCategory: text("service_category"),
    serviceRegion: text("service_region"),
    /** What was paid, in the currency paid (minor units); an amount certificate pays up to its balance. */
    faceValue: money("face_value").notNull(),
    balance: money("balance").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("active"),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    buyerName: text("buyer_name").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    /** The recipient's zone, when the buyer gave it: the e-mail arrives at 08:00 there. */
    recipientTimeZone: text("recipient_time_zone"),
    message: text("message"),
    /** Discreet: the e-mail and card name no therapy service, only a gift from the buyer. */
    discreet: boolean("discreet").notNull().default(true),
    showPrice: boolean("show_price").notNull().default(false),
    /** The day the buyer chose (YYYY-MM-DD) and the moment that makes it. */
    deliverOn: text("deliver_on").notNull(),
    deliverAt: at("deliver_at").notNull(),
    /** The outbox message that carries the code, while it may still be withdrawn (a resend). */
    emailId: uuid("email_id"),
    paymentReference: text("payment_reference").notNull().unique(),
    issuedAt: at("issued_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    /** The account that claimed it with its code: only she may spend it from then on. */
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: at("claimed_at"),
    voidedAt: at("voided_at"),
    voidReason: text("void_reason"),
    expiryRemindedAt: at("expiry_reminded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("gift_certificates_status_check", t.status, GIFT_CERTIFICATE_STATUSES),
    oneOf("gift_certificates_kind_check", t.kind, GIFT_CERTIFICATE_KINDS),
    oneOf("gift_certificates_currency_check", t.currency, CURRENCIES),
    oneOf("gift_certificates_service_category_check", t.serviceCategory, SERVICE_CATEGORIES),
    oneOf("gift_certificates_service_region_check", t.serviceRegion, REGIONS),
    check(
      "gift_certificates_service_check",
      sql`(${t.kind} = 'service') = (${t.serviceCategory} is not null and ${t.serviceRegion} is not null)`,
    ),
    check(
      "gift_certificates_balance_check",
      sql`${t.faceValue} > 0 and ${t.balance} >= 0 and ${t.balance} <= ${t.faceValue}`,
    ),
    check("gift_certificates_void_check", sql`(${t.status} = 'void') = (${t.voidedAt} is not null)`),
    index("gift_certificates_buyer_idx").on(t.buyerId, t.createdAt),
    index("gift_certificates_claimed_idx").on(t.claimedBy),
    index("gift_certificates_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * What a certificate paid towards a booking: `amount` in the certificate's currency, `covered`
 * in the booking's. A redemption given back (the hold ran out, the session was cancelled in time)
 * keeps its row with released_at set, and its amount returns to the balance.
 */
export const giftRedemptions = pgTable(
  "gift_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => giftCertificates.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    covered: money("covered").notNull(),
    coveredCurrency: text("covered_currency").notNull(),
    releasedAt: at("released_at"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("gift_redemptions_currency_check", t.coveredCurrency, CURRENCIES),
    check("gift_redemptions_amount_check", sql`${t.amount} > 0 and ${t.covered} > 0`),
    index("gift_redemptions_certificate_idx").on(t.certificateId),
    uniqueIndex("gift_redemptions_booking_idx").on(t.bookingId).where(sql`${t.releasedAt} is null`),
  ],
);
