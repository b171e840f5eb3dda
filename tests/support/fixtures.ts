// Small builders for database tests: functions that insert a parent row (user, service,
// plan...) and return it, and `validRow` factories that return a row a table accepts, without
// inserting it, so a test can change one field and see which constraint objects.
import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Region, Role } from "../../domain/enums";
import type { Database, Executor } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { createLiveHub, type LiveHub } from "../../server/realtime/live-updates";
import { withTestDatabase } from "./database";

let counter = 0;
/** A value no other fixture uses (lower case). */
export const uniq = (prefix = "x") => `${prefix}-${++counter}-${randomUUID().slice(0, 8)}`;
/** A unique coupon code that satisfies coupons_code_check (upper case, at most 20 characters). */
/** A coupon code; "U" is outside the gift-code alphabet, so it never reads as a gift certificate's code. */
export const uniqCode = () => `U${++counter}-${randomUUID().slice(0, 8).toUpperCase()}`;

export const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** starts_at, ends_at and duration_minutes that agree with each other. */
export const slot = (start: Date | string, minutes = 60) => {
  const startsAt = new Date(start);
  return { startsAt, endsAt: minutesAfter(startsAt, minutes), durationMinutes: minutes };
};

/** Rows of a raw query, whichever engine runs it (both results carry `rows`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type User = typeof schema.users.$inferSelect;

/** A bare `users` row: no profile, no role. */
export async function insertUser(db: Executor, name = "Test User"): Promise<User> {
  const [user] = await db
    .insert(schema.users)
    .values({ name, email: `${uniq("user")}@example.test` })
    .returning();
  if (!user) throw new Error("insertUser: no row returned");
  return user;
}

/** A user with a profile and a role, as sign-up creates them. */
export async function insertPerson(
  db: Executor,
  options: { role?: Role; region?: Region; firstName?: string } = {},
): Promise<User> {
  const { role = "client", region = "international", firstName = role === "therapist" ? "Ama" : "Kofi" } = options;
  const user = await insertUser(db, `${firstName} Mensah`);
  await db.insert(schema.profiles).values({
    ...validRow.profile(user.id),
    firstName,
    region,
    currency: region === "local" ? "GHS" : "USD",
    approvalStatus: role === "therapist" ? "approved" : null,
  });
  await db.insert(schema.userRoles).values({ userId: user.id, role });
  return user;
}

