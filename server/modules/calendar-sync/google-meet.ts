import type { Executor } from "@server/db/client";
import { sessionRooms } from "@server/db/schema";
import type { GoogleEvent } from "@server/integrations/google-calendar";

/** Google's name for Meet among the conference solutions an event may ask for. */
const MEET_SOLUTION = "hangoutsMeet";

/**
 * An event's request for a Meet. Its id is made from the session's: Google makes one Meet per
 * request id and ignores a request it has seen, so a retried job never makes a second Meet.
 */
export const meetRequest = (sessionId: string): NonNullable<GoogleEvent["conferenceData"]> => ({
  createRequest: { requestId: `meet-${sessionId}`, conferenceSolutionKey: { type: MEET_SOLUTION } },
});

/** The Meet's address in an event Google sent back: its hangoutLink, else its conference's video entry point. */
export function meetLinkOf(event: GoogleEvent): string | null {
  const video = event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === "video")?.uri;
  const link = event.hangoutLink ?? video ?? null;
  return link && /^https:\/\/\S+$/.test(link) ? link : null;
}

/** Keeps the session's Meet with its room (one row a session, made when first needed), for its join page. */
export async function keepMeetLink(db: Executor, sessionId: string, meetLink: string): Promise<void> {
  await db
    .insert(sessionRooms)
    .values({ sessionId, meetLink })
    .onConflictDoUpdate({ target: sessionRooms.sessionId, set: { meetLink, updatedAt: new Date() } });
}
