import { newPasswordSchema } from "@domain/account-schemas";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@domain/accounts";
import type { Database } from "@server/db/client";
import { authAccounts, authSessions, authVerifications, users } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { errorFields, logger } from "@server/lib/logger";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";

export interface AuthHooks {
  /** Sends the reset link; the token goes into our own /auth/reset-password page. */
  sendResetPassword(data: { email: string; userId: string; token: string }): Promise<void>;
  onPasswordReset(data: { userId: string }): Promise<void>;
}

/** Sessions last at most 30 days; being idle for an hour ends them sooner (see resolve-viewer). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_COOKIE_PREFIX = "practice";

/** The library's ways of choosing a password, and where each carries it. */
const PASSWORD_CHOSEN_AT: Readonly<Record<string, "password" | "newPassword">> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

/**
 * Our password rules (domain/account-schemas) on every way the library offers to choose one,
 * including those this app does not use yet, so no later page or plugin can skip them.
 */
const passwordRules = createAuthMiddleware(async (ctx) => {
  const field = PASSWORD_CHOSEN_AT[ctx.path];
  if (!field) return;
  const checked = newPasswordSchema.safeParse((ctx.body as Record<string, unknown> | undefined)?.[field]);
  if (!checked.success) {
    throw new APIError("BAD_REQUEST", { message: checked.error.issues[0]?.message ?? "Choose another password." });
  }
});

/**
 * Email and password authentication over our own tables. Only its server API is used
 * (sign-in, sign-out, session lookup, password reset): sign-up, rate limits and the
 * audit log are ours, so its HTTP handler and rate limiter are not mounted.
 */
export function createAuth(db: Database, secret: string, hooks: AuthHooks, options: { secureCookies?: boolean } = {}) {
  const baseURL = publicUrl();
  return betterAuth({
    baseURL,
    secret,
    trustedOrigins: [baseURL, baseURL.replace("://localhost", "://127.0.0.1")],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: options.secureCookies ?? baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    rateLimit: { enabled: false },
    hooks: { before: passwordRules },
    // Failed sign-ins are in our audit log; its own per-attempt warnings would only be noise.
    // What it does log goes to our JSON log, not to the console as coloured text.
    logger: {
      level: "error",
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error) ?? args[0];
        logger[level](`auth: ${message}`, error === undefined ? undefined : errorFields(error));
      },
    },
    telemetry: { enabled: false },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }) => hooks.sendResetPassword({ email: user.email, userId: user.id, token }),
      onPasswordReset: ({ user }) => hooks.onPasswordReset({ userId: user.id }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
