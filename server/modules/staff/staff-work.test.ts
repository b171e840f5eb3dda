import { randomUUID } from "node:crypto";
import { bookings, homeworkAssignments, messages, transactionLedger } from "@server/db/schema";
import { markMessagesRead } from "@server/modules/messages/mark-messages-read";
import { sendMessage } from "@server/modules/messages/send-message";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { clientChoices } from "./client-choices";
import { getTherapistAnalytics } from "./get-therapist-analytics";
import { listStaffHomework } from "./list-staff-homework";
import { getStaffThread, listConversations } from "./staff-conversations";

const database = withTestDatabase();
const NOW = new Date("2026-11-24T12:00:00Z");
const at = (iso: string) => new Date(iso);

async function practice() {
  const { db } = database;
  const efua = await insertPerson(db, { role: "therapist", firstName: "Efua" });
  const kojo = await insertPerson(db, { role: "therapist", firstName: "Kojo" });
  const ama = await insertPerson(db, { firstName: "Ama" });
  const yaw = await insertPerson(db, { firstName: "Yaw" });
  await insertSession(db, {
    clientId: ama.id,
    therapistId: efua.id,
    start: at("2026-09-10T10:00:00Z"),
    status: "completed",
  });
  await insertSession(db, {
    clientId: yaw.id,
    therapistId: kojo.id,
    start: at("2026-09-11T10:00:00Z"),
    status: "completed",
  });
  return {
    efua: await viewerFor(db, efua.id),
    kojo: await viewerFor(db, kojo.id),
    admin: await viewerFor(db, (await insertPerson(db, { role: "admin" })).id),
    ama: await viewerFor(db, ama.id),
    yaw: await viewerFor(db, yaw.id),
  };
}

