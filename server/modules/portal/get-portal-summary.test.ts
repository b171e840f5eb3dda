import { homeworkAssignments, messages, notifications, purchasedSupportPlans } from "@server/db/schema";
import { insertPackageCredit } from "@tests/support/credits-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession, insertSupportPlan } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { getPortalSummary } from "./get-portal-summary";

const database = withTestDatabase();

const NOW = new Date("2031-05-01T12:00:00Z");
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe("getPortalSummary", () => {
  it("counts only the viewer's own upcoming and completed sessions, pending homework, unread messages and plan credits", async () => {
    const therapist = await insertPerson(database.db, { role: "therapist" });
    const me = await insertPerson(database.db, { role: "client" });
    const other = await insertPerson(database.db, { role: "client" });
    const plan = await insertSupportPlan(database.db, { sessionCount: 8 });

    for (const [clientId, start, status] of [
      [me.id, daysFromNow(2), "scheduled"],
      [me.id, daysFromNow(9), "scheduled"],
      [me.id, daysFromNow(-1), "scheduled"], // in the past: not upcoming
      [me.id, daysFromNow(3), "cancelled"],
      [me.id, daysFromNow(-7), "completed"],
      [other.id, daysFromNow(4), "scheduled"],
      [other.id, daysFromNow(-14), "completed"],
    ] as const) {
      await insertSession(database.db, { clientId, therapistId: therapist.id, start, status });
    }
    await database.db.insert(homeworkAssignments).values(
      (["assigned", "in_progress", "completed", "reviewed"] as const).map((status) => ({
        clientId: me.id,
        therapistId: therapist.id,
        title: `Homework ${status}`,
        status,
        clientResponse: status === "completed" || status === "reviewed" ? "Done" : null,
      })),
    );
    await database.db
      .insert(homeworkAssignments)
      .values({ clientId: other.id, therapistId: therapist.id, title: "Theirs", status: "assigned" });
    await database.db.insert(messages).values([
      { senderId: therapist.id, recipientId: me.id, content: "Unread one" },
      { senderId: therapist.id, recipientId: me.id, content: "Unread two" },
      { senderId: therapist.id, recipientId: me.id, content: "Read", read: true },
      { senderId: me.id, recipientId: therapist.id, content: "Sent by me" },
      { senderId: therapist.id, recipientId: other.id, content: "For someone else" },
    ]);
    await database.db.insert(notifications).values([
      { userId: me.id, title: "Unread", message: "One" },
      { userId: me.id, title: "Read", message: "Two", read: true },
      { userId: other.id, title: "Theirs", message: "Three" },
      { userId: other.id, title: "Theirs too", message: "Four" },
    ]);
    const planRow = (userId: string, status: string, remaining: number, expiresAt: Date) => ({
      userId,
      planId: plan.id,
      sessionType: plan.sessionType,
      status,
      remainingSessions: remaining,
      totalSessions: 8,
      expiresAt,
      amount: 100_000,
      currency: "USD",
    });
    await database.db
      .insert(purchasedSupportPlans)
      .values([
        planRow(me.id, "active", 3, daysFromNow(30)),
        planRow(me.id, "active", 2, daysFromNow(60)),
        planRow(me.id, "active", 5, daysFromNow(-1)),
        planRow(me.id, "pending_payment", 8, daysFromNow(90)),
        planRow(other.id, "active", 6, daysFromNow(30)),
      ]);
    // A package's sessions count as a plan's do; an expired one's do not.
    await insertPackageCredit(database.db, me.id, { remainingSessions: 4, expiresAt: daysFromNow(45) });
    await insertPackageCredit(database.db, me.id, { remainingSessions: 6, expiresAt: daysFromNow(-2) });

    expect(await getPortalSummary(database.db, await viewerFor(database.db, me.id), NOW)).toEqual({
      upcomingSessions: 2,
      completedSessions: 1,
      pendingHomework: 2,
      unreadMessages: 2,
      planCreditsLeft: 9,
      unreadNotifications: 1,
    });
    expect(await getPortalSummary(database.db, await viewerFor(database.db, other.id), NOW)).toEqual({
      upcomingSessions: 1,
      completedSessions: 1,
      pendingHomework: 1,
      unreadMessages: 1,
      planCreditsLeft: 6,
      unreadNotifications: 2,
    });
  });

  it("is all zeros for a new client", async () => {
    const fresh = await insertPerson(database.db, { role: "client" });
    expect(await getPortalSummary(database.db, await viewerFor(database.db, fresh.id), NOW)).toEqual({
      upcomingSessions: 0,
      completedSessions: 0,
      pendingHomework: 0,
      unreadMessages: 0,
      planCreditsLeft: 0,
      unreadNotifications: 0,
    });
  });
});
