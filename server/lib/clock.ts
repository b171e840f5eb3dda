import { env } from "./env";

/** The cookie a browser journey sets to say what time it is for the join page (TEST_CLOCK=cookie). */
export const TEST_CLOCK_COOKIE = "test-now";

/**
 * The time a request is answered at: now, except on a server started for browser journeys with
 * TEST_CLOCK=cookie, where the request's `test-now` cookie (an ISO instant) may set it. The join
 * page opens 15 minutes before a session; a journey cannot wait for that, so it says the time.
 */
export function requestNow(cookieValue: string | null): Date {
  if (env().TEST_CLOCK !== "cookie" || !cookieValue) return new Date();
  const said = new Date(decodeURIComponent(cookieValue));
  return Number.isNaN(said.getTime()) ? new Date() : said;
}
