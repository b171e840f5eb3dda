import { env } from "./env";
import { isDatabaseUnavailable } from "./errors";
import { currentRequestScope, type RequestScope } from "./request-scope";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Credentials that travel in addresses, never written to a log: a calendar feed's token (the
 * feed's only credential), a password reset token in a path, and any token, OAuth code or state
 * in a query string.
 */
const SECRETS_IN_ADDRESSES: readonly [RegExp, string][] = [
  [/(\/api\/calendar-feed\/)[^/?#\s"\\]+/g, "$1[redacted]"],
  [/(\/reset-password\/)[^/?#\s"\\]+/g, "$1[redacted]"],
  [/([?&](?:token|code|state|access_token|refresh_token|id_token)=)[^&#\s"\\]+/gi, "$1[redacted]"],
];

/** The text with every credential of SECRETS_IN_ADDRESSES replaced by "[redacted]". */
export function redactSecrets(text: string): string {
  return SECRETS_IN_ADDRESSES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/**
 * One JSON object per line, so logs can be searched and shipped as they are; no credential in it.
 * A line written while a request is being answered carries that request's id.
 */
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  const scope = currentRequestScope();
  if (scope && level === "error") {
    scope.errorLogged = true;
    if (fields?.databaseUnavailable === true) scope.databaseUnavailable = true;
  }
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = redactSecrets(
    JSON.stringify({
      time: new Date().toISOString(),
      level,
      msg,
      ...(scope ? { requestId: scope.requestId } : {}),
      ...fields,
    }),
  );
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/**
 * A request's own line, once it is answered. A 5xx is at error level, with what failed (an
 * error React Router caught: its message and stack), unless a line at error already told of its
 * failure: each failed request is one line at error. A 5xx answered on purpose as part of
 * normal operation (`scope.routine`) is not a failure.
 */
export function logRequest(
  scope: RequestScope,
  fields: { status: number } & Record<string, unknown>,
  level: "debug" | "info" = "info",
) {
  if (fields.status >= 500 && !scope.errorLogged && !scope.routine) {
    write("error", "request", { ...fields, ...(scope.failure === undefined ? {} : errorFields(scope.failure)) });
  } else {
    write(level, "request", fields);
  }
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
  queue?: unknown;
  worker?: unknown;
  query?: unknown;
  params?: unknown;
}

/**
 * An error as log fields: its message and stack; the first code along its causes (a
 * PostgreSQL SQLSTATE, a socket's ECONNREFUSED); its cause's message (Drizzle's "Failed query"
 * wraps the driver's error, and is logged without the query's values); and
 * `databaseUnavailable` when it means the database could not be reached. pg-boss reports some
 * failures as a copy of the error in a plain object (`{ ...err, message, stack, queue, worker }`):
 * those read the same, with their queue and worker.
 */
export function errorFields(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== "object") return { error: String(err) };
  const e = err as ErrorLike;
  const message = messageOf(err);
  // Drizzle's "Failed query" message ends with the query's values: a session token, an e-mail
  // address, a note. The log keeps the query and leaves the values out, in the stack too.
  const safe = typeof e.query === "string" && Array.isArray(e.params) ? `Failed query: ${e.query}` : message;
  const fields: Record<string, unknown> = { error: safe };
  if (typeof e.stack === "string") fields.stack = e.stack.replace(message, safe);
  const code = firstCode(err);
  if (code !== undefined) fields.code = code;
  if (e.cause && typeof e.cause === "object") fields.cause = messageOf(e.cause);
  if (typeof e.queue === "string") fields.queue = e.queue;
  if (typeof e.worker === "string") fields.worker = e.worker;
  if (isDatabaseUnavailable(err)) fields.databaseUnavailable = true;
  return fields;
}

function messageOf(err: object): string {
  const { message, name } = err as ErrorLike;
  if (typeof message === "string" && message !== "") return message;
  if (typeof name === "string" && name !== "" && name !== "Object") return name;
  try {
    return JSON.stringify(err) ?? String(err);
  } catch {
    return Object.prototype.toString.call(err);
  }
}

function firstCode(err: unknown): string | number | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, cause } = current as ErrorLike;
    if (typeof code === "string" || typeof code === "number") return code;
    current = cause;
  }
  return undefined;
}
