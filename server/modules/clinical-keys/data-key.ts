import { randomBytes } from "node:crypto";
import type { Executor } from "@server/db/client";
import { clientDataKeys } from "@server/db/schema";
import type { ClinicalKeks } from "@server/lib/secrets";
import { eq } from "drizzle-orm";
import { ClinicalKeyUnavailableError, ClinicalRecordDestroyedError } from "./errors";
import { newWrapping, unwrapDataKey } from "./wrap";

export const RECORD_DESTROYED = "This client's clinical record was destroyed and can no longer be read or added to.";

/**
 * The client's data key, unwrapped, read in the caller's transaction. With `create`, a client
 * without one is given one: inserted if no other transaction has (insert ... on conflict do
 * nothing), then read, so two first writes at once end with the one key that was committed first.
 * A destroyed key is never replaced.
 */
export async function dataKeyFor(
  db: Executor,
  keks: ClinicalKeks,
  clientId: string,
  { create }: { create: boolean },
): Promise<Buffer> {
  if (create) {
    const dataKey = randomBytes(32);
    const made = await db
      .insert(clientDataKeys)
      .values({ clientId, ...newWrapping(keks, clientId, dataKey) })
      .onConflictDoNothing({ target: clientDataKeys.clientId })
      .returning({ clientId: clientDataKeys.clientId });
    if (made.length > 0) return dataKey;
    dataKey.fill(0);
  }
  const [row] = await db
    .select({
      kekVersion: clientDataKeys.kekVersion,
      wrappedKey: clientDataKeys.wrappedKey,
      destroyedAt: clientDataKeys.destroyedAt,
    })
    .from(clientDataKeys)
    .where(eq(clientDataKeys.clientId, clientId));
  if (!row) throw new ClinicalKeyUnavailableError("This client has no clinical data key: nothing was sealed for her.");
  if (row.destroyedAt || row.wrappedKey === null) throw new ClinicalRecordDestroyedError(RECORD_DESTROYED);
  return unwrapDataKey(keks, clientId, row.kekVersion, row.wrappedKey);
}
