// The mailing list's double opt-in: signing up, confirming by the e-mail's link, leaving by the
// unsubscribe link, and what a repeated, refused or returning address gets.
import { NEWSLETTER_TEXT } from "@domain/newsletter";
import { emailOutbox, newsletterSubscribers } from "@server/db/schema";
import { SEND_EMAIL_JOB } from "@server/jobs/queues";
import { withTestDatabase } from "@tests/support/database";
import { queuedJobs } from "@tests/support/jobs";
import { rejection } from "@tests/support/payments-world";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { confirmSubscription, unsubscribe } from "./newsletter-links";
import { subscribe } from "./subscribe";
import { confirmToken } from "./tokens";

const database = withTestDatabase();
const db = () => database.db;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;
const MINUTE = 60_000;

const signUp = (email: string, options: { source?: string; ip?: string; now?: Date } = {}) =>
  subscribe(db(), {
    values: { email, source: options.source ?? "/resources" },
    clientIp: options.ip ?? nextIp(),
    now: options.now,
  });

const rowOf = async (email: string) =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

/** The token of the link in the latest confirmation e-mail to `email`. */
async function linkIn(email: string, path: "confirm" | "unsubscribe"): Promise<string> {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.textBody ?? "";
  const match = new RegExp(`/newsletter/${path}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail to ${email}: ${text}`);
  return match[1];
}

beforeEach(async () => {
  await db().execute(sql`truncate newsletter_subscribers, email_outbox, rate_limits`);
  await db().execute(sql`delete from pgboss.job`);
});

