import { randomUUID } from "node:crypto";
import { homeworkAssignments, messages } from "@server/db/schema";
import { markMessagesRead, sendMessage } from "@server/modules/messages";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { clientChoices } from "./client-choices";
import { listStaffHomework } from "./list-staff-homework";
import { getStaffThread, listConversations } from "./staff-conversations";

const database = withTestDatabase();
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
