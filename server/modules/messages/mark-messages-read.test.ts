import { messages } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { getPortalSummary } from "@server/modules/portal";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGE_NOT_FOUND, markMessagesRead } from "./mark-messages-read";

const database = withTestDatabase();

const minute = (n: number) => new Date(Date.UTC(2031, 0, 1) + n * 60_000);

async function conversation() {
  const therapist = await insertPerson(database.db, { role: "therapist" });
  const me = await insertPerson(database.db);
  const other = await insertPerson(database.db);
  const rows = await database.db
    .insert(messages)
    .values([
      { senderId: therapist.id, recipientId: me.id, content: "one", createdAt: minute(1) },
      { senderId: me.id, recipientId: therapist.id, content: "mine", createdAt: minute(2) },
      { senderId: therapist.id, recipientId: me.id, content: "two", createdAt: minute(3) },
      { senderId: therapist.id, recipientId: me.id, content: "three", createdAt: minute(4) },
      { senderId: therapist.id, recipientId: other.id, content: "theirs", createdAt: minute(2) },
    ])
    .returning();
  const byContent = Object.fromEntries(rows.map((r) => [r.content, r]));
  return { therapist, me, other, byContent };
}

const readState = async (ids: string[]) =>
  Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => {
        const [row] = await database.db
          .select({ c: messages.content, read: messages.read })
          .from(messages)
          .where(eq(messages.id, id));
        return [row?.c, row?.read] as const;
      }),
    ),
  );

describe("markMessagesRead", () => {
  it("marks what the viewer received up to the message seen, and nothing later or not theirs", async () => {
    const { me, byContent } = await conversation();
    const viewer = await viewerFor(database.db, me.id);
    const ids = Object.values(byContent).map((m) => m.id);
    expect((await getPortalSummary(database.db, viewer)).unreadMessages).toBe(3);

    const now = new Date("2031-01-02T10:00:00Z");
    expect(await markMessagesRead(database.db, viewer, { upTo: byContent.two!.id }, now)).toEqual({ marked: 2 });
    expect(await readState(ids)).toEqual({ one: true, mine: false, two: true, three: false, theirs: false });
    const [two] = await database.db.select().from(messages).where(eq(messages.id, byContent.two!.id));
    expect(two?.readAt).toEqual(now);
    expect((await getPortalSummary(database.db, viewer)).unreadMessages).toBe(1);

    expect(await markMessagesRead(database.db, viewer, { upTo: byContent.three!.id })).toEqual({ marked: 1 });
    expect(await markMessagesRead(database.db, viewer, { upTo: byContent.three!.id })).toEqual({ marked: 0 });
    expect((await getPortalSummary(database.db, viewer)).unreadMessages).toBe(0);
  });

  it("refuses, with a 404, a message the viewer did not receive: someone else's, their own, or none", async () => {
    const { me, other, byContent } = await conversation();
    const viewer = await viewerFor(database.db, me.id);
    for (const upTo of [
      byContent.theirs!.id,
      byContent.mine!.id,
      "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e",
      "not-an-id",
      undefined,
    ]) {
      const err = await markMessagesRead(database.db, viewer, { upTo }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect([(err as AppError).status, (err as AppError).message]).toEqual(
        upTo === undefined ? [400, MESSAGE_NOT_FOUND] : [404, MESSAGE_NOT_FOUND],
      );
    }
    // Client B cannot mark client A's message, even knowing its id.
    const intruder = await viewerFor(database.db, other.id);
    await expect(markMessagesRead(database.db, intruder, { upTo: byContent.three!.id })).rejects.toBeInstanceOf(
      AppError,
    );
    const [three] = await database.db.select().from(messages).where(eq(messages.id, byContent.three!.id));
    expect(three?.read).toBe(false);
  });
});
