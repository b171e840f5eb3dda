// Test support (not a test itself): every CHECK constraint of the public schema, one case each,
// with the rows it must accept and the rows it must reject. checks.test.ts tries the rows;
// checks-coverage.test.ts compares the cases with pg_constraint and domain/enums.ts.

import { randomBytes } from "node:crypto";
import { QUESTIONNAIRE_KINDS } from "@domain/clinical/questionnaire";
import * as C from "@domain/clinical/records";
import * as E from "@domain/enums";
import type { Executor } from "@server/db/client";
import * as s from "@server/db/schema";
import type { PgTable } from "drizzle-orm/pg-core";
import { insertUser, slot, uniq, validRow, type World } from "./fixtures";

export type Row = Record<string, unknown>;
export interface Case {
  constraint: string;
  table: PgTable;
  /** A valid row of the table, built in the attempt's transaction on the test file's parent rows. */
  base: (tx: Executor, w: World) => Row | Promise<Row>;
  accept: Row[];
  reject: Row[];
  /** For a CHECK on a list: the column's values, as domain/enums.ts lists them. */
  values?: readonly (string | number)[];
  /** CHECKs the rejected rows necessarily break too: dropped, in the rolled-back transaction, to isolate this one. */
  without?: string[];
}

type ListOptions = { alongside?: (v: unknown) => Row; nullable?: boolean };

const swapCase = (v: string) => (v === v.toLowerCase() ? v.toUpperCase() : v.toLowerCase());
/** Case builders bound to one table and a function that returns a valid row of it. */
const on = (table: PgTable, base: Case["base"]) => ({
  check: (constraint: string, accept: Row[], reject: Row[]): Case => ({ constraint, table, base, accept, reject }),
  /**
   * CHECK (column in list): every listed value is accepted (and NULL when the column is optional);
   * 'bogus' and a change of case, or numbers just outside the list, are rejected.
   */
  list(constraint: string, column: string, values: readonly (string | number)[], options: ListOptions = {}): Case {
    const { alongside = () => ({}), nullable = false } = options;
    const nums = values.filter((v): v is number => typeof v === "number");
    const bad = nums.length ? [Math.min(...nums) - 1, Math.max(...nums) + 1] : ["bogus", swapCase(String(values[0]))];
    const row = (v: unknown) => ({ [column]: v, ...alongside(v) });
    const accept = [...values, ...(nullable ? [null] : [])].map(row);
    return { constraint, table, base, values, accept, reject: bad.map(row) };
  },
  /** CHECK (column is null or column > 0); `asNull` makes a null price coherent with the other checks. */
  positive(constraint: string, column: string, asNull: Row = {}): Case {
    const [accept, reject] = [
      [{ [column]: 1 }, { [column]: null, ...asNull }],
      [{ [column]: 0 }, { [column]: -9 }],
    ];
    return { constraint, table, base, accept, reject };
  },
});

const at = (iso: string) => new Date(iso);
const currencyFor = (region: unknown) => ({ currency: region === "local" ? "GHS" : "USD" });
const regionFor = (currency: unknown) => ({ region: currency === "GHS" ? "local" : "international" });
const USED = at("2031-01-01T00:00Z");
const noUsd = { priceUsd: null, priceGbp: null, priceEur: null };

