// One small practice for the analytics tests, in its own database: payments and refunds across
// months and currencies (some just outside the 12 months, some pending or failed), sessions of
// two therapists (and a third with none), plans and coupons; and what each month should hold,
// summed straight from the rows inserted. The practice's zone (Africa/Accra) is UTC all year, so
// a row's month is its UTC month. NOW is 24 November 2026: the months are Dec 2025 to Nov 2026.

import type { Viewer } from "@server/modules/accounts";
import { beforeAll } from "vitest";
import type { Amounts, Analytics } from "../../domain/analytics";
import type { Currency } from "../../domain/enums";
import {
  insertBookedSession,
  insertCoupon,
  insertPayment,
  insertPurchasedPlan,
  insertRefund,
  type PaymentFact,
  type RefundFact,
} from "./analytics-world";
import { insertPackageCredit } from "./credits-world";
import { type TestDatabase, withTestDatabase } from "./database";
import { insertPerson, insertService, insertSession, insertSupportPlan } from "./fixtures";
import { viewerFor } from "./payments-world";

export const NOW = new Date("2026-11-24T12:00:00Z");
/** The first instant of the 12 months. */
export const FIRST = "2025-12-01T00:00:00.000Z";

export type People = Record<"efua" | "kojo" | "adwoa" | "admin" | "ama", Viewer>;

export interface AnalyticsPractice {
  readonly database: TestDatabase;
  readonly people: People;
  readonly payments: readonly PaymentFact[];
  readonly refunds: readonly RefundFact[];
}

/** Opens the file's database and builds the practice in it before the tests. */
export function useAnalyticsPractice(): AnalyticsPractice {
  const database = withTestDatabase();
  const payments: PaymentFact[] = [];
  const refunds: RefundFact[] = [];
  let people: People | undefined;
  beforeAll(async () => {
    people = await buildPractice(database, payments, refunds);
  });
  return {
    database,
    payments,
    refunds,
    get people() {
      if (!people) throw new Error("useAnalyticsPractice: the practice is built in beforeAll");
      return people;
    },
  };
}

