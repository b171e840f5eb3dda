import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { type Env, env } from "./env";
import { logger } from "./logger";

/**
 * The server's own secrets, which never live in the database nor in its backups: a copy of the
 * database must not be enough to sign a session cookie or to open a stored Google token.
 *
 * - `authSecret` signs session cookies (and keys the contact form's address hash);
 * - `calendarTokenKey` seals the stored Google Calendar tokens, a key of its own, so the one
 *   can be changed without the other.
 *
 * Each comes from its environment variable (AUTH_SECRET, CALENDAR_TOKEN_KEY) or else from the
 * secrets file (SECRETS_FILE): "NAME=value" lines, made on first start with random values,
 * readable by its owner only (0600) in a folder of its own (0700), outside the data folder, so a
 * copy of the data is not a copy of the keys. The embedded database's default is
 * ./secrets/practice.env. A production server on PostgreSQL has no default: several servers each
 * making their own file would sign cookies the others refuse, so it must be given AUTH_SECRET (or
 * the one SECRETS_FILE they share) and refuses to start without.
 */
export interface ServerSecrets {
  authSecret: string;
  /** Null only on a server without Google Calendar that was given no key. */
  calendarTokenKey: string | null;
}

export const DEFAULT_SECRETS_FILE = "./secrets/practice.env";

const NAMES = ["AUTH_SECRET", "CALENDAR_TOKEN_KEY"] as const;
type SecretName = (typeof NAMES)[number];

/** Why the server cannot start: said once, in words an operator can act on. */
export class SecretsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretsConfigError";
  }
}

type SecretsEnv = Pick<
  Env,
  "NODE_ENV" | "DATABASE_URL" | "AUTH_SECRET" | "CALENDAR_TOKEN_KEY" | "SECRETS_FILE" | "GOOGLE_CLIENT_ID"
>;

/** Where the secrets file is, or null when every secret must come from the environment. */
export function secretsFilePath(e: SecretsEnv): string | null {
  if (e.SECRETS_FILE) return path.resolve(e.SECRETS_FILE);
  if (e.NODE_ENV === "production" && e.DATABASE_URL) return null;
  return path.resolve(DEFAULT_SECRETS_FILE);
}

const newSecret = () => randomBytes(32).toString("base64url");

function parseSecretsFile(text: string): Partial<Record<SecretName, string>> {
  const found: Partial<Record<SecretName, string>> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z_]+)\s*=\s*(.*?)\s*$/.exec(line);
    const name = match?.[1] as SecretName | undefined;
    if (match && name && (NAMES as readonly string[]).includes(name)) found[name] = match[2];
  }
  return found;
}

const fileLines = (values: Partial<Record<SecretName, string>>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}\n`)
    .join("");

/**
 * Reads the secrets file, making it when it is missing (exclusively: of two processes starting
 * together, one file wins and both read it) and adding any secret it lacks.
 */
function readOrMakeSecretsFile(file: string, wanted: readonly SecretName[]): Partial<Record<SecretName, string>> {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, fileLines(Object.fromEntries(wanted.map((name) => [name, newSecret()]))), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077) {
    throw new SecretsConfigError(
      `The secrets file ${file} can be read by others (mode ${mode.toString(8)}): make it readable by its owner only (chmod 600).`,
    );
  }
  const text = readFileSync(file, "utf8");
  const values = parseSecretsFile(text);
  const missing = wanted.filter((name) => !values[name]);
  if (missing.length > 0) {
    const added = Object.fromEntries(missing.map((name) => [name, newSecret()]));
    // A file an operator wrote may end without a line break: the new line starts on its own.
    appendFileSync(file, `${text === "" || text.endsWith("\n") ? "" : "\n"}${fileLines(added)}`);
    Object.assign(values, added);
  }
  return values;
}

function checkLength(name: SecretName, value: string, from: string): string {
  if (value.length < 32) throw new SecretsConfigError(`${name} in ${from} is shorter than 32 characters.`);
  return value;
}

/** The secrets for this environment (see ServerSecrets), making the secrets file when it may. */
export function resolveSecrets(e: SecretsEnv): ServerSecrets {
  const fromEnv: Partial<Record<SecretName, string>> = {
    AUTH_SECRET: e.AUTH_SECRET,
    CALENDAR_TOKEN_KEY: e.CALENDAR_TOKEN_KEY,
  };
  const wanted = NAMES.filter((name) => !fromEnv[name]);
  const file = wanted.length > 0 ? secretsFilePath(e) : null;
  if (file) {
    const fromFile = readOrMakeSecretsFile(file, wanted);
    const pick = (name: SecretName) => fromEnv[name] ?? checkLength(name, fromFile[name] ?? "", file);
    return { authSecret: pick("AUTH_SECRET"), calendarTokenKey: pick("CALENDAR_TOKEN_KEY") };
  }
  // Only the environment: the calendar key is needed only where Google Calendar is configured.
  const needed = wanted.filter((name) => name === "AUTH_SECRET" || e.GOOGLE_CLIENT_ID);
  if (needed.length > 0) {
    throw new SecretsConfigError(
      `${needed.join(" and ")} ${needed.length > 1 ? "are" : "is"} not set. A production server on PostgreSQL ` +
        "takes its secrets from the environment (each 32 or more random characters, e.g. `openssl rand -base64 32`), " +
        "the same for every server and the job engine, or from SECRETS_FILE naming one file they all read.",
    );
  }
  return { authSecret: e.AUTH_SECRET as string, calendarTokenKey: e.CALENDAR_TOKEN_KEY ?? null };
}

let cached: ServerSecrets | undefined;

/** This process's secrets, resolved once from its environment. */
export function serverSecrets(): ServerSecrets {
  cached ??= resolveSecrets(env());
  return cached;
}

/**
 * This process's secrets, before anything else: a server or job engine that may not start says
 * why in one log line and exits.
 */
export function secretsOrExit(): ServerSecrets {
  try {
    return serverSecrets();
  } catch (err) {
    if (!(err instanceof SecretsConfigError)) throw err;
    logger.error(`cannot start: ${err.message}`);
    process.exit(1);
  }
}
