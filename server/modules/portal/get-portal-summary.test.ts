import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { insertPerson, insertSession, insertSupportPlan } from "../../../tests/support/fixtures";
import type { Database, DatabaseHandle } from "../../db/client";
import { homeworkAssignments, messages, notifications, purchasedSupportPlans } from "../../db/schema";
import { viewerFor } from "../payments/payments-test-kit";
import { getPortalSummary } from "./get-portal-summary";

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const NOW = new Date("2031-05-01T12:00:00Z");
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe("getPortalSummary", () => {
  it("counts only the viewer's own upcoming and completed sessions, pending homework, unread messages and plan credits", async () => {
    const therapist = await insertPerson(db, { role: "therapist" });
    const me = await insertPerson(db, { role: "client" });
    const other = await insertPerson(db, { role: "client" });
    const plan = await insertSupportPlan(db, { sessionCount: 8 });

    for (const [clientId, start, status] of [
      [me.id, daysFromNow(2), "scheduled"],
      [me.id, daysFromNow(9), "scheduled"],
      [me.id, daysFromNow(-1), "scheduled"], // in the past: not upcoming
      [me.id, daysFromNow(3), "cancelled"],
      [me.id, daysFromNow(-7), "completed"],
      [other.id, daysFromNow(4), "scheduled"],
      [other.id, daysFromNow(-14), "completed"],
    ] as const) {
      await insertSession(db, { clientId, therapistId: therapist.id, start, status });
    }
    await db.insert(homeworkAssignments).values(
      (["assigned", "in_progress", "completed", "reviewed"] as const).map((status) => ({
        clientId: me.id,
        therapistId: therapist.id,
        title: `Homework ${status}`,
        status,
        clientResponse: status === "completed" || status === "reviewed" ? "Done" : null,
      })),
    );
    await db
      .insert(homeworkAssignments)
      .values({ clientId: other.id, therapistId: therapist.id, title: "Theirs", status: "assigned" });
    await db.insert(messages).values([
      { senderId: therapist.id, recipientId: me.id, content: "Unread one" },
      { senderId: therapist.id, recipientId: me.id, content: "Unread two" },
      { senderId: therapist.id, recipientId: me.id, content: "Read", read: true },
      { senderId: me.id, recipientId: therapist.id, content: "Sent by me" },
      { senderId: therapist.id, recipientId: other.id, content: "For someone else" },
    ]);
    await db.insert(notifications).values([
      { userId: me.id, title: "Unread", message: "One" },
      { userId: me.id, title: "Read", message: "Two", read: true },
      { userId: other.id, title: "Theirs", message: "Three" },
      { userId: other.id, title: "Theirs too", message: "Four" },
    ]);
    const planRow = (userId: string, status: string, remaining: number, expiresAt: Date) => ({
      userId,
      planId: plan.id,
      status,
      remainingSessions: remaining,
      totalSessions: 8,
      expiresAt,
      amount: 100_000,
      currency: "USD",
    });
    await db
      .insert(purchasedSupportPlans)
      .values([
        planRow(me.id, "active", 3, daysFromNow(30)),
        planRow(me.id, "active", 2, daysFromNow(60)),
        planRow(me.id, "active", 5, daysFromNow(-1)),
        planRow(me.id, "pending_payment", 8, daysFromNow(90)),
        planRow(other.id, "active", 6, daysFromNow(30)),
      ]);

    expect(await getPortalSummary(db, await viewerFor(db, me.id), NOW)).toEqual({
      upcomingSessions: 2,
      completedSessions: 1,
      pendingHomework: 2,
      unreadMessages: 2,
      planCreditsLeft: 5,
      unreadNotifications: 1,
    });
    expect(await getPortalSummary(db, await viewerFor(db, other.id), NOW)).toEqual({
      upcomingSessions: 1,
      completedSessions: 1,
      pendingHomework: 1,
      unreadMessages: 1,
      planCreditsLeft: 6,
      unreadNotifications: 2,
    });
  });

  it("is all zeros for a new client", async () => {
    const fresh = await insertPerson(db, { role: "client" });
    expect(await getPortalSummary(db, await viewerFor(db, fresh.id), NOW)).toEqual({
      upcomingSessions: 0,
      completedSessions: 0,
      pendingHomework: 0,
      unreadMessages: 0,
      planCreditsLeft: 0,
      unreadNotifications: 0,
    });
  });
});
