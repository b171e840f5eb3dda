import type { Executor } from "@server/db/client";
import { isUuid } from "@server/lib/ids";
import { type ClinicalKeks, serverSecrets } from "@server/lib/secrets";
import { dataKeyFor } from "./data-key";
import { type ClinicalRef, checkRef, openValue, sealValue } from "./sealed-value";

/** A value's place within one client's record: the table, the row and the field. */
export type ClinicalField = Omit<ClinicalRef, "clientId">;

/** Sealing and opening one client's values within one use case. */
export interface ClinicalCipher {
  /** Seals `plaintext` for that place; makes the client's data key on her first value. */
  seal(field: ClinicalField, plaintext: string): Promise<string>;
  /** The plaintext sealed for that place, or a ClinicalCryptoError; never the stored text. */
  open(field: ClinicalField, sealed: string): Promise<string>;
}

const configuredKeks = () => serverSecrets().clinicalKeks;

/**
 * One client's values, read and written with her data key fetched once, in `db` (the use case's
 * transaction). The unwrapped key lives as long as this object, which must not outlive the use
 * case: no key is cached between use cases (decision 0049), so a key destroyed or a transaction
 * rolled back is seen by the next one, on every server.
 */
export function clinicalCipher(db: Executor, clientId: string, keks: ClinicalKeks = configuredKeks()): ClinicalCipher {
  if (!isUuid(clientId)) throw new TypeError("A clinical value's client id is a uuid.");
  // The same client however her id is written: her key's wrapping is bound to it.
  const id = clientId.toLowerCase();
  let dataKey: Buffer | undefined;
  const key = async (create: boolean) => {
    dataKey ??= await dataKeyFor(db, keks, id, { create });
    return dataKey;
  };
  // The place is checked before the key is read or made.
  const at = (field: ClinicalField): ClinicalRef => {
    const ref = { table: field.table, rowId: field.rowId, field: field.field, clientId: id };
    checkRef(ref);
    return ref;
  };
  return {
    async seal(field, plaintext) {
      const ref = at(field);
      if (typeof plaintext !== "string") throw new TypeError("A clinical value is a string.");
      return sealValue(await key(true), ref, plaintext);
    },
    async open(field, sealed) {
      const ref = at(field);
      return openValue(await key(false), ref, sealed);
    },
  };
}

/** Seals one clinical value for its place (client, table, row, field), in the caller's transaction. */
export function sealClinical(db: Executor, ref: ClinicalRef, plaintext: string, keks?: ClinicalKeks): Promise<string> {
  const { clientId, ...field } = ref;
  return clinicalCipher(db, clientId, keks).seal(field, plaintext);
}

/**
 * Opens one clinical value read from its place. Throws ClinicalValueUnreadableError when it was
 * sealed for another place or changed, ClinicalRecordDestroyedError when her key was destroyed.
 */
export function openClinical(db: Executor, ref: ClinicalRef, sealed: string, keks?: ClinicalKeks): Promise<string> {
  const { clientId, ...field } = ref;
  return clinicalCipher(db, clientId, keks).open(field, sealed);
}
