import { PEOPLE_ADMINS_ONLY, USER_TEXT } from "@domain/admin-people";
import type { Database, Executor } from "@server/db/client";
import { authSessions, authVerifications, profiles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, isActiveAdmin, lockAdmins, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";

export const userIdSchema = z.object({
  userId: z.string({ error: USER_TEXT.notFound }).trim().max(100, USER_TEXT.notFound),
});

/** Why nothing matched: no such user (not_found), or already in the state asked for (conflict). */
export async function explainNoChange(tx: Executor, userId: string, conflict: string): Promise<never> {
  const [found] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  throw found ? new AppError("conflict", conflict) : new AppError("not_found", USER_TEXT.notFound);
}

/**
 * Suspends an account: it is signed out everywhere at once (its sessions are deleted in the same
 * transaction, and its unused sign-in and reset links with them) and cannot sign in until an
 * admin restores it. An admin cannot suspend herself; the admins' rows are locked first, so two
 * admins suspending each other at the same moment cannot both succeed.
 */
export async function suspendUser(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ userId: string; sessionsEnded: number }> {
  assertAdmin(viewer, PEOPLE_ADMINS_ONLY);
  const { userId } = parseInput(userIdSchema, raw);
  if (userId === viewer.userId) throw new AppError("bad_request", USER_TEXT.notSelf);
  if (!isUuid(userId)) throw new AppError("not_found", USER_TEXT.notFound);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    if (!(await isActiveAdmin(tx, viewer.userId))) throw new AppError("forbidden", USER_TEXT.noLongerAdmin);
    const [suspended] = await tx
      .update(profiles)
      .set({ suspendedAt: now, suspendedBy: viewer.userId, updatedAt: now })
      .where(and(eq(profiles.id, userId), isNull(profiles.suspendedAt)))
      .returning({ email: profiles.email });
    if (!suspended) return explainNoChange(tx, userId, USER_TEXT.alreadySuspended);
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, userId))
      .returning({ id: authSessions.id });
    await tx.delete(authVerifications).where(eq(authVerifications.value, userId));
    await recordAudit(tx, {
      action: "user.suspended",
      userId: viewer.userId,
      tableName: "profiles",
      recordId: userId,
      details: { email: suspended.email, sessionsEnded: ended.length },
    });
    return { userId, sessionsEnded: ended.length };
  });
}
