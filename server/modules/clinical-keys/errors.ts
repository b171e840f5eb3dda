/**
 * Why a clinical value could not be sealed or opened. A message names the table, field and row at
 * most: never the value, what it says, or a key.
 */
export class ClinicalCryptoError extends Error {
  override name = "ClinicalCryptoError";
}

/**
 * The sealed value does not belong where it was read (another row, field, table or client), was
 * changed, or is not a sealed value at all. Nothing of it is returned.
 */
export class ClinicalValueUnreadableError extends ClinicalCryptoError {
  override name = "ClinicalValueUnreadableError";
}

/** The client's data key was destroyed: her clinical record can no longer be read or written. */
export class ClinicalRecordDestroyedError extends ClinicalCryptoError {
  override name = "ClinicalRecordDestroyedError";
}

/**
 * The client's data key cannot be unwrapped: she has none, it was wrapped under a key-encryption
 * key this server is not given, or the configured key of that version is not the one that wrapped it.
 */
export class ClinicalKeyUnavailableError extends ClinicalCryptoError {
  override name = "ClinicalKeyUnavailableError";
}
