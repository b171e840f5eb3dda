import type { Database } from "@server/db/client";
import { clientDataKeys } from "@server/db/schema";
import { errorFields, logger } from "@server/lib/logger";
import type { ClinicalKeks } from "@server/lib/secrets";
import { and, asc, count, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { ClinicalCryptoError } from "./errors";
import { newWrapping, unwrapDataKey } from "./wrap";

export interface RotationCounts {
  /** The key version every data key was to be wrapped under. */
  kekVersion: number;
  /** Data keys wrapped again by this run. */
  rewrapped: number;
  /** Data keys already under the current version when the run ended (those it re-wrapped included). */
  current: number;
  destroyed: number;
  /** Data keys no configured key opens: left as they were. */
  unopenable: number;
  batches: number;
}

/**
 * Wraps every client's data key again under the current key-encryption key, opening each with the
 * key its row names (the current or the previous one). In batches of `batchSize` rows, each in a
 * transaction of its own holding its rows locked; the values sealed with the data keys are not
 * touched, since the data keys do not change. Run again, it finds nothing left to do.
 */
export async function rotateClientKeys(
  db: Database,
  keks: ClinicalKeks,
  { batchSize = 200, onBatch }: { batchSize?: number; onBatch?: (rewrapped: number) => void } = {},
): Promise<RotationCounts> {
  const version = keks.current.version;
  let rewrapped = 0;
  let unopenable = 0;
  let batches = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          clientId: clientDataKeys.clientId,
          kekVersion: clientDataKeys.kekVersion,
          wrappedKey: clientDataKeys.wrappedKey,
        })
        .from(clientDataKeys)
        .where(
          and(
            isNull(clientDataKeys.destroyedAt),
            ne(clientDataKeys.kekVersion, version),
            after === null ? undefined : gt(clientDataKeys.clientId, after),
          ),
        )
        .orderBy(asc(clientDataKeys.clientId))
        .limit(batchSize)
        .for("update");
      let done = 0;
      for (const row of rows) {
        let dataKey: Buffer;
        try {
          dataKey = unwrapDataKey(keks, row.clientId, row.kekVersion, row.wrappedKey as string);
        } catch (err) {
          if (!(err instanceof ClinicalCryptoError)) throw err;
          unopenable++;
          logger.warn("a client's data key opens with no configured key", {
            clientId: row.clientId,
            kekVersion: row.kekVersion,
            ...errorFields(err),
          });
          continue;
        }
        await tx
          .update(clientDataKeys)
          .set({ ...newWrapping(keks, row.clientId, dataKey), rotatedAt: sql`now()` })
          .where(eq(clientDataKeys.clientId, row.clientId));
        dataKey.fill(0);
        done++;
      }
      return { done, size: rows.length, last: rows.at(-1)?.clientId ?? null };
    });
    if (batch.size === 0) break;
    batches++;
    rewrapped += batch.done;
    onBatch?.(batch.done);
    after = batch.last;
    if (batch.size < batchSize) break;
  }
  const tally = async (condition: ReturnType<typeof and>) =>
    (await db.select({ n: count() }).from(clientDataKeys).where(condition))[0]?.n ?? 0;
  return {
    kekVersion: version,
    rewrapped,
    current: await tally(and(isNull(clientDataKeys.destroyedAt), eq(clientDataKeys.kekVersion, version))),
    destroyed: await tally(isNotNull(clientDataKeys.destroyedAt)),
    unopenable,
    batches,
  };
}
