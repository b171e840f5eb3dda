import type { Database } from "@server/db/client";
import { calendarConnections } from "@server/db/schema";
import { logger } from "@server/lib/logger";
import { type SecretBox, secretBox } from "@server/lib/secret-box";
import type { ServerSecrets } from "@server/lib/secrets";
import { takeStoredAuthSecret } from "@server/modules/accounts";
import { and, eq, isNotNull } from "drizzle-orm";

/** The key the tokens were sealed with before the calendar key was a secret of its own. */
const derivedKey = (authSecret: string) => `calendar-tokens:${authSecret}`;

function opensWith(box: SecretBox, sealed: string): boolean {
  try {
    box.open(sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Upgrades what older servers left: the auth secret kept in the database (app_secrets) is deleted,
 * and Google tokens sealed with a key derived from an auth secret (the stored one, or AUTH_SECRET)
 * are sealed again with the calendar key. Run at every start; once done it only reads the
 * connections and changes nothing. A token no key opens is left as it is (its calendar asks to be
 * connected again when next used).
 */
export async function retireDerivedCalendarKeys(
  db: Database,
  secrets: Pick<ServerSecrets, "authSecret" | "calendarTokenKey">,
): Promise<{ resealed: number }> {
  return db.transaction(async (tx) => {
    const stored = await takeStoredAuthSecret(tx);
    if (!secrets.calendarTokenKey) return { resealed: 0 };
    const box = secretBox(secrets.calendarTokenKey);
    const oldBoxes = [stored, secrets.authSecret].flatMap((s) => (s ? [secretBox(derivedKey(s))] : []));
    const sealed = await tx
      .select({
        id: calendarConnections.id,
        accessToken: calendarConnections.accessToken,
        refreshToken: calendarConnections.refreshToken,
      })
      .from(calendarConnections)
      .where(isNotNull(calendarConnections.accessToken));
    let resealed = 0;
    for (const row of sealed) {
      const access = row.accessToken as string;
      if (opensWith(box, access)) continue;
      const old = oldBoxes.find((candidate) => opensWith(candidate, access));
      if (!old) {
        logger.warn("a calendar connection's tokens open with no known key", { connectionId: row.id });
        continue;
      }
      const changed = await tx
        .update(calendarConnections)
        .set({
          accessToken: box.seal(old.open(access)),
          refreshToken: row.refreshToken ? box.seal(old.open(row.refreshToken)) : null,
        })
        .where(and(eq(calendarConnections.id, row.id), eq(calendarConnections.accessToken, access)))
        .returning({ id: calendarConnections.id });
      resealed += changed.length;
    }
    if (resealed > 0) logger.info("calendar tokens sealed again with the calendar key", { resealed });
    return { resealed };
  });
}
