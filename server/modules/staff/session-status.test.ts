import {
  RESTORE_REFUSAL,
  REVERT_DAYS,
  STATUS_REFUSAL_MESSAGE,
  STATUS_TEXT,
  UNDO_WINDOW_SECONDS,
} from "@domain/session-status";
import type { Database } from "@server/db/client";
import { coupons, emailOutbox, paymentTransactions, purchasedSupportPlans, refunds } from "@server/db/schema";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import { cancelMySession } from "@server/modules/sessions";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { queuedJobs } from "@tests/support/jobs";
import { rejection, viewerFor } from "@tests/support/payments-world";
import {
  auditOf,
  bookingRow,
  bookWithCoupon,
  bookWithPlanCredit,
  insertPaidBooking,
  NOW,
  notificationsOf,
  sessionRow,
  slotAt,
} from "@tests/support/sessions-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAwaitingOutcome, listRecentStatusChanges } from "./list-staff-sessions";
import { revertSessionStatus } from "./revert-session-status";
import { setSessionStatus } from "./set-session-status";
import { undoSessionStatus } from "./undo-session-status";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const later = (seconds: number, from = NOW) => new Date(from.getTime() + seconds * 1000);
const therapist = () => viewerFor(db, world.therapistId);
const mailsTo = (address: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const planOf = async (id: string) =>
  (await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.id, id)))[0]!;

describe("cancelling with a reason", () => {
  it("frees the time, gives the plan session back, and tells the client the reason (the e-mail after Undo's time)", async () => {
    const client = await world.client();
    const booked = await bookWithPlanCredit(world, client, slotAt(8, 10));
    const reason = "I am unwell this week, sorry.";
    const change = await setSessionStatus(
      db,
      await therapist(),
      { sessionId: booked.sessionId, status: "cancelled", reason },
      NOW,
    );
    expect(change).toMatchObject({ status: "cancelled", changed: true });
    expect(await sessionRow(db, booked.sessionId)).toMatchObject({ status: "cancelled", cancellationReason: reason });
    expect((await planOf(booked.purchasedPlanId)).remainingSessions).toBe(2);
    const notice = (await notificationsOf(db, client.userId)).find((n) => n.title === "Session cancelled");
    expect(notice?.message).toContain("was cancelled by your therapist.");
    expect(notice?.message).toContain(`Reason: "${reason}"`);
    const mail = (await mailsTo(client.email)).find((m) => m.subject.endsWith("is cancelled"));
    expect(mail?.textBody).toContain(`Reason: "${reason}"`);
    const job = (await queuedJobs(db, SEND_EMAIL_JOB)).find((j) => j.data.outboxId === mail?.id);
    expect(job?.startAfter.getTime()).toBe(later(UNDO_WINDOW_SECONDS).getTime());
    const [audit] = await auditOf(db, booked.sessionId, "session.status_changed");
    expect(audit?.details).toMatchObject({ from: "scheduled", to: "cancelled", reason, creditReturned: true });
    // The time can be booked again.
    await insertSession(db, { clientId: client.userId, therapistId: world.therapistId, start: slotAt(8, 10) });
  });

  it("needs a reason, and refuses one too long", async () => {
    const client = await world.client();
    const { sessionId } = await insertPaidBooking(world, client, slotAt(9, 10));
    const missing = await rejection(setSessionStatus(db, await therapist(), { sessionId, status: "cancelled" }, NOW));
    expect([missing.status, missing.fields]).toEqual([400, { reason: STATUS_TEXT.reasonRequired }]);
    const blank = await rejection(
      setSessionStatus(db, await therapist(), { sessionId, status: "cancelled", reason: "   " }, NOW),
    );
    expect(blank.message).toBe(STATUS_TEXT.reasonRequired);
    const long = await rejection(
      setSessionStatus(db, await therapist(), { sessionId, status: "cancelled", reason: "x".repeat(501) }, NOW),
    );
    expect([long.status, long.message]).toEqual([400, STATUS_TEXT.reasonTooLong]);
    expect((await sessionRow(db, sessionId)).status).toBe("scheduled");
  });
});

