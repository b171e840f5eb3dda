import { randomBytes } from "node:crypto";
import type { Executor } from "@server/db/client";
import { appSecrets } from "@server/db/schema";
import { eq } from "drizzle-orm";

const KEY = "auth_secret";

/**
 * The secret that signs session cookies: AUTH_SECRET when configured, otherwise one made
 * on first start and kept in the database, so restarts and other servers keep sessions valid.
 */
export async function resolveAuthSecret(db: Executor, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, KEY));
  if (!row) throw new Error("auth secret could not be stored");
  return row.value;
}
