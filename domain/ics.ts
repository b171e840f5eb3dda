/**
 * Calendars in RFC 5545 text: an invitation for one session, attached to the booking e-mail so
 * the client can add it to any calendar, and a person's feed of sessions that calendar apps
 * subscribe to. Times are written in UTC, which every calendar reads.
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** An http(s) address (written as a URI, not as text): an online session's join page. */
  url?: string;
  organizerName: string;
  organizerEmail: string;
  /** When the event was written (DTSTAMP). */
  stamp: Date;
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space). */
export function foldIcsLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = new TextEncoder().encode(char).length;
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The calendar's opening lines, shared by a single invitation and a feed. */
const CALENDAR_HEAD = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Practice portal//Sessions//EN",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
];

/** Folded lines joined with CRLF, the last one ended too (RFC 5545 §3.1). */
const calendarText = (lines: readonly string[]) => `${lines.map(foldIcsLine).join("\r\n")}\r\n`;

/** What every event, invitation or feed, says first: which it is, when, what and where. */
type IcsEventHead = Pick<IcsEvent, "uid" | "start" | "end" | "summary" | "description" | "location">;

/** The head's lines, with when the event was written (DTSTAMP). */
function eventHead(event: IcsEventHead, stamp: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
  ];
}

export function buildIcs(event: IcsEvent): string {
  return calendarText([
    ...CALENDAR_HEAD,
    ...eventHead(event, event.stamp),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${escapeIcsText(event.organizerName)}:mailto:${event.organizerEmail}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

/** One event of a subscribed calendar (a feed): a calendar keeps it up to date by its UID. */
export interface IcsFeedEvent extends IcsEventHead, Pick<IcsEvent, "url"> {
  /** A cancelled event stays in the feed, so calendars that hold it remove it. */
  status: "CONFIRMED" | "CANCELLED";
  /** Grows with every change of the event (RFC 5545 §3.8.7.4), so calendars replace their copy. */
  sequence: number;
  lastModified: Date;
}

export interface IcsFeed {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME). */
  name: string;
  /** The zone the subscriber reads the calendar in (X-WR-TIMEZONE); the times stay in UTC. */
  timeZone: string;
  /** When the feed was written (every event's DTSTAMP). */
  stamp: Date;
  events: readonly IcsFeedEvent[];
}

/** Calendar apps may look again this often (a hint; most apps choose their own pace). */
const REFRESH_INTERVAL = "PT1H";

/** A subscribed calendar (RFC 5545, with the names and refresh hints calendar apps read). */
export function buildIcsFeed(feed: IcsFeed): string {
  return calendarText([
    ...CALENDAR_HEAD,
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...feed.events.flatMap((event) => [
      ...eventHead(event, feed.stamp),
      ...(event.url ? [`URL:${event.url}`] : []),
      `STATUS:${event.status}`,
      `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
      `LAST-MODIFIED:${utc(event.lastModified)}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}
