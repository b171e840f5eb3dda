import { confirmLinkValid, NEWSLETTER_TEXT } from "@domain/newsletter";
import type { Database } from "@server/db/client";
import { newsletterSubscribers } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { readConfirmToken, readUnsubscribeToken } from "./tokens";

const tokenSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_TEXT.badLink })
    .trim()
    .min(1, NEWSLETTER_TEXT.badLink)
    .max(200, NEWSLETTER_TEXT.badLink),
});

/**
 * The link of the confirmation e-mail, pressed (a press, not the opening of the page, so a mail
 * scanner following links confirms nothing): a pending address joins the list.
 */
export async function confirmSubscription(
  db: Database,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<{ message: string }> {
  const { token } = parseInput(tokenSchema, raw);
  const now = meta.now ?? new Date();
  const link = readConfirmToken(token);
  if (!link || !confirmLinkValid(link.issuedAt, now)) throw new AppError("bad_request", NEWSLETTER_TEXT.badLink);
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, link.subscriberId))
      .for("update");
    if (!subscriber) throw new AppError("not_found", NEWSLETTER_TEXT.badLink);
    if (subscriber.status === "confirmed") return { message: NEWSLETTER_TEXT.confirmedAlready };
    // A link from before she left the list does not bring her back: only a new sign-up does.
    if (subscriber.status === "unsubscribed") throw new AppError("conflict", NEWSLETTER_TEXT.leftList);
    await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
      .where(eq(newsletterSubscribers.id, subscriber.id));
    return { message: NEWSLETTER_TEXT.confirmed };
  });
}

/**
 * The unsubscribe link (the e-mail's own, or a mail program's one-click POST, RFC 8058): the
 * address leaves the list at once, without signing in. Leaving twice is not an error.
 */
export async function unsubscribe(db: Database, raw: unknown, meta: { now?: Date } = {}): Promise<{ message: string }> {
  const { token } = parseInput(tokenSchema, raw);
  const now = meta.now ?? new Date();
  const subscriberId = readUnsubscribeToken(token);
  if (!subscriberId) throw new AppError("bad_request", NEWSLETTER_TEXT.badLink);
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId))
      .for("update");
    if (!subscriber) throw new AppError("not_found", NEWSLETTER_TEXT.badLink);
    if (subscriber.status !== "unsubscribed") {
      await tx
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
        .where(eq(newsletterSubscribers.id, subscriber.id));
    }
    return { message: NEWSLETTER_TEXT.unsubscribed };
  });
}

/** Whether a link is one of ours, for the page it opens (reading only: the press does the work). */
export function newsletterLinkLooksValid(purpose: "confirm" | "unsubscribe", token: string, now = new Date()): boolean {
  if (purpose === "unsubscribe") return readUnsubscribeToken(token) !== null;
  const link = readConfirmToken(token);
  return link !== null && confirmLinkValid(link.issuedAt, now);
}
