/**
 * Clinical values encrypted at rest under a data key per client (decision 0049): seal and open a
 * value bound to its place, one client's values within a use case, destroy a client's key, wrap
 * every key again under a new key-encryption key, and check at start that the configured keys
 * open the stored ones.
 */

export { checkClinicalKeys, type KekVersionCheck } from "./check-clinical-keys";
export { type ClinicalCipher, type ClinicalField, clinicalCipher, openClinical, sealClinical } from "./clinical-cipher";
export { DESTROY_ADMINS_ONLY, type DestroyedKey, destroyClientKey } from "./destroy-client-key";
export {
  ClinicalCryptoError,
  ClinicalKeyUnavailableError,
  ClinicalRecordDestroyedError,
  ClinicalValueUnreadableError,
} from "./errors";
export { type RotationCounts, rotateClientKeys } from "./rotate-client-keys";
export type { ClinicalRef } from "./sealed-value";
