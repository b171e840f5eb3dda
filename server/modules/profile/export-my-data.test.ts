import { createHash } from "node:crypto";
import {
  auditLogs,
  authAccounts,
  authSessions,
  bookings,
  calendarFeeds,
  coupons,
  eventRegistrations,
  eventWaitlist,
  giftCertificates,
  homeworkAssignments,
  messages,
  notifications,
  paymentTransactions,
  purchasedPackages,
  purchasedSupportPlans,
  refunds,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { joinUrl } from "@server/modules/video";
import { insertPackageCredit } from "@tests/support/credits-world";
import { withTestDatabase } from "@tests/support/database";
import {
  insertEvent,
  insertGiftProduct,
  insertPerson,
  insertService,
  insertSession,
  insertSupportPlan,
  uniqCode,
  validRow,
  type World,
} from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportMyData } from "./export-my-data";

const database = withTestDatabase();

interface Catalogue {
  therapistId: string;
  serviceId: string;
  planId: string;
  planSessionType: string;
  giftProductId: string;
  eventId: string;
}

/** Rows of every exported kind for one client, each carrying `tag` so whose they are is visible. */
async function giveRows(client: Viewer, catalogue: Catalogue, tag: string, start: string) {
  const w: World = { clientId: client.userId, ...catalogue };
  const db = database.db;
  const session = await insertSession(db, { clientId: client.userId, therapistId: w.therapistId, start });
  await db.insert(bookings).values({
    ...validRow.booking(w),
    sessionId: session.id,
    concerns: `concerns ${tag}`,
    paymentId: `BKG-${tag}`,
  });
  await db.insert(homeworkAssignments).values({
    clientId: client.userId,
    therapistId: w.therapistId,
    title: `homework ${tag}`,
    status: "completed",
    clientResponse: `response ${tag}`,
  });
  await db.insert(messages).values([
    { senderId: w.therapistId, recipientId: client.userId, content: `to ${tag}` },
    { senderId: client.userId, recipientId: w.therapistId, content: `from ${tag}`, read: true },
  ]);
  await db.insert(notifications).values({ userId: client.userId, title: `note ${tag}`, message: "Hello" });
  await db.insert(authSessions).values({
    userId: client.userId,
    token: `secret-token-${tag}`,
    expiresAt: new Date("2040-01-01T00:00:00Z"),
    ipAddress: `ip ${tag}`,
  });
  await db
    .insert(calendarFeeds)
    .values({ userId: client.userId, tokenHash: createHash("sha256").update(`feed-token-${tag}`).digest("hex") });
  await db.insert(eventRegistrations).values({
    ...validRow.eventRegistration(w),
    accessibilityNeeds: `ramp ${tag}`,
    dietaryRequirements: `no nuts ${tag}`,
    paymentReference: `EVP-${tag}`,
  });
  await db.insert(eventWaitlist).values({ eventId: w.eventId, userId: client.userId });
  const [payment] = await db
    .insert(paymentTransactions)
    .values({
      ...validRow.paymentTransaction(w),
      reference: `PLN-${tag}`,
      purpose: "support_plan",
      status: "success",
      details: { planName: `plan ${tag}` },
      accessCode: `access-code-${tag}`,
    })
    .returning();
  await db.insert(refunds).values({
    reference: `RFD-${tag}`,
    paymentTransactionId: payment!.id,
    userId: client.userId,
    amount: 1_000,
    currency: "USD",
    method: "paystack",
    reason: `refund reason ${tag}`,
    effect: "keep",
  });
  await db
    .insert(purchasedSupportPlans)
    .values({ ...validRow.purchasedSupportPlan(w), paymentReference: `PLN-${tag}` });
  await db.insert(purchasedPackages).values({ ...validRow.purchasedPackage(w), packageType: `package ${tag}` });
  await db.insert(giftCertificates).values({
    ...validRow.giftCertificate(w),
    codeHash: `GIFT-CODE-${tag}`,
    buyerId: client.userId,
    recipientName: `recipient ${tag}`,
  });
  await db
    .insert(coupons)
    .values({ ...validRow.coupon(), code: uniqCode(), status: "used", usedBy: client.userId, usedAt: new Date() });
  // A staff member opened her record: she sees who, and when.
  await db.insert(auditLogs).values({
    action: "client_record.viewed",
    userId: w.therapistId,
    tableName: "profiles",
    recordId: client.userId,
  });
  return session;
}

