import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Secrets kept in the database (third parties' OAuth tokens) are sealed with AES-256-GCM: a
 * random 12-byte nonce per value, and the tag proves the value was sealed with this key and not
 * changed. Stored as "v1.<nonce>.<ciphertext>.<tag>" in base64url.
 */
const VERSION = "v1";

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string;
  /** An HMAC-SHA256 of `value` with a key of its own for `purpose`, in base64url. */
  sign(purpose: string, value: string): string;
  verify(purpose: string, value: string, signature: string): boolean;
}

/** A 32-byte key from a configured secret (any text of 32 characters or more) and a purpose. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "practice-secret-box", purpose, 32));
}

export function secretBox(secret: string): SecretBox {
  const key = deriveKey(secret, "seal");
  const signingKey = (purpose: string) => deriveKey(secret, `sign:${purpose}`);
  const sign = (purpose: string, value: string) =>
    createHmac("sha256", signingKey(purpose)).update(value).digest("base64url");
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, nonce, body, cipher.getAuthTag()]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, nonce, body, tag] = sealed.split(".");
      if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined) {
        throw new Error("not a sealed value");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
