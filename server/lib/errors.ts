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
