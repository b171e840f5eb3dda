import type { SessionStatus } from "./enums";
import type { IcsFeedEvent } from "./ics";
import {
  type PracticePlace,
  sessionPlace,
  sessionPlaceLines,
  sessionPlaceLocation,
  sessionPlaceUrl,
} from "./session-place";

/**
 * A person's private calendar feed: the address calendar apps subscribe to, and which of her
 * sessions it holds and how each reads there.
 */

/** The feed holds the sessions that start from three months back to twelve months ahead. */
export const FEED_WINDOW = { monthsBack: 3, monthsAhead: 12 } as const;

/** The token is 32 random bytes, base64url: 43 characters, nothing to guess from. */
export const FEED_TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const FEED_SUFFIX = ".ics";
const FEED_BASE = "/api/calendar-feed/";

/**
 * Wrong addresses asked for from one network address before it has to wait: calendar apps ask
 * for the right one every few hours, and nothing can guess a token, so this only stops a script
 * from keeping the database busy.
 */
export const FEED_GUESS_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 60 } as const;

export const isFeedToken = (value: string): boolean => TOKEN_SHAPE.test(value);

/** The path of a feed (its last segment is the token and ".ics", which calendar apps expect). */
export const calendarFeedPath = (token: string): string => `${FEED_BASE}${token}${FEED_SUFFIX}`;

/** The token named by the feed path's last segment, or null when it cannot be one. */
export function tokenOfFeedFile(file: string): string | null {
  if (!file.endsWith(FEED_SUFFIX)) return null;
  const token = file.slice(0, -FEED_SUFFIX.length);
  return isFeedToken(token) ? token : null;
}

/** The two ways to hand the address to a calendar app: the https address and its webcal:// twin. */
export function calendarFeedAddresses(siteUrl: string, token: string): { https: string; webcal: string } {
  const https = `${siteUrl.replace(/\/$/, "")}${calendarFeedPath(token)}`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

/** `date` moved by whole calendar months (UTC), kept on the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** The sessions a feed written at `now` holds: those starting at or after `from` and before `until`. */
export function feedWindow(now: Date): { from: Date; until: Date } {
  return { from: addMonths(now, -FEED_WINDOW.monthsBack), until: addMonths(now, FEED_WINDOW.monthsAhead) };
}

/** A session as the feed needs it. */
export interface FeedSession {
  id: string;
  start: Date;
  end: Date;
  status: SessionStatus;
  /** What the session is ("Individual Teletherapy", "Couples Therapy"...). */
  title: string;
  /** The other person in the session: the therapist in a client's feed, the client in a therapist's. */
  withName: string;
  inPerson: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedPlace {
  /** Where the practice sees clients in person, and its map link. */
  practice: PracticePlace;
  /** A session's join page (never a one-time link: a feed is read by calendar apps, again and again). */
  joinUrl: (sessionId: string) => string;
  /** Where the subscriber sees her sessions on the site. */
  portalUrl: string;
  /** The site's host name: event UIDs are unique under it. */
  host: string;
}

/**
 * One session as an event of the feed. The UID is the session's id, so a moved session moves in
 * the subscriber's calendar; SEQUENCE and LAST-MODIFIED follow every change of the row; a
 * cancelled session is kept, marked cancelled, so calendars that hold it take it away.
 */
export function feedEvent(session: FeedSession, place: FeedPlace): IcsFeedEvent {
  const cancelled = session.status === "cancelled";
  const where = sessionPlace(session.inPerson, place.joinUrl(session.id), place.practice);
  return {
    uid: `feed-session-${session.id}@${place.host}`,
    start: session.start,
    end: session.end,
    summary: `${cancelled ? "Cancelled: " : ""}${session.title} with ${session.withName}`,
    description: [...sessionPlaceLines(where), `Your sessions: ${place.portalUrl}`].join("\n"),
    location: sessionPlaceLocation(where),
    url: sessionPlaceUrl(where),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    sequence: Math.max(0, Math.floor((session.updatedAt.getTime() - session.createdAt.getTime()) / 1000)),
    lastModified: session.updatedAt,
  };
}
