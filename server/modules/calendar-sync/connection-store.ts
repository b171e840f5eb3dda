import type { Executor } from "@server/db/client";
import { calendarConnections } from "@server/db/schema";
import { calendarClient, type GoogleSettings, type GoogleTokens } from "@server/integrations/google-calendar";
import { AppError } from "@server/lib/errors";
import type { SecretBox } from "@server/lib/secret-box";
import { and, eq } from "drizzle-orm";
import type { CalendarDeps } from "./calendar-deps";

export type CalendarConnection = typeof calendarConnections.$inferSelect;

export const NOT_SET_UP = "Google Calendar is not set up for this practice.";
export const NOT_CONNECTED = "No Google Calendar is connected.";

export async function connectionOf(db: Executor, userId: string): Promise<CalendarConnection | null> {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, "google")));
  return row ?? null;
}

export async function connectionById(db: Executor, id: string): Promise<CalendarConnection | null> {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
  return row ?? null;
}

/** Connected, syncing and holding tokens: the only connections anything is sent to or read from. */
export const isLive = (c: CalendarConnection | null): c is CalendarConnection =>
  Boolean(c?.isActive && c.syncEnabled && c.accessToken);

export function sealTokens(box: SecretBox, tokens: GoogleTokens) {
  return {
    accessToken: box.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
    tokenExpiresAt: tokens.expiresAt,
  };
}

export function openTokens(box: SecretBox, c: CalendarConnection): GoogleTokens {
  if (!c.accessToken) throw new AppError("conflict", NOT_CONNECTED);
  return {
    accessToken: box.open(c.accessToken),
    refreshToken: c.refreshToken ? box.open(c.refreshToken) : null,
    expiresAt: c.tokenExpiresAt,
  };
}

export function requireGoogle(deps: CalendarDeps): GoogleSettings {
  if (!deps.google) throw new AppError("unavailable", NOT_SET_UP);
  return deps.google;
}

/**
 * A Calendar client for a connection, and `done()` to call after using it: a token the library
 * refreshed on the way is sealed and stored, so the next call does not refresh it again.
 */
export function clientFor(db: Executor, deps: CalendarDeps, c: CalendarConnection) {
  const tokens = openTokens(deps.box, c);
  const client = calendarClient(requireGoogle(deps), tokens);
  return {
    api: client.api,
    calendarId: c.calendarId ?? "primary",
    async done() {
      const now = client.current();
      if (now.accessToken === tokens.accessToken) return;
      await db
        .update(calendarConnections)
        .set({ ...sealTokens(deps.box, now), updatedAt: new Date() })
        .where(eq(calendarConnections.id, c.id));
    },
  };
}
