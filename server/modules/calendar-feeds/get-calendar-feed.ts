import { FEED_GUESS_LIMITS, type FeedSession, feedEvent, feedWindow, isFeedToken } from "@domain/calendar-feed";
import type { Role, SessionStatus } from "@domain/enums";
import { buildIcsFeed } from "@domain/ics";
import { meetsInPerson, sessionTitle } from "@domain/session-changes";
import { minutesToWait } from "@domain/wait-time";
import { usableZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { bookings, calendarFeeds, profiles, services, sessions, userRoles } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { practiceConfig } from "@server/lib/practice";
import { hitRateLimit, refundRateLimit } from "@server/modules/rate-limits";
import { joinUrl } from "@server/modules/video";
import { and, asc, eq, gte, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { feedTokenHash } from "./feed-token";

/** A feed never grows past this many events, whatever a calendar holds (a busy year is far below it). */
const MAX_EVENTS = 2000;

/** Where each role sees her sessions on the site, named in every event. */
const PORTAL_PATH: Record<Role, string> = {
  client: "/client-portal",
  therapist: "/therapist-dashboard/sessions",
  admin: "/admin-dashboard/calendar",
};

/**
 * A person's calendar feed, found by the token in its address: her sessions (those she is the
 * client of, and those she is the therapist of) that start from three months back to twelve months
 * ahead, as RFC 5545 text. No sign-in: the token is the credential. Any other token (unknown,
 * revoked, renewed away or malformed) gives null, with nothing to tell them apart.
 *
 * Each try counts against the asker's network address before it is looked at, so parallel guesses
 * cannot slip past the limit, and is given back when the address was right: the limit is against
 * wrong addresses, not against calendar apps asking for theirs.
 */
export async function getCalendarFeed(
  db: Database,
  input: { token: string; ipAddress?: string },
  now: Date = new Date(),
): Promise<string | null> {
  const key = input.ipAddress ? `calendar-feed:address:${input.ipAddress}` : null;
  if (key) {
    const limit = await hitRateLimit(db, key, {
      limit: FEED_GUESS_LIMITS.perAddress,
      windowMs: FEED_GUESS_LIMITS.windowMs,
      now,
    });
    if (!limit.allowed) {
      throw new AppError(
        "rate_limited",
        `Too many requests. Please try again in ${minutesToWait(limit.resetAt, now)}.`,
      );
    }
  }
  if (!isFeedToken(input.token)) return null;
  const feed = await db.transaction(async (tx) => {
    const owner = await ownerOf(tx, input.token);
    return owner ? { owner, sessions: await sessionsOf(tx, owner.userId, now) } : null;
  });
  if (!feed) return null;
  if (key) await refundRateLimit(db, key);
  const site = publicUrl();
  const practice = practiceConfig();
  const place = {
    practice,
    joinUrl,
    portalUrl: `${site}${PORTAL_PATH[feed.owner.role]}`,
    host: new URL(site).hostname,
  };
  return buildIcsFeed({
    name: `${practice.name} sessions`,
    timeZone: usableZone(feed.owner.timezone),
    stamp: now,
    events: feed.sessions.map((session) => feedEvent(session, place)),
  });
}

async function ownerOf(tx: Executor, token: string) {
  const [row] = await tx
    .select({ userId: calendarFeeds.userId, timezone: profiles.timezone, role: userRoles.role })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .leftJoin(userRoles, eq(userRoles.userId, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, feedTokenHash(token)));
  // A person without a role row counts as a client (spec 001 §6).
  return row ? { ...row, role: (row.role ?? "client") as Role } : null;
}

const clientProfile = alias(profiles, "client_profile");
const therapistProfile = alias(profiles, "therapist_profile");

/**
 * The person's sessions in the feed's window, each named with the other person in it.
 */
async function sessionsOf(tx: Executor, userId: string, now: Date): Promise<FeedSession[]> {
  const window = feedWindow(now);
  const rows = await tx
    .select({
      id: sessions.id,
      clientId: sessions.clientId,
      start: sessions.startsAt,
      end: sessions.endsAt,
      status: sessions.status,
      sessionType: sessions.sessionType,
      meetingLink: sessions.meetingLink,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      bookedService: bookings.serviceName,
      bookedDelivery: bookings.sessionType,
      serviceName: services.name,
      serviceDelivery: services.delivery,
      clientFirst: clientProfile.firstName,
      clientLast: clientProfile.lastName,
      therapistFirst: therapistProfile.firstName,
      therapistLast: therapistProfile.lastName,
    })
    .from(sessions)
    .innerJoin(clientProfile, eq(clientProfile.id, sessions.clientId))
    .innerJoin(therapistProfile, eq(therapistProfile.id, sessions.therapistId))
    .leftJoin(bookings, eq(bookings.sessionId, sessions.id))
    .leftJoin(services, eq(services.id, sessions.serviceId))
    .where(
      and(
        or(eq(sessions.clientId, userId), eq(sessions.therapistId, userId)),
        gte(sessions.startsAt, window.from),
        lt(sessions.startsAt, window.until),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .limit(MAX_EVENTS);
  return rows.map((row) => {
    const mine = row.clientId === userId;
    return {
      id: row.id,
      start: row.start,
      end: row.end,
      status: row.status as SessionStatus,
      title: sessionTitle(row.bookedService ?? row.serviceName, row.sessionType),
      withName: mine
        ? `${row.therapistFirst} ${row.therapistLast}`.trim()
        : `${row.clientFirst} ${row.clientLast}`.trim(),
      inPerson: meetsInPerson(row),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}