describe("subscribing", () => {
  it("keeps a new address as pending with its consent and page, and sends one confirmation e-mail with the list headers", async () => {
    const now = new Date();
    const answer = await signUp("  Yaa.Asantewaa@Example.COM ", { source: "/workshops", now });
    expect(answer).toEqual({ outcome: "check_inbox", message: NEWSLETTER_TEXT.checkInbox });
    const row = await rowOf("yaa.asantewaa@example.com");
    expect(row).toMatchObject({ status: "pending", source: "/workshops", confirmedAt: null, unsubscribedAt: null });
    expect(row?.consentedAt.getTime()).toBe(now.getTime());

    const [mail, ...more] = await mailsTo("yaa.asantewaa@example.com");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(/confirm your subscription/);
    expect(mail?.textBody).toMatch(/\/newsletter\/confirm\?token=c\./);
    expect(mail?.textBody).toMatch(/\/newsletter\/unsubscribe\?token=u\./);
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=u\.[^>]+>, <mailto:[^>]+>$/,
    );
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The token is nowhere in the database but in the message itself.
    expect(JSON.stringify(row)).not.toContain(await linkIn("yaa.asantewaa@example.com", "confirm"));
    expect((await queuedJobs(db(), SEND_EMAIL_JOB)).map((j) => j.data.outboxId)).toEqual([mail?.id]);
  });

  it("refuses a bad address or page with a 400 and its message, writing nothing", async () => {
    for (const [values, message] of [
      [{ email: "", source: "/resources" }, NEWSLETTER_TEXT.noEmail],
      [{ email: "not-an-address", source: "/resources" }, NEWSLETTER_TEXT.badEmail],
      [{ email: `${"a".repeat(250)}@example.com`, source: "/resources" }, NEWSLETTER_TEXT.badEmail],
      [{ source: "/resources" }, NEWSLETTER_TEXT.noEmail],
      [{ email: "kofi@example.com", source: "https://evil.example/" }, NEWSLETTER_TEXT.badSource],
      [{ email: "kofi@example.com", source: "/../etc" }, NEWSLETTER_TEXT.badSource],
      [{ email: "kofi@example.com" }, NEWSLETTER_TEXT.badSource],
    ] as const) {
      const error = await rejection(subscribe(db(), { values, clientIp: nextIp() }));
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
    expect(await db().select().from(newsletterSubscribers)).toEqual([]);
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("makes no second row for a pending address, and sends its confirmation again only after the pause", async () => {
    const start = new Date();
    await signUp("kojo@example.com", { now: start });
    const again = await signUp("KOJO@example.com", {
      source: "/retreats",
      now: new Date(start.getTime() + 2 * MINUTE),
    });
    expect(again).toEqual({ outcome: "sent_recently", message: NEWSLETTER_TEXT.sentRecently });
    expect(await mailsTo("kojo@example.com")).toHaveLength(1);
    const later = await signUp("kojo@example.com", { now: new Date(start.getTime() + 11 * MINUTE) });
    expect(later.outcome).toBe("check_inbox");
    expect(await mailsTo("kojo@example.com")).toHaveLength(2);
    expect(await db().select().from(newsletterSubscribers)).toHaveLength(1);
    // Either e-mail's link confirms.
    const [first] = await mailsTo("kojo@example.com");
    const firstToken = /confirm\?token=([A-Za-z0-9._-]+)/.exec(first?.textBody ?? "")?.[1];
    expect(await confirmSubscription(db(), { token: firstToken })).toEqual({ message: NEWSLETTER_TEXT.confirmed });
  });

  it("tells a confirmed address only that it is subscribed, and sends nothing", async () => {
    await signUp("esi@example.com");
    await confirmSubscription(db(), { token: await linkIn("esi@example.com", "confirm") });
    const answer = await signUp("esi@example.com", { source: "/workshops" });
    expect(answer).toEqual({ outcome: "already_subscribed", message: NEWSLETTER_TEXT.alreadySubscribed });
    expect(await mailsTo("esi@example.com")).toHaveLength(1);
    expect(await rowOf("esi@example.com")).toMatchObject({ status: "confirmed", source: "/resources" });
  });

  it("limits sign-ups per address and per network address with a 429", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await signUp("ama@example.com", { ip: nextIp() });
    const perAddress = await rejection(signUp("ama@example.com", { ip: nextIp() }));
    expect(perAddress.status).toBe(429);
    expect(perAddress.message).toBe(NEWSLETTER_TEXT.tooMany);
    for (let i = 0; i < 20; i++) await signUp(`visitor${i}@example.com`, { ip });
    const perIp = await rejection(signUp("one-more@example.com", { ip }));
    expect(perIp.status).toBe(429);
    expect(await rowOf("one-more@example.com")).toBeUndefined();
  });
});

describe("confirming", () => {
  it("confirms a pending address once; a forged, expired or other purpose's token is refused", async () => {
    const sentAt = new Date();
    await signUp("abena@example.com", { now: sentAt });
    const token = await linkIn("abena@example.com", "confirm");
    const row = await rowOf("abena@example.com");
    const refused = async (raw: unknown, now?: Date) => {
      const error = await rejection(confirmSubscription(db(), raw, { now }));
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
      expect(error.message).toBe(NEWSLETTER_TEXT.badLink);
    };
    await refused({ token: `${token.slice(0, -2)}xx` });
    await refused({ token: await linkIn("abena@example.com", "unsubscribe") });
    await refused({ token: confirmToken("00000000-0000-4000-8000-000000000000", sentAt) });
    await refused({ token: "" });
    await refused({});
    await refused({ token }, new Date(sentAt.getTime() + 8 * 24 * 60 * MINUTE));
    expect(await rowOf("abena@example.com")).toMatchObject({ status: "pending" });

    const confirmedAt = new Date(sentAt.getTime() + 5 * MINUTE);
    expect(await confirmSubscription(db(), { token }, { now: confirmedAt })).toEqual({
      message: NEWSLETTER_TEXT.confirmed,
    });
    expect(await rowOf("abena@example.com")).toMatchObject({ id: row?.id, status: "confirmed", confirmedAt });
    expect(await confirmSubscription(db(), { token })).toEqual({ message: NEWSLETTER_TEXT.confirmedAlready });
  });
});

describe("unsubscribing and joining again", () => {
  it("leaves at once by the link (twice is no error); an old confirmation link does not bring her back; a new sign-up must be confirmed again", async () => {
    await signUp("adwoa@example.com");
    const confirm = await linkIn("adwoa@example.com", "confirm");
    const leave = await linkIn("adwoa@example.com", "unsubscribe");
    await confirmSubscription(db(), { token: confirm });

    const leftAt = new Date();
    expect(await unsubscribe(db(), { token: leave }, { now: leftAt })).toEqual({
      message: NEWSLETTER_TEXT.unsubscribed,
    });
    expect(await rowOf("adwoa@example.com")).toMatchObject({ status: "unsubscribed", unsubscribedAt: leftAt });
    expect(await unsubscribe(db(), { token: leave })).toEqual({ message: NEWSLETTER_TEXT.unsubscribed });
    const stale = await rejection(confirmSubscription(db(), { token: confirm }));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(NEWSLETTER_TEXT.leftList);

    const bad = await rejection(unsubscribe(db(), { token: `${leave}x` }));
    expect(bad.status).toBe(400);
    expect(bad.message).toBe(NEWSLETTER_TEXT.badLink);

    // Joining again: the same row, pending, with the new page and consent, and a new e-mail.
    const rejoinedAt = new Date(Date.now() + 11 * MINUTE);
    expect((await signUp("adwoa@example.com", { source: "/retreats", now: rejoinedAt })).outcome).toBe("check_inbox");
    expect(await db().select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await rowOf("adwoa@example.com")).toMatchObject({
      status: "pending",
      source: "/retreats",
      consentedAt: rejoinedAt,
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(await mailsTo("adwoa@example.com")).toHaveLength(2);
    await confirmSubscription(db(), { token: await linkIn("adwoa@example.com", "confirm") }, { now: rejoinedAt });
    expect(await rowOf("adwoa@example.com")).toMatchObject({ status: "confirmed" });
  });
});
