import { calendarFeedAddresses } from "@domain/calendar-feed";
import type { Database } from "@server/db/client";
import { calendarFeeds } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { feedTokenHash, newFeedToken } from "./feed-token";

/** The forms that change the viewer's calendar address, by their intent. */
export const CALENDAR_FEED_INTENTS = ["create-calendar-feed", "renew-calendar-feed", "revoke-calendar-feed"] as const;
export type CalendarFeedIntent = (typeof CALENDAR_FEED_INTENTS)[number];

export const isCalendarFeedIntent = (intent: unknown): intent is CalendarFeedIntent =>
  (CALENDAR_FEED_INTENTS as readonly unknown[]).includes(intent);

const AUDIT_ACTION: Record<CalendarFeedIntent, string> = {
  "create-calendar-feed": "calendar_feed.created",
  "renew-calendar-feed": "calendar_feed.renewed",
  "revoke-calendar-feed": "calendar_feed.revoked",
};

/** A calendar address as she is shown it, once: the https address and its webcal:// twin. */
export interface CalendarFeedAddress {
  https: string;
  webcal: string;
}

/**
 * The viewer makes, renews or revokes her own calendar address; no id is sent, so it can only
 * ever be hers. Only the token's hash is stored, so the address made or renewed is answered here,
 * the one time it can be shown. Making one she already has changes nothing and shows nothing (a
 * form sent twice). Renewing gives a new token, and the old address answers 404 from then on;
 * revoking deletes it. The audit log records each change, never the token.
 */
export async function changeMyCalendarFeed(
  db: Database,
  viewer: Viewer,
  intent: string,
): Promise<{ address: CalendarFeedAddress | null }> {
  if (!isCalendarFeedIntent(intent)) throw new AppError("bad_request", "Unknown action");
  const now = new Date();
  const token = newFeedToken();
  return db.transaction(async (tx) => {
    let changed: boolean;
    if (intent === "create-calendar-feed") {
      const made = await tx
        .insert(calendarFeeds)
        .values({ userId: viewer.userId, tokenHash: feedTokenHash(token), createdAt: now })
        .onConflictDoNothing({ target: calendarFeeds.userId })
        .returning({ userId: calendarFeeds.userId });
      changed = made.length > 0;
    } else if (intent === "renew-calendar-feed") {
      const renewed = await tx
        .update(calendarFeeds)
        .set({ tokenHash: feedTokenHash(token), createdAt: now })
        .where(eq(calendarFeeds.userId, viewer.userId))
        .returning({ userId: calendarFeeds.userId });
      if (renewed.length === 0) {
        throw new AppError("not_found", "You have no calendar address to renew. Please create one.");
      }
      changed = true;
    } else {
      const revoked = await tx
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, viewer.userId))
        .returning({ userId: calendarFeeds.userId });
      changed = revoked.length > 0;
    }
    if (!changed) return { address: null };
    await recordAudit(tx, {
      action: AUDIT_ACTION[intent],
      userId: viewer.userId,
      tableName: "calendar_feeds",
      recordId: viewer.userId,
    });
    return { address: intent === "revoke-calendar-feed" ? null : calendarFeedAddresses(publicUrl(), token) };
  });
}
