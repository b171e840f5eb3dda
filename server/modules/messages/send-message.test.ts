import { randomUUID } from "node:crypto";
import type { LiveTopic } from "@domain/live-updates";
import { MESSAGE_REQUIRED, MESSAGE_TOO_LONG, NO_RECIPIENT } from "@domain/messaging";
import type { Database } from "@server/db/client";
import { auditLogs, emailOutbox, messages, notifications } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { LiveHub } from "@server/realtime/live-updates";
import { insertPerson, insertSession, settleLiveUpdates, withLiveTestDatabase } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findMessageRecipient } from "./find-message-recipient";
import {
  CHOOSE_RECIPIENT,
  CLIENT_CANNOT_CHOOSE,
  MESSAGE_KEY_MISSING,
  NOT_TO_YOURSELF,
  NOT_YOUR_CLIENT,
  sendMessage,
} from "./send-message";

let db: Database;
let hub: LiveHub;
withLiveTestDatabase((opened) => {
  db = opened.db;
  hub = opened.hub;
});

const days = (n: number) => new Date(Date.UTC(2031, 4, 1) + n * 86_400_000);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

async function threeTherapists() {
  return Promise.all([
    insertPerson(db, { role: "therapist", firstName: "Efua" }),
    insertPerson(db, { role: "therapist", firstName: "Kojo" }),
    insertPerson(db, { role: "therapist", firstName: "Yaa" }),
  ]);
}

describe("the recipient rule (spec 001 §7)", () => {
  it("is the therapist of the client's first session when nobody has written to them", async () => {
    const [first, later] = await threeTherapists();
    const client = await insertPerson(db);
    await insertSession(db, { clientId: client.id, therapistId: later!.id, start: days(20) });
    await insertSession(db, { clientId: client.id, therapistId: first!.id, start: days(2), status: "cancelled" });
    await insertSession(db, { clientId: client.id, therapistId: later!.id, start: days(9) });

    expect((await findMessageRecipient(db, client.id))?.id).toBe(first!.id);
    const sent = await sendMessage(db, await viewerFor(db, client.id), { clientKey: randomUUID(), content: "Hello" });
    expect(sent.recipientId).toBe(first!.id);
  });

  it("is the sender of the latest message the client received, over the first session's therapist", async () => {
    const [sessionTherapist, earlier, latest] = await threeTherapists();
    const client = await insertPerson(db);
    await insertSession(db, { clientId: client.id, therapistId: sessionTherapist!.id, start: days(1) });
    await db.insert(messages).values([
      { senderId: earlier!.id, recipientId: client.id, content: "Older", createdAt: days(-3) },
      { senderId: latest!.id, recipientId: client.id, content: "Newest", createdAt: days(-1) },
      // What the client sent does not count: only what they received.
      { senderId: client.id, recipientId: earlier!.id, content: "Mine, later", createdAt: days(0) },
    ]);

    const recipient = await findMessageRecipient(db, client.id);
    expect(recipient).toMatchObject({ id: latest!.id, firstName: "Yaa" });
    const sent = await sendMessage(db, await viewerFor(db, client.id), {
      clientKey: randomUUID(),
      content: "Thank you",
    });
    expect(sent.recipientId).toBe(latest!.id);
  });

  it("finds no one for a client with no session and no message: sending is refused", async () => {
    const client = await insertPerson(db);
    expect(await findMessageRecipient(db, client.id)).toBeNull();
    const err = await refusal(
      sendMessage(db, await viewerFor(db, client.id), { clientKey: randomUUID(), content: "Anyone there?" }),
    );
    expect(err.status).toBe(404);
    expect(err.message).toBe(NO_RECIPIENT.description);
    expect(await db.select().from(messages).where(eq(messages.senderId, client.id))).toEqual([]);
  });
});