describe("exportMyData", () => {
  it("holds the viewer's own rows of every kind and none of another client's, nor any secret", async () => {
    const therapist = await insertPerson(database.db, { role: "therapist", firstName: "Efua" });
    const catalogue: Catalogue = {
      therapistId: therapist.id,
      serviceId: (await insertService(database.db)).id,
      planId: (await insertSupportPlan(database.db, { name: "Monthly support" })).id,
      planSessionType: "individual_teletherapy",
      giftProductId: (await insertGiftProduct(database.db)).id,
      eventId: (await insertEvent(database.db, { title: "Breathing workshop" })).id,
    };
    const a = await viewerFor(
      database.db,
      (await insertPerson(database.db, { role: "client", firstName: "Abena" })).id,
    );
    const b = await viewerFor(database.db, (await insertPerson(database.db, { role: "client", firstName: "Yaw" })).id);
    const sessionA = await giveRows(a, catalogue, "AAA", "2031-02-03T10:00:00Z");
    await giveRows(b, catalogue, "BBB", "2031-02-03T12:00:00Z");
    await database.db.insert(authAccounts).values({
      userId: a.userId,
      accountId: a.userId,
      providerId: "credential",
      password: "hash-of-a-password",
    });

    await insertPackageCredit(database.db, a.userId, { name: "6 Session Teletherapy", remainingSessions: 5 });
    const now = new Date("2031-03-01T23:30:00Z");
    const { fileName, data } = await exportMyData(database.db, { ...a, timezone: "Pacific/Auckland" }, now);

    // The date in the viewer's zone: already 2 March in Auckland.
    expect(fileName).toBe("my-data-2031-03-02.json");
    expect(data.exportedAt).toBe(now.toISOString());
    expect(data.profile).toMatchObject({ id: a.userId, email: a.email, firstName: "Abena", role: "client" });
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: sessionA.id,
        therapist: "Efua Mensah",
        status: "scheduled",
        durationMinutes: 60,
        joinPage: joinUrl(sessionA.id),
      }),
    ]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        sessionId: sessionA.id,
        concerns: "concerns AAA",
        payment: { minorUnits: 8_000, currency: "USD", formatted: expect.stringContaining("80") },
      }),
    ]);
    expect(data.homework).toEqual([
      expect.objectContaining({ title: "homework AAA", response: "response AAA", therapist: "Efua Mensah" }),
    ]);
    expect(data.messages.map((m) => [m.direction, m.content, m.from, m.to]).sort()).toEqual([
      ["received", "to AAA", "Efua Mensah", "Abena Mensah"],
      ["sent", "from AAA", "Abena Mensah", "Efua Mensah"],
    ]);
    expect(data.notifications.map((n) => n.title)).toEqual(["note AAA"]);
    // What she bought and paid, and her places at events with the notes she typed.
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({
        event: "Breathing workshop",
        accessibilityNeeds: "ramp AAA",
        dietaryRequirements: "no nuts AAA",
        paymentReference: "EVP-AAA",
        total: expect.objectContaining({ minorUnits: 20_000, currency: "USD" }),
      }),
    ]);
    expect(data.eventWaitingLists).toEqual([expect.objectContaining({ event: "Breathing workshop" })]);
    expect(data.payments).toEqual([
      expect.objectContaining({ reference: "PLN-AAA", for: "Support plan: plan AAA", status: "success" }),
    ]);
    expect(data.refunds).toEqual([
      expect.objectContaining({ reference: "RFD-AAA", paymentReference: "PLN-AAA", reason: "refund reason AAA" }),
    ]);
    expect(data.plans).toEqual([
      expect.objectContaining({
        kind: "plan",
        plan: "Monthly support",
        paymentReference: "PLN-AAA",
        remainingSessions: 4,
      }),
      // A bought therapy-journey package is hers too.
      expect.objectContaining({ kind: "package", plan: "6 Session Teletherapy", remainingSessions: 5 }),
    ]);
    expect(data.packages).toEqual([expect.objectContaining({ packageType: "package AAA", remainingSessions: 2 })]);
    expect(data.giftCertificates).toEqual([
      expect.objectContaining({ yours: "bought", recipientName: "recipient AAA", product: "One session" }),
    ]);
    expect(data.couponsUsed).toHaveLength(1);
    // Her account: where she is signed in, her feed, and who of the staff opened her record.
    expect(data.signedIn).toEqual([expect.objectContaining({ ipAddress: "ip AAA" })]);
    expect(data.calendarFeed).toEqual({ createdAt: expect.any(Date) });
    expect(data.recordViews).toEqual([{ by: "Efua Mensah", at: expect.any(Date) }]);

    const text = JSON.stringify(data);
    const secrets = ["secret-token", "hash-of-a-password", "feed-token", "tokenHash", "access-code", "GIFT-CODE"];
    for (const secret of ["BBB", b.userId, b.email, ...secrets]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken)"/);

    // B's own export is B's, and the mirror image.
    const other = JSON.stringify((await exportMyData(database.db, b, now)).data);
    expect(other).toContain("homework BBB");
    expect(other).not.toContain("AAA");
    expect(other).not.toContain(a.userId);
  });

  it("is an empty export for a new client, and the export is audited", async () => {
    const fresh = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
    const { data } = await exportMyData(database.db, fresh);
    expect(data).toMatchObject({
      sessions: [],
      bookings: [],
      homework: [],
      messages: [],
      notifications: [],
      eventRegistrations: [],
      payments: [],
      refunds: [],
      plans: [],
      packages: [],
      giftCertificates: [],
      calendarFeed: null,
      recordViews: [],
      clinicalNotes: { count: 0, howToRequest: expect.stringContaining("write to the practice at") },
    });
    const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.userId, fresh.userId));
    expect(audit.map((entry) => entry.action)).toEqual(["client_record.exported"]);
  });
});
