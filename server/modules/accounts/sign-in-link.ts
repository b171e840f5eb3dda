import { createHash, randomBytes } from "node:crypto";
import { signInLinkRequestSchema } from "@domain/account-schemas";
import { SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_TEXT } from "@domain/accounts";
import type { Role } from "@domain/enums";
import { minutesToWait } from "@domain/wait-time";
import type { Database } from "@server/db/client";
import { authVerifications, profiles, userRoles, users } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { SIGN_IN_LINK_JOB } from "@server/jobs/queues";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { hitRateLimit } from "@server/modules/rate-limits";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Auth } from "./auth";
import { ACCOUNT_SUSPENDED } from "./sign-in";
import { startSession } from "./start-session";

export { SIGN_IN_LINK_JOB };
/** Links asked for from one address in an hour, and links sent to one account in an hour. */
export const SIGN_IN_LINK_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 10, perAccount: 3 } as const;

const identifierOf = (token: string) => `sign-in-link:${createHash("sha256").update(token).digest("hex")}`;

/**
 * Someone asks for a one-time sign-in link (decision record 0013). The answer is the same, and the
 * request does the same work (one job), whether or not the address has an account: having an
 * account here is confidential. Limited per address.
 */
export async function requestSignInLink(db: Database, raw: unknown, meta: { ipAddress: string; now?: Date }) {
  const { email } = parseInput(signInLinkRequestSchema, raw);
  const now = meta.now ?? new Date();
  const limit = await hitRateLimit(db, `sign-in-link:address:${meta.ipAddress}`, {
    limit: SIGN_IN_LINK_LIMITS.perAddress,
    windowMs: SIGN_IN_LINK_LIMITS.windowMs,
    now,
  });
  if (!limit.allowed) {
    throw new AppError(
      "rate_limited",
      `Too many sign-in links asked for. Please wait ${minutesToWait(limit.resetAt, now)}.`,
    );
  }
  await enqueueJob(db, { kind: SIGN_IN_LINK_JOB, payload: { email } });
  return SIGN_IN_LINK_TEXT.sent;
}

const jobSchema = z.object({ email: z.string() });

/**
 * The job behind a link request: for an existing account (and at most a few times an hour per
 * account), a single-use token (stored as its SHA-256 only) and an e-mail to the account's own
 * address that also says someone has been trying to sign in. For an unknown address, nothing.
 */
export async function sendSignInLink(db: Database, payload: Record<string, unknown>, now = new Date()): Promise<void> {
  const { email } = jobSchema.parse(payload);
  const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (!user) return;
  const limit = await hitRateLimit(db, `sign-in-link:account:${user.id}`, {
    limit: SIGN_IN_LINK_LIMITS.perAccount,
    windowMs: SIGN_IN_LINK_LIMITS.windowMs,
    now,
  });
  if (!limit.allowed) return;
  const token = randomBytes(32).toString("base64url");
  const link = `${publicUrl()}/auth/sign-in-link?token=${token}`;
  const practice = practiceConfig();
  await db.transaction(async (tx) => {
    await tx.insert(authVerifications).values({
      identifier: identifierOf(token),
      value: user.id,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
    });
    await enqueueEmail(tx, {
      to: email,
      subject: `Your sign-in link for ${practice.legalName}`,
      text: [
        `Hello ${user.name.split(" ")[0] ?? ""},`,
        "",
        `Here is a one-time link to sign in to your portal. It works once, within ${SIGN_IN_LINK_MINUTES} minutes:`,
        link,
        "",
        "We sent it because someone has been trying to sign in to your account with wrong passwords, and",
        "password sign-in is paused for a while to protect it. If that was not you, your account is safe,",
        "but please choose a new password after you sign in, and do not reuse it elsewhere.",
        "",
        `If you did not ask for this link, you can ignore it, or call us on ${practice.phone}.`,
      ].join("\n"),
    });
    await recordAudit(tx, { action: "auth.sign_in_link_sent", userId: user.id, tableName: "users", recordId: user.id });
  });
}

export interface LinkSignIn {
  userId: string;
  role: Role;
  cookie: string;
}

/**
 * Signs in with a one-time link: the token is taken (deleted) in the same statement that finds
 * it, so it works once, even when two tabs use it at the same moment; an expired or unknown one
 * is refused. The session starts as after a password.
 */
export async function signInWithLink(
  db: Database,
  auth: Auth,
  raw: unknown,
  meta: { ipAddress: string; userAgent?: string | null; now?: Date },
): Promise<LinkSignIn> {
  const token = typeof raw === "object" && raw && "token" in raw ? String((raw as { token: unknown }).token) : "";
  if (!/^[A-Za-z0-9_-]{40,60}$/.test(token)) throw new AppError("bad_request", SIGN_IN_LINK_TEXT.invalid);
  const now = meta.now ?? new Date();
  const [taken] = await db
    .delete(authVerifications)
    .where(and(eq(authVerifications.identifier, identifierOf(token)), gt(authVerifications.expiresAt, now)))
    .returning({ userId: authVerifications.value });
  if (!taken) throw new AppError("bad_request", SIGN_IN_LINK_TEXT.invalid);
  // A link sent before a suspension does not open the account either.
  const [person] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, taken.userId));
  if (person?.suspendedAt) throw new AppError("forbidden", ACCOUNT_SUSPENDED);
  const cookie = await startSession(auth, taken.userId, meta);
  const [role] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, taken.userId));
  await recordAudit(db, {
    action: "auth.sign_in_link_used",
    userId: taken.userId,
    tableName: "users",
    recordId: taken.userId,
    ipAddress: meta.ipAddress,
  });
  return { userId: taken.userId, role: (role?.role ?? "client") as Role, cookie };
}
