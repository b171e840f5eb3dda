import { transactionLedger } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { DEAD_LETTER_QUEUE } from "@server/jobs/queues";
import { insertPackageCredit, insertPlanCredit } from "@tests/support/credits-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { getAdminOverview } from "./get-admin-overview";
import { listTherapists } from "./list-therapists";
import { listBusyTimes } from "./sessions-around";

const database = withTestDatabase();
// A Wednesday: the practice's week runs from Monday 23 November.
const NOW = new Date("2026-11-25T12:00:00Z");
const at = (iso: string) => new Date(iso);

async function practice() {
  const { db } = database;
  const efua = await insertPerson(db, { role: "therapist", firstName: "Efua" });
  const kojo = await insertPerson(db, { role: "therapist", firstName: "Kojo" });
  const ama = await insertPerson(db, { firstName: "Ama" });
  const yaw = await insertPerson(db, { firstName: "Yaw" });
  const admin = await insertPerson(db, { role: "admin" });
  return {
    ids: { efua: efua.id, kojo: kojo.id, ama: ama.id, yaw: yaw.id },
    efua: await viewerFor(db, efua.id),
    admin: await viewerFor(db, admin.id),
    ama: await viewerFor(db, ama.id),
  };
}

describe("admin overview", () => {
  it("counts today's, this week's and upcoming sessions, active clients and this month's revenue, net of refunds, with its $ figure", async () => {
    const { db } = database;
    const p = await practice();
    const session = (clientId: string, start: string, status = "scheduled") =>
      insertSession(db, { clientId, therapistId: p.ids.efua, start: at(start), status });
    await session(p.ids.ama, "2026-11-25T09:00:00Z", "completed"); // today, this week
    await session(p.ids.ama, "2026-11-25T15:00:00Z"); // today, this week, upcoming
    await session(p.ids.yaw, "2026-11-25T16:00:00Z", "cancelled"); // not counted anywhere
    await session(p.ids.yaw, "2026-11-23T10:00:00Z", "no_show"); // Monday: this week
    await session(p.ids.yaw, "2026-11-30T10:00:00Z"); // next Monday: upcoming only
    await session(p.ids.ama, "2026-06-01T10:00:00Z", "completed"); // long ago
    const ledger = (
      currency: "GHS" | "GBP",
      amount: number,
      createdAt: string,
      status = "completed",
      transactionType = "booking",
    ) =>
      db.insert(transactionLedger).values({
        userId: p.ids.ama,
        reference: `REF-${currency}-${createdAt}-${status}`,
        amount,
        currency,
        status,
        transactionType,
        paymentProvider: "paystack",
        createdAt: at(createdAt),
      });
    await ledger("GHS", 155_000, "2026-11-02T10:00:00Z");
    await ledger("GHS", 62_000, "2026-11-20T10:00:00Z");
    await ledger("GHS", 31_000, "2026-11-23T10:00:00Z", "completed", "refund"); // given back: net 31,000
    await ledger("GBP", 7_800, "2026-11-21T10:00:00Z");
    await ledger("GHS", 99_999, "2026-10-31T23:00:00Z"); // last month
    await ledger("GBP", 5_000, "2026-11-22T10:00:00Z", "pending"); // not received

    const overview = await getAdminOverview(db, p.admin, NOW);
    expect(overview).toMatchObject({
      sessionsToday: 2,
      sessionsThisWeek: 3,
      upcomingSessions: 2,
      activeClients: 2,
      revenueThisMonth: [
        { currency: "GHS", amount: 186_000 },
        { currency: "GBP", amount: 7_800 },
      ],
      // 1,860 cedis at 15.5 = $120; £78 at 0.78 = $100.
      revenueThisMonthUsd: 22_000,
    });
  });

  it("counts the sessions owed on plans and on packages, and what they are worth in $", async () => {
    const { db } = database;
    const p = await practice();
    const before = await getAdminOverview(db, p.admin, NOW);
    const until = new Date("2027-03-01T00:00:00Z");
    // 124,000 pesewas x 3/6 = 620 cedis = $40; 232,500 x 4/6 = 1,550 cedis = $100 (at 15.5 a dollar).
    await insertPlanCredit(db, p.ids.ama, { remainingSessions: 3, amount: 124_000, expiresAt: until });
    await insertPackageCredit(db, p.ids.yaw, { remainingSessions: 4, amount: 232_500, expiresAt: until });
    // Expired, used up or not yet paid for: nothing owed.
    await insertPackageCredit(db, p.ids.yaw, { remainingSessions: 6, expiresAt: new Date("2026-11-25T11:00:00Z") });
    await insertPackageCredit(db, p.ids.ama, { remainingSessions: 0, expiresAt: until });
    await insertPlanCredit(db, p.ids.ama, { status: "pending_payment", expiresAt: until });

    const after = await getAdminOverview(db, p.admin, NOW);
    expect(after.planSessionsOutstanding - before.planSessionsOutstanding).toBe(3);
    expect(after.packageSessionsOutstanding - before.packageSessionsOutstanding).toBe(4);
    expect(after.sessionsOwedValueUsd - before.sessionsOwedValueUsd).toBe(14_000);
  });

  it("counts the background jobs that failed their last attempt", async () => {
    const { db } = database;
    const p = await practice();
    const before = (await getAdminOverview(db, p.admin, NOW)).failedJobs;
    // What pg-boss does with a job out of attempts: a copy waits in the dead-letter queue.
    await enqueueJob(db, { kind: DEAD_LETTER_QUEUE, payload: { outboxId: "a-message" } });
    expect((await getAdminOverview(db, p.admin, NOW)).failedJobs).toBe(before + 1);
  });

  it("is for admins only", async () => {
    const { db } = database;
    const p = await practice();
    await expect(getAdminOverview(db, p.efua, NOW)).rejects.toMatchObject({ code: "forbidden" });
    await expect(getAdminOverview(db, p.ama, NOW)).rejects.toMatchObject({ code: "forbidden" });
    await expect(listTherapists(db, p.efua)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("an admin's choice of therapist", () => {
  it("lists the therapists, and reads the chosen therapist's busy times for the New Session dialog", async () => {
    const { db } = database;
    const p = await practice();
    const names = (await listTherapists(db, p.admin)).map((t) => t.name);
    expect(names).toContain("Efua Mensah");
    expect(names).toContain("Kojo Mensah");
    expect(names).not.toContain("Ama Mensah");

    await insertSession(db, { clientId: p.ids.ama, therapistId: p.ids.efua, start: at("2026-12-02T10:00:00Z") });
    const efuas = await listBusyTimes(db, p.admin, { day: "2026-12-02", therapist: p.ids.efua });
    expect(efuas.sessions.map((s) => s.start)).toEqual(["2026-12-02T10:00:00.000Z"]);
    const kojos = await listBusyTimes(db, p.admin, { day: "2026-12-02", therapist: p.ids.kojo });
    expect(kojos.sessions).toEqual([]);
    // A therapist's own calendar, whatever she names.
    const hers = await listBusyTimes(db, p.efua, { day: "2026-12-02", therapist: p.ids.kojo });
    expect(hers.sessions).toHaveLength(1);
  });
});
