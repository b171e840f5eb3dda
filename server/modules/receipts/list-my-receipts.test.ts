import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertWorld, type World } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { insertPayment, insertRefund } from "@tests/support/receipts-world";
import { beforeAll, describe, expect, it } from "vitest";
import { listMyReceipts } from "./list-my-receipts";

const database = withTestDatabase();
let world: World;
let owner: Viewer;
let other: Viewer;

const day = (d: number) => new Date(Date.UTC(2026, 11, d, 9, 0));

beforeAll(async () => {
  world = await insertWorld(database.db);
  owner = await viewerFor(database.db, world.clientId);
  const otherPerson = await insertPerson(database.db);
  other = await viewerFor(database.db, otherPerson.id);

  const plan = await insertPayment(database.db, world, {
    reference: "PLN-LIST-0001",
    purpose: "support_plan",
    details: { planName: "Steady Growth" },
    amount: 288_000,
    currency: "GHS",
    status: "success",
    verifiedAt: day(1),
    fulfilledAt: day(1),
  });
  await insertPayment(database.db, world, {
    reference: "PSK-LIST-LATE",
    details: { serviceName: "Individual Teletherapy" },
    status: "success",
    verifiedAt: day(3),
    needsSettlingAt: day(3),
  });
  await insertRefund(database.db, plan, {
    reference: "RFD-LIST-0001",
    amount: 50_000,
    status: "completed",
    completedAt: day(4),
  });
  // Not listed: a refund pending or failed, a payment awaited, failed or never verified.
  await insertRefund(database.db, plan, { reference: "RFD-LIST-PENDING", amount: 100 });
  await insertRefund(database.db, plan, { reference: "RFD-LIST-FAILED", amount: 100, status: "failed" });
  await insertPayment(database.db, world, { reference: "WISE-LIST-PEND", provider: "bank_transfer" });
  await insertPayment(database.db, world, { reference: "PSK-LIST-FAILED", status: "failed" });
  await insertPayment(database.db, world, { reference: "PSK-LIST-UNVERIFIED", status: "success" });
  // Someone else's payment.
  await insertPayment(database.db, world, {
    reference: "PSK-LIST-OTHER",
    userId: otherPerson.id,
    status: "success",
    verifiedAt: day(2),
  });
});

describe("listMyReceipts", () => {
  it("lists the client's completed payments and refunds, newest first, saying what each was", async () => {
    expect(await listMyReceipts(database.db, owner)).toEqual([
      {
        kind: "refund",
        reference: "RFD-LIST-0001",
        at: day(4),
        amount: 50_000,
        currency: "GHS",
        description: "Refund of support plan: Steady Growth",
      },
      {
        kind: "payment",
        reference: "PSK-LIST-LATE",
        at: day(3),
        amount: 8_000,
        currency: "USD",
        description: "Session booking: Individual Teletherapy",
      },
      {
        kind: "payment",
        reference: "PLN-LIST-0001",
        at: day(1),
        amount: 288_000,
        currency: "GHS",
        description: "Support plan: Steady Growth",
      },
    ]);
  });

  it("shows each person only her own, and at most the limit, newest kept", async () => {
    expect((await listMyReceipts(database.db, other)).map((r) => r.reference)).toEqual(["PSK-LIST-OTHER"]);
    expect((await listMyReceipts(database.db, owner, 2)).map((r) => r.reference)).toEqual([
      "RFD-LIST-0001",
      "PSK-LIST-LATE",
    ]);
  });
});
