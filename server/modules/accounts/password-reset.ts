import { passwordResetRequestSchema, passwordResetSchema } from "@domain/account-schemas";
import type { Database } from "@server/db/client";
import { enqueueJob } from "@server/jobs/engine";
import { PASSWORD_RESET_JOB } from "@server/jobs/queues";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { hitRateLimit } from "@server/modules/rate-limits";
import type { Auth, AuthHooks } from "./auth";

export const RESET_REQUESTED =
  "If an account exists for that email, a link to choose a new password is on its way. It is valid for one hour.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";

/** How the authentication library hands us reset links and completed resets. */
export function passwordResetHooks(db: Database): AuthHooks {
  return {
    async sendResetPassword({ email, userId, token }) {
      const link = `${publicUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`;
      const practice = practiceConfig();
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: email,
          subject: `Choose a new password for ${practice.legalName}`,
          text: [
            "Someone asked to reset the password of your account.",
            `To choose a new password, open this link within one hour:\n${link}`,
            "If it wasn't you, ignore this message: your password stays as it is.",
          ].join("\n\n"),
        });
        await recordAudit(tx, {
          action: "auth.password_reset_requested",
          userId,
          tableName: "users",
          recordId: userId,
        });
      });
    },
    async onPasswordReset({ userId }) {
      await recordAudit(db, { action: "auth.password_reset", userId, tableName: "users", recordId: userId });
    },
  };
}

export { PASSWORD_RESET_JOB };

/**
 * Always answers the same way, and does the same work either way (one job), so neither the
 * answer nor its timing reveals who has an account: the job makes the link and the e-mail.
 */
export async function requestPasswordReset(db: Database, raw: unknown, meta: { ipAddress: string }): Promise<string> {
  const { email } = parseInput(passwordResetRequestSchema, raw);
  const limit = await hitRateLimit(db, `password-reset:${meta.ipAddress}`, { limit: 5, windowMs: 60 * 60 * 1000 });
  if (!limit.allowed) throw new AppError("rate_limited", "Too many reset requests. Please try again in an hour.");
  await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload: { email } });
  return RESET_REQUESTED;
}

/** The job behind a reset request: the library makes the token and, for an existing account, calls sendResetPassword. */
export async function sendPasswordReset(auth: Auth, payload: Record<string, unknown>): Promise<void> {
  const email = typeof payload.email === "string" ? payload.email : "";
  if (!email) return;
  await auth.api.requestPasswordReset({ body: { email } }).catch(() => undefined);
}

export async function resetPassword(auth: Auth, raw: unknown): Promise<void> {
  const input = parseInput(passwordResetSchema, raw);
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch {
    throw new AppError("bad_request", RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
  }
}
