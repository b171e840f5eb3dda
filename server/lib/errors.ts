/** Error codes a use case may raise; adapters map them to HTTP statuses. */
export const errorStatus = {
  bad_request: 400,
  unauthenticated: 401,
  /** Paystack declined the payment: nothing was charged, and she may try again. */
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** An expected failure with a message that is safe to show to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The Postgres error code behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint a Postgres error names (a CHECK, a unique index...), if any. */
export function pgConstraint(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string" && name !== "") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL's "data exception" class (22xxx): a value the database cannot store or compare (an
 * out-of-range timestamp or number, a malformed uuid, a NUL byte). Input validation should
 * refuse such values first; this is the net under it, so they can never become a 500.
 */
export function isBadValueError(err: unknown): boolean {
  return pgErrorCode(err)?.startsWith("22") ?? false;
}

export const PG = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  notNullViolation: "23502",
  exclusionViolation: "23P01",
} as const;

/**
 * PostgreSQL's answers that mean the server cannot serve us now, whatever we ask: a connection
 * exception (08xxx), a server shutting down or starting (57P01, 57P02, 57P03), no connection
 * left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** A connection that could not be made, or broke, at the socket. */
const SOCKET_FAILURES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** The drivers' own words for a connection lost, never made, or a database already closed. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // pg: "unexpectedly", "due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/**
 * Whether an error means the database could not be reached (refused, cut, timed out, closed),
 * as opposed to a query it refused: then nothing the request could do would have worked, and
 * it may work again in a moment. A socket failure counts only when it is not an HTTP call's
 * (fetch wraps those in "fetch failed"): Paystack or Google being unreachable is not an outage
 * of the site.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const pending: unknown[] = [err];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== "object") continue;
    const { code, message, syscall, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      syscall?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (message === "fetch failed") return false;
    if (typeof code === "string" && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof code === "string" && SOCKET_FAILURES.has(code) && (typeof syscall === "string" || Array.isArray(errors)))
      return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((words) => words.test(message))) return true;
    pending.push(cause);
    // Node's connection to a name with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
