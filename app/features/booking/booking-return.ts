/**
 * A booking chosen before signing in comes back through the sign-in page in the address of
 * /book: the service's id and the time's start, nothing about the person, so nothing private
 * sits in a browser's history or a server's log. domain/navigation's returnPath accepts it.
 */
import { RETURN_PARAM, returnPath } from "@domain/navigation";

/** The booking page's address. */
export const BOOKING_PATH = "/book";

/**
 * The query names of /book that carry the choice (the loader reads them): the service, the day
 * chosen on the date and time step (the page stays there, its times listed), and the time.
 */
export const CHOICE_PARAMS = { service: "service", day: "day", start: "start" } as const;

const CHOICE_NAMES: readonly string[] = Object.values(CHOICE_PARAMS);

/** What the address holds beside the choice: kept, in its order, whenever the choice changes. */
export function keptParams(current: URLSearchParams): [string, string][] {
  return [...current].filter(([name]) => !CHOICE_NAMES.includes(name));
}

/**
 * The query of /book for a choice: the service alone (the page opens at the date and time), with
 * a day (the date and time, that day's times listed, and its time if one is chosen), or with its
 * time alone (the summary); nothing chosen when the service is missing. What else the address
 * held is kept.
 */
export function choiceQuery(
  current: URLSearchParams,
  serviceId: string | null,
  start: string | null = null,
  day: string | null = null,
): URLSearchParams {
  const next = new URLSearchParams(keptParams(current));
  if (serviceId) {
    next.set(CHOICE_PARAMS.service, serviceId);
    if (day) next.set(CHOICE_PARAMS.day, day);
    if (start) next.set(CHOICE_PARAMS.start, start);
  }
  return next;
}

/**
 * /book with the chosen service and time; null when either is missing, or when the sign-in
 * page would not send her back to it (a value far too long to be a real choice).
 */
export function bookingReturnPath(serviceId: string | null | undefined, start: string | null | undefined) {
  if (!serviceId || !start) return null;
  const query = new URLSearchParams({ [CHOICE_PARAMS.service]: serviceId, [CHOICE_PARAMS.start]: start });
  return returnPath(`${BOOKING_PATH}?${query}`);
}

/** The sign-in page's two doors (Sign In, Sign Up), each back to `returnTo` once she is in. */
export function signInPaths(returnTo: string | null): { signIn: string; signUp: string } {
  const next: Record<string, string> = returnTo ? { [RETURN_PARAM]: returnTo } : {};
  return {
    signIn: `/auth${query(next)}`,
    signUp: `/auth${query({ tab: "signup", ...next })}`,
  };
}

function query(params: Record<string, string>): string {
  const text = new URLSearchParams(params).toString();
  return text ? `?${text}` : "";
}
