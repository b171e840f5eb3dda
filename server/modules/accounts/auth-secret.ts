import type { Executor } from "@server/db/client";
import { appSecrets } from "@server/db/schema";
import { eq } from "drizzle-orm";

const KEY = "auth_secret";

/**
 * The auth secret an older server without AUTH_SECRET kept in the database, removed from it: the
 * secrets now live outside the database (server/lib/secrets.ts). Returns it (once) so what was
 * sealed with keys derived from it can be sealed again; null when there is none. Call it in a
 * transaction: the row is locked, so of several servers starting together one takes it.
 */
export async function takeStoredAuthSecret(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, KEY))
    .for("update");
  if (!row) return null;
  await tx.delete(appSecrets).where(eq(appSecrets.key, KEY));
  return row.value;
}
