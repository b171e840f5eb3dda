import { signInSchema } from "@domain/account-schemas";
import { signInPaused } from "@domain/accounts";
import type { Role } from "@domain/enums";
import { minutesToWait } from "@domain/wait-time";
import type { Database } from "@server/db/client";
import { authSessions, profiles, userRoles, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { recordAudit } from "@server/modules/audit";
import { hitRateLimit, refundRateLimit, resetRateLimit } from "@server/modules/rate-limits";
import { eq } from "drizzle-orm";
import type { Auth } from "./auth";

export const INVALID_CREDENTIALS = "Invalid email or password";
/** Said only to someone who gave the right password: no one else learns the account exists. */
export const ACCOUNT_SUSPENDED = "This account is suspended. Please contact the practice.";

/** Against guessing: attempts per account and per address within a quarter of an hour. */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAddress: 50,
} as const;

/** Marks a refusal that offers the one-time sign-in link (the sign-in panel shows the button). */
export const OFFER_SIGN_IN_LINK = { signInLink: "offer" } as const;

/**
 * Password sign-in is paused for the account being guessed (or the address guessing): the
 * guesser waits, whatever they try, and the owner is offered a one-time link by e-mail instead of
 * being locked out (decision record 0013).
 */
function paused(resetAt: Date, now: Date): AppError {
  return new AppError("rate_limited", signInPaused(minutesToWait(resetAt, now)), OFFER_SIGN_IN_LINK);
}

export interface SignInResult {
  userId: string;
  role: Role;
  /** Set-Cookie headers that start the session. */
  cookies: string[];
}

/**
 * Checks the limits before the password is even looked at, so a paused account stays paused
 * for the window whatever is tried (the right password too: a guesser learns nothing); its owner
 * signs in with a one-time link meanwhile. A successful sign-in clears the account's count.
 */
export async function signIn(
  db: Database,
  auth: Auth,
  raw: unknown,
  meta: { ipAddress: string; headers: Headers; now?: Date },
): Promise<SignInResult> {
  const input = parseInput(signInSchema, raw);
  const now = meta.now ?? new Date();
  const accountKey = `sign-in:account:${input.email}`;
  const account = await hitRateLimit(db, accountKey, {
    limit: SIGN_IN_LIMITS.perAccount,
    windowMs: SIGN_IN_LIMITS.windowMs,
    now,
  });
  // Per address only failures count (a success is refunded below): an office or a clinic behind
  // one address signs many people in, and what the limit guards against is guessing.
  const addressKey = `sign-in:address:${meta.ipAddress}`;
  const address = await hitRateLimit(db, addressKey, {
    limit: SIGN_IN_LIMITS.perAddress,
    windowMs: SIGN_IN_LIMITS.windowMs,
    now,
  });
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));

  if (!account.allowed || !address.allowed) {
    await recordAudit(db, {
      action: "auth.sign_in_blocked",
      userId: known?.id,
      details: { email: input.email, reason: account.allowed ? "address" : "account" },
      ipAddress: meta.ipAddress,
    });
    throw paused(account.allowed ? address.resetAt : account.resetAt, now);
  }

  const response = await auth.api
    .signInEmail({ body: { email: input.email, password: input.password }, headers: meta.headers, returnHeaders: true })
    .catch(() => null);
  if (!response) {
    await recordAudit(db, {
      action: "auth.sign_in_failed",
      userId: known?.id,
      details: { email: input.email },
      ipAddress: meta.ipAddress,
    });
    throw new AppError("unauthenticated", INVALID_CREDENTIALS);
  }

  const userId = response.response.user.id;
  await resetRateLimit(db, accountKey);
  await refundRateLimit(db, addressKey);
  const [person] = await db
    .select({ role: userRoles.role, suspendedAt: profiles.suspendedAt })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (person?.suspendedAt) {
    // Checked once the session exists, so a suspension committed at any moment around this
    // sign-in either ends that session or is seen here; the session just started is ended.
    await db.transaction(async (tx) => {
      await tx.delete(authSessions).where(eq(authSessions.userId, userId));
      await recordAudit(tx, {
        action: "auth.sign_in_refused",
        userId,
        tableName: "users",
        recordId: userId,
        details: { reason: "suspended" },
        ipAddress: meta.ipAddress,
      });
    });
    throw new AppError("forbidden", ACCOUNT_SUSPENDED);
  }
  await recordAudit(db, {
    action: "auth.sign_in",
    userId,
    tableName: "users",
    recordId: userId,
    ipAddress: meta.ipAddress,
  });
  return {
    userId,
    role: (person?.role ?? "client") as Role,
    cookies: response.headers.getSetCookie(),
  };
}
