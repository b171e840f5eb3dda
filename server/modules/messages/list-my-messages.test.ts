import { messages } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { listMyMessages, MESSAGES_PAGE_SIZE, messagesShown } from "./list-my-messages";

const database = withTestDatabase();

const START = Date.UTC(2031, 0, 1);
const minute = (n: number) => new Date(START + n * 60_000);

describe("listMyMessages", () => {
  it("pages through the viewer's conversation, latest page first, each page oldest to newest", async () => {
    const therapist = await insertPerson(database.db, { role: "therapist", firstName: "Efua" });
    const me = await insertPerson(database.db, { firstName: "Ama" });
    const other = await insertPerson(database.db, { firstName: "Kwame" });
    await insertSession(database.db, { clientId: me.id, therapistId: therapist.id, start: minute(100_000) });
    // 120 messages both ways, one a minute: message i is sent at minute i.
    await database.db.insert(messages).values(
      Array.from({ length: 120 }, (_, i) => ({
        senderId: i % 3 === 0 ? me.id : therapist.id,
        recipientId: i % 3 === 0 ? therapist.id : me.id,
        content: `message ${i}`,
        createdAt: minute(i),
        read: i < 110,
      })),
    );
    // Someone else's conversation with the same therapist, interleaved in time, never shows.
    await database.db.insert(messages).values(
      Array.from({ length: 30 }, (_, i) => ({
        senderId: therapist.id,
        recipientId: other.id,
        content: `not yours ${i}`,
        createdAt: minute(i * 4 + 1),
      })),
    );
    const viewer = await viewerFor(database.db, me.id);
    const contents = (page: Awaited<ReturnType<typeof listMyMessages>>) => page.messages.map((m) => m.content);
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `message ${from + i}`);

    const first = await listMyMessages(database.db, viewer);
    expect(MESSAGES_PAGE_SIZE).toBe(50);
    expect(contents(first)).toEqual(range(70, 120));
    expect(first.hasOlder).toBe(true);
    expect(first.recipient).toMatchObject({ id: therapist.id, firstName: "Efua" });
    const last = first.messages.at(-1);
    expect(last).toMatchObject({ senderId: therapist.id, senderFirstName: "Efua", mine: false, read: false });
    expect(last?.createdAt).toEqual(minute(119));
    expect(first.messages.find((m) => m.content === "message 99")).toMatchObject({
      mine: true,
      senderFirstName: "Ama",
      read: true,
    });

    expect(first.shown).toBe(50);

    const two = await listMyMessages(database.db, viewer, { show: "100" });
    expect(contents(two)).toEqual(range(20, 120));
    expect(two.hasOlder).toBe(true);
    expect(two.shown).toBe(100);

    const all = await listMyMessages(database.db, viewer, { show: 150 });
    expect(contents(all)).toEqual(range(0, 120));
    expect(all.hasOlder).toBe(false);
  });

  it("is empty, with no one to write to, for a new client", async () => {
    const fresh = await viewerFor(database.db, (await insertPerson(database.db)).id);
    expect(await listMyMessages(database.db, fresh)).toEqual({
      recipient: null,
      messages: [],
      hasOlder: false,
      shown: 50,
    });
  });
});

describe("messagesShown", () => {
  it("reads ?show= as a whole number of pages, at least one, at most 5,000 messages", () => {
    expect([undefined, null, "", "lots", "-5", 0, 1, 50].map(messagesShown)).toEqual(Array(8).fill(50));
    expect([51, "100", 120, 149.5].map(messagesShown)).toEqual([100, 100, 150, 150]);
    expect([5000, 5001, 1e9, "1e400"].map(messagesShown)).toEqual([5000, 5000, 5000, 50]);
  });
});
