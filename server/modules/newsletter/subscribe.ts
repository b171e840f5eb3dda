import { createHmac } from "node:crypto";
import {
  CONFIRM_RESEND_MINUTES,
  NEWSLETTER_TEXT,
  SUBSCRIBE_LIMIT_PER_ADDRESS,
  SUBSCRIBE_LIMIT_PER_IP,
} from "@domain/newsletter";
import { subscribeSchema } from "@domain/newsletter-schemas";
import type { Database, Executor } from "@server/db/client";
import { newsletterSubscribers } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { serverSecrets } from "@server/lib/secrets";
import { enqueueEmail } from "@server/modules/mail";
import { hitRateLimit } from "@server/modules/rate-limits";
import { eq } from "drizzle-orm";
import { confirmationEmail } from "./newsletter-emails";

export interface SubscribeInput {
  /** The form's fields: `email` and `source` (the page the form was on). */
  values: Record<string, unknown>;
  /** The visitor's network address; only a keyed hash of it is used, as a rate-limit key. */
  clientIp: string;
  now?: Date;
}

/**
 * What the visitor is told. "check_inbox": a confirmation e-mail is on its way (a new address, an
 * unconfirmed one, or one that had left and joins again). "sent_recently": one went minutes ago
 * and is not sent again yet. "already_subscribed": nothing else is said about the address.
 */
export type SubscribeOutcome = "check_inbox" | "sent_recently" | "already_subscribed";

export const SUBSCRIBE_MESSAGES: Readonly<Record<SubscribeOutcome, string>> = {
  check_inbox: NEWSLETTER_TEXT.checkInbox,
  sent_recently: NEWSLETTER_TEXT.sentRecently,
  already_subscribed: NEWSLETTER_TEXT.alreadySubscribed,
};

/** Rate-limit keys that name no address: an HMAC keyed with the server's secret. */
const keyOf = (kind: string, value: string) =>
  `newsletter:${kind}:${createHmac("sha256", serverSecrets().authSecret).update(`newsletter-${kind}:${value}`).digest("hex")}`;

/**
 * Someone gives her e-mail address in a sign-up box (double opt-in, decision 0046): a new address
 * is kept as pending with her consent (its time and page) and sent a link to confirm. Limited per
 * address and per network address; a repeated address makes no second row.
 */
export async function subscribe(
  db: Database,
  input: SubscribeInput,
): Promise<{ outcome: SubscribeOutcome; message: string }> {
  const { email, source } = parseInput(subscribeSchema, {
    email: input.values.email,
    source: input.values.source,
  });
  const now = input.now ?? new Date();
  // Counted outside the transaction below: a refused attempt must still count.
  for (const [key, limit] of [
    [keyOf("ip", input.clientIp), SUBSCRIBE_LIMIT_PER_IP],
    [keyOf("address", email), SUBSCRIBE_LIMIT_PER_ADDRESS],
  ] as const) {
    if (!(await hitRateLimit(db, key, { ...limit, now })).allowed) {
      throw new AppError("rate_limited", NEWSLETTER_TEXT.tooMany);
    }
  }
  const outcome = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, status: "pending", consentedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (created) return sendConfirmation(tx, { id: created.id, email }, now);

    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!existing) throw new Error("newsletter subscriber vanished under its lock");
    if (existing.status === "confirmed") return "already_subscribed" as const;
    if (existing.status === "pending") {
      return sendConfirmation(tx, existing, now);
    }
    // She had left the list and joins again: a new consent, to be confirmed again.
    await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        source,
        consentedAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
        updatedAt: now,
      })
      .where(eq(newsletterSubscribers.id, existing.id));
    return sendConfirmation(tx, existing, now);
  });
  return { outcome, message: SUBSCRIBE_MESSAGES[outcome] };
}

/** The confirmation e-mail, at most once every CONFIRM_RESEND_MINUTES for one subscriber. */
async function sendConfirmation(
  tx: Executor,
  subscriber: { id: string; email: string },
  now: Date,
): Promise<SubscribeOutcome> {
  const resend = await hitRateLimit(tx, `newsletter:confirmation:${subscriber.id}`, {
    limit: 1,
    windowMs: CONFIRM_RESEND_MINUTES * 60_000,
    now,
  });
  if (!resend.allowed) return "sent_recently";
  await enqueueEmail(tx, confirmationEmail(subscriber, now));
  return "check_inbox";
}