const profiles = on(s.profiles, async (tx) => validRow.profile((await insertUser(tx)).id));
const roles = on(s.userRoles, async (tx) => validRow.userRole((await insertUser(tx)).id));
const sessions = on(s.sessions, (_tx, w) => validRow.session(w));
const homework = on(s.homeworkAssignments, (_tx, w) => validRow.homework(w));
const messages = on(s.messages, (_tx, w) => validRow.message(w));
const availability = on(s.therapistAvailability, (_tx, w) => validRow.availability(w));
const calendars = on(s.calendarConnections, (_tx, w) => validRow.calendarConnection(w));
const calendarFeeds = on(s.calendarFeeds, (_tx, w) => validRow.calendarFeed(w));
const busyTimes = on(s.calendarBusyTimes, async (tx, w) => {
  const [connection] = await tx
    .insert(s.calendarConnections)
    .values({ userId: (await insertUser(tx)).id, provider: "google" })
    .returning({ id: s.calendarConnections.id });
  return {
    connectionId: connection?.id,
    therapistId: w.therapistId,
    externalEventId: "dentist",
    startsAt: new Date("2031-01-01T10:00Z"),
    endsAt: new Date("2031-01-01T11:00Z"),
  };
});
const reminders = on(s.sessionReminders, async (tx, w) => {
  const [session] = await tx.insert(s.sessions).values(validRow.session(w)).returning();
  return { sessionId: session!.id, kind: "24h", startsAt: session!.startsAt };
});
const timeOff = on(s.therapistTimeOff, (_tx, w) => ({ therapistId: w.therapistId, day: "2031-12-24", note: null }));
const payouts = on(s.therapistPayoutDetails, (_tx, w) => ({
  therapistId: w.therapistId,
  method: "bank",
  accountName: "Efua Mensah",
  bankName: "GCB Bank",
  accountNumber: "1234567890",
}));
const clinicalKeys = on(s.clientDataKeys, async (tx) => ({
  clientId: (await insertUser(tx)).id,
  kekVersion: 1,
  wrappedKey: "w1.wrapped",
}));
const insertedSession = async (tx: Executor, w: World) => {
  const [session] = await tx.insert(s.sessions).values(validRow.session(w)).returning({ id: s.sessions.id });
  return session!.id;
};
// The shipped questionnaires are there after every migration.
const questionnaires = on(s.questionnaires, () => ({
  id: uniq("form").toLowerCase(),
  kind: "form",
  currentVersion: 1,
}));
const questionnaireVersions = on(s.questionnaireVersions, () => ({
  questionnaireId: "intake",
  version: 900 + Math.floor(Math.random() * 9_000),
  definition: {},
  hash: "a".repeat(64),
}));
const formSchedules = on(s.serviceFormSchedules, async (tx) => ({
  serviceId: (await tx.insert(s.services).values(validRow.service()).returning({ id: s.services.id }))[0]!.id,
  beforeFirstSession: [],
  hoursBefore: 24,
  recurringIds: [],
  recurringEvery: 4,
}));
const responses = on(s.questionnaireResponses, (_tx, w) => ({
  clientId: w.clientId,
  questionnaireId: "intake",
  version: 1,
  status: "draft",
  answers: "c1.sealed",
}));
const SIGNED = {
  status: "submitted",
  submittedAt: USED,
  signedAt: USED,
  versionHash: "a".repeat(64),
  signedDocument: "c1.pdf",
};
const notes = on(s.sessionNotes, async (tx, w) => ({
  sessionId: await insertedSession(tx, w),
  clientId: w.clientId,
  therapistId: w.therapistId,
  template: "soap",
  body: "c1.sealed",
}));
const supervisions = on(s.clinicalSupervisions, async (tx, w) => ({
  therapistId: w.therapistId,
  supervisorId: (await insertUser(tx)).id,
}));
const breakGlass = on(s.clinicalBreakGlass, async (tx, w) => ({
  adminId: (await insertUser(tx)).id,
  clientId: w.clientId,
  reason: "Her therapist is away and she is at risk.",
  createdAt: at("2031-01-01T10:00Z"),
  expiresAt: at("2031-01-01T11:00Z"),
}));
const clinicalReminders = on(s.clinicalReminders, () => ({ kind: "forms-due", key: uniq("key") }));
/** A session of its own, at a time no other case's session takes (the therapist's times may not overlap). */
async function ownSession(tx: Executor, w: World): Promise<string> {
  const start = new Date(Date.UTC(2032, 0, 1) + Math.floor(Math.random() * 500_000) * 3_600_000);
  const [row] = await tx
    .insert(s.sessions)
    .values({ ...validRow.session(w), ...slot(start, 60) })
    .returning({ id: s.sessions.id });
  if (!row) throw new Error("ownSession: no row returned");
  return row.id;
}
const videoRooms = on(s.therapistVideoRooms, async (tx) => ({
  therapistId: (await insertUser(tx)).id,
  roomUrl: "https://meet.example/efua",
}));
const sessionRooms = on(s.sessionRooms, async (tx, w) => ({ sessionId: await ownSession(tx, w) }));
const joinPasses = on(s.joinPasses, async (tx, w) => ({
  tokenHash: randomBytes(32).toString("hex"),
  sessionId: await ownSession(tx, w),
  userId: w.clientId,
  expiresAt: at("2031-03-03T11:00Z"),
}));
const services = on(s.services, validRow.service);
const packages = on(s.therapyPackages, validRow.therapyPackage);
const plans = on(s.supportPlans, validRow.supportPlan);
const addons = on(s.planAddons, validRow.planAddon);
const giftProducts = on(s.giftProducts, validRow.giftProduct);
const bookings = on(s.bookings, (_tx, w) => validRow.booking(w));
const coupons = on(s.coupons, validRow.coupon);
const certificates = on(s.giftCertificates, (_tx, w) => validRow.giftCertificate(w));
const redemptions = on(s.giftRedemptions, async (tx, w) => {
  const [certificate] = await tx
    .insert(s.giftCertificates)
    .values(validRow.giftCertificate(w))
    .returning({ id: s.giftCertificates.id });
  const [booking] = await tx.insert(s.bookings).values(validRow.booking(w)).returning({ id: s.bookings.id });
  return {
    certificateId: certificate?.id,
    bookingId: booking?.id,
    userId: w.clientId,
    amount: 1_000,
    covered: 1_000,
    coveredCurrency: "USD",
  };
});
const payments = on(s.paymentTransactions, (_tx, w) => validRow.paymentTransaction(w));
const boughtPackages = on(s.purchasedPackages, (_tx, w) => validRow.purchasedPackage(w));
const boughtPlans = on(s.purchasedSupportPlans, (_tx, w) => validRow.purchasedSupportPlan(w));
const ledger = on(s.transactionLedger, (_tx, w) => validRow.ledgerEntry(w));
const refunds = on(s.refunds, async (tx, w) => {
  const [payment] = await tx
    .insert(s.paymentTransactions)
    .values(validRow.paymentTransaction(w))
    .returning({ id: s.paymentTransactions.id });
  return {
    reference: uniq("RFD"),
    paymentTransactionId: payment!.id,
    userId: w.clientId,
    amount: 1_000,
    currency: "USD",
    method: "paystack",
    status: "pending",
    reason: "Changed plans",
    effect: "keep",
  };
});
const events = on(s.events, validRow.event);
const registrations = on(s.eventRegistrations, (_tx, w) => validRow.eventRegistration(w));
const eventReminders = on(s.eventReminders, async (tx, w) => {
  const [registration] = await tx.insert(s.eventRegistrations).values(validRow.eventRegistration(w)).returning();
  return { registrationId: registration?.id, kind: "balance_7d", dueAt: USED };
});
const inquiries = on(s.contactInquiries, validRow.contactInquiry);
const outbox = on(s.emailOutbox, validRow.emailOutbox);
const subscribers = on(s.newsletterSubscribers, () => ({
  email: `${uniq("reader")}@example.com`,
  source: "/resources",
}));
const announcements = on(s.newsletterAnnouncements, () => ({ subject: "A new workshop", body: "Join us." }));

