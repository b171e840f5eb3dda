import { eq } from "drizzle-orm";
import { isSessionIdleExpired, shouldRecordActivity } from "../../../domain/inactivity";
import type { Database } from "../../db/client";
import { authSessions, profiles } from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import type { Auth } from "./auth";
import { loadViewerRow, type Viewer } from "./viewer";

export interface ResolvedViewer {
  viewer: Viewer | null;
  /** The session existed but had been idle for an hour, and is now ended. */
  expiredForInactivity: boolean;
}

/**
 * Who is asking, from the session cookie. A session idle for 60 minutes is ended here, on the
 * server, whatever the browser does; activity is recorded at most once a minute.
 */
export async function resolveViewer(
  db: Database,
  auth: Auth,
  headers: Headers,
  options: { now?: Date; recordActivity: boolean },
): Promise<ResolvedViewer> {
  const now = options.now ?? new Date();
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  if (!found) return { viewer: null, expiredForInactivity: false };
  const row = await loadViewerRow(db, found.session.id);
  if (!row) return { viewer: null, expiredForInactivity: false };

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
    await db.transaction(async (tx) => {
      await tx.update(authSessions).set({ lastActiveAt: now }).where(eq(authSessions.id, row.sessionId));
      await tx.update(profiles).set({ lastActivity: now }).where(eq(profiles.id, row.userId));
    });
  }
  const { lastActiveAt: _ignored, ...viewer } = row;
  return { viewer, expiredForInactivity: false };
}
