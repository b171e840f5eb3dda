import type { Database } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { startPlanCheckout } from "@server/modules/plans";
import {
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  rejection,
} from "@tests/support/payments-world";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMINS_ONLY, listPendingTransfers } from "./list-pending-transfers";

let world: PaymentsWorld;
let db: Database;
let admin: Viewer;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
  world.sim.setWebhookUrl(null);
  admin = await insertViewer(db, { role: "admin", region: "international" });
});

afterAll(async () => {
  await world?.close();
});

async function transfer(planName: string, currency: "USD" | "GBP" | "EUR", requestedAt: Date) {
  const plan = await insertInternationalPlan(db, { name: planName });
  const client = await insertViewer(db, { region: "international", currency });
  const started = await startPlanCheckout(world.deps, client, { planId: plan.id, currency });
  if (started.kind !== "bank_transfer") throw new Error("expected a bank transfer");
  // Set explicitly, so the order tested is the order of the requests, not of the inserts.
  await db
    .update(paymentTransactions)
    .set({ createdAt: requestedAt })
    .where(eq(paymentTransactions.reference, started.reference));
  return { client, reference: started.reference, amount: started.amount };
}

const mine = async (references: string[]) =>
  (await listPendingTransfers(db, admin)).filter((t) => references.includes(t.reference));

describe("listPendingTransfers", () => {
  it("is for administrators only", async () => {
    for (const role of ["client", "therapist"] as const) {
      const viewer = await insertViewer(db, { role, region: "international" });
      const error = await rejection(listPendingTransfers(db, viewer));
      expect(error).toMatchObject({ code: "forbidden", message: ADMINS_ONLY });
    }
  });

  it("lists awaited transfers oldest first, naming the client and the plan", async () => {
    const middle = await transfer("Gentle Start", "GBP", new Date("2026-03-02T09:00:00Z"));
    const oldest = await transfer("Steady Growth", "EUR", new Date("2026-03-01T09:00:00Z"));
    const newest = await transfer("Deep Work", "USD", new Date("2026-03-03T09:00:00Z"));

    const listed = await mine([middle.reference, oldest.reference, newest.reference]);
    expect(listed.map((t) => t.reference)).toEqual([oldest.reference, middle.reference, newest.reference]);
    expect(listed[0]).toEqual({
      reference: oldest.reference,
      purpose: "support_plan",
      description: "Support plan: Steady Growth",
      amount: 54_000,
      currency: "EUR",
      clientName: `${oldest.client.firstName} ${oldest.client.lastName}`,
      clientEmail: oldest.client.email,
      requestedAt: new Date("2026-03-01T09:00:00Z"),
    });
    expect(listed.map((t) => [t.description, t.amount, t.currency])).toEqual([
      ["Support plan: Steady Growth", 54_000, "EUR"],
      ["Support plan: Gentle Start", 46_800, "GBP"],
      ["Support plan: Deep Work", 54_000, "USD"],
    ]);
    expect(listed.map((t) => t.clientEmail)).toEqual([oldest.client.email, middle.client.email, newest.client.email]);
  });

  it("drops a transfer once an admin has recorded it", async () => {
    const kept = await transfer("Kept Plan", "USD", new Date("2026-04-01T09:00:00Z"));
    const received = await transfer("Received Plan", "USD", new Date("2026-04-02T09:00:00Z"));
    expect((await mine([kept.reference, received.reference])).map((t) => t.reference)).toEqual([
      kept.reference,
      received.reference,
    ]);

    await markTransferReceived(db, admin, { reference: received.reference });
    expect((await mine([kept.reference, received.reference])).map((t) => t.reference)).toEqual([kept.reference]);
  });

  it("never lists Paystack payments, pending or not", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const pending = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    const paid = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    await world.sim.complete(paid.reference, "success");
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, pending.reference));
    expect(row).toMatchObject({ provider: "paystack", status: "pending" });

    const listed = await listPendingTransfers(db, admin);
    expect(listed.length).toBeGreaterThan(0);
    const rows = await db
      .select({ provider: paymentTransactions.provider, status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(
        inArray(
          paymentTransactions.reference,
          listed.map((t) => t.reference),
        ),
      );
    expect(rows).toHaveLength(listed.length);
    expect(new Set(rows.map((r) => `${r.provider}/${r.status}`))).toEqual(new Set(["bank_transfer/pending"]));
    expect(listed.map((t) => t.reference)).not.toContain(pending.reference);
    expect(listed.map((t) => t.reference)).not.toContain(paid.reference);
  });
});
