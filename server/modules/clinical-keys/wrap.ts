import type { ClinicalKek, ClinicalKeks } from "@server/lib/secrets";
import { ClinicalKeyUnavailableError } from "./errors";
import { gcmOpen, gcmSeal, joinParts, splitParts } from "./gcm";

/**
 * A client's data key as stored: "w1.<nonce>.<ciphertext>.<tag>", sealed with the key-encryption
 * key of the row's `kek_version`. The additional data binds it to the client and that version, so
 * a wrapped key copied onto another client's row, or relabelled with another version, opens nowhere.
 */
const WRAP_FORMAT = "w1";
const DATA_KEY_BYTES = 32;

const wrapAad = (clientId: string, kekVersion: number) =>
  Buffer.from(JSON.stringify(["client-data-key", WRAP_FORMAT, clientId, kekVersion]));

export function newWrapping(keks: ClinicalKeks, clientId: string, dataKey: Buffer) {
  const { key, version } = keks.current;
  return { kekVersion: version, wrappedKey: joinParts(WRAP_FORMAT, gcmSeal(key, dataKey, wrapAad(clientId, version))) };
}

function kekOf(keks: ClinicalKeks, version: number): ClinicalKek | null {
  if (keks.current.version === version) return keks.current;
  if (keks.previous?.version === version) return keks.previous;
  return null;
}

export function unwrapDataKey(keks: ClinicalKeks, clientId: string, kekVersion: number, wrappedKey: string): Buffer {
  const kek = kekOf(keks, kekVersion);
  if (!kek) {
    throw new ClinicalKeyUnavailableError(
      `A client's data key is wrapped under key version ${kekVersion}, which this server is not given ` +
        `(it has ${[keks.current, keks.previous].flatMap((k) => (k ? [k.version] : [])).join(" and ")}).`,
    );
  }
  const split = splitParts(wrappedKey, 1);
  const dataKey =
    split && split.prefix[0] === WRAP_FORMAT ? gcmOpen(kek.key, split.parts, wrapAad(clientId, kekVersion)) : null;
  if (!dataKey || dataKey.length !== DATA_KEY_BYTES) {
    throw new ClinicalKeyUnavailableError(
      `A client's data key does not open with the configured key version ${kekVersion}: that version's key is not the one that wrapped it, or the stored key was changed.`,
    );
  }
  return dataKey;
}