async function buildPractice(database: TestDatabase, payments: PaymentFact[], refunds: RefundFact[]) {
  const { db } = database;
  const person = async (role: "therapist" | "client" | "admin", firstName: string, region?: "local") =>
    viewerFor(db, (await insertPerson(db, { role, firstName, region })).id);
  const [efua, kojo, adwoa, admin, ama] = [
    await person("therapist", "Efua"),
    await person("therapist", "Kojo"),
    await person("therapist", "Adwoa"),
    await person("admin", "Abena"),
    await person("client", "Ama", "local"),
  ];
  const [sarah, yaw, kofi] = [
    await person("client", "Sarah"),
    await person("client", "Yaw", "local"),
    await person("client", "Kofi", "local"),
  ];
  const serviceId = (await insertService(db)).id;
  type Paid = { at: string; amount: number; currency: Currency; completed?: boolean };
  const booked = async (client: Viewer, therapist: Viewer, start: string, status: string, paid?: Paid) => {
    const clientId = client.userId;
    const { payment } = await insertBookedSession(db, {
      clientId,
      therapistId: therapist.userId,
      serviceId,
      start,
      status,
      paid,
    });
    if (payment) payments.push(payment);
    return payment!;
  };
  const refund = async (payment: PaymentFact, at: string, amount: number, status?: RefundFact["status"]) => {
    refunds.push(await insertRefund(db, payment, { at, amount, status }));
  };
  const cedis = (at: string, amount: number): Paid => ({ at, amount, currency: "GHS" });

  // Efua: Ama since Nov 2025 (paid a millisecond before the 12 months; refunded on their first instant).
  const beforeWindow = await booked(
    ama,
    efua,
    "2025-11-20T10:00:00Z",
    "completed",
    cedis("2025-11-30T23:59:59.999Z", 30_000),
  );
  await refund(beforeWindow, FIRST, 5_000);
  await booked(ama, efua, "2026-10-05T10:00:00Z", "completed", cedis("2026-10-01T09:00:00Z", 40_050));
  const missed = await booked(ama, efua, "2026-10-19T10:00:00Z", "no_show", cedis("2026-10-15T09:00:00Z", 40_050));
  await refund(missed, "2026-11-03T08:30:00Z", 10_025);
  // Sarah paid in dollars and had it all back the same month; she has not come again.
  const usd = { at: "2026-09-01T09:00:00Z", amount: 7_551, currency: "USD" as const };
  await refund(await booked(sarah, efua, "2026-09-10T10:00:00Z", "completed", usd), "2026-09-20T09:00:00Z", 7_551);
  // A transfer for December's session, still awaited: not money received.
  const awaited = { at: "2026-11-23T09:00:00Z", amount: 40_050, currency: "GHS" as const, completed: false };
  await booked(ama, efua, "2026-12-03T10:00:00Z", "scheduled", awaited);
  // Kofi: new in November; his next session was cancelled, so he has not rebooked.
  await booked(kofi, efua, "2026-11-05T10:00:00Z", "completed");
  await booked(kofi, efua, "2026-11-20T10:00:00Z", "cancelled");
  // Yaw came to Efua long ago, without paying: nothing in her months.
  await insertSession(db, {
    clientId: yaw.userId,
    therapistId: efua.userId,
    start: "2025-05-05T10:00:00Z",
    status: "completed",
  });
  // Kojo: Yaw, seen in October and booked again for the 30th of November; one refund failed, one pending.
  const yaws = await booked(yaw, kojo, "2026-10-07T10:00:00Z", "completed", cedis("2026-10-02T09:00:00Z", 35_000));
  await refund(yaws, "2026-10-20T09:00:00Z", 35_000, "failed");
  await refund(yaws, "2026-11-21T09:00:00Z", 1_000, "pending");
  await booked(yaw, kojo, "2026-11-30T10:00:00Z", "scheduled", cedis("2026-11-20T09:00:00Z", 35_000));

  // Money that is not a booking: plans (one refunded in part), an event, and a transfer still awaited.
  const paid = async (
    who: Viewer,
    type: PaymentFact["type"],
    at: string,
    amount: number,
    currency: Currency,
    completed = true,
  ) => {
    const payment = await insertPayment(db, {
      userId: who.userId,
      type,
      at: new Date(at),
      amount,
      currency,
      completed,
    });
    payments.push(payment);
    return payment;
  };
  await refund(await paid(ama, "support_plan", "2026-10-09T10:00:00Z", 95_050, "GHS"), "2026-11-10T10:00:00Z", 23_763);
  await paid(sarah, "support_plan", "2026-11-02T10:00:00Z", 30_000, "GBP");
  await paid(sarah, "event_registration", "2026-08-10T10:00:00Z", 12_345, "EUR");
  await paid(sarah, "support_plan", "2026-11-12T10:00:00Z", 46_800, "GBP", false);
  await paid(yaw, "therapy_package", "2026-11-03T10:00:00Z", 210_000, "GHS");

  // Plans with sessions left: two of one plan (their value rounded per plan), one abroad; and four that owe nothing.
  const local = await insertSupportPlan(db, {
    name: "Steady Growth",
    region: "local",
    priceUsd: null,
    priceGbp: null,
    priceEur: null,
  });
  const abroad = await insertSupportPlan(db, { name: "First Steps" });
  const plan = (who: Viewer, p: "local" | "abroad", remaining: number, expiresAt: string, status = "active") =>
    insertPurchasedPlan(db, {
      userId: who.userId,
      planId: p === "local" ? local.id : abroad.id,
      total: p === "local" ? 4 : 6,
      remaining,
      amount: p === "local" ? 95_050 : 30_000,
      currency: p === "local" ? "GHS" : "GBP",
      expiresAt,
      status,
    });
  await plan(ama, "local", 3, "2027-01-09T10:00:00Z");
  await plan(yaw, "local", 1, "2026-12-01T10:00:00Z");
  await plan(sarah, "abroad", 6, "2027-05-02T10:00:00Z");
  await plan(kofi, "local", 2, "2026-11-24T11:59:59Z"); // expired a minute before NOW
  await plan(kofi, "local", 0, "2027-02-01T00:00:00Z");
  await plan(kofi, "abroad", 6, "2027-02-01T00:00:00Z", "cancelled");
  await plan(kofi, "abroad", 6, "2027-02-01T00:00:00Z", "pending_payment");
  // A package with sessions left (counted, named as a package), and one expired (not).
  const pack = { name: "6 Session Teletherapy", totalSessions: 6, amount: 210_000 };
  await insertPackageCredit(db, yaw.userId, {
    ...pack,
    remainingSessions: 4,
    expiresAt: new Date("2027-05-03T10:00:00Z"),
  });
  await insertPackageCredit(db, kofi.userId, {
    ...pack,
    remainingSessions: 5,
    expiresAt: new Date("2026-11-01T10:00:00Z"),
  });

  await insertCoupon(db, { type: "individual_teletherapy", usedAt: "2026-10-03T10:00:00Z", usedBy: ama.userId });
  await insertCoupon(db, { type: "individual_teletherapy", usedAt: "2026-10-31T23:59:59Z", usedBy: yaw.userId });
  await insertCoupon(db, { type: "individual_in_person", usedAt: "2026-11-01T00:00:00Z", usedBy: kofi.userId });
  await insertCoupon(db, { type: "individual_in_person", usedAt: "2025-11-30T10:00:00Z", usedBy: kofi.userId });
  await insertCoupon(db, { type: "individual_in_person" });
  return { efua, kojo, adwoa, admin, ama };
}

export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Amounts added up per currency. */
export function sumBy<T>(rows: readonly T[], amount: (row: T) => number, currency: (row: T) => Currency): Amounts {
  const total: Amounts = {};
  for (const row of rows) total[currency(row)] = (total[currency(row)] ?? 0) + amount(row);
  return total;
}

/**
 * What each month should hold, from the payments and refunds inserted: every completed payment
 * and completed refund for the whole practice; for one therapist, her clients' bookings only.
 */
export function expectedRevenue(practice: AnalyticsPractice, a: Analytics, therapistId: string | null) {
  const counts = (p: PaymentFact) => therapistId === null || (p.type === "booking" && p.therapistId === therapistId);
  return a.months.map((month) => ({
    month,
    received: sumBy(
      practice.payments.filter((p) => p.completed && counts(p) && monthOf(p.at) === month),
      (p) => p.amount,
      (p) => p.currency,
    ),
    refunded: sumBy(
      practice.refunds.filter((r) => r.status === "completed" && counts(r.payment) && monthOf(r.at) === month),
      (r) => r.amount,
      (r) => r.payment.currency,
    ),
  }));
}
