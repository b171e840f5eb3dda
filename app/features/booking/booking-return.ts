/**
 * A booking chosen before signing in comes back through the sign-in page in the address of
 * /book: the service's id and the time's start, nothing about the person, so nothing private
 * sits in a browser's history or a server's log. domain/navigation's returnPath accepts it.
 */
import { RETURN_PARAM, returnPath } from "@domain/navigation";

/** The query names of /book that carry the choice (the loader reads them). */
export const CHOICE_PARAMS = { service: "service", start: "start" } as const;

/**
 * /book with the chosen service and time; null when either is missing, or when the sign-in
 * page would not send her back to it (a value far too long to be a real choice).
 */
export function bookingReturnPath(serviceId: string | null | undefined, start: string | null | undefined) {
  if (!serviceId || !start) return null;
  const query = new URLSearchParams({ [CHOICE_PARAMS.service]: serviceId, [CHOICE_PARAMS.start]: start });
  return returnPath(`/book?${query}`);
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
