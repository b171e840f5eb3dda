import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** AES-256-GCM with a random 96-bit nonce and a 128-bit tag: what both the keys and the values use. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface GcmParts {
  nonce: Buffer;
  body: Buffer;
  tag: Buffer;
}

export function gcmSeal(key: Buffer, plain: Buffer, aad: Buffer): GcmParts {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { nonce, body, tag: cipher.getAuthTag() };
}

/** The plaintext, or null when the key, the additional data or any byte of the parts is not the sealer's. */
export function gcmOpen(key: Buffer, parts: GcmParts, aad: Buffer): Buffer | null {
  if (parts.nonce.length !== NONCE_BYTES || parts.tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, parts.nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(parts.tag);
    return Buffer.concat([decipher.update(parts.body), decipher.final()]);
  } catch {
    return null;
  }
}

/** Base64url without padding, decoded only when it is exactly that (a stray character is no value). */
export function fromBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

/** "<prefix>.<nonce>.<body>.<tag>" in base64url, and back (null when it is not that shape). */
export const joinParts = (prefix: string, { nonce, body, tag }: GcmParts) =>
  [prefix, nonce.toString("base64url"), body.toString("base64url"), tag.toString("base64url")].join(".");

export function splitParts(text: string, prefixParts: number): { prefix: string[]; parts: GcmParts } | null {
  const all = text.split(".");
  if (all.length !== prefixParts + 3) return null;
  const [nonce, body, tag] = all.slice(prefixParts).map((part) => fromBase64url(part));
  if (!nonce || !body || !tag) return null;
  return { prefix: all.slice(0, prefixParts), parts: { nonce, body, tag } };
}