describe("Completed and No show", () => {
  it("are refused before the session's start and taken from it; another therapist's session is not found", async () => {
    const client = await world.client();
    const start = slotAt(10, 10);
    const { sessionId, bookingId } = await insertPaidBooking(world, client, start);
    const her = await therapist();
    for (const status of ["completed", "no_show"]) {
      const early = await rejection(setSessionStatus(db, her, { sessionId, status }, later(-1, start)));
      expect([early.status, early.message]).toEqual([409, STATUS_REFUSAL_MESSAGE.not_started]);
    }
    const other = await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id);
    expect((await rejection(setSessionStatus(db, other, { sessionId, status: "completed" }, start))).status).toBe(404);
    await setSessionStatus(db, her, { sessionId, status: "completed" }, start);
    expect((await bookingRow(db, bookingId)).status).toBe("completed");
    await setSessionStatus(db, her, { sessionId, status: "no_show" }, later(60, start));
    expect((await bookingRow(db, bookingId)).status).toBe("confirmed");
    const cancel = await rejection(
      setSessionStatus(db, her, { sessionId, status: "cancelled", reason: "Too late" }, later(120, start)),
    );
    expect([cancel.status, cancel.message]).toEqual([409, STATUS_REFUSAL_MESSAGE.only_scheduled_cancel]);
  });
});

describe("Undo", () => {
  it("takes back her own change within the window, to the status before, and is audited", async () => {
    const client = await world.client();
    const start = slotAt(-2, 10);
    const session = await insertSession(db, { clientId: client.userId, therapistId: world.therapistId, start });
    const her = await therapist();
    await setSessionStatus(db, her, { sessionId: session.id, status: "no_show" }, NOW);
    await setSessionStatus(db, her, { sessionId: session.id, status: "completed" }, later(5));

    const admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
    const notHers = await rejection(undoSessionStatus(db, admin, { sessionId: session.id }, later(6)));
    expect([notHers.status, notHers.message]).toEqual([409, STATUS_REFUSAL_MESSAGE.nothing_to_undo]);
    const tooLate = await rejection(
      undoSessionStatus(db, her, { sessionId: session.id }, later(5 + UNDO_WINDOW_SECONDS + 1)),
    );
    expect(tooLate.message).toBe(STATUS_REFUSAL_MESSAGE.undo_too_late);

    const undone = await undoSessionStatus(db, her, { sessionId: session.id }, later(10));
    expect(undone).toMatchObject({ status: "no_show", changed: true });
    expect((await sessionRow(db, session.id)).status).toBe("no_show");
    const [audit] = await auditOf(db, session.id, "session.status_undone");
    expect(audit?.userId).toBe(her.userId);
    expect(audit?.details).toMatchObject({ from: "completed", to: "no_show", clientId: client.userId });
    // An undo is not undone: the change before it is not hers to take back twice.
    const again = await rejection(undoSessionStatus(db, her, { sessionId: session.id }, later(11)));
    expect(again.message).toBe(STATUS_REFUSAL_MESSAGE.nothing_to_undo);
    const notices = (await notificationsOf(db, client.userId)).map((n) => n.message);
    expect(notices.at(-1)).toContain("was marked as missed again, not marked as completed.");
  });

  it("puts a cancellation back before its e-mail goes: the coupon is used again and no e-mail is sent", async () => {
    const client = await world.client();
    const booked = await bookWithCoupon(world, client, slotAt(11, 10));
    const her = await therapist();
    await setSessionStatus(db, her, { sessionId: booked.sessionId, status: "cancelled", reason: "Clash" }, NOW);
    const [couponAfterCancel] = await db.select().from(coupons).where(eq(coupons.id, booked.couponId));
    expect(couponAfterCancel?.status).toBe("active");
    const sentBefore = (await mailsTo(client.email)).length;

    await undoSessionStatus(db, her, { sessionId: booked.sessionId }, later(3));
    expect(await sessionRow(db, booked.sessionId)).toMatchObject({
      status: "scheduled",
      cancelledAt: null,
      cancellationReason: null,
    });
    expect((await bookingRow(db, booked.bookingId)).status).toBe("confirmed");
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, booked.couponId));
    expect(coupon).toMatchObject({ status: "used", usedBy: client.userId });
    expect((await mailsTo(client.email)).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/cancelled/));
    expect((await mailsTo(client.email)).length).toBe(sentBefore - 1);
    const notes = (await notificationsOf(db, client.userId)).map((n) => n.title);
    expect(notes.slice(-2)).toEqual(["Session cancelled", "Session back on"]);
    const [audit] = await auditOf(db, booked.sessionId, "session.status_undone");
    expect(audit?.details).toMatchObject({
      from: "cancelled",
      to: "scheduled",
      couponTaken: true,
      cancelEmailWithdrawn: true,
    });
  });
});