describe("sendMessage", () => {
  async function clientWithTherapist() {
    const therapist = await insertPerson(db, { role: "therapist", firstName: "Efua" });
    const client = await insertPerson(db, { firstName: "Ama" });
    await insertSession(db, { clientId: client.id, therapistId: therapist.id, start: days(3) });
    return { therapist, client, viewer: await viewerFor(db, client.id) };
  }

  it("stores the trimmed text, notifies the recipient, records the audit entry and tells both sides' pages", async () => {
    const { therapist, client, viewer } = await clientWithTherapist();
    const heard: Record<string, LiveTopic[]> = { [therapist.id]: [], [client.id]: [] };
    const stops = await Promise.all(
      [therapist.id, client.id].map((id) => hub.subscribe(id, (topic) => heard[id]!.push(topic))),
    );

    const sent = await sendMessage(db, viewer, { clientKey: randomUUID(), content: "  Line one\nLine two \n" });
    await settleLiveUpdates();
    for (const stop of stops) stop();

    const [row] = await db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row).toMatchObject({
      senderId: client.id,
      recipientId: therapist.id,
      content: "Line one\nLine two",
      read: false,
    });
    expect(await db.select().from(notifications).where(eq(notifications.userId, therapist.id))).toEqual([
      expect.objectContaining({
        title: "New message",
        message: "From Ama",
        link: "/therapist-dashboard/messages",
        read: false,
      }),
    ]);
    // An e-mail says there is a message, never what it says.
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "New message from Ama"));
    expect(mail?.textBody).toContain("/therapist-dashboard/messages");
    expect(mail?.textBody).not.toContain("Line one");
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "message.send"), eq(auditLogs.recordId, sent.id)));
    expect(audit).toMatchObject({ userId: client.id, tableName: "messages", details: { recipientId: therapist.id } });
    expect(JSON.stringify(audit?.details)).not.toContain("Line one");
    expect(heard[therapist.id]).toEqual(expect.arrayContaining(["messages", "notifications"]));
    expect(heard[client.id]).toEqual(["messages"]);
  });

  it("refuses an empty or whitespace-only message, and one longer than the table allows", async () => {
    const { client, viewer } = await clientWithTherapist();
    for (const content of ["", "   \n\t ", undefined]) {
      const err = await refusal(sendMessage(db, viewer, { clientKey: randomUUID(), content }));
      expect(err.status).toBe(400);
      expect(err.message).toBe(MESSAGE_REQUIRED.description);
    }
    const tooLong = await refusal(sendMessage(db, viewer, { clientKey: randomUUID(), content: "a".repeat(5001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe(MESSAGE_TOO_LONG);
    await sendMessage(db, viewer, { clientKey: randomUUID(), content: "a".repeat(5000) });
    expect(await db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, client.id))).toHaveLength(1);
  });

  it("does not let a client choose another recipient", async () => {
    const { therapist, viewer } = await clientWithTherapist();
    const stranger = await insertPerson(db, { role: "therapist" });
    const err = await refusal(
      sendMessage(db, viewer, { clientKey: randomUUID(), content: "Hi", recipientId: stranger.id }),
    );
    expect(err.status).toBe(403);
    expect(err.message).toBe(CLIENT_CANNOT_CHOOSE);
    // Naming the recipient the rule gives anyway is fine.
    const sent = await sendMessage(db, viewer, { clientKey: randomUUID(), content: "Hi", recipientId: therapist.id });
    expect(sent.recipientId).toBe(therapist.id);
    expect(await db.select().from(messages).where(eq(messages.recipientId, stranger.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, stranger.id))).toEqual([]);
  });

  it("lets a therapist write to their client and to someone who wrote to them, but not to a stranger", async () => {
    const { therapist, client } = await clientWithTherapist();
    const me = await viewerFor(db, therapist.id);
    const writer = await insertPerson(db, { firstName: "Esi" });
    const stranger = await insertPerson(db, { firstName: "Kofi" });
    await db.insert(messages).values({ senderId: writer.id, recipientId: therapist.id, content: "Can we talk?" });

    expect(
      (await sendMessage(db, me, { clientKey: randomUUID(), content: "See you Monday", recipientId: client.id }))
        .recipientId,
    ).toBe(client.id);
    expect(
      (await sendMessage(db, me, { clientKey: randomUUID(), content: "Of course", recipientId: writer.id }))
        .recipientId,
    ).toBe(writer.id);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(notice).toMatchObject({ message: "From Efua", link: "/client-dashboard/messages" });

    for (const recipientId of [stranger.id, "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", "not-a-uuid"]) {
      const err = await refusal(sendMessage(db, me, { clientKey: randomUUID(), content: "Hello", recipientId }));
      expect(err.status).toBe(403);
      expect(err.message).toBe(NOT_YOUR_CLIENT);
    }
    const none = await refusal(sendMessage(db, me, { clientKey: randomUUID(), content: "Hello" }));
    expect([none.status, none.message]).toEqual([400, CHOOSE_RECIPIENT]);
    const self = await refusal(
      sendMessage(db, me, { clientKey: randomUUID(), content: "Note to self", recipientId: therapist.id }),
    );
    expect([self.status, self.message]).toEqual([400, NOT_TO_YOURSELF]);
    expect(await db.select().from(messages).where(eq(messages.recipientId, stranger.id))).toEqual([]);
  });

  it("lets an admin write to anyone who exists, or, naming no one, to the person the rule finds", async () => {
    const admin = await viewerFor(db, (await insertPerson(db, { role: "admin", firstName: "Abena" })).id);
    const anyone = await insertPerson(db);
    const sent = await sendMessage(db, admin, {
      clientKey: randomUUID(),
      content: "Welcome to the practice",
      recipientId: anyone.id,
    });
    expect(sent.recipientId).toBe(anyone.id);
    const missing = await refusal(
      sendMessage(db, admin, {
        clientKey: randomUUID(),
        content: "Hello",
        recipientId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e",
      }),
    );
    expect([missing.status, missing.message]).toEqual([404, NO_RECIPIENT.description]);
    // The one who was written to can now answer: the admin is their latest correspondent.
    expect((await findMessageRecipient(db, anyone.id))?.id).toBe(admin.userId);
    const answer = await sendMessage(db, await viewerFor(db, anyone.id), {
      clientKey: randomUUID(),
      content: "Thank you",
    });
    expect(answer.recipientId).toBe(admin.userId);
    // In the client portal, naming no one, the admin writes as a client does: to that person now.
    expect((await sendMessage(db, admin, { clientKey: randomUUID(), content: "You're welcome" })).recipientId).toBe(
      anyone.id,
    );
    const alone = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
    const none = await refusal(sendMessage(db, alone, { clientKey: randomUUID(), content: "Hello?" }));
    expect([none.status, none.message]).toEqual([404, NO_RECIPIENT.description]);
  });
});

