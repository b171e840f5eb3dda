import { APPLICATION_TEXT } from "@domain/admin-people";
import { destinationAfterSignIn } from "@domain/navigation";
import type { Database } from "@server/db/client";
import { auditLogs, emailOutbox, profiles, therapistAvailability, userRoles } from "@server/db/schema";
import { registerClient, signIn } from "@server/modules/accounts";
import { testAuth } from "@tests/support/auth";
import { testEngine, withTestDatabase } from "@tests/support/database";
import { insertPerson, uniq } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { approveApplication } from "./approve-application";
import { listApplications } from "./list-applications";
import { rejectApplication } from "./reject-application";

const database = withTestDatabase();
const NOW = new Date("2026-11-24T12:00:00Z");
const PASSWORD = "secret-2026";

/** A therapist application made as sign-up makes it: a client with a pending application. */
async function applicant(note = "Counsellor, 6 years.") {
  const email = `${uniq("applicant")}@example.test`;
  const { userId } = await registerClient(database.db, {
    firstName: "Nana",
    lastName: "Adjei",
    email,
    password: PASSWORD,
    applyAsTherapist: true,
    applicationNote: note,
  });
  return { userId, email };
}

/**
 * On PostgreSQL, opens a few pooled connections first, so two transactions started together
 * really run side by side (rather than the second waiting for a connection to be made).
 */
async function warmPool(db: Database) {
  if (testEngine() !== "postgres") return;
  await Promise.all([1, 2, 3, 4].map(() => db.execute(sql`select pg_sleep(0.02)`)));
}

async function admin() {
  return viewerFor(database.db, (await insertPerson(database.db, { role: "admin", firstName: "Abena" })).id);
}

const profileOf = async (id: string) => (await database.db.select().from(profiles).where(eq(profiles.id, id)))[0];
const roleOf = async (id: string) =>
  (await database.db.select().from(userRoles).where(eq(userRoles.userId, id)))[0]?.role;
const mailsTo = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
const auditOf = (action: string, recordId: string) =>
  database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.recordId, recordId)));

