// The refunds an admin must check by hand (Paystack never answered, or its webhooks disagree with
// the books), listed and settled against the fake Paystack server, on both engines.
import { REFUND_CHECK_TEXT, REFUND_UNANSWERED_AFTER_MS } from "@domain/refund-events";
import { REFUND_NOTICE, REFUND_TEXT } from "@domain/refunds";
import type { Database } from "@server/db/client";
import { auditLogs, notifications, refunds } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { refundKit } from "@tests/support/refunds-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkRefund, listRefundsToCheck } from "./refund-checks";
import { refundPayment } from "./refund-payment";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
let admin: Viewer;
beforeAll(async () => {
  world = booking.world;
  db = world.db;
  admin = await insertViewer(db, { role: "admin" });
});
const { paidBooking, refund, refundLines, refundWithLostAnswer } = refundKit(() => world, 60);
const later = () => new Date(Date.now() + REFUND_UNANSWERED_AFTER_MS + 1_000);
const listed = async (reference: string) =>
  (await listRefundsToCheck(db, admin, later())).find((r) => r.paymentReference === reference);
const refundRow = async (reference: string) =>
  (await db.select().from(refunds).where(eq(refunds.reference, reference)))[0]!;

describe("refunds to check", () => {
  it("lists a refund Paystack never answered after two minutes; the admin records it as made", async () => {
    const { client, reference } = await paidBooking();
    await refundWithLostAnswer(admin, reference, "120");
    expect((await listRefundsToCheck(db, admin)).find((r) => r.paymentReference === reference)).toBeUndefined();
    const row = await listed(reference);
    expect(row).toMatchObject({ kind: "unanswered", amount: 12_000, currency: "GHS", reason: "Session missed" });

    // Only what fits the kind: a refund Paystack never answered is not "checked" away.
    expect(
      await rejection(checkRefund(db, admin, { reference: row!.reference, outcome: "checked" }, later())),
    ).toMatchObject({ code: "conflict", message: REFUND_CHECK_TEXT.nothingToCheck });
    const done = await checkRefund(db, admin, { reference: row!.reference, outcome: "made" }, later());
    expect(done).toEqual({ reference: row!.reference, outcome: "made" });
    const after = await refundRow(row!.reference);
    expect(after).toMatchObject({ status: "completed", checkedBy: admin.userId });
    expect(await refundLines(after.paymentTransactionId)).toMatchObject([{ amount: 12_000, status: "completed" }]);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.filter((n) => n.title === REFUND_NOTICE.title)).toHaveLength(1);
    expect(await listed(reference)).toBeUndefined();
    expect(
      await rejection(checkRefund(db, admin, { reference: row!.reference, outcome: "made" }, later())),
    ).toMatchObject({ code: "conflict" });
  });

  it("records a refund Paystack did not make as failed, freeing its amount", async () => {
    const { reference } = await paidBooking();
    await refundWithLostAnswer(admin, reference, "400", { refused: true });
    const row = await listed(reference);
    await checkRefund(db, admin, { reference: row!.reference, outcome: "not_made" }, later());
    expect(await refundRow(row!.reference)).toMatchObject({ status: "failed" });
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.action, "refund.failed"));
    expect(audits.some((a) => (a.details as { reference?: string }).reference === row!.reference)).toBe(true);
    expect(
      (await refundPayment(world.deps, admin, { reference, amount: "400", reason: "x", effect: "keep" })).amount,
    ).toBe(40_000);
  });

  it("lists a refund Paystack failed after it was made until an admin marks it checked", async () => {
    const { reference } = await paidBooking();
    const made = await refund(admin, reference, "80");
    await world.sim.settleRefund(world.sim.refunds.at(-1)!.id, "failed");
    const row = await listed(reference);
    expect(row).toMatchObject({ reference: made.reference, kind: "failed_at_paystack", providerStatus: "failed" });
    await checkRefund(db, admin, { reference: made.reference, outcome: "checked" }, later());
    expect(await listed(reference)).toBeUndefined();
    expect(await refundRow(made.reference)).toMatchObject({ status: "completed", checkedBy: admin.userId });
  });

  it("is for admins only, and names unknown refunds and outcomes plainly", async () => {
    const therapist = await insertViewer(db, { role: "therapist" });
    expect(await rejection(listRefundsToCheck(db, therapist))).toMatchObject({ code: "forbidden" });
    expect(await rejection(checkRefund(db, therapist, { reference: "RFD-X", outcome: "made" }))).toMatchObject({
      code: "forbidden",
      message: REFUND_TEXT.adminsOnly,
    });
    expect(await rejection(checkRefund(db, admin, { reference: "RFD-NOPE", outcome: "made" }))).toMatchObject({
      code: "not_found",
      message: REFUND_CHECK_TEXT.notFound,
    });
    expect(await rejection(checkRefund(db, admin, { reference: "RFD-NOPE", outcome: "maybe" }))).toMatchObject({
      code: "bad_request",
    });
  });
});
