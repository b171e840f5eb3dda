import type { Currency } from "@domain/enums";
import type { Viewer } from "@server/modules/accounts";
import { FIRST, monthOf, NOW, sumBy, useAnalyticsPractice } from "@tests/support/analytics-practice";
import { describe, expect, it } from "vitest";
import { exportAnalyticsCsv } from "./export-analytics";
import { getAnalytics } from "./get-analytics";

// The whole practice's tables (plans, credits, coupons, therapists) and the CSV downloads, with who
// may have them, against the rows they are built from (tests/support/analytics-practice.ts).
const world = useAnalyticsPractice();
const { database } = world;
const inMonths = (at: Date, months: readonly string[]) => months.includes(monthOf(at));

describe("getAnalytics: the whole practice's tables", () => {
  it("plans and packages sold per month, each kind from its completed payments", async () => {
    const { practice, months } = await getAnalytics(database.db, world.people.admin, NOW);
    const sold = world.payments.filter((p) => p.type === "support_plan" && p.completed && inMonths(p.at, months));
    expect(practice!.planSales.reduce((n, m) => n + m.sold, 0)).toBe(sold.length);
    expect(practice!.planSales.filter((m) => m.sold || m.packagesSold)).toEqual([
      { month: "2026-10", sold: 1, amount: { GHS: 95_050 }, packagesSold: 0, packageAmount: {} },
      { month: "2026-11", sold: 1, amount: { GBP: 30_000 }, packagesSold: 1, packageAmount: { GHS: 210_000 } },
    ]);
  });

  it("sessions owed: sessions left on active, unexpired plans and packages, valued pro rata, named by kind", async () => {
    const { practice } = await getAnalytics(database.db, world.people.admin, NOW);
    expect(practice!.credits).toEqual([
      { kind: "plan", plan: "First Steps", plans: 1, sessions: 6, value: { GBP: 30_000 } },
      // 210,000 x 4/6 = 140,000; the expired package owes nothing.
      { kind: "package", plan: "6 Session Teletherapy", plans: 1, sessions: 4, value: { GHS: 140_000 } },
      // 95,050 x 3/4 = 71,287.5 -> 71,288; 95,050 x 1/4 = 23,762.5 -> 23,763.
      { kind: "plan", plan: "Steady Growth", plans: 2, sessions: 4, value: { GHS: 71_288 + 23_763 } },
    ]);
  });

  it("coupons used per month and type, on the day they were redeemed", async () => {
    const { practice } = await getAnalytics(database.db, world.people.admin, NOW);
    expect(practice!.coupons.filter((m) => m.used.individual_teletherapy + m.used.individual_in_person)).toEqual([
      { month: "2026-10", used: { individual_teletherapy: 2, individual_in_person: 0 } },
      { month: "2026-11", used: { individual_teletherapy: 0, individual_in_person: 1 } },
    ]);
  });

  it("each therapist's sessions, clients and net revenue, every therapist listed", async () => {
    const a = await getAnalytics(database.db, world.people.admin, NOW);
    const row = (who: Viewer) => a.practice!.therapists.find((t) => t.therapistId === who.userId);
    expect(row(world.people.efua)).toEqual({
      therapistId: world.people.efua.userId,
      name: "Efua Mensah",
      completed: 3,
      noShow: 1,
      cancelled: 1,
      clients: 3,
      received: { GHS: 80_100, USD: 7_551 },
      refunded: { GHS: 5_000 + 10_025, USD: 7_551 },
    });
    expect(row(world.people.kojo)).toMatchObject({
      completed: 1,
      noShow: 0,
      cancelled: 0,
      clients: 1,
      received: { GHS: 70_000 },
      refunded: {},
    });
    expect(row(world.people.adwoa)).toMatchObject({ completed: 0, clients: 0, received: {}, refunded: {} });
    // Each therapist's money is the same as her own tab's, month by month, added up.
    for (const who of [world.people.efua, world.people.kojo]) {
      const own = await getAnalytics(database.db, who, NOW);
      const sum = (key: "received" | "refunded") =>
        sumBy(
          own.revenue.flatMap((m) => Object.entries(m[key]).map(([c, v]) => ({ c: c as Currency, v: v ?? 0 }))),
          (x) => x.v,
          (x) => x.c,
        );
      expect(row(who)).toMatchObject({ received: sum("received"), refunded: sum("refunded") });
    }
  });

  it("refuses anyone but staff", async () => {
    await expect(getAnalytics(database.db, world.people.ama, NOW)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("exportAnalyticsCsv", () => {
  const csvRows = (csv: string) =>
    csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));

  it("writes the page's figures: the revenue CSV's net column adds up to the payments less the refunds", async () => {
    const { csv, filename } = await exportAnalyticsCsv(database.db, world.people.admin, { table: "revenue" }, NOW);
    expect(filename).toBe("analytics-revenue-2025-12-to-2026-11.csv");
    const [header, ...rows] = csvRows(csv);
    expect(rows).toHaveLength(12);
    const net = header!.indexOf("net_GHS");
    const pesewas = rows.reduce((sum, r) => sum + Math.round(Number(r[net]!.replaceAll('"', "")) * 100), 0);
    const inWindow = (at: Date) => at.toISOString() >= FIRST;
    const received = world.payments.filter((p) => p.completed && p.currency === "GHS" && inWindow(p.at));
    const given = world.refunds.filter(
      (r) => r.status === "completed" && r.payment.currency === "GHS" && inWindow(r.at),
    );
    expect(pesewas).toBe(received.reduce((s, p) => s + p.amount, 0) - given.reduce((s, r) => s + r.amount, 0));
    expect(header).toContain("net_USD_at_display_rates");
  });

  it("gives a therapist only her own figures, and the whole practice's tables to admins only", async () => {
    const own = await exportAnalyticsCsv(database.db, world.people.efua, { table: "sessions" }, NOW);
    const asking = await exportAnalyticsCsv(
      database.db,
      world.people.efua,
      { table: "sessions", therapist: world.people.kojo.userId },
      NOW,
    );
    const kojos = await exportAnalyticsCsv(
      database.db,
      world.people.admin,
      { table: "sessions", therapist: world.people.kojo.userId },
      NOW,
    );
    expect(asking.csv).toBe(own.csv);
    expect(kojos.csv).not.toBe(own.csv);
    for (const table of ["plans", "credits", "coupons", "therapists"])
      await expect(exportAnalyticsCsv(database.db, world.people.efua, { table }, NOW)).rejects.toMatchObject({
        code: "forbidden",
      });
    await expect(exportAnalyticsCsv(database.db, world.people.ama, { table: "revenue" }, NOW)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(
      exportAnalyticsCsv(database.db, world.people.admin, { table: "everything" }, NOW),
    ).rejects.toMatchObject({
      code: "bad_request",
    });
    // An admin's practice table is the whole practice's, whichever therapist is chosen.
    const therapists = await exportAnalyticsCsv(
      database.db,
      world.people.admin,
      { table: "therapists", therapist: world.people.kojo.userId },
      NOW,
    );
    expect(therapists.csv).toContain("Efua Mensah,3,1,1,3,650.75,0.00");
  });
});
