import { PEOPLE_ADMINS_ONLY, USER_TEXT } from "@domain/admin-people";
import type { Database } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, eq, isNotNull } from "drizzle-orm";
import { explainNoChange, userIdSchema } from "./suspend-user";

/** Restores a suspended account: it can sign in again. */
export async function restoreUser(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ userId: string }> {
  assertAdmin(viewer, PEOPLE_ADMINS_ONLY);
  const { userId } = parseInput(userIdSchema, raw);
  if (!isUuid(userId)) throw new AppError("not_found", USER_TEXT.notFound);
  return db.transaction(async (tx) => {
    const [restored] = await tx
      .update(profiles)
      .set({ suspendedAt: null, suspendedBy: null, updatedAt: now })
      .where(and(eq(profiles.id, userId), isNotNull(profiles.suspendedAt)))
      .returning({ email: profiles.email });
    if (!restored) return explainNoChange(tx, userId, USER_TEXT.notSuspended);
    await recordAudit(tx, {
      action: "user.restored",
      userId: viewer.userId,
      tableName: "profiles",
      recordId: userId,
      details: { email: restored.email },
    });
    return { userId };
  });
}
