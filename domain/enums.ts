/**
 * The enumerations of the product: every status and type the specifications list.
 * The database's CHECK constraints are generated from these lists, so the schema,
 * the server and the UI can never disagree about an allowed value.
 */

export const REGIONS = ["local", "international"] as const;
export type Region = (typeof REGIONS)[number];

export const CURRENCIES = ["GHS", "USD", "GBP", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const ROLES = ["client", "therapist", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Where a service, add-on or package is offered. */
export const AVAILABILITIES = ["local", "international", "both"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const SERVICE_CATEGORIES = ["individual", "couples", "family", "walking", "yoga", "coaching"] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** How a booked session takes place (bookings.session_type in the specification). */
export const DELIVERY_MODES = ["virtual", "in-person"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const SESSION_LENGTHS = [50, 60, 80, 90] as const;

export const PLAN_SESSION_TYPES = [
  "individual_teletherapy",
  "couples_teletherapy",
  "hybrid",
  "individual_in_person",
  "couples_in_person",
] as const;
export type PlanSessionType = (typeof PLAN_SESSION_TYPES)[number];

export const PURCHASED_PLAN_STATUSES = ["active", "pending_payment", "expired", "cancelled"] as const;
export type PurchasedPlanStatus = (typeof PURCHASED_PLAN_STATUSES)[number];

export const PURCHASED_PACKAGE_STATUSES = ["active", "pending_payment", "expired", "used_up"] as const;

export const BOOKING_STATUSES = ["pending_payment", "confirmed", "cancelled", "completed", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_PAYMENT_STATUSES = ["pending", "paid", "free", "failed", "refunded"] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

export const SESSION_STATUSES = ["scheduled", "completed", "cancelled", "no_show"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Kinds of appointment on a therapist's calendar: the widget's teletherapy and the therapist form's options. */
export const SESSION_KINDS = [
  "teletherapy",
  "individual_therapy",
  "couples_therapy",
  "family_therapy",
  "walk_therapy",
  "therapeutic_yoga",
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const COUPON_TYPES = ["individual_teletherapy", "individual_in_person"] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_STATUSES = ["active", "used", "expired"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const GIFT_CATEGORIES = ["therapy", "experience"] as const;
/**
 * A certificate is issued when it is paid, so it is never pending. Expired is not a status: a
 * certificate past its expires_at is expired whatever its status says (no sweep has to run first).
 */
export const GIFT_CERTIFICATE_STATUSES = ["active", "redeemed", "void"] as const;
export type GiftCertificateStatus = (typeof GIFT_CERTIFICATE_STATUSES)[number];
/** What a certificate pays: one session of a kind of service, or an amount of money. */
export const GIFT_CERTIFICATE_KINDS = ["service", "amount"] as const;
export type GiftCertificateKind = (typeof GIFT_CERTIFICATE_KINDS)[number];

export const HOMEWORK_STATUSES = ["assigned", "in_progress", "completed", "reviewed"] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

/** Community events are the practice's free or low-cost gatherings (spec 000's /community page). */
export const EVENT_TYPES = ["workshop", "retreat", "community"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** A registration holds a seat while pending_payment (its hold) or confirmed; expired is a hold that ran out. */
export const EVENT_REGISTRATION_STATUSES = ["pending_payment", "confirmed", "cancelled", "expired"] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];
export const SEAT_HOLDING_STATUSES = [
  "pending_payment",
  "confirmed",
] as const satisfies readonly EventRegistrationStatus[];
export const EVENT_PAYMENT_STATUSES = ["pending", "deposit_paid", "paid", "failed"] as const;
export type EventPaymentStatus = (typeof EVENT_PAYMENT_STATUSES)[number];
/** The reminders before a deposit's balance falls due (14, 7 and 1 days), and before the event itself. */
export const EVENT_REMINDER_KINDS = ["balance_14d", "balance_7d", "balance_1d", "event_24h"] as const;
export type EventReminderKind = (typeof EVENT_REMINDER_KINDS)[number];

export const CALENDAR_PROVIDERS = ["google"] as const;

/** Spec 000 §9: reminders go 24 hours and 1 hour before a session. */
export const REMINDER_KINDS = ["24h", "1h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const PAYMENT_PROVIDERS = ["paystack", "bank_transfer"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PURPOSES = [
  "support_plan",
  "therapy_package",
  "booking",
  "event_registration",
  "gift_certificate",
] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ["pending", "success", "failed", "abandoned", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const LEDGER_STATUSES = ["completed", "pending", "failed", "refunded"] as const;
export const LEDGER_TYPES = [
  "support_plan",
  "therapy_package",
  "booking",
  "event_registration",
  "event_deposit",
  "gift_certificate",
  "refund",
] as const;
export const LEDGER_PROVIDERS = ["paystack", "bank_transfer", "coupon", "plan_credit"] as const;

/** A refund is pending while Paystack is asked, then completed (money on its way back) or failed. */
export const REFUND_STATUSES = ["pending", "completed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Through Paystack's refund API, or a bank transfer the practice made itself. */
export const REFUND_METHODS = ["paystack", "bank_transfer"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** What becomes of what the payment bought: kept, cancelled, or (a plan) fewer unused sessions. */
export const REFUND_EFFECTS = ["keep", "cancel", "remove_credits"] as const;
export type RefundEffect = (typeof REFUND_EFFECTS)[number];

export const CONTACT_SERVICES = ["individual", "couples", "group", "family"] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];
export const CONTACT_STATUSES = ["new", "responded", "archived"] as const;

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

/** A newsletter address is pending until its owner follows the confirmation link (double opt-in). */
export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** How the practice pays a therapist. */
export const PAYOUT_METHODS = ["bank", "mobile_money"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
