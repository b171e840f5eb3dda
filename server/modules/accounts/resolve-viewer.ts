import { createHmac, timingSafeEqual } from "node:crypto";
import { isSessionIdleExpired, shouldRecordActivity } from "@domain/inactivity";
import type { Database } from "@server/db/client";
import { authSessions, profiles } from "@server/db/schema";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import type { Auth } from "./auth";
import { loadViewerRow, type Viewer, type ViewerRow } from "./viewer";

export interface ResolvedViewer {
  viewer: Viewer | null;
  /** The session existed but had been idle for an hour, and is now ended. */
  expiredForInactivity: boolean;
}

const NOBODY: ResolvedViewer = { viewer: null, expiredForInactivity: false };

/** A cookie's value as better-call (the authentication library's HTTP layer) reads it: first one wins, URI-decoded. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Standard base64 of an HMAC-SHA256, as the library signs: 43 characters and one "=". */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** Cookies already checked, per secret: the answer never changes, and a session sends the same cookie for weeks. */
const checked = new Map<string, Map<string, string | null>>();

/**
 * The session token of a signed cookie ("token.signature"), or null when the signature is not
 * the library's HMAC-SHA256 of the token under the auth secret: the same check its
 * getSignedCookie makes, without its per-request key import and endpoint machinery. Only the
 * signature check is remembered; the session itself is read from the database every time.
 */
export function verifiedSessionToken(cookie: string | null, secret: string): string | null {
  if (!cookie) return null;
  let known = checked.get(secret);
  if (!known) {
    known = new Map();
    checked.set(secret, known);
  }
  const answer = known.get(cookie);
  if (answer !== undefined) return answer;
  // Cookies are chosen by browsers: the bound keeps memory flat whatever they send.
  if (known.size >= 10_000) known.clear();
  const token = checkSignature(cookie, secret);
  known.set(cookie, token);
  return token;
}

function checkSignature(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The authentication library's session cookie name and signing secret. */
async function sessionCookie(auth: Auth): Promise<{ name: string; secret: string }> {
  const context = await auth.$context;
  return { name: context.authCookies.sessionToken.name, secret: context.secret };
}

/**
 * Who is asking, from the session cookie, in one query. The session is the library's (signed
 * cookie, database row, 30-day expiry: an expired row is deleted, as its getSession does); a
 * session idle for 60 minutes is ended here, on the server, whatever the browser does; activity
 * is recorded at most once a minute.
 */
export async function resolveViewer(
  db: Database,
  auth: Auth,
  headers: Headers,
  options: { now?: Date; recordActivity: boolean },
): Promise<ResolvedViewer> {
  const now = options.now ?? new Date();
  const cookie = await sessionCookie(auth);
  const token = verifiedSessionToken(cookieValue(headers.get("cookie"), cookie.name), cookie.secret);
  if (!token) return NOBODY;
  const row = await loadViewerRow(db, token);
  if (!row) return NOBODY;

  // A suspended account's session is ended too: suspending deletes them all, and this catches
  // any that slipped past it (one started by a sign-in racing the suspension).
  if (row.expiresAt.getTime() < now.getTime() || row.suspendedAt) {
    await db.delete(authSessions).where(eq(authSessions.id, row.sessionId));
    return NOBODY;
  }

  if (isSessionIdleExpired(row.lastActiveAt, now)) {
    await db.transaction(async (tx) => {
      await tx.delete(authSessions).where(eq(authSessions.id, row.sessionId));
      await recordAudit(tx, {
        action: "auth.session_expired",
        userId: row.userId,
        tableName: "auth_sessions",
        recordId: row.sessionId,
        details: { lastActiveAt: row.lastActiveAt.toISOString() },
      });
    });
    return { viewer: null, expiredForInactivity: true };
  }

  if (options.recordActivity && shouldRecordActivity(row.lastActiveAt.getTime(), now.getTime())) {
    await recordActivity(db, row, now);
  }
  const { lastActiveAt: _active, expiresAt: _expires, suspendedAt: _suspended, ...viewer } = row;
  return { viewer, expiredForInactivity: false };
}

/** Both activity columns in one statement (one round trip, atomic as the transaction it replaces). */
async function recordActivity(db: Database, row: ViewerRow, now: Date) {
  const touched = db
    .$with("touched_session")
    .as(db.update(authSessions).set({ lastActiveAt: now }).where(eq(authSessions.id, row.sessionId)));
  await db.with(touched).update(profiles).set({ lastActivity: now }).where(eq(profiles.id, row.userId));
}
