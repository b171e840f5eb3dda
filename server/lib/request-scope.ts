import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "./errors";

/**
 * What the log knows of the request being answered, wherever the code logging runs: every line
 * written while answering it carries its id, and its own line (written when it ends) knows
 * whether its failure was already logged.
 */
export interface RequestScope {
  readonly requestId: string;
  /** A line at error level was written for this request. */
  errorLogged: boolean;
  /** An error of this request was the database out of reach (errors.ts, isDatabaseUnavailable). */
  databaseUnavailable: boolean;
  /** What failed without being logged: an error React Router caught, to go on the request's line. */
  failure?: unknown;
  /** A 5xx answered on purpose as part of normal operation (a health check while shutting down). */
  routine?: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** A new request's scope. */
export const newRequestScope = (requestId: string): RequestScope => ({
  requestId,
  errorLogged: false,
  databaseUnavailable: false,
});

/** Runs (part of) the answering of a request inside its scope. */
export const inRequestScope = <T>(scope: RequestScope, answer: () => T): T => storage.run(scope, answer);

/** The scope of the request whose code is running, if any. */
export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

/**
 * Keeps an error that failed the running request for that request's own log line (the first
 * one: the rest followed from it). Outside a request it is the caller's to log.
 */
export function recordFailure(err: unknown): boolean {
  const scope = currentRequestScope();
  if (!scope) return false;
  if (!scope.failure) scope.failure = err;
  if (isDatabaseUnavailable(err)) scope.databaseUnavailable = true;
  return true;
}
