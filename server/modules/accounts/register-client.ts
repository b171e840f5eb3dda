import { type SignUpInput, signUpSchema } from "@domain/account-schemas";
import { minutesToWait } from "@domain/wait-time";
import type { Database } from "@server/db/client";
import { authAccounts, users } from "@server/db/schema";
import { env } from "@server/lib/env";
import { AppError, isAppError, PG, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { recordAudit } from "@server/modules/audit";
import { hitRateLimit } from "@server/modules/rate-limits";
import { hashPassword } from "better-auth/crypto";
import { insertClientRows } from "./client-rows";

export const EMAIL_TAKEN = "An account with this email already exists. Please sign in instead.";

/** Sign-ups from one address in an hour: enough for a family or an office, too few to probe who has an account. */
export const SIGN_UP_LIMIT = {
  /** SIGN_UPS_PER_ADDRESS_HOUR, 10 unless the practice set another. */
  perAddress: () => env().SIGN_UPS_PER_ADDRESS_HOUR,
  windowMs: 60 * 60 * 1000,
} as const;
export const tooManySignUps = (wait: string) =>
  `Too many accounts have been created from this connection. Please wait ${wait} and try again.`;

/**
 * Sign-up: the user, their password credential, their profile and the client role are
 * created in one transaction, so an account never exists half-made. A therapist applicant
 * is a client with a pending application until an admin approves it.
 */
export async function registerClient(
  db: Database,
  raw: unknown,
  meta: { ipAddress?: string | null } = {},
): Promise<{ userId: string; email: string }> {
  const input: SignUpInput = parseInput(signUpSchema, raw);
  if (meta.ipAddress) {
    // Counted before anything else, outside the transaction: a refused sign-up counts too.
    const limit = await hitRateLimit(db, `sign-up:address:${meta.ipAddress}`, {
      limit: SIGN_UP_LIMIT.perAddress(),
      windowMs: SIGN_UP_LIMIT.windowMs,
    });
    if (!limit.allowed) throw new AppError("rate_limited", tooManySignUps(minutesToWait(limit.resetAt, new Date())));
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: `${input.firstName} ${input.lastName}`, email: input.email, emailVerified: false })
        .returning({ id: users.id });
      if (!user) throw new Error("user insert returned no row");
      await tx
        .insert(authAccounts)
        .values({ userId: user.id, accountId: user.id, providerId: "credential", password: passwordHash });
      await insertClientRows(tx, {
        id: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        region: input.region,
        currency: input.currency,
        timezone: input.timezone,
        approvalStatus: input.applyAsTherapist ? "pending" : null,
        applicationNote: input.applyAsTherapist ? (input.applicationNote ?? null) : null,
      });
      await recordAudit(tx, {
        action: "auth.sign_up",
        userId: user.id,
        tableName: "users",
        recordId: user.id,
        details: { therapistApplication: input.applyAsTherapist },
        ipAddress: meta.ipAddress,
      });
      return { userId: user.id, email: input.email };
    });
  } catch (err) {
    if (isAppError(err)) throw err;
    if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError("conflict", EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw err;
  }
}
