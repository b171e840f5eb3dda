import {
  auditLogs,
  authAccounts,
  authSessions,
  bookings,
  homeworkAssignments,
  messages,
  notifications,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts/viewer";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, insertSession, validRow } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportMyData } from "./export-my-data";

const database = withTestDatabase();

/** Rows of every exported kind for one client, each carrying `tag` so whose they are is visible. */
async function giveRows(client: Viewer, therapistId: string, serviceId: string, tag: string, start: string) {
  const session = await insertSession(database.db, { clientId: client.userId, therapistId, start });
  await database.db.insert(bookings).values({
    ...validRow.booking({
      clientId: client.userId,
      therapistId,
      serviceId,
      planId: "",
      giftProductId: "",
      eventId: "",
    }),
    serviceId,
    sessionId: session.id,
    concerns: `concerns ${tag}`,
  });
  await database.db.insert(homeworkAssignments).values({
    clientId: client.userId,
    therapistId,
    title: `homework ${tag}`,
    status: "completed",
    clientResponse: `response ${tag}`,
  });
  await database.db.insert(messages).values([
    { senderId: therapistId, recipientId: client.userId, content: `to ${tag}` },
    { senderId: client.userId, recipientId: therapistId, content: `from ${tag}`, read: true },
  ]);
  await database.db.insert(notifications).values({ userId: client.userId, title: `note ${tag}`, message: "Hello" });
  await database.db.insert(authSessions).values({
    userId: client.userId,
    token: `secret-token-${tag}`,
    expiresAt: new Date("2040-01-01T00:00:00Z"),
  });
  return session;
}

describe("exportMyData", () => {
  it("holds the viewer's own rows of every kind and none of another client's, nor any secret", async () => {
    const therapist = await insertPerson(database.db, { role: "therapist", firstName: "Efua" });
    const service = await insertService(database.db);
    const a = await viewerFor(
      database.db,
      (await insertPerson(database.db, { role: "client", firstName: "Abena" })).id,
    );
    const b = await viewerFor(database.db, (await insertPerson(database.db, { role: "client", firstName: "Yaw" })).id);
    const sessionA = await giveRows(a, therapist.id, service.id, "AAA", "2031-02-03T10:00:00Z");
    await giveRows(b, therapist.id, service.id, "BBB", "2031-02-03T12:00:00Z");
    await database.db.insert(authAccounts).values({
      userId: a.userId,
      accountId: a.userId,
      providerId: "credential",
      password: "hash-of-a-password",
    });

    const now = new Date("2031-03-01T23:30:00Z");
    const { fileName, data } = await exportMyData(database.db, { ...a, timezone: "Pacific/Auckland" }, now);

    // The date in the viewer's zone: already 2 March in Auckland.
    expect(fileName).toBe("my-data-2031-03-02.json");
    expect(data.exportedAt).toBe(now.toISOString());
    expect(data.profile).toMatchObject({ id: a.userId, email: a.email, firstName: "Abena", role: "client" });
    expect(data.sessions).toEqual([
      expect.objectContaining({ id: sessionA.id, therapist: "Efua Mensah", status: "scheduled", durationMinutes: 60 }),
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

    const text = JSON.stringify(data);
    for (const secret of ["BBB", b.userId, b.email, "secret-token", "hash-of-a-password"]) {
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
    expect(data).toMatchObject({ sessions: [], bookings: [], homework: [], messages: [], notifications: [] });
    const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.userId, fresh.userId));
    expect(audit.map((entry) => entry.action)).toEqual(["client_record.exported"]);
  });
});
