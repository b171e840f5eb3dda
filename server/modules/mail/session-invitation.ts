import { buildIcs } from "@domain/ics";
import { type SessionPlace, sessionPlaceLines, sessionPlaceLocation, sessionPlaceUrl } from "@domain/session-place";
import type { OutboxAttachment } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";

/**
 * A session as a calendar invitation attached to an e-mail (RFC 5545, times in UTC). `id` names
 * the event for good ("booking-<id>" or "session-<id>"): an invitation sent again with the same id
 * (a moved session) moves the event in the client's calendar instead of adding a second one. Its
 * place (the join page, or the address and map) is its location, its URL and in its description.
 */
export function sessionInvitation(
  event: { id: string; start: Date; end: Date; title: string; place?: SessionPlace },
  now: Date,
): OutboxAttachment {
  const practice = practiceConfig();
  const ics = buildIcs({
    uid: `${event.id}@${new URL(publicUrl()).hostname}`,
    start: event.start,
    end: event.end,
    summary: `${event.title} (${practice.name})`,
    description: [
      `Your ${event.title} session.`,
      ...(event.place ? sessionPlaceLines(event.place) : []),
      `See it in your portal: ${publicUrl()}/client-portal`,
    ].join("\n"),
    location: event.place ? sessionPlaceLocation(event.place) : undefined,
    url: event.place ? sessionPlaceUrl(event.place) : undefined,
    organizerName: practice.legalName,
    organizerEmail: practice.email,
    stamp: now,
  });
  return {
    filename: "session.ics",
    contentType: "text/calendar; method=PUBLISH",
    content: Buffer.from(ics).toString("base64"),
  };
}
