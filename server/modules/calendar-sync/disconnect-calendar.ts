import type { Database } from "@server/db/client";
import { calendarBusyTimes, calendarConnections } from "@server/db/schema";
import { revokeToken } from "@server/integrations/google-calendar";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { requireCalendarOwner } from "./calendar-access";
import type { CalendarDeps } from "./calendar-deps";
import { connectionOf, NOT_CONNECTED, openTokens } from "./connection-store";
import { stopChannel } from "./watch-calendar";

/**
 * Disconnect (spec 001 §4): is_active and sync_enabled become false, the grant is revoked at
 * Google, and the tokens, the busy times and the watch channel go. Google being unreachable does
 * not keep the tokens here: they are deleted all the same (the grant then lapses unused).
 */
export async function disconnectCalendar(db: Database, deps: CalendarDeps, viewer: Viewer, now = new Date()) {
  const owner = requireCalendarOwner(viewer);
  const connection = await connectionOf(db, owner.userId);
  if (!connection?.isActive) throw new AppError("not_found", NOT_CONNECTED);

  if (deps.google && connection.accessToken) {
    await stopChannel(db, deps, connection);
    try {
      const tokens = openTokens(deps.box, connection);
      await revokeToken(deps.google, tokens.refreshToken ?? tokens.accessToken);
    } catch (err) {
      logger.warn("google calendar token could not be revoked", errorFields(err));
    }
  }

  await db.transaction(async (tx) => {
    await tx
      .update(calendarConnections)
      .set({
        isActive: false,
        syncEnabled: false,
        accessToken: null,
        refreshToken: null,
        tokenExpiresAt: null,
        syncToken: null,
        channelId: null,
        channelResourceId: null,
        channelExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(calendarConnections.id, connection.id));
    await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.connectionId, connection.id));
    await recordAudit(tx, {
      action: "calendar.disconnected",
      userId: owner.userId,
      tableName: "calendar_connections",
      recordId: connection.id,
      details: { provider: "google", calendarEmail: connection.calendarEmail },
    });
  });
}