describe("listStaffHomework", () => {
  it("lists the therapist's own assignments, filtered by client and status; an admin sees everyone's", async () => {
    const { db } = database;
    const p = await practice();
    await db.insert(homeworkAssignments).values([
      {
        clientId: p.ama.userId,
        therapistId: p.efua.userId,
        title: "Breathing",
        status: "assigned",
        createdAt: at("2026-11-01T09:00:00Z"),
      },
      {
        clientId: p.ama.userId,
        therapistId: p.efua.userId,
        title: "Diary",
        status: "completed",
        clientResponse: "Done",
        createdAt: at("2026-11-02T09:00:00Z"),
      },
      { clientId: p.yaw.userId, therapistId: p.kojo.userId, title: "Walks", status: "assigned" },
    ]);
    expect((await listStaffHomework(db, p.efua)).items.map((h) => h.title)).toEqual(["Diary", "Breathing"]);
    expect((await listStaffHomework(db, p.efua, { status: "completed" })).items.map((h) => h.response)).toEqual([
      "Done",
    ]);
    expect((await listStaffHomework(db, p.efua, { client: p.yaw.userId })).items).toEqual([]);
    expect((await listStaffHomework(db, p.kojo)).items.map((h) => h.title)).toEqual(["Walks"]);
    expect((await listStaffHomework(db, p.admin)).items.length).toBeGreaterThanOrEqual(3);
    await expect(listStaffHomework(db, p.ama)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("staff conversations", () => {
  it("lists each correspondent once with the last message and unread count, and opens one thread", async () => {
    const { db } = database;
    const p = await practice();
    const send = (viewer: typeof p.ama, content: string, recipientId?: string) =>
      sendMessage(db, viewer, { content, recipientId, clientKey: randomUUID() });
    await send(p.ama, "Hello Efua");
    await send(p.efua, "Hello Ama", p.ama.userId);
    const last = await send(p.ama, "See you Tuesday");
    await send(p.admin, "A note from the office", p.efua.userId);

    const list = await listConversations(db, p.efua);
    expect(list.map((c) => [c.firstName, c.lastMessage, c.unread])).toEqual([
      [p.admin.firstName, "A note from the office", 1],
      ["Ama", "See you Tuesday", 2],
    ]);
    const thread = await getStaffThread(db, p.efua, p.ama.userId);
    expect(thread.messages.map((m) => [m.content, m.mine])).toEqual([
      ["Hello Efua", false],
      ["Hello Ama", true],
      ["See you Tuesday", false],
    ]);
    // Reading Ama's thread marks only Ama's messages read.
    await markMessagesRead(db, p.efua, { upTo: last.id, scope: "thread" });
    expect((await listConversations(db, p.efua)).map((c) => c.unread)).toEqual([1, 0]);
  });

  it("keeps each therapist to her own people, and an admin out of a client's thread with her therapist", async () => {
    const { db } = database;
    const p = await practice();
    await sendMessage(db, p.ama, { content: "Private", clientKey: randomUUID() });
    await expect(getStaffThread(db, p.kojo, p.ama.userId)).rejects.toMatchObject({ code: "not_found" });
    expect((await clientChoices(db, p.kojo)).clients.map((c) => c.name)).toEqual([`Yaw Mensah`]);
    // The admin may open a conversation with Ama, but it holds only the admin's own messages.
    const adminView = await getStaffThread(db, p.admin, p.ama.userId);
    expect(adminView.messages).toEqual([]);
    expect(await listConversations(db, p.admin)).toEqual([]);
    expect((await db.select().from(messages)).some((m) => m.content === "Private")).toBe(true);
  });
});

describe("getTherapistAnalytics", () => {
  it("counts her months: paid bookings per currency, outcomes, new and returning clients", async () => {
    const { db } = database;
    const p = await practice();
    const october = await insertSession(db, {
      clientId: p.ama.userId,
      therapistId: p.efua.userId,
      start: at("2026-10-05T10:00:00Z"),
      status: "completed",
    });
    await insertSession(db, {
      clientId: p.ama.userId,
      therapistId: p.efua.userId,
      start: at("2026-10-12T10:00:00Z"),
      status: "no_show",
    });
    const newcomer = await insertPerson(db);
    await insertSession(db, {
      clientId: newcomer.id,
      therapistId: p.efua.userId,
      start: at("2026-10-20T10:00:00Z"),
      status: "completed",
    });
    await insertSession(db, {
      clientId: newcomer.id,
      therapistId: p.efua.userId,
      start: at("2026-11-02T10:00:00Z"),
      status: "cancelled",
    });
    const reference = `BKG-${randomUUID()}`;
    const service = await insertService(db);
    await db.insert(bookings).values({
      userId: p.ama.userId,
      serviceId: service.id,
      serviceName: "Individual",
      sessionType: "virtual",
      sessionDate: october.sessionDate,
      durationMinutes: 60,
      firstName: "Ama",
      lastName: "Mensah",
      email: "ama@example.test",
      phone: "+233241234567",
      region: "local",
      paymentAmount: 40_000,
      paymentCurrency: "GHS",
      paymentStatus: "paid",
      paymentId: reference,
      status: "completed",
      sessionId: october.id,
    });
    await db.insert(transactionLedger).values({
      userId: p.ama.userId,
      reference,
      amount: 40_000,
      currency: "GHS",
      status: "completed",
      transactionType: "booking",
      paymentProvider: "paystack",
      createdAt: at("2026-10-04T10:00:00Z"),
    });

    const months = await getTherapistAnalytics(db, p.efua, NOW);
    expect(months.map((m) => m.month)).toHaveLength(12);
    const oct = months.find((m) => m.month === "2026-10")!;
    expect(oct).toMatchObject({
      revenue: { GHS: 40_000 },
      completed: 2,
      noShow: 1,
      cancelled: 0,
      newClients: 1,
      returningClients: 1,
    });
    // A cancelled session counts as cancelled, not as a visit: nobody new or returning in November.
    expect(months.find((m) => m.month === "2026-11")).toMatchObject({
      cancelled: 1,
      newClients: 0,
      returningClients: 0,
    });
    expect(months.find((m) => m.month === "2026-09")).toMatchObject({ completed: 1, newClients: 1 });
    // Kojo's figures hold none of Efua's.
    expect((await getTherapistAnalytics(db, p.kojo, NOW)).find((m) => m.month === "2026-10")?.completed).toBe(0);

    // The practice's revenue is every payment received: a plan too, but not what is still awaited.
    await db.insert(transactionLedger).values([
      {
        userId: p.yaw.userId,
        reference: `PLN-${randomUUID()}`,
        amount: 95_050,
        currency: "GHS",
        status: "completed",
        transactionType: "support_plan",
        paymentProvider: "paystack",
        createdAt: at("2026-10-09T10:00:00Z"),
      },
      {
        userId: p.yaw.userId,
        reference: `WISE-${randomUUID()}`,
        amount: 30_000,
        currency: "GBP",
        status: "pending",
        transactionType: "support_plan",
        paymentProvider: "bank_transfer",
        createdAt: at("2026-10-10T10:00:00Z"),
      },
    ]);
    const practiceOct = (await getTherapistAnalytics(db, p.admin, NOW)).find((m) => m.month === "2026-10")!;
    expect(practiceOct.revenue).toEqual({ GHS: 40_000 + 95_050 });
    expect(practiceOct.completed).toBe(2);
    // One therapist's, as she sees them herself.
    const efuasOct = (await getTherapistAnalytics(db, p.admin, NOW, { therapist: p.efua.userId })).find(
      (m) => m.month === "2026-10",
    );
    expect(efuasOct).toEqual(oct);
  });
});
