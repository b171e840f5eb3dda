import { mayHoldAnother, TOO_MANY_UNPAID_SESSIONS } from "@domain/unpaid-holds";
import type { Executor } from "@server/db/client";
import { bookings } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { and, eq } from "drizzle-orm";

/**
 * Refuses a new unpaid hold (a bank transfer's, or a Paystack window's) to a client who already
 * keeps as many as she may (domain/unpaid-holds.ts). In the caller's transaction, after it has
 * locked her account (lockAccount), so that her simultaneous bookings are counted one at a time.
 * No field is named: the page keeps her chosen time and what she typed.
 */
export async function refuseBeyondHoldCap(tx: Executor, userId: string, now: Date): Promise<void> {
  const holds = await tx
    .select({ holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "pending_payment")));
  if (!mayHoldAnother(holds, now)) throw new AppError("conflict", TOO_MANY_UNPAID_SESSIONS);
}
