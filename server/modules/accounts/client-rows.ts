import type { Executor } from "@server/db/client";
import { notificationPreferences, profiles, userRoles } from "@server/db/schema";

/**
 * What makes a user a client, beside the user row: her profile, the client role and her
 * notification preferences (the defaults). In the caller's transaction, so an account never
 * exists half-made.
 */
export async function insertClientRows(tx: Executor, profile: typeof profiles.$inferInsert): Promise<void> {
  await tx.insert(profiles).values(profile);
  await tx.insert(userRoles).values({ userId: profile.id, role: "client" });
  await tx.insert(notificationPreferences).values({ userId: profile.id });
}
