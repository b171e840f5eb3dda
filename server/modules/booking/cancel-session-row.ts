import type { Executor } from "@server/db/client";
import { sessions } from "@server/db/schema";
import { eq } from "drizzle-orm";

/** A session is cancelled, with why and when (the database's no-overlap rule then frees its time). */
export async function cancelSessionRow(tx: Executor, sessionId: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ status: "cancelled", cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(eq(sessions.id, sessionId));
}
