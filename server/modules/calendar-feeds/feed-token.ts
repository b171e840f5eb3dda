import { createHash, randomBytes } from "node:crypto";
import { FEED_TOKEN_BYTES } from "@domain/calendar-feed";

/** A new feed token: 32 random bytes, base64url. */
export const newFeedToken = (): string => randomBytes(FEED_TOKEN_BYTES).toString("base64url");

/** What is stored of a token, and looked up: its SHA-256 in hex (random tokens need no salt). */
export const feedTokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
