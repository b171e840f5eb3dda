import { type Analytics, netAmounts } from "@domain/analytics";
import { expectedRevenue, NOW, useAnalyticsPractice } from "@tests/support/analytics-practice";
import { describe, expect, it } from "vitest";
import { getAnalytics } from "./get-analytics";

// The Analytics tab's monthly figures (revenue, sessions, clients) against the rows they are
// built from (tests/support/analytics-practice.ts says what the practice holds).
const world = useAnalyticsPractice();
const { database } = world;

describe("getAnalytics: revenue", () => {
  it("is every payment received each month, less the refunds completed that month, to the pesewa and cent", async () => {
    const a = await getAnalytics(database.db, world.people.admin, NOW);
    expect(a.months[0]).toBe("2025-12");
    expect(a.months.at(-1)).toBe("2026-11");
    expect(a.revenue).toEqual(expectedRevenue(world, a, null));
    // The same, spelled out for the months that hold money.
    const month = (m: string) => a.revenue.find((r) => r.month === m)!;
    expect(month("2025-12")).toEqual({ month: "2025-12", received: {}, refunded: { GHS: 5_000 } });
    expect(month("2026-09")).toEqual({ month: "2026-09", received: { USD: 7_551 }, refunded: { USD: 7_551 } });
    expect(month("2026-10").received).toEqual({ GHS: 40_050 + 40_050 + 35_000 + 95_050 });
    expect(month("2026-11")).toEqual({
      month: "2026-11",
      // A session, a plan and a package.
      received: { GHS: 35_000 + 210_000, GBP: 30_000 },
      refunded: { GHS: 10_025 + 23_763 },
    });
    expect(netAmounts(month("2026-11").received, month("2026-11").refunded)).toEqual({
      GHS: 211_212,
      GBP: 30_000,
    });
    expect(a.scope).toBe("practice");
    expect(a.inUsd).toBe(true);
  });

  it("for one therapist is her clients' booking payments, less the refunds of those payments", async () => {
    const efua = await getAnalytics(database.db, world.people.efua, NOW);
    expect(efua.revenue).toEqual(expectedRevenue(world, efua, world.people.efua.userId));
    const month = (m: string) => efua.revenue.find((r) => r.month === m)!;
    expect(month("2025-12").refunded).toEqual({ GHS: 5_000 });
    expect(month("2026-10").received).toEqual({ GHS: 80_100 });
    // The plan's refund in November is not hers.
    expect(month("2026-11")).toEqual({ month: "2026-11", received: {}, refunded: { GHS: 10_025 } });
    expect([efua.scope, efua.inUsd, efua.practice]).toEqual(["therapist", false, null]);

    const kojo = await getAnalytics(database.db, world.people.kojo, NOW);
    expect(kojo.revenue).toEqual(expectedRevenue(world, kojo, world.people.kojo.userId));
    expect(kojo.revenue.filter((m) => Object.keys(m.refunded).length)).toEqual([]);
    // An admin choosing Efua sees what Efua sees (and the $ beside it).
    const chosen = await getAnalytics(database.db, world.people.admin, NOW, {
      therapist: world.people.efua.userId,
    });
    expect({ ...chosen, inUsd: false }).toEqual(efua);
  });
});

describe("getAnalytics: sessions and clients", () => {
  it("counts sessions by the month they start in, to the end of this month, with upcoming ones as scheduled", async () => {
    const efua = await getAnalytics(database.db, world.people.efua, NOW);
    const sessions = (a: Analytics, m: string) => a.sessions.find((s) => s.month === m);
    expect(sessions(efua, "2026-09")).toEqual({
      month: "2026-09",
      scheduled: 0,
      completed: 1,
      cancelled: 0,
      noShow: 0,
    });
    expect(sessions(efua, "2026-10")).toEqual({
      month: "2026-10",
      scheduled: 0,
      completed: 1,
      cancelled: 0,
      noShow: 1,
    });
    expect(sessions(efua, "2026-11")).toEqual({
      month: "2026-11",
      scheduled: 0,
      completed: 1,
      cancelled: 1,
      noShow: 0,
    });
    expect(efua.sessions.reduce((n, s) => n + s.completed, 0)).toBe(3);
    const whole = await getAnalytics(database.db, world.people.admin, NOW);
    expect(sessions(whole, "2026-11")).toEqual({
      month: "2026-11",
      scheduled: 1,
      completed: 1,
      cancelled: 1,
      noShow: 0,
    });
    expect(sessions(whole, "2026-10")).toMatchObject({ completed: 2, noShow: 1 });
  });

  it("counts new and returning clients, and who rebooked after a completed session", async () => {
    const efua = await getAnalytics(database.db, world.people.efua, NOW);
    const clients = (a: Analytics, m: string) => a.clients.find((c) => c.month === m);
    // Sarah new in September, not back; Ama returning in October (since 2025), back again on the 19th;
    // Kofi new in November, his next session cancelled.
    expect(clients(efua, "2026-09")).toEqual({
      month: "2026-09",
      newClients: 1,
      returningClients: 0,
      completedClients: 1,
      rebooked: 0,
    });
    expect(clients(efua, "2026-10")).toEqual({
      month: "2026-10",
      newClients: 0,
      returningClients: 1,
      completedClients: 1,
      rebooked: 1,
    });
    expect(clients(efua, "2026-11")).toEqual({
      month: "2026-11",
      newClients: 1,
      returningClients: 0,
      completedClients: 1,
      rebooked: 0,
    });
    // Yaw's session to come counts as rebooking him.
    const kojo = await getAnalytics(database.db, world.people.kojo, NOW);
    expect(clients(kojo, "2026-10")).toEqual({
      month: "2026-10",
      newClients: 1,
      returningClients: 0,
      completedClients: 1,
      rebooked: 1,
    });
    expect(clients(kojo, "2026-11")).toMatchObject({ newClients: 0, returningClients: 0 });
  });
});
