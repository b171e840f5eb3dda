import type { Database } from "@server/db/client";
import { messages } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { and, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";

export const MESSAGE_NOT_FOUND = "Message not found";

const schema = z.object({
  upTo: z.string({ error: MESSAGE_NOT_FOUND }).trim(),
  /** "thread": only the messages of `upTo`'s sender (a staff member's conversation with one person). */
  scope: z.enum(["all", "thread"]).optional().catch(undefined),
});

/**
 * The viewer has seen their conversation up to the message `upTo` (one they received): it and
 * every earlier message they received are marked read (in a staff member's thread with one
 * person, `scope: "thread"`, only that person's). A message sent to someone else, or one
 * that does not exist, is a 404, never a silent success.
 *
 * Not written to the audit log: whether a person has read their own messages changes nothing
 * anyone else is accountable for, and one entry per glance would drown the log.
 */
export async function markMessagesRead(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ marked: number }> {
  const { upTo, scope } = parseInput(schema, raw);
  if (!isUuid(upTo)) throw new AppError("not_found", MESSAGE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const mine = eq(messages.recipientId, viewer.userId);
    const [seen] = await tx
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(and(eq(messages.id, upTo), mine));
    if (!seen) throw new AppError("not_found", MESSAGE_NOT_FOUND);
    // Compared in the database: the column keeps microseconds, a JavaScript Date only milliseconds,
    // so a time read back and sent again would fall short of the message it came from.
    const seenAt = sql`(select created_at from ${messages} where id = ${upTo})`;
    const marked = await tx
      .update(messages)
      .set({ read: true, readAt: now })
      .where(
        and(
          mine,
          eq(messages.read, false),
          lte(messages.createdAt, seenAt),
          scope === "thread" ? eq(messages.senderId, seen.senderId) : undefined,
        ),
      )
      .returning({ id: messages.id });
    return { marked: marked.length };
  });
}