describe("sending the same message twice", () => {
  it("stores one message, one notification and one audit entry for 20 simultaneous sends with one key", async () => {
    const therapist = await insertPerson(db, { role: "therapist", firstName: "Efua" });
    const client = await insertPerson(db);
    await insertSession(db, { clientId: client.id, therapistId: therapist.id, start: days(4) });
    const viewer = await viewerFor(db, client.id);
    const clientKey = randomUUID();

    const sent = await Promise.all(
      Array.from({ length: 20 }, () => sendMessage(db, viewer, { clientKey, content: "Are we still on for Tuesday?" })),
    );

    expect(new Set(sent.map((m) => m.id)).size).toBe(1);
    expect(await db.select().from(messages).where(eq(messages.senderId, client.id))).toHaveLength(1);
    expect(await db.select().from(notifications).where(eq(notifications.userId, therapist.id))).toHaveLength(1);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, client.id), eq(auditLogs.action, "message.send")));
    expect(audits).toHaveLength(1);
  });

  it("stores two messages with the same text under two keys, and refuses a send without a key", async () => {
    const therapist = await insertPerson(db, { role: "therapist" });
    const client = await insertPerson(db);
    await insertSession(db, { clientId: client.id, therapistId: therapist.id, start: days(5) });
    const viewer = await viewerFor(db, client.id);
    await sendMessage(db, viewer, { clientKey: randomUUID(), content: "Thank you" });
    await sendMessage(db, viewer, { clientKey: randomUUID(), content: "Thank you" });
    const err = await refusal(sendMessage(db, viewer, { content: "Thank you" }));
    expect([err.status, err.message]).toEqual([400, MESSAGE_KEY_MISSING]);
    expect(await db.select().from(messages).where(eq(messages.senderId, client.id))).toHaveLength(2);
  });
});
