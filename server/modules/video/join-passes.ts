import { createHash, randomBytes } from "node:crypto";
import { JOIN_PASS_PARAM, joinPath } from "@domain/video";
import type { Executor } from "@server/db/client";
import { joinPasses } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

const PASS_BYTES = 32;

/** What is stored of a pass: the SHA-256 of its token, in hex. */
export const passHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** The session's join page on the site, the same address everywhere. */
export const joinUrl = (sessionId: string) => `${publicUrl()}${joinPath(sessionId)}`;

/**
 * A one-time link to the session's join page for one of its two people (for a reminder): opening
 * it signs her in for that page only, until the session's end. Written in the caller's
 * transaction, so a reminder that is not sent leaves no pass.
 */
export async function issueJoinPass(
  tx: Executor,
  pass: { sessionId: string; userId: string; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(PASS_BYTES).toString("base64url");
  await tx.insert(joinPasses).values({ tokenHash: passHash(token), ...pass });
  return `${joinUrl(pass.sessionId)}?${JOIN_PASS_PARAM}=${token}`;
}

/**
 * Uses up a pass for this session: the person it was for, or null when it is unknown, used,
 * expired or for another session. Atomic: of two opening it at once, one wins.
 */
export async function redeemJoinPass(
  tx: Executor,
  sessionId: string,
  token: string,
  now: Date,
): Promise<{ userId: string; expiresAt: Date } | null> {
  if (token.length > 100) return null;
  const [row] = await tx
    .update(joinPasses)
    .set({ usedAt: now })
    .where(
      and(
        eq(joinPasses.tokenHash, passHash(token)),
        eq(joinPasses.sessionId, sessionId),
        isNull(joinPasses.usedAt),
        gt(joinPasses.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ userId: joinPasses.userId, expiresAt: joinPasses.expiresAt });
  return row ?? null;
}
