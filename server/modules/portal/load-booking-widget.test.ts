import { NO_THERAPIST, SERVICE_NOT_OFFERED } from "@domain/booking-messages";
import { profiles, purchasedSupportPlans, therapistAvailability } from "@server/db/schema";
import { CLIENTS_BOOK_ONLY } from "@server/modules/booking";
import { insertPackageCredit } from "@tests/support/credits-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, insertSupportPlan } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadBookingWidget } from "./load-booking-widget";

const database = withTestDatabase();

const NOW = new Date("2031-05-01T12:00:00Z");
const LOCAL = { region: "local", currency: "GHS" } as const;
const ABROAD = { region: "international", currency: "USD" } as const;

const priced = (availability: "local" | "international") =>
  availability === "local"
    ? { availability, priceGhs: 40_000, priceUsd: null, priceGbp: null, priceEur: null }
    : { availability, priceGhs: null, priceUsd: 7_500, priceGbp: 6_000, priceEur: 7_000 };

async function localClient(phone: string | null = null) {
  const client = await insertPerson(database.db, { role: "client", region: "local" });
  if (phone) await database.db.update(profiles).set({ phone }).where(eq(profiles.id, client.id));
  return viewerFor(database.db, client.id);
}

// The tests share one database and run in order: the first one finds no therapist yet.
describe("loadBookingWidget", () => {
  it("is closed, saying why, when the practice has no therapist to book with", async () => {
    const viewer = await localClient();
    expect(await loadBookingWidget(database.db, viewer, LOCAL, NOW)).toEqual({ kind: "closed", reason: NO_THERAPIST });
  });

  it("offers the region's individual teletherapy with the therapist's working days and the client's phone", async () => {
    const therapist = await insertPerson(database.db, { role: "therapist" });
    await database.db.insert(therapistAvailability).values([
      ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({
        therapistId: therapist.id,
        dayOfWeek,
        startTime: "09:00",
        endTime: "17:00",
      })),
      // Saturday's window holds no hourly start (16:00 begins too early, 17:00 is not a start).
      { therapistId: therapist.id, dayOfWeek: 6, startTime: "16:30", endTime: "18:00" },
      { therapistId: therapist.id, dayOfWeek: 0, startTime: "09:00", endTime: "17:00", isAvailable: false },
    ]);
    await insertService(database.db, { name: "Local couples", category: "couples", sortOrder: 5, ...priced("local") });
    await insertService(database.db, {
      name: "Local in person",
      category: "individual",
      delivery: "in-person",
      sortOrder: 6,
      ...priced("local"),
    });
    const tele = await insertService(database.db, { name: "Local tele", sortOrder: 10, ...priced("local") });
    await insertService(database.db, {
      name: "Local tele, long",
      durationMinutes: 80,
      sortOrder: 11,
      ...priced("local"),
    });
    const viewer = await localClient("+233 24 555 0101");
    // Nothing of the kind is offered abroad yet.
    expect(await loadBookingWidget(database.db, viewer, ABROAD, NOW)).toEqual({
      kind: "closed",
      reason: SERVICE_NOT_OFFERED,
    });
    const abroad = await insertService(database.db, {
      name: "Abroad tele",
      sortOrder: 110,
      ...priced("international"),
    });

    const widget = await loadBookingWidget(database.db, viewer, LOCAL, NOW);
    expect(widget).toMatchObject({
      kind: "open",
      service: { id: tele.id, durationMinutes: 50, price: 40_000, currency: "GHS" },
      credit: null,
      phone: "+233 24 555 0101",
      // She works Monday to Friday; the practice is closed on Fridays (spec 000 §9).
      workingDays: [1, 2, 3, 4],
    });

    const international = await loadBookingWidget(database.db, viewer, ABROAD, NOW);
    expect(international).toMatchObject({ kind: "open", service: { id: abroad.id, price: 7_500, currency: "USD" } });
  });

  it("names the one credit of the client's own that would pay: a package expiring sooner than her plan", async () => {
    const viewer = await localClient();
    const other = await localClient();
    const individual = await insertSupportPlan(database.db, {
      name: "Individual plan",
      sessionType: "individual_teletherapy",
    });
    const couples = await insertSupportPlan(database.db, { name: "Couples plan", sessionType: "couples_teletherapy" });
    const in30Days = new Date(NOW.getTime() + 30 * 86_400_000);
    const row = (userId: string, planId: string, status: string, remaining: number) => ({
      userId,
      planId,
      sessionType: planId === couples.id ? "couples_teletherapy" : "individual_teletherapy",
      status,
      remainingSessions: remaining,
      totalSessions: 4,
      expiresAt: in30Days,
      amount: 100_000,
      currency: "GHS",
    });
    await database.db
      .insert(purchasedSupportPlans)
      .values([
        row(viewer.userId, individual.id, "active", 3),
        row(viewer.userId, individual.id, "active", 0),
        row(viewer.userId, individual.id, "pending_payment", 4),
        row(viewer.userId, couples.id, "active", 4),
        row(other.userId, individual.id, "active", 4),
      ]);
    const plan = { kind: "plan", name: "Individual plan", remainingSessions: 3, totalSessions: 4 };
    const first = await loadBookingWidget(database.db, viewer, LOCAL, NOW);
    expect(first.kind === "open" ? first.credit : null).toEqual({ ...plan, expiresAt: in30Days.toISOString() });

    // Another client's package is never hers; her own, expiring sooner than her plan, pays first.
    const in20Days = new Date(NOW.getTime() + 20 * 86_400_000);
    await insertPackageCredit(database.db, other.userId, { expiresAt: in20Days });
    const pack = await insertPackageCredit(database.db, viewer.userId, {
      name: "6 Session Teletherapy",
      remainingSessions: 4,
      expiresAt: in20Days,
    });
    const second = await loadBookingWidget(database.db, viewer, LOCAL, NOW);
    expect(second.kind === "open" ? second.credit : null).toEqual({
      kind: "package",
      name: "6 Session Teletherapy",
      remainingSessions: 4,
      totalSessions: 6,
      expiresAt: pack.expiresAt.toISOString(),
    });
  });

  it("is closed for an admin, who has no client account to book from", async () => {
    const admin = await insertPerson(database.db, { role: "admin" });
    expect(await loadBookingWidget(database.db, await viewerFor(database.db, admin.id), LOCAL, NOW)).toEqual({
      kind: "closed",
      reason: CLIENTS_BOOK_ONLY,
    });
  });
});