async function insertOne<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what}: no row returned`);
  return row;
}

export const insertService = (db: Executor, overrides: Partial<typeof schema.services.$inferInsert> = {}) =>
  insertOne(
    db
      .insert(schema.services)
      .values({ ...validRow.service(), ...overrides })
      .returning(),
    "insertService",
  );

export const insertSupportPlan = (db: Executor, overrides: Partial<typeof schema.supportPlans.$inferInsert> = {}) =>
  insertOne(
    db
      .insert(schema.supportPlans)
      .values({ ...validRow.supportPlan(), ...overrides })
      .returning(),
    "insertSupportPlan",
  );

export const insertGiftProduct = (db: Executor) =>
  insertOne(db.insert(schema.giftProducts).values(validRow.giftProduct()).returning(), "insertGiftProduct");

export const insertEvent = (db: Executor, overrides: Partial<typeof schema.events.$inferInsert> = {}) =>
  insertOne(
    db
      .insert(schema.events)
      .values({ ...validRow.event(), ...overrides })
      .returning(),
    "insertEvent",
  );

export const insertSession = (
  db: Executor,
  s: { clientId: string; therapistId: string; start: Date | string; minutes?: number; status?: string },
) =>
  insertOne(
    db
      .insert(schema.sessions)
      .values({
        clientId: s.clientId,
        therapistId: s.therapistId,
        ...slot(s.start, s.minutes ?? 60),
        sessionType: "teletherapy",
        status: s.status ?? "scheduled",
      })
      .returning(),
    "insertSession",
  );

/** The parent rows most tables point at. */
export interface World {
  clientId: string;
  therapistId: string;
  serviceId: string;
  planId: string;
  planSessionType: string;
  giftProductId: string;
  eventId: string;
}

export async function insertWorld(db: Executor): Promise<World> {
  const client = await insertPerson(db, { role: "client" });
  const therapist = await insertPerson(db, { role: "therapist" });
  const service = await insertService(db);
  const plan = await insertSupportPlan(db);
  const giftProduct = await insertGiftProduct(db);
  const event = await insertEvent(db);
  return {
    clientId: client.id,
    therapistId: therapist.id,
    serviceId: service.id,
    planId: plan.id,
    planSessionType: plan.sessionType,
    giftProductId: giftProduct.id,
    eventId: event.id,
  };
}

const START = new Date("2031-03-03T10:00:00Z");
const LATER = new Date("2031-09-01T00:00:00Z");

/**
 * One valid row per table with CHECK constraints. Prices are set in every currency and
 * regions are coherent with currencies, so a test can vary one field at a time.
 */
export const validRow = {
  profile: (userId: string): typeof schema.profiles.$inferInsert => ({
    id: userId,
    firstName: "Kofi",
    lastName: "Mensah",
    email: `${uniq("profile")}@example.test`,
    region: "international",
    currency: "USD",
  }),
  userRole: (userId: string): typeof schema.userRoles.$inferInsert => ({ userId, role: "client" }),
  service: (): typeof schema.services.$inferInsert => ({
    id: uniq("service"),
    name: "Individual teletherapy",
    description: "A 50-minute video session.",
    category: "individual",
    delivery: "virtual",
    durationMinutes: 50,
    availability: "both",
    priceGhs: 60_000,
    priceUsd: 8_000,
    priceGbp: 6_500,
    priceEur: 7_500,
  }),
  therapyPackage: (): typeof schema.therapyPackages.$inferInsert => ({
    id: uniq("package"),
    region: "international",
    name: "Therapy journey",
    format: "virtual",
    icon: "heart",
    sessions: 4,
    durationMinutes: 50,
    sessionType: "individual_teletherapy",
    description: "Four sessions.",
    priceGhs: 200_000,
    priceUsd: 30_000,
    priceGbp: 25_000,
    priceEur: 28_000,
  }),
  supportPlan: (): typeof schema.supportPlans.$inferInsert => ({
    name: "Monthly support",
    region: "international",
    sessionType: "individual_teletherapy",
    planType: uniq("plan"),
    sessionCount: 4,
    validMonths: 3,
    discountPercentage: 10,
    priceGhs: 200_000,
    priceUsd: 30_000,
    priceGbp: 25_000,
    priceEur: 28_000,
  }),
  planAddon: (): typeof schema.planAddons.$inferInsert => ({
    name: uniq("addon"),
    addonType: "session",
    region: "both",
    priceGhs: 10_000,
    priceUsd: 2_000,
    priceGbp: 1_500,
    priceEur: 1_800,
  }),
  giftProduct: (): typeof schema.giftProducts.$inferInsert => ({
    id: uniq("gift"),
    name: "One session",
    description: "A gift of one session.",
    category: "therapy",
    basePriceUsd: 8_000,
  }),
  event: (): typeof schema.events.$inferInsert => ({
    slug: uniq("event"),
    title: "Breathing workshop",
    description: "Three hours of practice.",
    eventType: "workshop",
    status: "published",
    startDate: START,
    endDate: minutesAfter(START, 180),
    location: "Accra",
    facilitator: "Ama Mensah",
    capacity: 20,
    priceLocal: 50_000,
    priceInternational: 20_000,
    allowDeposit: false,
    depositPercentage: null,
  }),
  session: (w: World): typeof schema.sessions.$inferInsert => ({
    clientId: w.clientId,
    therapistId: w.therapistId,
    ...slot(START, 60),
    sessionType: "teletherapy",
    status: "scheduled",
  }),
  homework: (w: World): typeof schema.homeworkAssignments.$inferInsert => ({
    clientId: w.clientId,
    therapistId: w.therapistId,
    title: "Mood journal",
    status: "assigned",
    clientResponse: "I wrote every evening.",
  }),
  message: (w: World): typeof schema.messages.$inferInsert => ({
    senderId: w.clientId,
    recipientId: w.therapistId,
    content: "Hello, see you on Monday.",
  }),
  availability: (w: World): typeof schema.therapistAvailability.$inferInsert => ({
    therapistId: w.therapistId,
    dayOfWeek: 1,
    startTime: "09:00",
    endTime: "17:00",
  }),
  calendarConnection: (w: World): typeof schema.calendarConnections.$inferInsert => ({
    userId: w.therapistId,
    provider: "google",
  }),
  calendarFeed: (w: World): typeof schema.calendarFeeds.$inferInsert => ({
    userId: w.clientId,
    tokenHash: "0".repeat(64),
  }),
  booking: (w: World): typeof schema.bookings.$inferInsert => ({
    userId: w.clientId,
    serviceId: w.serviceId,
    serviceName: "Individual teletherapy",
    sessionType: "virtual",
    startsAt: START,
    durationMinutes: 50,
    firstName: "Kofi",
    lastName: "Mensah",
    email: "kofi@example.test",
    phone: "+233200000000",
    region: "international",
    paymentAmount: 8_000,
    paymentCurrency: "USD",
    paymentStatus: "paid",
    status: "confirmed",
  }),
  coupon: (): typeof schema.coupons.$inferInsert => ({
    code: uniqCode(),
    couponType: "individual_teletherapy",
    status: "active",
  }),
  giftCertificate: (w: World): typeof schema.giftCertificates.$inferInsert => ({
    codeHash: uniq("gift-code-hash"),
    codeHint: "2HVD",
    productId: w.giftProductId,
    kind: "amount",
    faceValue: 8_000,
    balance: 8_000,
    currency: "USD",
    buyerId: w.clientId,
    buyerName: "Ama Owusu",
    recipientName: "Efua",
    recipientEmail: "efua@example.com",
    deliverOn: "2031-01-01",
    deliverAt: LATER,
    paymentReference: uniq("gift-ref"),
    issuedAt: new Date("2030-01-01T00:00:00Z"),
    expiresAt: LATER,
  }),
  paymentTransaction: (w: World): typeof schema.paymentTransactions.$inferInsert => ({
    reference: uniq("ref"),
    userId: w.clientId,
    provider: "paystack",
    purpose: "booking",
    amount: 8_000,
    currency: "USD",
    status: "pending",
  }),
  purchasedPackage: (w: World): typeof schema.purchasedPackages.$inferInsert => ({
    userId: w.clientId,
    packageType: "journey",
    serviceType: "individual",
    remainingSessions: 2,
    totalSessions: 4,
    status: "active",
  }),
  purchasedSupportPlan: (w: World): typeof schema.purchasedSupportPlans.$inferInsert => ({
    userId: w.clientId,
    planId: w.planId,
    sessionType: w.planSessionType,
    remainingSessions: 4,
    totalSessions: 4,
    expiresAt: LATER,
    status: "active",
    amount: 30_000,
    currency: "USD",
  }),
  ledgerEntry: (w: World): typeof schema.transactionLedger.$inferInsert => ({
    userId: w.clientId,
    reference: uniq("ledger"),
    amount: 8_000,
    currency: "USD",
    status: "completed",
    transactionType: "booking",
    paymentProvider: "paystack",
  }),
  eventRegistration: (w: World): typeof schema.eventRegistrations.$inferInsert => ({
    eventId: w.eventId,
    userId: w.clientId,
    region: "international",
    currency: "USD",
    totalAmount: 20_000,
    amountDue: 20_000,
    balanceDue: 0,
    status: "pending_payment",
    paymentStatus: "pending",
  }),
  contactInquiry: (): typeof schema.contactInquiries.$inferInsert => ({
    firstName: "Kofi",
    lastName: "Mensah",
    email: "kofi@example.test",
    preferredService: "individual",
    message: "I would like to talk to someone.",
    status: "new",
  }),
  emailOutbox: (): typeof schema.emailOutbox.$inferInsert => ({
    toAddress: "kofi@example.test",
    subject: "Your session",
    textBody: "See you on Monday.",
    status: "pending",
  }),
};

/**
 * A test database with a live-update hub on it (its LISTEN connection), opened before the
 * file's tests and closed after them; `use` receives both once they are open.
 */
export function withLiveTestDatabase(use: (opened: { db: Database; hub: LiveHub }) => void) {
  const database = withTestDatabase();
  let hub: LiveHub | undefined;
  beforeAll(() => {
    hub = createLiveHub(database.handle.listen);
    use({ db: database.db, hub });
  });
  // Runs before withTestDatabase's afterAll (registered earlier): the hub stops listening first.
  afterAll(() => hub?.close());
}

/** Time for a NOTIFY to travel to the hub's listeners. */
export const settleLiveUpdates = () => new Promise((resolve) => setTimeout(resolve, 150));
