import { JOIN_OPENS_MINUTES_BEFORE } from "./video";

/**
 * How to get to a session, told the same way in every e-mail, reminder, text and calendar: an
 * online session's join page (the same address for its whole life, or a person's one-time link to
 * it in her reminder), an in-person session's address and map link.
 */
export type SessionPlace =
  | { inPerson: false; joinUrl: string }
  | { inPerson: true; address: string; directionsUrl: string };

/** The practice's address and map link, as its configuration holds them. */
export interface PracticePlace {
  address: { line: string; locality: string; city: string };
  directionsUrl: string;
}

/** The practice's address on one line. */
export const practiceAddressLine = (address: PracticePlace["address"]) =>
  `${address.line}, ${address.locality}, ${address.city}`;

/** The place of a session: in person at the practice, or online at `joinUrl`. */
export function sessionPlace(inPerson: boolean, joinUrl: string, practice: PracticePlace): SessionPlace {
  return inPerson
    ? { inPerson: true, address: practiceAddressLine(practice.address), directionsUrl: practice.directionsUrl }
    : { inPerson: false, joinUrl };
}

export const ROOM_OPENS_TEXT = `The room opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`;

/** How to get there, one line each: for an e-mail or a calendar event's description. */
export function sessionPlaceLines(place: SessionPlace): string[] {
  return place.inPerson
    ? [`Where: ${place.address}.`, `Map: ${place.directionsUrl}`]
    : [`Join online: ${place.joinUrl}`, ROOM_OPENS_TEXT];
}

/** A calendar event's LOCATION: the join page, or the address. */
export const sessionPlaceLocation = (place: SessionPlace) => (place.inPerson ? place.address : place.joinUrl);

/** A calendar event's URL: the join page, or the map. */
export const sessionPlaceUrl = (place: SessionPlace) => (place.inPerson ? place.directionsUrl : place.joinUrl);

/** The words of a text message, kept short: the link to join, or the address (the map link is long). */
export const sessionPlaceText = (place: SessionPlace) =>
  place.inPerson ? `At ${place.address}.` : `Join: ${place.joinUrl}`;

/**
 * Whether a list offers "Join" to a session: online, still scheduled and not yet ended (before its
 * room opens the page says when it will).
 */
export const offersJoin = (session: { inPerson: boolean; status: string; end: Date }, now: Date) =>
  !session.inPerson && session.status === "scheduled" && now.getTime() < session.end.getTime();
