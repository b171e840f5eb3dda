import { createHmac, timingSafeEqual } from "node:crypto";
import { serverSecrets } from "@server/lib/secrets";

/**
 * The newsletter's links carry no stored secret: a token is the subscriber's id (and, for a
 * confirmation, when it was sent) with an HMAC of them and the link's purpose, keyed with the
 * server's secret. Nothing in the database can be turned into a working link, and a confirmation
 * link cannot be used to unsubscribe or the other way round.
 */
type Purpose = "confirm" | "unsubscribe";

const PREFIX: Record<Purpose, string> = { confirm: "c", unsubscribe: "u" };
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const SHAPE: Record<Purpose, RegExp> = {
  confirm: new RegExp(`^c\\.(${UUID})\\.([0-9]{1,12})\\.([A-Za-z0-9_-]{43})$`),
  unsubscribe: new RegExp(`^u\\.(${UUID})\\.([A-Za-z0-9_-]{43})$`),
};

function mac(purpose: Purpose, parts: readonly string[]): string {
  return createHmac("sha256", serverSecrets().authSecret)
    .update(`newsletter:${purpose}:${parts.join(":")}`)
    .digest("base64url");
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function confirmToken(subscriberId: string, issuedAt: Date): string {
  const seconds = String(Math.floor(issuedAt.getTime() / 1000));
  return `${PREFIX.confirm}.${subscriberId}.${seconds}.${mac("confirm", [subscriberId, seconds])}`;
}

export function unsubscribeToken(subscriberId: string): string {
  return `${PREFIX.unsubscribe}.${subscriberId}.${mac("unsubscribe", [subscriberId])}`;
}

/** The subscriber and the moment a confirmation link names, or null when it is not one of ours. */
export function readConfirmToken(token: string): { subscriberId: string; issuedAt: Date } | null {
  const match = SHAPE.confirm.exec(token);
  if (!match) return null;
  const [, id = "", seconds = "", given = ""] = match;
  if (!sameMac(given, mac("confirm", [id, seconds]))) return null;
  return { subscriberId: id, issuedAt: new Date(Number(seconds) * 1000) };
}

/** The subscriber an unsubscribe link names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string): string | null {
  const match = SHAPE.unsubscribe.exec(token);
  if (!match) return null;
  const [, id = "", given = ""] = match;
  return sameMac(given, mac("unsubscribe", [id])) ? id : null;
}
