import * as schema from "@server/db/schema";
import { markTransferReceived } from "@server/modules/checkout";
import { fulfilerFor } from "@server/modules/checkout/fulfilers";
import { withTestDatabase } from "@tests/support/database";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from ".";

// The demo's payments must be ones the app itself could have made: an admin recording a
// demo transfer, or a repeated confirmation of a demo payment, works like any other.
const database = withTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.db);
});

describe("the demo payments", () => {
  it("every fulfilled payment names what it delivered", async () => {
    const paid = await database.db
      .select()
      .from(schema.paymentTransactions)
      .where(eq(schema.paymentTransactions.status, "success"));
    expect(paid.length).toBeGreaterThan(0);
    for (const payment of paid) {
      if (payment.purpose === "event_registration") continue;
      expect(await fulfilerFor(payment.purpose).findDelivered(database.db, payment), payment.reference).not.toBeNull();
    }
  });

  it("every awaited bank transfer can be recorded by an admin, which activates what it pays for", async () => {
    const [adminRow] = await database.db
      .select({ id: schema.profiles.id })
      .from(schema.profiles)
      .where(eq(schema.profiles.email, "admin@demo.nkabom.example"));
    const admin = await viewerFor(database.db, adminRow!.id);
    const awaited = await database.db
      .select()
      .from(schema.paymentTransactions)
      .where(
        and(
          eq(schema.paymentTransactions.provider, "bank_transfer"),
          eq(schema.paymentTransactions.status, "pending"),
          isNull(schema.paymentTransactions.fulfilledAt),
        ),
      );
    expect(awaited.map((p) => p.purpose).sort()).toEqual(["booking", "support_plan"]);
    for (const payment of awaited) {
      const done = await markTransferReceived(database.db, admin, { reference: payment.reference });
      expect(done.recordId, payment.reference).not.toBeNull();
    }
    const [plan] = await database.db
      .select()
      .from(schema.purchasedSupportPlans)
      .where(
        eq(schema.purchasedSupportPlans.paymentReference, awaited.find((p) => p.purpose === "support_plan")!.reference),
      );
    expect(plan?.status).toBe("active");
    const [booking] = await database.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.paymentId, awaited.find((p) => p.purpose === "booking")!.reference));
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });
});