describe("Revert", () => {
  it("puts a cancellation back days later: the plan session is spent again and the client e-mailed it is back on", async () => {
    const client = await world.client();
    const booked = await bookWithPlanCredit(world, client, slotAt(12, 10));
    const her = await therapist();
    await setSessionStatus(db, her, { sessionId: booked.sessionId, status: "cancelled", reason: "Training day" }, NOW);
    expect((await planOf(booked.purchasedPlanId)).remainingSessions).toBe(2);

    const reverted = await revertSessionStatus(db, her, { sessionId: booked.sessionId }, later(86_400));
    expect(reverted).toMatchObject({ status: "scheduled", changed: true });
    expect((await planOf(booked.purchasedPlanId)).remainingSessions).toBe(1);
    expect((await bookingRow(db, booked.bookingId)).status).toBe("confirmed");
    expect((await mailsTo(client.email)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/is back on$/));
    const [audit] = await auditOf(db, booked.sessionId, "session.status_reverted");
    expect(audit?.details).toMatchObject({ from: "cancelled", to: "scheduled", creditTaken: true });
  });

  it("refuses when the time was taken, or the plan session spent, since; nothing changes", async () => {
    const her = await therapist();
    const client = await world.client();
    const taken = await insertPaidBooking(world, client, slotAt(13, 10));
    await setSessionStatus(db, her, { sessionId: taken.sessionId, status: "cancelled", reason: "Away" }, NOW);
    const someone = await world.client();
    await insertSession(db, { clientId: someone.userId, therapistId: world.therapistId, start: slotAt(13, 10) });
    const clash = await rejection(revertSessionStatus(db, her, { sessionId: taken.sessionId }, later(60)));
    expect([clash.status, clash.message]).toEqual([409, RESTORE_REFUSAL.timeTaken]);

    const planned = await world.client();
    const booked = await bookWithPlanCredit(world, planned, slotAt(14, 10));
    await setSessionStatus(db, her, { sessionId: booked.sessionId, status: "cancelled", reason: "Away" }, NOW);
    await db
      .update(purchasedSupportPlans)
      .set({ remainingSessions: 0 })
      .where(eq(purchasedSupportPlans.id, booked.purchasedPlanId));
    const spent = await rejection(revertSessionStatus(db, her, { sessionId: booked.sessionId }, later(60)));
    expect([spent.status, spent.message]).toEqual([409, RESTORE_REFUSAL.creditSpent]);
    expect((await sessionRow(db, booked.sessionId)).status).toBe("cancelled");
    expect((await bookingRow(db, booked.bookingId)).status).toBe("cancelled");
  });

  it("refuses a cancellation the client made, one after its time, a released hold and a refunded payment", async () => {
    const her = await therapist();
    const client = await world.client();
    const own = await insertPaidBooking(world, client, slotAt(15, 10));
    await cancelMySession(db, client, { sessionId: own.sessionId }, NOW);
    const byClient = await rejection(revertSessionStatus(db, her, { sessionId: own.sessionId }, later(60)));
    expect(byClient.message).toBe(STATUS_REFUSAL_MESSAGE.not_cancelled_here);

    const past = await insertPaidBooking(world, client, slotAt(3, 10));
    await setSessionStatus(db, her, { sessionId: past.sessionId, status: "cancelled", reason: "Away" }, NOW);
    const started = await rejection(revertSessionStatus(db, her, { sessionId: past.sessionId }, slotAt(3, 10)));
    expect(started.message).toBe(STATUS_REFUSAL_MESSAGE.cancel_started);

    const held = await insertPaidBooking(world, client, slotAt(17, 10), 50, {
      booking: "pending_payment",
      payment: "pending",
    });
    await setSessionStatus(db, her, { sessionId: held.sessionId, status: "cancelled", reason: "Away" }, NOW);
    const released = await rejection(revertSessionStatus(db, her, { sessionId: held.sessionId }, later(60)));
    expect(released.message).toBe(STATUS_REFUSAL_MESSAGE.hold_released);

    const paid = await insertPaidBooking(world, client, slotAt(18, 10));
    await setSessionStatus(db, her, { sessionId: paid.sessionId, status: "cancelled", reason: "Away" }, NOW);
    // Part of its payment is on its way back to the client.
    const [payment] = await db
      .insert(paymentTransactions)
      .values({
        reference: (await bookingRow(db, paid.bookingId)).paymentId!,
        userId: client.userId,
        provider: "paystack",
        purpose: "booking",
        amount: 40_000,
        currency: "GHS",
        status: "success",
      })
      .returning();
    await db.insert(refunds).values({
      reference: `RFD-${paid.bookingId}`,
      paymentTransactionId: payment!.id,
      userId: client.userId,
      amount: 10_000,
      currency: "GHS",
      method: "paystack",
      status: "pending",
      reason: "Part refund",
      effect: "keep",
    });
    const refunded = await rejection(revertSessionStatus(db, her, { sessionId: paid.sessionId }, later(60)));
    expect(refunded.message).toBe(STATUS_REFUSAL_MESSAGE.refunded);
  });

  it(`puts Completed back to Scheduled for ${REVERT_DAYS} days, and the booking with it`, async () => {
    const client = await world.client();
    const start = slotAt(19, 10);
    const { sessionId, bookingId } = await insertPaidBooking(world, client, start);
    const her = await therapist();
    await setSessionStatus(db, her, { sessionId, status: "completed" }, start);
    const tooLate = await rejection(
      revertSessionStatus(db, her, { sessionId }, later(REVERT_DAYS * 86_400 + 1, start)),
    );
    expect(tooLate.message).toBe(STATUS_REFUSAL_MESSAGE.revert_too_late);
    // The dropdown's Scheduled is a Revert too.
    await setSessionStatus(db, her, { sessionId, status: "scheduled" }, later(REVERT_DAYS * 86_400, start));
    expect((await sessionRow(db, sessionId)).status).toBe("scheduled");
    expect((await bookingRow(db, bookingId)).status).toBe("confirmed");
    const [audit] = await auditOf(db, sessionId, "session.status_reverted");
    expect(audit?.details).toMatchObject({ from: "completed", to: "scheduled" });
    const nothing = await rejection(revertSessionStatus(db, her, { sessionId }, later(60, start)));
    expect(nothing.message).toBe(STATUS_REFUSAL_MESSAGE.nothing_to_revert);
  });
});