// Overrides are evaluated when the file loads, before the parent rows exist: a function value is
// called with them at insert time (e.g. `(w: World) => w.therapistId`).
// biome-ignore format: one constraint per entry, read as a table
export const checkCases: Case[] = [
  // people
  profiles.list("profiles_region_check", "region", E.REGIONS, { alongside: currencyFor }),
  profiles.list("profiles_currency_check", "currency", E.CURRENCIES, { alongside: regionFor }),
  profiles.list("profiles_approval_status_check", "approvalStatus", E.APPROVAL_STATUSES, { nullable: true, alongside: () => ({ rejectionReason: "No licence" }) }),
  profiles.check("profiles_region_currency_check", [{ region: "local", currency: "GHS" }, { region: "international", currency: "GBP" }],
    [{ region: "local", currency: "USD" }, { region: "international", currency: "GHS" }]),
  profiles.check("profiles_first_name_check", [{ firstName: "A" }], [{ firstName: "" }, { firstName: "   " }, { firstName: "\n\t" }]),
  profiles.check("profiles_last_name_check", [{ lastName: "B" }], [{ lastName: "" }, { lastName: "  " }]),
  profiles.check("profiles_rejection_reason_check",
    [{ approvalStatus: "rejected", rejectionReason: "No licence" }, { approvalStatus: "pending" }, { approvalStatus: null }],
    [{ approvalStatus: "rejected", rejectionReason: null }, { approvalStatus: "rejected", rejectionReason: "  " }]),
  roles.list("user_roles_role_check", "role", E.ROLES),
  // care
  sessions.list("sessions_status_check", "status", E.SESSION_STATUSES),
  sessions.list("sessions_session_type_check", "sessionType", E.SESSION_KINDS),
  sessions.check("sessions_duration_check", [slot(at("2031-03-03T10:00Z"), 15), slot(at("2031-03-03T10:00Z"), 240)],
    [slot(at("2031-03-03T10:00Z"), 14), slot(at("2031-03-03T10:00Z"), 241)]),
  sessions.check("sessions_ends_at_check", [{}], [{ endsAt: at("2031-03-03T10:59Z") }, { endsAt: at("2031-03-03T11:01Z") }, { durationMinutes: 50 }]),
  sessions.check("sessions_client_not_therapist_check", [{}], [{ clientId: (w: World) => w.therapistId }]),
  homework.list("homework_status_check", "status", E.HOMEWORK_STATUSES),
  homework.check("homework_title_check", [{ title: "x" }], [{ title: "" }, { title: "   " }, { title: "\n\t " }]),
  homework.check("homework_response_check",
    [{ status: "assigned", clientResponse: null }, { status: "in_progress", clientResponse: null }, { status: "reviewed" }],
    [{ status: "completed", clientResponse: null }, { status: "completed", clientResponse: "" }, { status: "reviewed", clientResponse: "   " }]),
  messages.check("messages_content_check", [{ content: " x " }], [{ content: "" }, { content: "    " }, { content: "\r\n\t" }]),
  messages.check("messages_length_check", [{ content: "a".repeat(5000) }], [{ content: "a".repeat(5001) }]),
  messages.check("messages_not_self_check", [{}], [{ recipientId: (w: World) => w.clientId }]),
  availability.list("therapist_availability_day_check", "dayOfWeek", E.DAYS_OF_WEEK),
  availability.check("therapist_availability_times_check", [{ startTime: "09:00", endTime: "09:01" }],
    [{ startTime: "09:00", endTime: "09:00" }, { startTime: "17:00", endTime: "09:00" }]),
  calendars.list("calendar_connections_provider_check", "provider", E.CALENDAR_PROVIDERS),
  calendarFeeds.check("calendar_feeds_token_hash_check", [{ tokenHash: "0123456789abcdef".repeat(4) }], [{ tokenHash: "A".repeat(64) }, { tokenHash: "a".repeat(63) }, { tokenHash: "" }]),
  reminders.list("session_reminders_kind_check", "kind", E.REMINDER_KINDS),
  busyTimes.check("calendar_busy_times_range_check", [{ endsAt: at("2031-01-01T10:01Z") }],
    [{ endsAt: at("2031-01-01T10:00Z") }, { endsAt: at("2031-01-01T09:00Z") }]),
  clinicalKeys.check("client_data_keys_kek_version_check", [{ kekVersion: 1 }, { kekVersion: 40 }], [{ kekVersion: 0 }, { kekVersion: -1 }]),
  clinicalKeys.check("client_data_keys_destroyed_check", [{}, { wrappedKey: null, destroyedAt: USED }],
    [{ wrappedKey: null }, { destroyedAt: USED }]),
  // the clinical record
  questionnaires.list("questionnaires_kind_check", "kind", QUESTIONNAIRE_KINDS),
  questionnaires.check("questionnaires_id_check", [{ id: "my-form-2" }, { id: "x" }], [{ id: "My-form" }, { id: "form-" }, { id: "a b" }]),
  questionnaires.check("questionnaires_versions_check", [{ currentVersion: 3, minimumVersion: 3 }, { currentVersion: 3, minimumVersion: 1 }],
    [{ currentVersion: 3, minimumVersion: 4 }, { minimumVersion: 0 }, { currentVersion: 0 }]),
  questionnaireVersions.check("questionnaire_versions_version_check", [{ version: 1_000_001 }], [{ version: 0 }, { version: -1 }]),
  questionnaireVersions.check("questionnaire_versions_hash_check", [{ hash: "0123456789abcdef".repeat(4) }],
    [{ hash: "A".repeat(64) }, { hash: "a".repeat(63) }, { hash: "g".repeat(64) }]),
  formSchedules.check("service_form_schedules_hours_check", [{ hoursBefore: 0 }, { hoursBefore: 720 }], [{ hoursBefore: -1 }, { hoursBefore: 721 }]),
  formSchedules.check("service_form_schedules_every_check", [{ recurringEvery: null }, { recurringEvery: 1 }, { recurringEvery: 52 }],
    [{ recurringEvery: 0 }, { recurringEvery: 53 }]),
  responses.list("questionnaire_responses_status_check", "status", C.RESPONSE_STATUSES, {
    alongside: (v) => ({ submittedAt: v === "submitted" ? USED : null }),
  }),
  responses.check("questionnaire_responses_submitted_check", [{ status: "submitted", submittedAt: USED }],
    [{ status: "submitted", submittedAt: null }, { status: "draft", submittedAt: USED }]),
  responses.check("questionnaire_responses_signed_check", [SIGNED],
    [{ ...SIGNED, status: "draft", submittedAt: null }, { ...SIGNED, versionHash: null }, { ...SIGNED, signedDocument: null }]),
  notes.list("session_notes_template_check", "template", C.NOTE_TEMPLATES),
  notes.list("session_notes_status_check", "status", C.NOTE_STATUSES, {
    alongside: (v) => (v === "signed" ? { signedAt: USED, signedBy: (w: World) => w.therapistId } : {}),
  }),
  notes.check("session_notes_signed_check", [{ status: "draft" }, { status: "signed", signedAt: USED, signedBy: (w: World) => w.therapistId }],
    [{ status: "signed" }, { status: "draft", signedAt: USED }, { status: "signed", signedAt: USED }]),
  supervisions.check("clinical_supervisions_self_check", [{}], [{ supervisorId: (w: World) => w.therapistId }]),
  breakGlass.check("clinical_break_glass_reason_check", [{ reason: "x" }], [{ reason: "" }, { reason: " \n" }]),
  breakGlass.check("clinical_break_glass_expiry_check", [{}], [{ expiresAt: at("2031-01-01T10:00Z") }, { expiresAt: at("2031-01-01T09:00Z") }]),
  clinicalReminders.list("clinical_reminders_kind_check", "kind", C.CLINICAL_REMINDER_KINDS),
  // online sessions
  videoRooms.check("therapist_video_rooms_https_check", [{ roomUrl: "https://zoom.example/j/123?pwd=x" }],
    [{ roomUrl: "http://zoom.example/j/1" }, { roomUrl: "https://a b" }, { roomUrl: "" }, { roomUrl: "javascript:alert(1)" }]),
  sessionRooms.check("session_rooms_meet_link_check", [{ meetLink: null }, { meetLink: "https://meet.google.com/abc-defg-hij" }],
    [{ meetLink: "http://meet.google.com/abc" }, { meetLink: "https://" }, { meetLink: "meet.google.com/abc" }]),
  joinPasses.check("join_passes_token_hash_check", [{}],
    [{ tokenHash: "abc" }, { tokenHash: "A".repeat(64) }, { tokenHash: "g".repeat(64) }, { tokenHash: "a".repeat(65) }]),
  timeOff.check("therapist_time_off_note_check", [{ note: null }, { note: "x".repeat(200) }], [{ note: "x".repeat(201) }]),
  {
    ...payouts.list("therapist_payout_method_check", "method", E.PAYOUT_METHODS, {
      alongside: () => ({ mobileNetwork: "MTN", mobileNumber: "0241234567" }),
    }),
    without: ["therapist_payout_complete_check"],
  },
  payouts.check("therapist_payout_account_name_check", [{ accountName: "A" }], [{ accountName: "" }, { accountName: "  " }]),
  payouts.check(
    "therapist_payout_complete_check",
    [{ method: "mobile_money", bankName: null, accountNumber: null, mobileNetwork: "MTN", mobileNumber: "0241234567" }],
    [{ accountNumber: null }, { method: "mobile_money", mobileNetwork: "MTN", mobileNumber: null }],
  ),
  // catalogue
  services.list("services_category_check", "category", E.SERVICE_CATEGORIES),
  services.list("services_delivery_check", "delivery", E.DELIVERY_MODES),
  services.list("services_duration_check", "durationMinutes", E.SESSION_LENGTHS),
  services.list("services_availability_check", "availability", E.AVAILABILITIES),
  services.list("services_coupon_type_check", "couponType", E.COUPON_TYPES, { nullable: true }),
  services.list("services_plan_session_type_check", "planSessionType", E.PLAN_SESSION_TYPES, { nullable: true }),
  services.positive("services_price_ghs_check", "priceGhs", { availability: "international" }),
  services.positive("services_price_usd_check", "priceUsd", { availability: "local" }),
  services.positive("services_price_gbp_check", "priceGbp", { availability: "local" }),
  services.positive("services_price_eur_check", "priceEur", { availability: "local" }),
  services.check("services_local_price_check", [{ availability: "international", priceGhs: null }],
    [{ availability: "local", priceGhs: null }, { availability: "both", priceGhs: null }]),
  services.check("services_international_price_check", [{ availability: "local", ...noUsd }],
    [{ availability: "international", priceUsd: null }, { availability: "both", priceGbp: null }, { availability: "both", priceEur: null }]),
  { ...packages.list("therapy_packages_region_check", "region", E.REGIONS), without: ["therapy_packages_price_check"] },
  packages.list("therapy_packages_duration_check", "durationMinutes", E.SESSION_LENGTHS),
  packages.list("therapy_packages_session_type_check", "sessionType", E.PLAN_SESSION_TYPES),
  packages.check("therapy_packages_sessions_check", [{ sessions: 1 }], [{ sessions: 0 }, { sessions: -1 }]),
  packages.check("therapy_packages_valid_months_check", [{ validMonths: 1 }], [{ validMonths: 0 }]),
  packages.check("therapy_packages_price_check", [{ region: "local", ...noUsd }, { region: "international", priceGhs: null }],
    [{ region: "local", priceGhs: 0 }, { region: "local", priceGhs: null }, { region: "international", priceUsd: -5 },
      { region: "international", priceUsd: null }, { region: "international", priceEur: 0 }]),
  { ...plans.list("support_plans_region_check", "region", E.REGIONS), without: ["support_plans_price_for_region_check"] },
  plans.list("support_plans_session_type_check", "sessionType", E.PLAN_SESSION_TYPES),
  plans.check("support_plans_session_count_check", [{ sessionCount: 1 }], [{ sessionCount: 0 }]),
  plans.check("support_plans_valid_months_check", [{ validMonths: 1 }], [{ validMonths: 0 }]),
  plans.check("support_plans_discount_check",
    [{ discountPercentage: 0 }, { discountPercentage: 100 }], [{ discountPercentage: -1 }, { discountPercentage: 101 }]),
  plans.positive("support_plans_price_ghs_check", "priceGhs"),
  plans.positive("support_plans_price_usd_check", "priceUsd", { region: "local" }),
  plans.positive("support_plans_price_gbp_check", "priceGbp", { region: "local" }),
  plans.positive("support_plans_price_eur_check", "priceEur", { region: "local" }),
  plans.check("support_plans_price_for_region_check", [{ region: "local", ...noUsd }, { region: "international", priceGhs: null }],
    [{ region: "local", priceGhs: null }, { region: "international", priceGbp: null }]),
  addons.list("plan_addons_region_check", "region", E.AVAILABILITIES),
  addons.positive("plan_addons_price_ghs_check", "priceGhs"),
  addons.positive("plan_addons_price_usd_check", "priceUsd"),
  addons.positive("plan_addons_price_gbp_check", "priceGbp"),
  addons.positive("plan_addons_price_eur_check", "priceEur"),
  giftProducts.list("gift_products_category_check", "category", E.GIFT_CATEGORIES),
  giftProducts.positive("gift_products_base_price_check", "basePriceUsd"),
  giftProducts.list("gift_products_service_category_check", "serviceCategory", E.SERVICE_CATEGORIES, { nullable: true }),
  // commerce
  bookings.list("bookings_session_type_check", "sessionType", E.DELIVERY_MODES),
  bookings.list("bookings_duration_check", "durationMinutes", E.SESSION_LENGTHS),
  bookings.list("bookings_region_check", "region", E.REGIONS, { alongside: (v) => ({ paymentCurrency: currencyFor(v).currency }) }),
  bookings.list("bookings_currency_check", "paymentCurrency", E.CURRENCIES, { alongside: regionFor }),
  bookings.list("bookings_payment_status_check", "paymentStatus", E.BOOKING_PAYMENT_STATUSES),
  bookings.list("bookings_status_check", "status", E.BOOKING_STATUSES),
  bookings.check("bookings_amount_check", [{ paymentAmount: 0, balanceDue: 0 }, { balanceDue: 4_000 }], [{ paymentAmount: -1 }, { balanceDue: -1 }]),
  bookings.check("bookings_region_currency_check", [{ region: "local", paymentCurrency: "GHS" }, { region: "international", paymentCurrency: "EUR" }],
    [{ region: "local", paymentCurrency: "USD" }, { region: "international", paymentCurrency: "GHS" }]),
  coupons.list("coupons_type_check", "couponType", E.COUPON_TYPES),
  coupons.list("coupons_status_check", "status", E.COUPON_STATUSES, { alongside: (v) => ({ usedAt: v === "used" ? USED : null }) }),
  coupons.check("coupons_code_check", [{ code: "A" }, { code: "WELCOME-2031" }, { code: "X".repeat(20) }],
    [{ code: "" }, { code: "welcome" }, { code: "Welcome-1" }, { code: "X".repeat(21) }, { code: "AB C" }, { code: "AB_C" }, { code: "ÉTÉ" }]),
  coupons.check("coupons_used_check", [{ status: "used", usedAt: USED }],
    [{ status: "used", usedAt: null }, { status: "active", usedAt: USED }, { status: "expired", usedAt: USED }]),
  certificates.list("gift_certificates_status_check", "status", E.GIFT_CERTIFICATE_STATUSES, { alongside: (v) => ({ voidedAt: v === "void" ? USED : null }) }),
  certificates.list("gift_certificates_currency_check", "currency", E.CURRENCIES),
  certificates.list("gift_certificates_kind_check", "kind", E.GIFT_CERTIFICATE_KINDS,
    { alongside: (v) => (v === "service" ? { serviceCategory: "individual", serviceRegion: "local" } : {}) }),
  certificates.list("gift_certificates_service_category_check", "serviceCategory", E.SERVICE_CATEGORIES,
    { nullable: true, alongside: (v) => (v === null ? {} : { kind: "service", serviceRegion: "local" }) }),
  certificates.list("gift_certificates_service_region_check", "serviceRegion", E.REGIONS,
    { nullable: true, alongside: (v) => (v === null ? {} : { kind: "service", serviceCategory: "couples" }) }),
  certificates.check("gift_certificates_service_check",
    [{ kind: "amount" }, { kind: "service", serviceCategory: "yoga", serviceRegion: "international" }],
    [{ kind: "service" }, { kind: "amount", serviceCategory: "yoga", serviceRegion: "international" }, { kind: "service", serviceCategory: "yoga" }]),
  certificates.check("gift_certificates_balance_check", [{ faceValue: 1, balance: 0 }, { faceValue: 500, balance: 500 }],
    [{ faceValue: 0, balance: 0 }, { faceValue: 500, balance: -1 }, { faceValue: 500, balance: 501 }]),
  certificates.check("gift_certificates_void_check", [{ status: "void", voidedAt: USED }, { status: "active", voidedAt: null }],
    [{ status: "void", voidedAt: null }, { status: "redeemed", voidedAt: USED }]),
  redemptions.list("gift_redemptions_currency_check", "coveredCurrency", E.CURRENCIES),
  redemptions.check("gift_redemptions_amount_check", [{ amount: 1, covered: 1 }], [{ amount: 0 }, { covered: 0 }, { amount: -5 }]),
  payments.list("payment_transactions_provider_check", "provider", E.PAYMENT_PROVIDERS),
  payments.list("payment_transactions_purpose_check", "purpose", E.PAYMENT_PURPOSES),
  payments.list("payment_transactions_currency_check", "currency", E.CURRENCIES),
  payments.list("payment_transactions_status_check", "status", E.PAYMENT_STATUSES),
  payments.check("payment_transactions_amount_check", [{ amount: 1 }], [{ amount: 0 }, { amount: -1 }]),
  payments.check("payment_transactions_fulfilled_check", [{ status: "success", fulfilledAt: USED }, { status: "failed", fulfilledAt: null }],
    [{ status: "pending", fulfilledAt: USED }, { status: "failed", fulfilledAt: USED }]),
  payments.check(
    "payment_transactions_settling_check",
    [
      { status: "success", verifiedAt: USED, needsSettlingAt: USED, fulfilledAt: null },
      { status: "pending", needsSettlingAt: null },
    ],
    [
      { status: "pending", verifiedAt: USED, needsSettlingAt: USED },
      { status: "success", verifiedAt: null, needsSettlingAt: USED },
      { status: "success", verifiedAt: USED, needsSettlingAt: USED, fulfilledAt: USED },
    ],
  ),
  payments.check(
    "payment_transactions_settled_check",
    [{ status: "success", verifiedAt: USED, needsSettlingAt: USED, settledAt: USED }, { settledAt: null }],
    [{ settledAt: USED, needsSettlingAt: null }],
  ),
  boughtPackages.list("purchased_packages_status_check", "status", E.PURCHASED_PACKAGE_STATUSES),
  boughtPackages.check("purchased_packages_total_check", [{ totalSessions: 1, remainingSessions: 1 }], [{ totalSessions: 0, remainingSessions: 0 }]),
  boughtPackages.check("purchased_packages_remaining_check", [{ remainingSessions: 0 }, { remainingSessions: 4 }],
    [{ remainingSessions: -1 }, { remainingSessions: 5 }]),
  boughtPlans.list("purchased_support_plans_status_check", "status", E.PURCHASED_PLAN_STATUSES),
  boughtPlans.list("purchased_support_plans_currency_check", "currency", E.CURRENCIES),
  boughtPlans.check("purchased_support_plans_total_check", [{ totalSessions: 1, remainingSessions: 1 }],
    [{ totalSessions: 0, remainingSessions: 0 }]),
  boughtPlans.check("purchased_support_plans_remaining_check", [{ remainingSessions: 0 }], [{ remainingSessions: -1 }, { remainingSessions: 5 }]),
  boughtPlans.check("purchased_support_plans_amount_check", [{ amount: 0 }], [{ amount: -1 }]),
  boughtPlans.list("purchased_support_plans_session_type_check", "sessionType", E.PLAN_SESSION_TYPES),
  boughtPlans.list("purchased_support_plans_session_minutes_check", "sessionMinutes", E.SESSION_LENGTHS, { nullable: true }),
  boughtPlans.check("purchased_support_plans_bought_check", [{ packageId: null }], [{ planId: null, packageId: null }]),
  ledger.list("transaction_ledger_currency_check", "currency", E.CURRENCIES),
  ledger.list("transaction_ledger_status_check", "status", E.LEDGER_STATUSES),
  ledger.list("transaction_ledger_type_check", "transactionType", E.LEDGER_TYPES),
  ledger.list("transaction_ledger_provider_check", "paymentProvider", E.LEDGER_PROVIDERS),
  refunds.list("refunds_currency_check", "currency", E.CURRENCIES),
  refunds.list("refunds_method_check", "method", E.REFUND_METHODS),
  refunds.list("refunds_status_check", "status", E.REFUND_STATUSES, { alongside: (v) => ({ completedAt: v === "completed" ? USED : null }) }),
  refunds.list("refunds_effect_check", "effect", E.REFUND_EFFECTS),
  refunds.check("refunds_amount_check", [{ amount: 1 }], [{ amount: 0 }, { amount: -1 }]),
  refunds.check("refunds_credits_check", [{ creditsRemoved: 0 }, { creditsRemoved: 3 }], [{ creditsRemoved: -1 }]),
  refunds.check("refunds_completed_check", [{ status: "completed", completedAt: USED }, { status: "failed", completedAt: null }],
    [{ status: "completed", completedAt: null }, { status: "pending", completedAt: USED }]),
  // events
  events.list("events_type_check", "eventType", E.EVENT_TYPES),
  events.list("events_status_check", "status", E.EVENT_STATUSES, { alongside: (v) => ({ cancelledAt: v === "cancelled" ? USED : null }) }),
  events.check("events_cancelled_check", [{ status: "cancelled", cancelledAt: USED }, { status: "draft", cancelledAt: null }],
    [{ status: "cancelled", cancelledAt: null }, { status: "published", cancelledAt: USED }]),
  events.check("events_seats_check", [{ capacity: 2, seatsTaken: 2 }, { seatsTaken: 0 }], [{ capacity: 2, seatsTaken: 3 }, { seatsTaken: -1 }]),
  events.check("events_balance_due_check",
    [{ allowDeposit: true, depositPercentage: 30, balanceDueDate: at("2031-02-01T10:00Z"), startDate: at("2031-03-03T10:00Z") }, { balanceDueDate: null }],
    [{ allowDeposit: false, depositPercentage: null, balanceDueDate: at("2031-02-01T10:00Z") },
      { allowDeposit: true, depositPercentage: 30, balanceDueDate: at("2031-03-04T10:00Z"), startDate: at("2031-03-03T10:00Z") }]),
  events.check("events_capacity_check", [{ capacity: 1 }], [{ capacity: 0 }]),
  events.check("events_prices_check", [{ priceLocal: 0, priceInternational: 0 }], [{ priceLocal: -1 }, { priceInternational: -1 }]),
  events.check("events_dates_check", [{ endDate: null }, { startDate: at("2031-03-03T10:00Z"), endDate: at("2031-03-03T10:00Z") }],
    [{ startDate: at("2031-03-03T10:00Z"), endDate: at("2031-03-03T09:59Z") }]),
  events.check("events_deposit_check",
    [{ allowDeposit: false, depositPercentage: null }, { allowDeposit: true, depositPercentage: 1 }, { allowDeposit: true, depositPercentage: 99 }],
    [{ allowDeposit: false, depositPercentage: 30 }, { allowDeposit: true, depositPercentage: 0 }, { allowDeposit: true, depositPercentage: 100 },
      { allowDeposit: true, depositPercentage: null }]),
  registrations.list("event_registrations_region_check", "region", E.REGIONS),
  registrations.list("event_registrations_currency_check", "currency", E.CURRENCIES),
  registrations.list("event_registrations_status_check", "status", E.EVENT_REGISTRATION_STATUSES),
  registrations.check("event_registrations_hold_check", [{ status: "pending_payment", holdExpiresAt: USED }, { status: "confirmed", holdExpiresAt: null }],
    [{ status: "confirmed", holdExpiresAt: USED }, { status: "expired", holdExpiresAt: USED }]),
  registrations.list("event_registrations_payment_status_check", "paymentStatus", E.EVENT_PAYMENT_STATUSES),
  registrations.check("event_registrations_amounts_check",
    [{ amountDue: 5_000, balanceDue: 15_000 }, { totalAmount: 0, amountDue: 0, balanceDue: 0 }],
    [{ amountDue: 5_000, balanceDue: 0 }, { amountDue: 20_000, balanceDue: 1 }, { amountDue: -1, balanceDue: 20_001 }, { amountDue: 20_001, balanceDue: -1 }]),
  // ops
  inquiries.list("contact_inquiries_service_check", "preferredService", E.CONTACT_SERVICES),
  inquiries.list("contact_inquiries_status_check", "status", E.CONTACT_STATUSES),
  outbox.list("email_outbox_status_check", "status", E.OUTBOX_STATUSES),
  subscribers.list("newsletter_subscribers_status_check", "status", E.NEWSLETTER_STATUSES, {
    alongside: (v) => ({ confirmedAt: v === "confirmed" ? new Date() : null }),
  }),
  subscribers.check("newsletter_subscribers_email_check", [{ email: "ama@example.com" }],
    [{ email: "Ama@example.com" }, { email: "ama" }, { email: "@example.com" }]),
  subscribers.check("newsletter_subscribers_confirmed_check", [{ status: "confirmed", confirmedAt: new Date() }],
    [{ status: "confirmed", confirmedAt: null }]),
  announcements.check("newsletter_announcements_subject_check", [{ subject: "Hi" }], [{ subject: "" }, { subject: "  " }]),
  announcements.check("newsletter_announcements_body_check", [{ body: "Hi" }], [{ body: "" }, { body: " \n" }]),
  eventReminders.list("event_reminders_kind_check", "kind", E.EVENT_REMINDER_KINDS),
];
