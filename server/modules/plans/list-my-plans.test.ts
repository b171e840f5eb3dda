import type { PurchasedPlanStatus } from "@domain/enums";
import { paymentTransactions, purchasedSupportPlans } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { insertPackageCredit } from "@tests/support/credits-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSupportPlan } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { beforeAll, describe, expect, it } from "vitest";
import { listMyPlans } from "./list-my-plans";

const database = withTestDatabase();
let planA: { id: string; name: string };
let planB: { id: string; name: string };

beforeAll(async () => {
  planA = await insertSupportPlan(database.db, { name: "Gentle Start" });
  planB = await insertSupportPlan(database.db, { name: "Steady Growth" });
});

async function client(): Promise<Viewer> {
  const user = await insertPerson(database.db, { role: "client", region: "international" });
  return viewerFor(database.db, user.id);
}

let counter = 0;

async function purchase(
  owner: Viewer,
  plan: { id: string },
  status: PurchasedPlanStatus,
  createdAt: string,
  overrides: Partial<typeof purchasedSupportPlans.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(purchasedSupportPlans)
    .values({
      userId: owner.userId,
      planId: plan.id,
      sessionType: "individual_teletherapy",
      remainingSessions: 4,
      totalSessions: 8,
      expiresAt: new Date("2027-01-01T00:00:00Z"),
      status,
      amount: 54_000,
      currency: "USD",
      paymentReference: `WISE-TEST${++counter}`,
      createdAt: new Date(createdAt),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no purchased plan");
  return row;
}

describe("listMyPlans", () => {
  it("lists the viewer's active and awaited plans, newest first, with what each holds", async () => {
    const viewer = await client();
    const older = await purchase(viewer, planA, "active", "2026-01-10T10:00:00Z", {
      remainingSessions: 3,
      totalSessions: 8,
      amount: 46_800,
      currency: "GBP",
      expiresAt: new Date("2026-07-10T10:00:00Z"),
    });
    const newest = await purchase(viewer, planB, "pending_payment", "2026-03-01T10:00:00Z", { paymentReference: null });
    const middle = await purchase(viewer, planB, "active", "2026-02-01T10:00:00Z");

    const plans = await listMyPlans(database.db, viewer);
    expect(plans.map((p) => p.id)).toEqual([newest.id, middle.id, older.id]);
    expect(plans[2]).toEqual({
      id: older.id,
      kind: "plan",
      name: "Gentle Start",
      sessionType: "individual_teletherapy",
      sessionMinutes: null,
      status: "active",
      remainingSessions: 3,
      totalSessions: 8,
      expiresAt: new Date("2026-07-10T10:00:00Z"),
      amount: 46_800,
      currency: "GBP",
      paymentReference: older.paymentReference,
      awaitedTransfer: null,
    });
    expect(plans[0]).toMatchObject({ name: "Steady Growth", status: "pending_payment", paymentReference: null });
  });

  it("lists a bought package beside the plans, with its name, what it pays for and its session length", async () => {
    const viewer = await client();
    const plan = await purchase(viewer, planA, "active", "2026-01-01T10:00:00Z");
    const pack = await insertPackageCredit(database.db, viewer.userId, {
      name: "Extended Couples Teletherapy",
      sessionType: "couples_teletherapy",
      sessionMinutes: 90,
      remainingSessions: 5,
    });
    const plans = await listMyPlans(database.db, viewer);
    expect(plans.map((p) => p.id)).toEqual([pack.id, plan.id]);
    expect(plans[0]).toMatchObject({
      kind: "package",
      name: "Extended Couples Teletherapy",
      sessionType: "couples_teletherapy",
      sessionMinutes: 90,
      status: "active",
      remainingSessions: 5,
      totalSessions: 6,
      expiresAt: pack.expiresAt,
    });
  });

  it("gives an unpaid plan's awaited bank transfer with its instructions, and no other payment's", async () => {
    const viewer = await client();
    const byTransfer = await purchase(viewer, planA, "pending_payment", "2026-01-01T10:00:00Z");
    const byCard = await purchase(viewer, planB, "pending_payment", "2026-02-01T10:00:00Z");
    const paid = await purchase(viewer, planB, "active", "2026-03-01T10:00:00Z");
    const payment = (reference: string | null, provider: string, status: string) => ({
      reference: reference!,
      userId: viewer.userId,
      provider,
      purpose: "support_plan",
      amount: 54_000,
      currency: "USD",
      status,
    });
    await database.db
      .insert(paymentTransactions)
      .values([
        payment(byTransfer.paymentReference, "bank_transfer", "pending"),
        payment(byCard.paymentReference, "paystack", "pending"),
        payment(paid.paymentReference, "bank_transfer", "success"),
      ]);

    const plans = await listMyPlans(database.db, viewer);
    const transferOf = (id: string) => plans.find((p) => p.id === id)?.awaitedTransfer;
    expect(transferOf(byTransfer.id)).toMatchObject({
      kind: "bank_transfer",
      reference: byTransfer.paymentReference,
      amount: 54_000,
      currency: "USD",
      checkTime: "1-3 business days",
    });
    expect(transferOf(byTransfer.id)?.bank.accountNumber).toBeTruthy();
    expect(transferOf(byCard.id)).toBeNull();
    expect(transferOf(paid.id)).toBeNull();
  });

  it("leaves out expired and cancelled plans", async () => {
    const viewer = await client();
    const active = await purchase(viewer, planA, "active", "2026-01-01T10:00:00Z");
    await purchase(viewer, planA, "expired", "2026-02-01T10:00:00Z");
    await purchase(viewer, planB, "cancelled", "2026-03-01T10:00:00Z");
    const pending = await purchase(viewer, planB, "pending_payment", "2026-04-01T10:00:00Z");

    const plans = await listMyPlans(database.db, viewer);
    expect(plans.map((p) => [p.id, p.status])).toEqual([
      [pending.id, "pending_payment"],
      [active.id, "active"],
    ]);
  });

  it("shows no one else's plans", async () => {
    const viewer = await client();
    const other = await client();
    const own = await purchase(viewer, planA, "active", "2026-01-01T10:00:00Z");
    await purchase(other, planA, "active", "2026-05-01T10:00:00Z");
    await purchase(other, planB, "pending_payment", "2026-05-02T10:00:00Z");

    expect((await listMyPlans(database.db, viewer)).map((p) => p.id)).toEqual([own.id]);
    expect(await listMyPlans(database.db, await client())).toEqual([]);
  });
});
