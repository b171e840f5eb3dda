import { describe, expect, it } from "vitest";
import type { Analytics } from "./analytics";
import { analyticsCsv, analyticsCsvName, analyticsCsvPath, majorUnits } from "./analytics-csv";

const months = ["2026-10", "2026-11"];

function figures(overrides: Partial<Analytics> = {}): Analytics {
  return {
    months,
    scope: "practice",
    inUsd: true,
    revenue: [
      { month: "2026-10", received: { GHS: 40_050, USD: 7_500 }, refunded: {} },
      { month: "2026-11", received: { GHS: 1_000 }, refunded: { GHS: 15_500, USD: 2_500 } },
    ],
    sessions: [
      { month: "2026-10", scheduled: 0, completed: 3, cancelled: 1, noShow: 1 },
      { month: "2026-11", scheduled: 2, completed: 0, cancelled: 0, noShow: 0 },
    ],
    clients: [
      { month: "2026-10", newClients: 1, returningClients: 2, completedClients: 3, rebooked: 2 },
      { month: "2026-11", newClients: 0, returningClients: 0, completedClients: 0, rebooked: 0 },
    ],
    practice: {
      planSales: [
        { month: "2026-10", sold: 2, amount: { GHS: 190_100 }, packagesSold: 1, packageAmount: { GHS: 210_000 } },
        { month: "2026-11", sold: 1, amount: { EUR: 42_000 }, packagesSold: 0, packageAmount: {} },
      ],
      credits: [
        { kind: "plan", plan: "Steady Growth: Individual teletherapy", plans: 2, sessions: 7, value: { GHS: 70_033 } },
        { kind: "package", plan: "6 Session Teletherapy", plans: 1, sessions: 4, value: { GHS: 140_000 } },
      ],
      coupons: [
        { month: "2026-10", used: { individual_teletherapy: 2, individual_in_person: 1 } },
        { month: "2026-11", used: { individual_teletherapy: 0, individual_in_person: 0 } },
      ],
      gifts: [
        { month: "2026-10", sold: 2, amount: { GHS: 116_300, GBP: 5_900 }, redeemed: 0, covered: {} },
        { month: "2026-11", sold: 0, amount: {}, redeemed: 3, covered: { GHS: 60_000, USD: 8_000 } },
      ],
      therapists: [
        {
          therapistId: "t1",
          name: "=Efua Asante",
          completed: 3,
          noShow: 1,
          cancelled: 1,
          clients: 2,
          received: { GHS: 40_050 },
          refunded: { GHS: 50 },
        },
      ],
    },
    ...overrides,
  };
}

const lines = (csv: string) => csv.split("\r\n");

describe("analyticsCsv", () => {
  it("revenue: received, refunded and net per currency in major units, and the net in $ for an admin", () => {
    expect(lines(analyticsCsv(figures(), "revenue"))).toEqual([
      "month,received_GHS,refunded_GHS,net_GHS,received_USD,refunded_USD,net_USD,net_USD_at_display_rates",
      "2026-10,400.50,0.00,400.50,75.00,0.00,75.00,100.84",
      // Negative cells are quoted by the one CSV writer (a leading "-" could start a formula); spreadsheets read them as numbers.
      '2026-11,10.00,155.00,"-145.00",0.00,25.00,"-25.00","-34.35"',
      "",
    ]);
  });

  it("revenue for a therapist: cedis only when nothing else was paid, and no $ column", () => {
    const csv = analyticsCsv(
      figures({
        scope: "therapist",
        inUsd: false,
        revenue: [
          { month: "2026-10", received: { GHS: 40_000 }, refunded: {} },
          { month: "2026-11", received: {}, refunded: {} },
        ],
      }),
      "revenue",
    );
    expect(lines(csv)).toEqual([
      "month,received_GHS,refunded_GHS,net_GHS",
      "2026-10,400.00,0.00,400.00",
      "2026-11,0.00,0.00,0.00",
      "",
    ]);
  });

  it("sessions and clients: counts with their rates, empty where there is nothing to rate", () => {
    expect(lines(analyticsCsv(figures(), "sessions"))).toEqual([
      "month,scheduled,completed,cancelled,no_show,no_show_rate_percent,cancellation_rate_percent",
      "2026-10,0,3,1,1,25.0,20.0",
      "2026-11,2,0,0,0,,0.0",
      "",
    ]);
    expect(lines(analyticsCsv(figures(), "clients"))).toEqual([
      "month,new_clients,returning_clients,clients_with_a_completed_session,rebooked,rebook_rate_percent",
      "2026-10,1,2,3,2,66.7",
      "2026-11,0,0,0,0,",
      "",
    ]);
  });

  it("the practice's tables: plans and packages sold, sessions owed, coupons, gift certificates and therapists", () => {
    expect(lines(analyticsCsv(figures(), "plans"))).toEqual([
      "month,plans_sold,amount_GHS,amount_EUR,packages_sold,package_amount_GHS",
      "2026-10,2,1901.00,0.00,1,2100.00",
      "2026-11,1,0.00,420.00,0,0.00",
      "",
    ]);
    expect(lines(analyticsCsv(figures(), "credits"))).toEqual([
      "kind,name,bought_with_sessions_left,sessions_outstanding,value_GHS",
      "plan,Steady Growth: Individual teletherapy,2,7,700.33",
      "package,6 Session Teletherapy,1,4,1400.00",
      "",
    ]);
    expect(lines(analyticsCsv(figures(), "coupons"))).toEqual([
      "month,individual_teletherapy,individual_in_person,total",
      "2026-10,2,1,3",
      "2026-11,0,0,0",
      "",
    ]);
    expect(lines(analyticsCsv(figures(), "gifts"))).toEqual([
      "month,gifts_sold,amount_GHS,amount_GBP,redemptions,covered_GHS,covered_USD",
      "2026-10,2,1163.00,59.00,0,0.00,0.00",
      "2026-11,0,0.00,0.00,3,600.00,80.00",
      "",
    ]);
    // A name a spreadsheet would run as a formula is quoted.
    expect(lines(analyticsCsv(figures(), "therapists"))).toEqual([
      "therapist,completed,no_show,cancelled,clients,net_GHS",
      '"=Efua Asante",3,1,1,2,400.00',
      "",
    ]);
  });

  it("names the file by table and months, and carries an admin's chosen therapist to the download", () => {
    expect(analyticsCsvName(figures(), "coupons")).toBe("analytics-coupons-2026-10-to-2026-11.csv");
    expect(analyticsCsvPath("revenue")).toBe("/api/staff/analytics.csv?table=revenue");
    expect(analyticsCsvPath("sessions", "abc")).toBe("/api/staff/analytics.csv?table=sessions&therapist=abc");
  });

  it("writes minor units as major units exactly", () => {
    expect([majorUnits(0), majorUnits(1), majorUnits(-5), majorUnits(123_456_789)]).toEqual([
      "0.00",
      "0.01",
      "-0.05",
      "1234567.89",
    ]);
  });
});
