// Migration 0009 gives the ledger lines written before it their therapist: a booking's payment
// and its refunds belong to the therapist of the session paid for, found through the booking
// that holds the payment's reference or, for a payment that came too late, the booking it was for.
import { readFileSync } from "node:fs";
import path from "node:path";
import { insertBookedSession, insertPayment, insertRefund } from "@tests/support/analytics-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, queryRows } from "@tests/support/fixtures";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, paymentTransactions } from "./schema";

const migration = readFileSync(path.resolve(process.cwd(), "server/db/migrations/0009_ledger_therapist.sql"), "utf8");
/** The migration's backfill: its UPDATE statements, run again on lines whose therapist was cleared. */
const backfill = migration
  .split("--> statement-breakpoint")
  .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
  .filter((statement) => statement.startsWith("UPDATE"));

const database = withTestDatabase();

describe("migration 0009: the therapist of the ledger lines written before it", () => {
  it("finds each booking payment's therapist, for its line and its refunds' lines; plans and others stay without one", async () => {
    const { db } = database;
    const [efua, kojo, client] = await Promise.all([
      insertPerson(db, { role: "therapist", firstName: "Efua" }),
      insertPerson(db, { role: "therapist", firstName: "Kojo" }),
      insertPerson(db, { role: "client", firstName: "Ama" }),
    ]);
    const service = await insertService(db);
    const paid = await insertBookedSession(db, {
      clientId: client.id,
      therapistId: efua.id,
      serviceId: service.id,
      start: "2026-10-05T10:00:00Z",
      paid: { at: "2026-10-01T09:00:00Z", amount: 50_000, currency: "GHS" },
    });
    const refund = await insertRefund(db, paid.payment!, { at: "2026-10-02T09:00:00Z", amount: 20_000 });
    // A payment that arrived after its hold expired: no booking holds its reference, the one it was for is gone.
    const expired = await insertBookedSession(db, {
      clientId: client.id,
      therapistId: kojo.id,
      serviceId: service.id,
      start: "2026-10-06T10:00:00Z",
      status: "cancelled",
    });
    const late = await insertPayment(db, {
      userId: client.id,
      type: "booking",
      at: new Date("2026-10-03T09:00:00Z"),
      amount: 40_000,
      currency: "GHS",
    });
    const [held] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.sessionId, expired.sessionId));
    await db
      .update(paymentTransactions)
      .set({ details: { bookingId: held!.id } })
      .where(eq(paymentTransactions.id, late.id));
    const plan = await insertPayment(db, {
      userId: client.id,
      type: "support_plan",
      at: new Date("2026-10-04T09:00:00Z"),
      amount: 90_000,
      currency: "GHS",
    });

    await db.execute(sql`update transaction_ledger set therapist_id = null`);
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const lines = await queryRows<{ reference: string; therapist_id: string | null }>(
      db,
      sql`select reference, therapist_id from transaction_ledger`,
    );
    const therapistOf = Object.fromEntries(lines.map((l) => [l.reference, l.therapist_id]));
    expect(lines).toHaveLength(4);
    expect(therapistOf[paid.payment!.reference]).toBe(efua.id);
    expect(therapistOf[refund.reference]).toBe(efua.id);
    expect(therapistOf[late.reference]).toBe(kojo.id);
    expect(therapistOf[plan.reference]).toBeNull();
  });
});
