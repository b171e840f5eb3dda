import type { Database } from "@server/db/client";
import * as schema from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { verifyPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { isDatabaseEmpty, type SeedReport, seedDemoData } from "./index";

const SEEDED_TABLES = {
  users: schema.users,
  auth_accounts: schema.authAccounts,
  profiles: schema.profiles,
  user_roles: schema.userRoles,
  notification_preferences: schema.notificationPreferences,
  therapist_availability: schema.therapistAvailability,
  services: schema.services,
  therapy_packages: schema.therapyPackages,
  support_plans: schema.supportPlans,
  plan_addons: schema.planAddons,
  gift_products: schema.giftProducts,
  events: schema.events,
  event_registrations: schema.eventRegistrations,
  coupons: schema.coupons,
  gift_certificates: schema.giftCertificates,
  purchased_support_plans: schema.purchasedSupportPlans,
  payment_transactions: schema.paymentTransactions,
  transaction_ledger: schema.transactionLedger,
  sessions: schema.sessions,
  bookings: schema.bookings,
  homework_assignments: schema.homeworkAssignments,
  messages: schema.messages,
  notifications: schema.notifications,
} satisfies Record<string, PgTable>;

type Counts = Record<keyof typeof SEEDED_TABLES, number>;

async function countAll(db: Database): Promise<Counts> {
  const counts: Partial<Counts> = {};
  for (const [name, table] of Object.entries(SEEDED_TABLES)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
    counts[name as keyof Counts] = row?.n ?? 0;
  }
  return counts as Counts;
}

describe("demo seed", () => {
  const database = withTestDatabase();
  let emptyBefore: boolean;
  let first: SeedReport;
  let second: SeedReport;
  let later: SeedReport;
  let afterFirst: Counts;
  let afterSecond: Counts;

  beforeAll(async () => {
    const { db } = database;
    emptyBefore = await isDatabaseEmpty(db);
    first = await seedDemoData(db);
    afterFirst = await countAll(db);
    // Data the seed did not create, and an admin's change to seeded data: both must survive.
    await db.insert(schema.coupons).values({ code: "KEEP-ME", couponType: "individual_in_person" });
    await db.update(schema.services).set({ priceGhs: 45000 }).where(eq(schema.services.id, "individual-teletherapy"));
    second = await seedDemoData(db);
    afterSecond = await countAll(db);
    later = await seedDemoData(db, { now: new Date(Date.now() + 9 * 24 * 60 * 60 * 1000) });
  });

  it("seeds an empty database and reports the accounts", async () => {
    expect(emptyBefore).toBe(true);
    expect(first.created).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(first.accounts.map((a) => a.email)).toContain("director@demo.nkabom.example");
    expect(first.accounts).toHaveLength(7);
    for (const [table, count] of Object.entries(afterFirst)) {
      expect(count, table).toBeGreaterThan(0);
    }
  });

  it("creates nothing twice and keeps existing data", async () => {
    expect(second.created).toBe(false);
    expect(second.accounts).toEqual(first.accounts);
    expect(afterSecond).toEqual({ ...afterFirst, coupons: afterFirst.coupons + 1 });
    expect(later.created).toBe(false);
    expect(await countAll(database.db)).toEqual(afterSecond);
    const [kept] = await database.db.select().from(schema.coupons).where(eq(schema.coupons.code, "KEEP-ME"));
    expect(kept?.status).toBe("active");
    const [service] = await database.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.id, "individual-teletherapy"));
    expect(service?.priceGhs).toBe(45000);
  });

  it("stores credentials better-auth can verify", async () => {
    for (const account of first.accounts) {
      const [row] = await database.db
        .select({
          hash: schema.authAccounts.password,
          accountId: schema.authAccounts.accountId,
          userId: schema.users.id,
        })
        .from(schema.authAccounts)
        .innerJoin(schema.users, eq(schema.users.id, schema.authAccounts.userId))
        .where(and(eq(schema.users.email, account.email), eq(schema.authAccounts.providerId, "credential")));
      expect(row?.accountId).toBe(row?.userId);
      expect(await verifyPassword({ hash: row?.hash ?? "", password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: row?.hash ?? "", password: "wrong-password" })).toBe(false);
    }
  });

  it("gives every user one role and a pending applicant who stays a client", async () => {
    const roles = await database.db
      .select({ email: schema.users.email, role: schema.userRoles.role, approval: schema.profiles.approvalStatus })
      .from(schema.users)
      .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
      .innerJoin(schema.profiles, eq(schema.profiles.id, schema.users.id));
    expect(roles).toHaveLength(7);
    const applicant = roles.find((r) => r.email.startsWith("applicant@"));
    expect(applicant).toMatchObject({ role: "client", approval: "pending" });
    expect(roles.filter((r) => r.role === "therapist")).toHaveLength(2);
    expect(roles.filter((r) => r.role === "admin")).toHaveLength(1);
  });

  it("seeds the packages of spec 000 §3", async () => {
    const packages = await database.db.select().from(schema.therapyPackages);
    const local = packages.filter((p) => p.region === "local");
    const international = packages.filter((p) => p.region === "international");
    expect(local).toHaveLength(9);
    expect(international).toHaveLength(1);
    const firstLocal = local.sort((a, b) => a.sortOrder - b.sortOrder)[0];
    expect(firstLocal).toMatchObject({
      name: "6 Session Teletherapy",
      priceGhs: 210000,
      badge: "Gently consistent care",
    });
    expect(international[0]).toMatchObject({ priceUsd: 40000, priceGbp: 35000, priceEur: 40000, badge: "Recommended" });
  });

  it("seeds the support plans of every allowed session type, with consistent discounts", async () => {
    const plans = await database.db.select().from(schema.supportPlans);
    const kinds = (region: string) => new Set(plans.filter((p) => p.region === region).map((p) => p.sessionType));
    expect(kinds("local")).toEqual(
      new Set(["individual_teletherapy", "couples_teletherapy", "hybrid", "individual_in_person"]),
    );
    expect(kinds("international")).toEqual(new Set(["individual_teletherapy", "couples_teletherapy"]));
    for (const region of ["local", "international"]) {
      const has = (sessionType: string, planType: string) =>
        plans.some((p) => p.region === region && p.sessionType === sessionType && p.planType === planType);
      expect(has("individual_teletherapy", "steady_growth"), region).toBe(true);
      expect(has("couples_teletherapy", "strengthening_connection"), region).toBe(true);
    }
    for (const plan of plans) {
      const pairs =
        plan.region === "local"
          ? [[plan.priceGhs, plan.originalPriceGhs]]
          : [
              [plan.priceUsd, plan.originalPriceUsd],
              [plan.priceGbp, plan.originalPriceGbp],
              [plan.priceEur, plan.originalPriceEur],
            ];
      for (const [price, original] of pairs) {
        expect(price && original && Math.round((100 * (original - price)) / original)).toBe(plan.discountPercentage);
      }
      expect(plan.validMonths).toBe(plan.region === "local" ? 3 : 6);
    }
  });

  it("seeds homework in every status and coupons in every status", async () => {
    const homework = await database.db
      .selectDistinct({ status: schema.homeworkAssignments.status })
      .from(schema.homeworkAssignments);
    expect(new Set(homework.map((h) => h.status))).toEqual(
      new Set(["assigned", "in_progress", "completed", "reviewed"]),
    );
    const coupons = await database.db.select().from(schema.coupons);
    expect(new Set(coupons.map((c) => c.status))).toEqual(new Set(["active", "used", "expired"]));
    expect(new Set(coupons.map((c) => c.couponType))).toEqual(
      new Set(["individual_teletherapy", "individual_in_person"]),
    );
    const used = coupons.find((c) => c.status === "used");
    expect(used?.usedBy).toBeTruthy();
    expect(used?.usedAt).toBeInstanceOf(Date);
  });

  it("gives the director the default availability", async () => {
    const [director] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "director@demo.nkabom.example"));
    const days = await database.db
      .select()
      .from(schema.therapistAvailability)
      .where(eq(schema.therapistAvailability.therapistId, director?.id ?? ""));
    expect(days).toHaveLength(7);
    for (const day of days) {
      expect(day.isAvailable, `day ${day.dayOfWeek}`).toBe(day.dayOfWeek >= 1 && day.dayOfWeek <= 5);
      if (day.isAvailable) expect([day.startTime, day.endTime]).toEqual(["09:00:00", "17:00:00"]);
    }
  });

  it("seeds past and upcoming workshops, a retreat taking deposits and a free community event ahead", async () => {
    const events = await database.db.select().from(schema.events);
    const now = Date.now();
    const workshops = events.filter((e) => e.eventType === "workshop");
    expect(workshops.some((e) => e.startDate.getTime() < now)).toBe(true);
    expect(workshops.some((e) => e.startDate.getTime() > now)).toBe(true);
    expect(events.some((e) => e.eventType === "retreat" && e.allowDeposit && e.depositPercentage === 30)).toBe(true);
    const community = events.filter((e) => e.eventType === "community" && e.startDate.getTime() > now);
    expect(community.map((e) => [e.status, e.priceLocal, e.priceInternational])).toEqual([["published", 0, 0]]);
    for (const event of events) {
      expect(
        event.tagline && event.endDate && event.duration && event.image?.startsWith("/images/events/"),
      ).toBeTruthy();
      expect(event.objectives.length && event.itinerary.length && event.testimonials.length).toBeTruthy();
    }
  });

  it("seeds sessions around today, bookings and payments", async () => {
    const sessions = await database.db.select().from(schema.sessions);
    const now = Date.now();
    expect(sessions.some((s) => s.status === "scheduled" && s.startsAt.getTime() > now && s.meetingLink)).toBe(true);
    expect(new Set(sessions.filter((s) => s.startsAt.getTime() < now).map((s) => s.status))).toEqual(
      new Set(["completed", "cancelled", "no_show"]),
    );
    const bookings = await database.db.select().from(schema.bookings);
    expect(
      bookings.some((b) => b.status === "confirmed" && b.paymentStatus === "paid" && b.paymentCurrency === "GHS"),
    ).toBe(true);
    expect(bookings.some((b) => b.status === "pending_payment" && b.paymentId?.startsWith("SCH-"))).toBe(true);
    const payments = await database.db.select().from(schema.paymentTransactions);
    expect(payments.some((p) => p.provider === "paystack" && p.currency === "GHS" && p.status === "success")).toBe(
      true,
    );
    const transfers = payments.filter((p) => p.provider === "bank_transfer" && p.currency === "GBP");
    expect(new Set(transfers.map((p) => p.status))).toEqual(new Set(["pending", "success"]));
    const plans = await database.db.select().from(schema.purchasedSupportPlans);
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set(["active", "pending_payment"]));
    // A booking payment's ledger line names the therapist of the session it paid for; no other line does.
    const lines = await database.db.select().from(schema.transactionLedger);
    const therapistOfSession = new Map(sessions.map((s) => [s.id, s.therapistId]));
    const byReference = new Map(bookings.map((b) => [b.paymentId, therapistOfSession.get(b.sessionId ?? "")]));
    expect(lines.filter((l) => l.transactionType === "booking").length).toBeGreaterThanOrEqual(3);
    for (const line of lines)
      expect(line.therapistId).toBe(line.transactionType === "booking" ? byReference.get(line.reference) : null);
  });
});
