import { z } from "zod";

/**
 * Every environment variable the server reads, validated once. The app must start with
 * none of them set, so each has a safe demo default.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, used for links in e-mails, canonical URLs and auth. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Other addresses the same site is reached by (comma-separated, e.g. "https://www.practice.example"):
   * with PUBLIC_URL's, the only origins a form may be posted from.
   */
  PUBLIC_URL_ALIASES: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((alias) => alias.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** A PostgreSQL server; when unset the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default("./data/pglite"),
  /** Seed demo data on the first start of an empty database. */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * Signs session cookies (32+ characters). Unset: taken from SECRETS_FILE (server/lib/secrets.ts),
   * which a production server on PostgreSQL must then name.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * A file of "NAME=value" lines holding AUTH_SECRET, CALENDAR_TOKEN_KEY and CLINICAL_KEK when the environment
   * does not, made with random values on first start (mode 0600). Default for the embedded
   * database and outside production: ./secrets/practice.env.
   */
  SECRETS_FILE: z.string().optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().default("https://api.paystack.co"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_BASE_URL: z.url().default("https://accounts.google.com"),
  GOOGLE_API_BASE_URL: z.url().default("https://www.googleapis.com"),
  /** Where Google issues and revokes OAuth tokens. */
  GOOGLE_TOKEN_BASE_URL: z.url().default("https://oauth2.googleapis.com"),
  /**
   * Encrypts the stored Google Calendar tokens (AES-256-GCM; at least 32 characters), a key of its
   * own: changing AUTH_SECRET signs everyone out but keeps the calendars. Unset: from SECRETS_FILE.
   */
  CALENDAR_TOKEN_KEY: z.string().min(32).optional(),
  /**
   * The key that wraps every client's clinical data key (base64 of 32 random bytes, e.g.
   * `openssl rand -base64 32`) and its version (a whole number, 1 for a first key); while keys are
   * being rotated, the one before it and its version. Unset: all four from SECRETS_FILE. Checked
   * in server/lib/secrets.ts, which says what is wrong.
   */
  CLINICAL_KEK: z.string().optional(),
  CLINICAL_KEK_VERSION: z.string().optional(),
  CLINICAL_KEK_PREVIOUS: z.string().optional(),
  CLINICAL_KEK_PREVIOUS_VERSION: z.string().optional(),
  /**
   * An SMS gateway for text reminders (the sms_reminders preference): a JSON POST of
   * { to, from, message } to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN as a bearer token. Unset: no
   * texts are sent.
   */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** The sender name a text shows (at most 11 letters or digits for most networks). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/)
    .default("Nkabom"),
  /**
   * The practice's video for online sessions, behind each session's own join page
   * (/sessions/<id>/join): "jitsi" (a self-hosted Jitsi Meet with JWT rooms: JITSI_URL, JITSI_APP_ID
   * and JITSI_APP_SECRET), "google-meet" (a Meet made in the therapist's connected Google Calendar)
   * or "none" (the therapist's own room link from her settings, if she set one).
   */
  VIDEO_PROVIDER: z.enum(["none", "jitsi", "google-meet"]).default("none"),
  /** The Jitsi Meet server, e.g. https://meet.practice.example (its prosody checks the tokens). */
  JITSI_URL: z.url().optional(),
  /** The app id and secret the Jitsi server's token authentication is set up with (HS256). */
  JITSI_APP_ID: z.string().optional(),
  JITSI_APP_SECRET: z.string().min(32).optional(),
  /**
   * Browser journeys only: "cookie" lets a request's `test-now` cookie say what time it is for the
   * join page (server/lib/clock.ts). Never set it on a real server.
   */
  TEST_CLOCK: z.enum(["off", "cookie"]).default("off"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Accounts that may be created from one address in an hour (against sign-up floods and account
   * probing). Raise it for a sign-up event where everyone shares one office connection.
   */
  SIGN_UPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Messages one person may send in a minute (against floods of messages, and of the e-mails
   * that tell of them): enough to talk, too few to flood.
   */
  MESSAGES_PER_SENDER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Reverse proxies in front of the server (1 behind one nginx). Each adds its caller to
   * X-Forwarded-For; the visitor is the entry that many hops to the left of the connection, and
   * X-Forwarded-Proto is believed only then. 0: the connection's own address, headers ignored.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The least notice a client's own booking needs: minutes for a time paid by Paystack (or not paid
   * at all), and business days a bank transfer may take (domain/booking-notice.ts).
   */
  BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
  TRANSFER_NOTICE_BUSINESS_DAYS: z.coerce.number().int().min(0).max(20).default(3),
  /** Run background jobs in this process. */
  RUN_JOBS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * On SIGTERM or SIGINT, how long requests already in flight may take to finish before their
   * connections are cut and the process exits anyway (ms). Keep it below the platform's own
   * limit between its stop signal and a kill (docker stop: 10 s unless configured).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function publicUrl(): string {
  const e = env();
  return (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

/**
 * The origins the site is addressed by, and so the only ones a state-changing request may come
 * from: PUBLIC_URL's and its aliases', never what a request's Host header says. Without PUBLIC_URL,
 * the server on this machine: http://localhost:PORT and http://127.0.0.1:PORT.
 */
export function siteOrigins(): string[] {
  const e = env();
  const site = e.PUBLIC_URL ? [e.PUBLIC_URL] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return [...new Set([...site, ...e.PUBLIC_URL_ALIASES].map((url) => new URL(url).origin))];
}
