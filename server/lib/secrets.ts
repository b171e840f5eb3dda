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
import { inspect } from "node:util";
import { type Env, env } from "./env";
import { logger } from "./logger";

/**
 * The server's own secrets, which never live in the database nor in its backups: a copy of the
 * database must not be enough to sign a session cookie or to open a stored Google token.
 *
 * - `authSecret` signs session cookies (and keys the contact form's address hash);
 * - `calendarTokenKey` seals the stored Google Calendar tokens, a key of its own, so the one
 *   can be changed without the other;
 * - `clinicalKeks` wrap each client's clinical data key (decision 0049): the current key with its
 *   version, and while keys are being rotated the previous one.
 *
 * Each comes from its environment variable (AUTH_SECRET, CALENDAR_TOKEN_KEY, the CLINICAL_KEK
 * four) or else from the secrets file (SECRETS_FILE): "NAME=value" lines, made on first start with random values,
 * readable by its owner only (0600) in a folder of its own (0700), outside the data folder, so a
 * copy of the data is not a copy of the keys. The embedded database's default is
 * ./secrets/practice.env. A production server on PostgreSQL has no default: several servers each
 * making their own file would sign cookies the others refuse, so it must be given AUTH_SECRET (or
 * the one SECRETS_FILE they share) and CLINICAL_KEK, and refuses to start without.
 */
export interface ServerSecrets {
  authSecret: string;
  /** Null only on a server without Google Calendar that was given no key. */
  calendarTokenKey: string | null;
  clinicalKeks: ClinicalKeks;
}

/** A key-encryption key for clinical data keys: 32 bytes, and the version the keys table records. */
export interface ClinicalKek {
  version: number;
  key: Buffer;
}

/** New data keys are wrapped with `current`; `previous` only opens keys not yet re-wrapped. */
export interface ClinicalKeks {
  current: ClinicalKek;
  previous: ClinicalKek | null;
}

export const DEFAULT_SECRETS_FILE = "./secrets/practice.env";

const NAMES = [
  "AUTH_SECRET",
  "CALENDAR_TOKEN_KEY",
  "CLINICAL_KEK",
  "CLINICAL_KEK_VERSION",
  "CLINICAL_KEK_PREVIOUS",
  "CLINICAL_KEK_PREVIOUS_VERSION",
] as const;
type SecretName = (typeof NAMES)[number];
/** The secrets a file is given when it lacks them; a clinical key comes with its version, 1. */
type MadeName = "AUTH_SECRET" | "CALENDAR_TOKEN_KEY" | "CLINICAL_KEK";
const MADE: readonly MadeName[] = ["AUTH_SECRET", "CALENDAR_TOKEN_KEY", "CLINICAL_KEK"];

/** Why the server cannot start: said once, in words an operator can act on. */
export class SecretsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretsConfigError";
  }
}

type SecretsEnv = Pick<
  Env,
  | "NODE_ENV"
  | "DATABASE_URL"
  | "AUTH_SECRET"
  | "CALENDAR_TOKEN_KEY"
  | "SECRETS_FILE"
  | "GOOGLE_CLIENT_ID"
  | "CLINICAL_KEK"
  | "CLINICAL_KEK_VERSION"
  | "CLINICAL_KEK_PREVIOUS"
  | "CLINICAL_KEK_PREVIOUS_VERSION"
>;

/** Where the secrets file is, or null when every secret must come from the environment. */
export function secretsFilePath(e: SecretsEnv): string | null {
  if (e.SECRETS_FILE) return path.resolve(e.SECRETS_FILE);
  if (e.NODE_ENV === "production" && e.DATABASE_URL) return null;
  return path.resolve(DEFAULT_SECRETS_FILE);
}

const newSecret = () => randomBytes(32).toString("base64url");