describe("the List View's other lists", () => {
  it("lists sessions begun and still scheduled, and the statuses Revert can take back with its refusal", async () => {
    const client = await world.client();
    const her = await therapist();
    const now = new Date();
    const begun = await insertSession(db, {
      clientId: client.userId,
      therapistId: world.therapistId,
      start: new Date(now.getTime() - 3 * 3_600_000),
    });
    const old = await insertSession(db, {
      clientId: client.userId,
      therapistId: world.therapistId,
      start: new Date(now.getTime() - 40 * 86_400_000),
    });
    const done = await insertSession(db, {
      clientId: client.userId,
      therapistId: world.therapistId,
      start: new Date(now.getTime() - 26 * 3_600_000),
    });
    await setSessionStatus(db, her, { sessionId: done.id, status: "completed" }, now);
    const ahead = await insertPaidBooking(world, client, new Date(now.getTime() + 5 * 86_400_000));
    await cancelMySession(db, client, { sessionId: ahead.sessionId }, now);

    const awaiting = await listAwaitingOutcome(db, her, { client: client.userId }, now);
    expect(awaiting.map((s) => s.id)).toEqual([begun.id]);
    expect(awaiting.map((s) => s.id)).not.toContain(old.id);
    const recent = await listRecentStatusChanges(db, her, { client: client.userId }, now);
    // The client's own cancellation is not the practice's to revert: not listed.
    expect(recent.map((c) => [c.session.id, c.revertRefusal])).toEqual([[done.id, null]]);
    const stranger = await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id);
    expect(await listRecentStatusChanges(db, stranger, { client: client.userId }, now)).toEqual([]);
  });
});
