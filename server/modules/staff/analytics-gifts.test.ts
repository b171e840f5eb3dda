import * as schema from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { insertPayment } from "@tests/support/analytics-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertWorld, validRow, type World } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { beforeAll, describe, expect, it } from "vitest";
import { exportAnalyticsCsv } from "./export-analytics";
import { getAnalytics } from "./get-analytics";

// Gift certificates in the Analytics tab: sold (their payments delivered in a month, which the
// revenue already counts) and spent (redemptions standing, with what they covered), month by
// month; the revenue as it was. NOW is 24 November 2026: the months are Dec 2025 to Nov 2026.
const database = withTestDatabase();
const NOW = new Date("2026-11-24T12:00:00Z");
const at = (iso: string) => new Date(iso);

let admin: Viewer;
let therapist: Viewer;
let world: World;

beforeAll(async () => {
  const { db } = database;
  world = await insertWorld(db);
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  therapist = await viewerFor(db, world.therapistId);
  const userId = world.clientId;
  const paid = (type: "gift_certificate" | "booking", iso: string, amount: number, currency: "GHS" | "GBP" | "USD") =>
    insertPayment(db, { userId, type, at: at(iso), amount, currency });
  await paid("gift_certificate", "2026-10-05T10:00:00Z", 116_300, "GHS");
  await paid("gift_certificate", "2026-11-02T10:00:00Z", 5_900, "GBP");
  await paid("gift_certificate", "2026-11-03T10:00:00Z", 5_900, "GBP");
  await paid("booking", "2026-11-04T10:00:00Z", 60_000, "GHS");
  // Not sold in the 12 months: awaited still, or before them.
  await insertPayment(db, {
    userId,
    type: "gift_certificate",
    at: at("2026-11-05T10:00:00Z"),
    amount: 7_500,
    currency: "USD",
    completed: false,
  });
  await paid("gift_certificate", "2025-11-20T10:00:00Z", 50_000, "GHS");

  const [cert] = await db
    .insert(schema.giftCertificates)
    .values({ ...validRow.giftCertificate(world), faceValue: 200_000, balance: 20_000, currency: "GHS" })
    .returning();
  const redeemed = async (iso: string, covered: number, currency: "GHS" | "USD", released?: string) => {
    const [booking] = await db.insert(schema.bookings).values(validRow.booking(world)).returning();
    await db.insert(schema.giftRedemptions).values({
      certificateId: cert!.id,
      bookingId: booking!.id,
      userId,
      amount: 10_000,
      covered,
      coveredCurrency: currency,
      createdAt: at(iso),
      releasedAt: released ? at(released) : null,
    });
  };
  await redeemed("2026-10-12T10:00:00Z", 800, "USD");
  await redeemed("2026-11-10T10:00:00Z", 60_000, "GHS");
  await redeemed("2026-11-11T10:00:00Z", 45_000, "GHS");
  // Given back (a session cancelled in time), and one before the 12 months: not counted.
  await redeemed("2026-11-12T10:00:00Z", 60_000, "GHS", "2026-11-13T10:00:00Z");
  await redeemed("2025-11-01T10:00:00Z", 60_000, "GHS");
});

describe("getAnalytics: gift certificates", () => {
  it("counts certificates sold and their amounts per currency, and redemptions with what they covered, month by month", async () => {
    const { practice } = await getAnalytics(database.db, admin, NOW);
    expect(practice!.gifts).toHaveLength(12);
    expect(practice!.gifts.filter((m) => m.sold || m.redeemed)).toEqual([
      { month: "2026-10", sold: 1, amount: { GHS: 116_300 }, redeemed: 1, covered: { USD: 800 } },
      { month: "2026-11", sold: 2, amount: { GBP: 11_800 }, redeemed: 2, covered: { GHS: 105_000 } },
    ]);
  });

  it("keeps the revenue as it was: gift sales are money received, a redemption is not", async () => {
    const { revenue } = await getAnalytics(database.db, admin, NOW);
    expect(revenue.filter((m) => Object.keys(m.received).length)).toEqual([
      { month: "2026-10", received: { GHS: 116_300 }, refunded: {} },
      { month: "2026-11", received: { GBP: 11_800, GHS: 60_000 }, refunded: {} },
    ]);
  });

  it("writes the gifts CSV for an admin, and keeps it, like every table of the whole practice, from therapists", async () => {
    const { csv, filename } = await exportAnalyticsCsv(database.db, admin, { table: "gifts" }, NOW);
    expect(filename).toBe("analytics-gifts-2025-12-to-2026-11.csv");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("month,gifts_sold,amount_GHS,amount_GBP,redemptions,covered_GHS,covered_USD");
    expect(lines).toContain("2026-10,1,1163.00,0.00,1,0.00,8.00");
    expect(lines).toContain("2026-11,2,0.00,118.00,2,1050.00,0.00");
    expect(lines).toHaveLength(13);
    expect(await rejection(exportAnalyticsCsv(database.db, therapist, { table: "gifts" }, NOW))).toMatchObject({
      code: "forbidden",
    });
    expect((await getAnalytics(database.db, therapist, NOW)).practice).toBeNull();
  });

  it("runs only the queries behind the gifts table for its CSV", async () => {
    const only = await getAnalytics(database.db, admin, NOW, { only: "gifts" });
    expect(only.practice!.gifts.reduce((n, m) => n + m.sold + m.redeemed, 0)).toBe(6);
    expect(only.practice!.coupons.every((m) => Object.values(m.used).every((n) => n === 0))).toBe(true);
  });
});