/** What a file lacking `name` is given: a clinical key is standard base64, as `openssl rand -base64 32` prints. */
function made(name: MadeName): Partial<Record<SecretName, string>> {
  if (name === "CLINICAL_KEK") return { CLINICAL_KEK: randomBytes(32).toString("base64"), CLINICAL_KEK_VERSION: "1" };
  return { [name]: newSecret() };
}

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
function readOrMakeSecretsFile(file: string, wanted: readonly MadeName[]): Partial<Record<SecretName, string>> {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, fileLines(Object.assign({}, ...wanted.map(made))), { mode: 0o600 });
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
  if (missing.includes("CLINICAL_KEK") && values.CLINICAL_KEK_VERSION) {
    // A version without its key: the key was lost or removed by hand. A new key under an old
    // version would only fail to open the data keys it claims; the operator must decide.
    throw new SecretsConfigError(
      `The secrets file ${file} has CLINICAL_KEK_VERSION but no CLINICAL_KEK: put the key back, or remove both lines to start a new one.`,
    );
  }
  if (missing.length > 0) {
    const added: Partial<Record<SecretName, string>> = Object.assign({}, ...missing.map(made));
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

const CLINICAL_NAMES = [
  "CLINICAL_KEK",
  "CLINICAL_KEK_VERSION",
  "CLINICAL_KEK_PREVIOUS",
  "CLINICAL_KEK_PREVIOUS_VERSION",
] as const;
type ClinicalValues = Partial<Record<(typeof CLINICAL_NAMES)[number], string>>;

/** Base64 (or base64url) of exactly 32 bytes, nothing else: a typo must not become a weaker key. */
function parseKek(name: string, value: string, from: string): Buffer {
  const canonical = value.replaceAll("-", "+").replaceAll("_", "/").replace(/=$/, "");
  const key = Buffer.from(canonical, "base64");
  if (!/^[A-Za-z0-9+/]{43}$/.test(canonical) || key.toString("base64").replace(/=$/, "") !== canonical) {
    throw new SecretsConfigError(
      `${name} in ${from} is not the base64 of 32 bytes (make one with \`openssl rand -base64 32\`).`,
    );
  }
  return key;
}

function parseVersion(name: string, value: string | undefined, from: string): number {
  if (value === undefined || !/^[1-9][0-9]{0,8}$/.test(value)) {
    throw new SecretsConfigError(`${name} in ${from} must be a whole number from 1 (the key's version).`);
  }
  return Number(value);
}

/**
 * A key-encryption key that shows only its version when written to a log or printed: a Buffer
 * would otherwise give its bytes to JSON.stringify and to util.inspect.
 */
function kek(version: number, key: Buffer): ClinicalKek {
  const shown = () => ({ version, key: "[redacted]" });
  return Object.defineProperties({ version, key }, { toJSON: { value: shown }, [inspect.custom]: { value: shown } });
}

/**
 * The clinical key-encryption keys, all four names from one place. A key always comes with its
 * version, and the previous key must differ from the current one in both: a data key is opened
 * with the key its row's version names, so two keys under one version would be a key lost.
 */
export function parseClinicalKeks(values: ClinicalValues, from: string): ClinicalKeks {
  if (!values.CLINICAL_KEK) throw new SecretsConfigError(`CLINICAL_KEK is not set in ${from}.`);
  const current = kek(
    parseVersion("CLINICAL_KEK_VERSION", values.CLINICAL_KEK_VERSION, from),
    parseKek("CLINICAL_KEK", values.CLINICAL_KEK, from),
  );
  if (!values.CLINICAL_KEK_PREVIOUS) {
    if (values.CLINICAL_KEK_PREVIOUS_VERSION) {
      throw new SecretsConfigError(`CLINICAL_KEK_PREVIOUS_VERSION is set in ${from} without CLINICAL_KEK_PREVIOUS.`);
    }
    return { current, previous: null };
  }
  const previous = kek(
    parseVersion("CLINICAL_KEK_PREVIOUS_VERSION", values.CLINICAL_KEK_PREVIOUS_VERSION, from),
    parseKek("CLINICAL_KEK_PREVIOUS", values.CLINICAL_KEK_PREVIOUS, from),
  );
  if (previous.version === current.version || previous.key.equals(current.key)) {
    throw new SecretsConfigError(
      `CLINICAL_KEK_PREVIOUS in ${from} must be another key under another version than CLINICAL_KEK.`,
    );
  }
  return { current, previous };
}

const pickClinical = (values: Partial<Record<SecretName, string>>): ClinicalValues =>
  Object.fromEntries(CLINICAL_NAMES.map((name) => [name, values[name]]));

/** The secrets for this environment (see ServerSecrets), making the secrets file when it may. */
export function resolveSecrets(e: SecretsEnv): ServerSecrets {
  const fromEnv: Partial<Record<SecretName, string>> = {
    AUTH_SECRET: e.AUTH_SECRET,
    CALENDAR_TOKEN_KEY: e.CALENDAR_TOKEN_KEY,
    ...pickClinical(e),
  };
  // The clinical keys come all from the environment or all from the file, never a mix.
  const clinicalFromEnv = CLINICAL_NAMES.some((name) => fromEnv[name]);
  const wanted = MADE.filter((name) => !fromEnv[name] && !(name === "CLINICAL_KEK" && clinicalFromEnv));
  const file = wanted.length > 0 ? secretsFilePath(e) : null;
  if (file) {
    const fromFile = readOrMakeSecretsFile(file, wanted);
    const pick = (name: SecretName) => fromEnv[name] ?? checkLength(name, fromFile[name] ?? "", file);
    return {
      authSecret: pick("AUTH_SECRET"),
      calendarTokenKey: pick("CALENDAR_TOKEN_KEY"),
      clinicalKeks: clinicalFromEnv
        ? parseClinicalKeks(pickClinical(fromEnv), "the environment")
        : parseClinicalKeks(pickClinical(fromFile), file),
    };
  }
  // Only the environment: the calendar key is needed only where Google Calendar is configured.
  const needed = wanted.filter((name) => name !== "CALENDAR_TOKEN_KEY" || e.GOOGLE_CLIENT_ID);
  if (needed.length > 0) {
    throw new SecretsConfigError(
      `${needed.join(" and ")} ${needed.length > 1 ? "are" : "is"} not set. A production server on PostgreSQL ` +
        "takes its secrets from the environment (each 32 or more random characters, e.g. `openssl rand -base64 32`; " +
        "CLINICAL_KEK exactly that, with CLINICAL_KEK_VERSION, 1 for a first key), " +
        "the same for every server and the job engine, or from SECRETS_FILE naming one file they all read.",
    );
  }
  return {
    authSecret: e.AUTH_SECRET as string,
    calendarTokenKey: e.CALENDAR_TOKEN_KEY ?? null,
    clinicalKeks: parseClinicalKeks(pickClinical(fromEnv), "the environment"),
  };
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
