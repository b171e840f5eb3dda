import type { Database } from "@server/db/client";
import { clientDataKeys, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { type ClinicalKeks, serverSecrets } from "@server/lib/secrets";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq, isNull, sql } from "drizzle-orm";

export const DESTROY_ADMINS_ONLY = "Only an administrator can destroy a client's clinical record.";

export interface DestroyedKey {
  destroyedAt: Date;
  /** True when it had been destroyed before: nothing changed and nothing more was audited. */
  alreadyDestroyed: boolean;
}

/**
 * An admin destroys a client's clinical data key: the wrapped key is erased and `destroyed_at`
 * set, in one transaction with the audit entry. Every copy of her clinical values, in the database
 * and in its backups, then has no key that opens it; the backups' copies of the wrapped key stop
 * opening once the key-encryption key is rotated and the previous one dropped (decision 0049).
 * A client with no key yet gets a destroyed one, so none is ever made for her. Other clients'
 * keys are untouched.
 */
export async function destroyClientKey(
  db: Database,
  clientId: string,
  viewer: Viewer,
  keks: ClinicalKeks = serverSecrets().clinicalKeks,
): Promise<DestroyedKey> {
  assertAdmin(viewer, DESTROY_ADMINS_ONLY);
  if (!isUuid(clientId)) throw new AppError("bad_request", "That is not a client's id.");
  const id = clientId.toLowerCase();
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!person) throw new AppError("not_found", "There is no such client.");
    const [destroyed] = await tx
      .insert(clientDataKeys)
      .values({ clientId: id, kekVersion: keks.current.version, wrappedKey: null, destroyedAt: sql`now()` })
      .onConflictDoUpdate({
        target: clientDataKeys.clientId,
        set: { wrappedKey: null, destroyedAt: sql`now()` },
        setWhere: isNull(clientDataKeys.destroyedAt),
      })
      .returning({ destroyedAt: clientDataKeys.destroyedAt, createdAt: clientDataKeys.createdAt });
    if (!destroyed) {
      const [before] = await tx
        .select({ destroyedAt: clientDataKeys.destroyedAt })
        .from(clientDataKeys)
        .where(eq(clientDataKeys.clientId, id));
      return { destroyedAt: before?.destroyedAt as Date, alreadyDestroyed: true };
    }
    await recordAudit(tx, {
      action: "clinical_record.destroyed",
      userId: viewer.userId,
      tableName: "client_data_keys",
      recordId: id,
      clientId: id,
      details: { clientId: id, keyCreatedAt: destroyed.createdAt.toISOString() },
    });
    return { destroyedAt: destroyed.destroyedAt as Date, alreadyDestroyed: false };
  });
}
