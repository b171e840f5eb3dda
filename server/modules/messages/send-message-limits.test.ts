// Sending is limited per sender, and the e-mails that tell of new messages are batched per
// conversation: what one account can make the practice send is bounded.

import { randomUUID } from "node:crypto";
import { SENDING_TOO_FAST } from "@domain/messaging";
import type { Database } from "@server/db/client";
import { emailOutbox, messages, notificationPreferences } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { testEngine, withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { markMessagesRead } from "./mark-messages-read";
import { sendMessage } from "./send-message";

// On PostgreSQL the 40 sends run truly at once on a pool of 20 connections; PGlite runs one
// transaction at a time and checks the same outcome without the race.
const database = withTestDatabase({ poolSize: 20 });
let db: Database;

const soon = new Date(Date.now() + 5 * 86_400_000);

async function conversation(firstName = "Ama") {
  const therapist = await insertPerson(db, { role: "therapist", firstName: "Efua" });
  const client = await insertPerson(db, { firstName });
  await insertSession(db, { clientId: client.id, therapistId: therapist.id, start: soon });
  return { therapist: await viewerFor(db, therapist.id), client: await viewerFor(db, client.id) };
}

const send = (viewer: Viewer, content = "Hello", clientKey = randomUUID()) =>
  sendMessage(db, viewer, { clientKey, content });

const stored = async (senderId: string) =>
  (await db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, senderId))).length;

const mailsTo = async (address: string) =>
  (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).map((mail) => mail.subject);

describe(`messages per sender (${testEngine()})`, () => {
  it("are 30 a minute: of 40 sent at once, 30 are stored and 10 refused with a 429 that says to wait", async () => {
    db = database.db;
    const { client, therapist } = await conversation();
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => send(client, `Message ${i}`)));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    for (const reason of refused) if (!isAppError(reason)) throw reason;
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(30);
    expect(refused.map((r) => [r.status, r.message])).toEqual(Array(10).fill([429, SENDING_TOO_FAST]));
    expect(await stored(client.userId)).toBe(30);
    // Nor is anything sent for them: one e-mail tells the therapist of the conversation.
    expect(await mailsTo(therapist.email)).toHaveLength(1);
    expect(SENDING_TOO_FAST).toBe("You are sending messages too quickly. Please wait a minute and send it again.");

    // The one she writes to may still answer; her own repeat of a stored message is answered, not refused.
    const [first] = await db.select().from(messages).where(eq(messages.senderId, client.userId)).limit(1);
    const again = await sendMessage(db, client, { clientKey: first!.clientKey, content: first!.content });
    expect(again.id).toBe(first!.id);
    await sendMessage(db, therapist, {
      clientKey: randomUUID(),
      content: "I am here",
      recipientId: client.userId,
    });

    // A minute later she may write again.
    await db.execute(sql`update rate_limits set window_start = window_start - interval '61 seconds'`);
    await send(client, "Sorry, I was upset");
    expect(await stored(client.userId)).toBe(31);
  });
});

describe("e-mails about new messages", () => {
  it("are one per conversation while its messages are unread: 5 in a row queue one e-mail", async () => {
    db = database.db;
    const { client, therapist } = await conversation("Abla");
    for (let i = 0; i < 5; i++) await send(client, `Part ${i + 1}`);
    expect(await mailsTo(therapist.email)).toEqual(["New message from Abla"]);

    // Another conversation of hers is another e-mail.
    const other = await insertPerson(db, { firstName: "Kofi" });
    await insertSession(db, {
      clientId: other.id,
      therapistId: therapist.userId,
      start: new Date(soon.getTime() + 7_200_000),
    });
    await send(await viewerFor(db, other.id), "Hello from Kofi");
    expect(await mailsTo(therapist.email)).toEqual(["New message from Abla", "New message from Kofi"]);
  });

  it("start again once she has read the conversation", async () => {
    db = database.db;
    const { client, therapist } = await conversation("Esi");
    await send(client, "First");
    const last = await send(client, "Second");
    await markMessagesRead(db, therapist, { upTo: last.id, scope: "thread" });
    await send(client, "Third");
    await send(client, "Fourth");
    expect(await mailsTo(therapist.email)).toEqual(["New message from Esi", "New message from Esi"]);
  });

  it("start again after 15 minutes, read or not; none go to someone who turned them off", async () => {
    db = database.db;
    const { client, therapist } = await conversation("Yaa");
    await send(client, "First");
    await db.execute(
      sql`update messages set emailed_at = emailed_at - interval '15 minutes' where sender_id = ${client.userId}`,
    );
    await send(client, "Still there?");
    expect(await mailsTo(therapist.email)).toHaveLength(2);

    const { client: quiet, therapist: busy } = await conversation("Akua");
    await db.insert(notificationPreferences).values({ userId: busy.userId, emailNewMessage: false });
    await send(quiet, "Hello");
    expect(await mailsTo(busy.email)).toEqual([]);
    // Turned back on, the next message e-mails: nothing was sent that could stand for it.
    await db
      .update(notificationPreferences)
      .set({ emailNewMessage: true })
      .where(eq(notificationPreferences.userId, busy.userId));
    await send(quiet, "Hello again");
    expect(await mailsTo(busy.email)).toEqual(["New message from Akua"]);
    const flagged = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, quiet.userId), sql`emailed_at is not null`));
    expect(flagged).toHaveLength(1);
  });
});
