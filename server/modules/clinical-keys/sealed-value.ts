import { isUuid } from "@server/lib/ids";
import { ClinicalValueUnreadableError } from "./errors";
import { gcmOpen, gcmSeal, joinParts, splitParts } from "./gcm";

/** Where a clinical value lives: what it is bound to, so it opens there and nowhere else. */
export interface ClinicalRef {
  clientId: string;
  table: string;
  rowId: string;
  field: string;
}

/**
 * A sealed clinical value: "c1.<key generation>.<nonce>.<ciphertext>.<tag>" (base64url). `c1` is
 * the format; the key generation says which of the client's data keys sealed it (each client has
 * one key, generation 1; the field is there so a client's key could one day be replaced beside the
 * old one without guessing). The key-encryption key is not named here: values do not change when
 * it is rotated. The additional data is the format, the generation and the whole reference.
 */
const FORMAT = "c1";
export const DATA_KEY_GENERATION = 1;
const NAME = /^[a-z][a-z0-9_]{0,62}$/;

function checkRef(ref: ClinicalRef): void {
  if (!NAME.test(ref.table) || !NAME.test(ref.field)) {
    throw new TypeError("A clinical value's table and field are lower-case SQL names.");
  }
  if (typeof ref.rowId !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(ref.rowId)) {
    throw new TypeError("A clinical value's row id is 1 to 100 letters, digits, '-' or '_'.");
  }
  if (!isUuid(ref.clientId)) throw new TypeError("A clinical value's client id is a uuid.");
}

const valueAad = (ref: ClinicalRef, generation: number) =>
  Buffer.from(
    JSON.stringify(["clinical-value", FORMAT, generation, ref.table, ref.rowId, ref.field, ref.clientId.toLowerCase()]),
  );

export function sealValue(dataKey: Buffer, ref: ClinicalRef, plaintext: string): string {
  checkRef(ref);
  if (typeof plaintext !== "string") throw new TypeError("A clinical value is a string.");
  const parts = gcmSeal(dataKey, Buffer.from(plaintext, "utf8"), valueAad(ref, DATA_KEY_GENERATION));
  return joinParts(`${FORMAT}.${DATA_KEY_GENERATION}`, parts);
}

const where = (ref: ClinicalRef) => `${ref.table}.${ref.field} of row ${ref.rowId}`;

/** Throws ClinicalValueUnreadableError unless `sealed` was sealed for exactly `ref` and not changed since. */
export function openValue(dataKey: Buffer, ref: ClinicalRef, sealed: string): string {
  checkRef(ref);
  const split = typeof sealed === "string" ? splitParts(sealed, 2) : null;
  if (!split || split.prefix[0] !== FORMAT) {
    throw new ClinicalValueUnreadableError(`The clinical value in ${where(ref)} is not a sealed value.`);
  }
  if (split.prefix[1] !== String(DATA_KEY_GENERATION)) {
    throw new ClinicalValueUnreadableError(
      `The clinical value in ${where(ref)} names a data key this client does not have.`,
    );
  }
  const plain = gcmOpen(dataKey, split.parts, valueAad(ref, DATA_KEY_GENERATION));
  if (!plain) {
    throw new ClinicalValueUnreadableError(
      `The clinical value in ${where(ref)} does not open: it was sealed for another row, field or client, or changed.`,
    );
  }
  return plain.toString("utf8");
}

export { checkRef };
