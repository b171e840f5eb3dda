import { env } from "./env";

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

/** One JSON object per line, so logs can be searched and shipped as they are; no credential in it. */
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = redactSecrets(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { error: err.message, stack: err.stack };
  return { error: String(err) };
}