describe("approveApplication", () => {
  it("approves: who and when, the therapist role, the default week, an e-mail and the audit, in one go", async () => {
    const boss = await admin();
    const { userId, email } = await applicant();
    await approveApplication(database.db, boss, { applicantId: userId }, NOW);

    expect(await profileOf(userId)).toMatchObject({
      approvalStatus: "approved",
      approvedBy: boss.userId,
      approvedAt: NOW,
      rejectionReason: null,
    });
    expect(await roleOf(userId)).toBe("therapist");
    const week = await database.db
      .select()
      .from(therapistAvailability)
      .where(eq(therapistAvailability.therapistId, userId))
      .orderBy(asc(therapistAvailability.dayOfWeek));
    expect(week.map((d) => [d.dayOfWeek, d.isAvailable, d.startTime, d.endTime])).toEqual([
      [0, false, "09:00:00", "17:00:00"],
      [1, true, "09:00:00", "17:00:00"],
      [2, true, "09:00:00", "17:00:00"],
      [3, true, "09:00:00", "17:00:00"],
      [4, true, "09:00:00", "17:00:00"],
      [5, true, "09:00:00", "17:00:00"],
      [6, false, "09:00:00", "17:00:00"],
    ]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/approved/);
    expect(mail?.textBody).toContain("/therapist-dashboard");
    const [audit] = await auditOf("application.approved", userId);
    expect(audit).toMatchObject({ userId: boss.userId, tableName: "profiles" });
    expect(audit?.details).toMatchObject({ email, roleFrom: "client", roleTo: "therapist" });
  });

  it("sends the approved applicant's next sign-in to the therapist dashboard", async () => {
    const { userId, email } = await applicant();
    await approveApplication(database.db, await admin(), { applicantId: userId });
    const result = await signIn(
      database.db,
      testAuth(database.db),
      { email, password: PASSWORD },
      { ipAddress: "198.51.100.20", headers: new Headers() },
    );
    expect(destinationAfterSignIn(result.role)).toBe("/therapist-dashboard");
  });

  it("acts only on pending applications", async () => {
    const boss = await admin();
    const { userId } = await applicant();
    await approveApplication(database.db, boss, { applicantId: userId });
    await expect(approveApplication(database.db, boss, { applicantId: userId })).rejects.toMatchObject({
      code: "conflict",
      message: "This application has already been approved.",
    });
    await expect(
      rejectApplication(database.db, boss, { applicantId: userId, reason: "Too late" }),
    ).rejects.toMatchObject({ code: "conflict" });
    const client = await insertPerson(database.db, { role: "client" });
    for (const applicantId of [client.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      await expect(approveApplication(database.db, boss, { applicantId })).rejects.toMatchObject({
        code: "not_found",
        message: APPLICATION_TEXT.notFound,
      });
    }
    expect(await auditOf("application.approved", userId)).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const { userId } = await applicant();
    for (const role of ["client", "therapist"] as const) {
      const someone = await viewerFor(database.db, (await insertPerson(database.db, { role })).id);
      await expect(approveApplication(database.db, someone, { applicantId: userId })).rejects.toMatchObject({
        code: "forbidden",
      });
      await expect(
        rejectApplication(database.db, someone, { applicantId: userId, reason: "No" }),
      ).rejects.toMatchObject({ code: "forbidden" });
      await expect(listApplications(database.db, someone)).rejects.toMatchObject({ code: "forbidden" });
    }
    expect((await profileOf(userId))?.approvalStatus).toBe("pending");
  });

  it("lets only one of two admins deciding at the same moment win", async () => {
    const [first, second] = [await admin(), await admin()];
    for (let round = 0; round < 3; round++) {
      const { userId, email } = await applicant();
      await warmPool(database.db);
      const outcomes = await Promise.allSettled([
        approveApplication(database.db, first, { applicantId: userId }),
        rejectApplication(database.db, second, { applicantId: userId, reason: "Not this year" }),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "conflict" });
      const profile = await profileOf(userId);
      const approved = outcomes[0]?.status === "fulfilled";
      expect(profile?.approvalStatus).toBe(approved ? "approved" : "rejected");
      expect(await roleOf(userId)).toBe(approved ? "therapist" : "client");
      expect(await mailsTo(email)).toHaveLength(1);
      const audits = [
        ...(await auditOf("application.approved", userId)),
        ...(await auditOf("application.rejected", userId)),
      ];
      expect(audits).toHaveLength(1);
    }
  });
});

describe("rejectApplication", () => {
  it("refuses an empty or blank reason, and changes nothing", async () => {
    const boss = await admin();
    const { userId, email } = await applicant();
    for (const reason of [undefined, "", "   \n "]) {
      await expect(rejectApplication(database.db, boss, { applicantId: userId, reason })).rejects.toMatchObject({
        code: "bad_request",
        message: APPLICATION_TEXT.reasonRequired,
        fields: { reason: APPLICATION_TEXT.reasonRequired },
      });
    }
    expect((await profileOf(userId))?.approvalStatus).toBe("pending");
    expect(await mailsTo(email)).toEqual([]);
  });

  it("stores the reason, e-mails it, records it, and leaves the applicant a client", async () => {
    const boss = await admin();
    const { userId, email } = await applicant();
    await rejectApplication(database.db, boss, { applicantId: userId, reason: "  No licence on file.  " }, NOW);
    expect(await profileOf(userId)).toMatchObject({
      approvalStatus: "rejected",
      rejectionReason: "No licence on file.",
      approvedBy: boss.userId,
      approvedAt: NOW,
    });
    expect(await roleOf(userId)).toBe("client");
    const availability = await database.db
      .select()
      .from(therapistAvailability)
      .where(eq(therapistAvailability.therapistId, userId));
    expect(availability).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.textBody).toContain("No licence on file.");
    const [audit] = await auditOf("application.rejected", userId);
    expect(audit).toMatchObject({ userId: boss.userId });
    expect(audit?.details).toMatchObject({ email, reason: "No licence on file." });
  });
});

describe("listApplications", () => {
  it("lists pending applications oldest first with name, e-mail, note and date, and recent decisions", async () => {
    const boss = await admin();
    const waiting = await applicant("Art therapist, 3 years.");
    const decided = await applicant();
    await rejectApplication(database.db, boss, { applicantId: decided.userId, reason: "Incomplete" });
    const list = await listApplications(database.db, boss);
    const mine = list.pending.find((a) => a.id === waiting.userId);
    expect(mine).toMatchObject({ firstName: "Nana", lastName: "Adjei", email: waiting.email });
    expect(mine?.note).toBe("Art therapist, 3 years.");
    expect(mine?.appliedAt).toBeInstanceOf(Date);
    expect(list.pending.some((a) => a.id === decided.userId)).toBe(false);
    const times = list.pending.map((a) => a.appliedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(list.pendingTotal).toBe(list.pending.length);
    expect(list.decided.find((d) => d.id === decided.userId)).toMatchObject({
      status: "rejected",
      reason: "Incomplete",
      decidedBy: "Abena Mensah",
    });
  });

  it("shows a page at a time", async () => {
    const boss = await admin();
    // Made directly (no password to hash): only the list is under test here.
    for (let i = 0; i < 26; i++) {
      const person = await insertPerson(database.db, { role: "client" });
      await database.db.update(profiles).set({ approvalStatus: "pending" }).where(eq(profiles.id, person.id));
    }
    const first = await listApplications(database.db, boss);
    expect(first.pending).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const all = await listApplications(database.db, boss, { show: String(first.pendingTotal + 25) });
    expect(all.pending).toHaveLength(first.pendingTotal);
    expect(all.hasMore).toBe(false);
    expect((await listApplications(database.db, boss, { show: "junk" })).pending).toHaveLength(25);
  });
});
