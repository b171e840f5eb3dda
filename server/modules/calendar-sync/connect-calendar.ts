import type { Database } from "@server/db/client";
import { calendarBusyTimes, calendarConnections } from "@server/db/schema";
import { calendarClient, consentUrl, exchangeCode } from "@server/integrations/google-calendar";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { CONNECT_FAILED, requireCalendarOwner } from "./calendar-access";
import type { CalendarDeps } from "./calendar-deps";
import { requireGoogle, sealTokens } from "./connection-store";
import { enqueueBusyRefresh } from "./enqueue-calendar-jobs";
import { issueState, spendState, stateIsValid } from "./oauth-state";

/** google-calendar-oauth (spec 001 §7): the consent page's address the browser is sent to. */
export function startCalendarConnect(deps: CalendarDeps, viewer: Viewer | null, now = new Date()): string {
  const owner = requireCalendarOwner(viewer);
  const google = requireGoogle(deps);
  return consentUrl(google, issueState(deps.box, owner.userId, now), owner.email);
}

const callbackSchema = z.object({
  code: z.string().trim().min(1).max(2048).optional(),
  state: z.string().trim().min(1).max(512),
  error: z.string().max(200).optional(),
});

/**
 * Google's answer to the consent: the state must be the signed-in person's own, fresh and not used
 * before; the
 * code is exchanged for tokens, which are stored sealed with the primary calendar's id (its
 * address). A new connection starts reading the calendar's busy times at once.
 */
export async function completeCalendarConnect(
  db: Database,
  deps: CalendarDeps,
  viewer: Viewer | null,
  raw: unknown,
  now = new Date(),
): Promise<{ calendarEmail: string }> {
  const owner = requireCalendarOwner(viewer);
  const input = parseInput(callbackSchema, raw);
  if (!stateIsValid(deps.box, input.state, owner.userId, now)) throw new AppError("forbidden", CONNECT_FAILED);
  if (!(await spendState(db, input.state, now))) throw new AppError("forbidden", CONNECT_FAILED);
  if (input.error || !input.code) throw new AppError("bad_request", CONNECT_FAILED);
  const google = requireGoogle(deps);

  let calendarEmail: string;
  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(google, input.code);
    const { data } = await calendarClient(google, tokens).api.calendars.get({ calendarId: "primary" });
    if (!data.id) throw new Error("the primary calendar has no id");
    calendarEmail = data.id;
  } catch (err) {
    logger.warn("google calendar connect failed", errorFields(err));
    throw new AppError("unavailable", CONNECT_FAILED);
  }

  await db.transaction(async (tx) => {
    const values = {
      isActive: true,
      syncEnabled: true,
      calendarEmail,
      calendarId: calendarEmail,
      ...sealTokens(deps.box, tokens),
      syncToken: null,
      busyRefreshedAt: null,
      lastError: null,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(calendarConnections)
      .values({ userId: owner.userId, provider: "google", ...values })
      .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider], set: values })
      .returning({ id: calendarConnections.id });
    if (!row) throw new Error("calendar connection was not stored");
    // Busy times of whichever calendar was connected before are not this one's.
    await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.connectionId, row.id));
    await recordAudit(tx, {
      action: "calendar.connected",
      userId: owner.userId,
      tableName: "calendar_connections",
      recordId: row.id,
      details: { provider: "google", calendarEmail },
    });
    await enqueueBusyRefresh(tx, row.id);
  });
  return { calendarEmail };
}
