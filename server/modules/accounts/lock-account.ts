import type { Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { eq } from "drizzle-orm";

/**
 * Locks one person's account row until the transaction ends, so that her requests which must be
 * counted or checked one after another (her unpaid holds, a plan's awaited transfer) wait here
 * for each other. What the caller reads after it, in statements of their own, includes what the
 * transaction that held the lock before committed. "No key update": rows that merely refer to
 * her (a message to her, a notification) are not held up by it.
 */
export async function lockAccount(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("no key update");
}
