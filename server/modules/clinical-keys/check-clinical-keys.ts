import type { Executor } from "@server/db/client";
import { clientDataKeys } from "@server/db/schema";
import { logger } from "@server/lib/logger";
import type { ClinicalKeks } from "@server/lib/secrets";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { ClinicalCryptoError } from "./errors";
import { unwrapDataKey } from "./wrap";

export interface KekVersionCheck {
  kekVersion: number;
  /** Clients' keys (not destroyed) wrapped under this version. */
  keys: number;
  /** "opens": one of them opens with the configured key of this version. */
  state: "opens" | "not configured" | "does not open";
}

/**
 * At start: does this server hold a key for every version the stored data keys are wrapped under,
 * and is it the right one (one key of each version is opened to see)? A server that cannot open
 * them says so in its log at once, rather than at the first clinical page; it still starts, since
 * the rest of the practice does not depend on the record, and every clinical read fails closed.
 */
export async function checkClinicalKeys(db: Executor, keks: ClinicalKeks): Promise<KekVersionCheck[]> {
  const versions = await db
    .select({ kekVersion: clientDataKeys.kekVersion, keys: count() })
    .from(clientDataKeys)
    .where(isNull(clientDataKeys.destroyedAt))
    .groupBy(clientDataKeys.kekVersion)
    .orderBy(asc(clientDataKeys.kekVersion));
  const checks: KekVersionCheck[] = [];
  for (const { kekVersion, keys } of versions) {
    const configured = [keks.current, keks.previous].some((k) => k?.version === kekVersion);
    let state: KekVersionCheck["state"] = configured ? "opens" : "not configured";
    if (configured) {
      const [sample] = await db
        .select({ clientId: clientDataKeys.clientId, wrappedKey: clientDataKeys.wrappedKey })
        .from(clientDataKeys)
        .where(and(isNull(clientDataKeys.destroyedAt), eq(clientDataKeys.kekVersion, kekVersion)))
        .limit(1);
      try {
        if (sample) unwrapDataKey(keks, sample.clientId, kekVersion, sample.wrappedKey as string).fill(0);
      } catch (err) {
        if (!(err instanceof ClinicalCryptoError)) throw err;
        state = "does not open";
      }
    }
    checks.push({ kekVersion, keys, state });
  }
  const problems = checks.filter((c) => c.state !== "opens");
  if (problems.length > 0) {
    logger.error("clinical records this server cannot open: check CLINICAL_KEK and CLINICAL_KEK_PREVIOUS", {
      configured: [keks.current, keks.previous].flatMap((k) => (k ? [k.version] : [])),
      problems,
    });
  }
  return checks;
}
