import { toCsv } from "./csv";
import type { NewsletterStatus } from "./enums";
import { NEWSLETTER_FORM_TEXT } from "./newsletter-form";

/**
 * The practice's one mailing list (decision 0046): double opt-in, one-click unsubscribe,
 * announcements written to the outbox in paced batches. Texts, limits and pure rules.
 */

export const NEWSLETTER_TEXT = {
  ...NEWSLETTER_FORM_TEXT,
  checkInbox:
    "Almost there: we have sent you an e-mail with a link to confirm your subscription. Please check your inbox.",
  sentRecently:
    "We sent you a confirmation e-mail a few minutes ago. Please check your inbox (and spam folder) and follow its link.",
  alreadySubscribed: "This address is already on our mailing list. Thank you!",
  badEmail: "Please enter a valid e-mail address, such as name@example.com.",
  noEmail: "Please enter your e-mail address.",
  badSource: "This sign-up form could not be read. Please reload the page and try again.",
  tooMany: "You have tried to subscribe several times in a short while. Please try again later.",
  failed: "Sorry, we could not add you to the list just now. Please try again in a moment.",
  unreachable: "We could not reach the server. Please check your connection and try again.",
  confirmHeading: "Confirm your subscription",
  confirmButton: "Confirm my subscription",
  confirmed: "Thank you: you are now on our mailing list.",
  confirmedAlready: "Your subscription was already confirmed. Thank you!",
  badLink: "This link is not valid or has expired. Please sign up again from our website.",
  leftList: "This address has left the list. To join again, please sign up from our website.",
  unsubscribeHeading: "Leave the mailing list",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You have left our mailing list. We will not write to you again.",
  adminsOnly: "Only an administrator can manage the mailing list.",
  subjectMissing: "Please write a subject.",
  bodyMissing: "Please write the announcement.",
  noRecipients: "No one has confirmed a subscription yet, so there is no one to send it to.",
  announcementQueued: "The announcement is on its way",
} as const;

/** The confirmation link works this long after it was sent. */
export const CONFIRM_LINK_DAYS = 7;
/** A pending address gets its confirmation e-mail again at most once in this window. */
export const CONFIRM_RESEND_MINUTES = 10;
/** Sign-ups per address and per network address in an hour: enough for a typo or two, too few to flood an inbox. */
export const SUBSCRIBE_LIMIT_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 } as const;
export const SUBSCRIBE_LIMIT_PER_IP = { limit: 20, windowMs: 60 * 60_000 } as const;
/**
 * Announcements are written to the outbox in batches of ANNOUNCEMENT_BATCH_SIZE, one batch every
 * ANNOUNCEMENT_BATCH_SECONDS: at most 50 e-mails a minute (3,000 an hour) leave the practice's
 * mail account, under the hourly caps of ordinary hosted mailboxes.
 */
export const ANNOUNCEMENT_BATCH_SIZE = 50;
export const ANNOUNCEMENT_BATCH_SECONDS = 60;

export const EMAIL_MAX = 254;
export const SOURCE_MAX = 200;
export const SUBJECT_MAX = 150;
export const BODY_MAX = 10_000;
export const NEWSLETTER_SEARCH_MAX = 100;
export const NEWSLETTER_PAGE_SIZE = 50;
export const NEWSLETTER_EXPORT_MAX = 50_000;

/** A page of this site, as a form names where it was filled in: a path, no host, no query. */
export const isSitePath = (value: string): boolean =>
  value.length <= SOURCE_MAX && /^\/(?!\/)[A-Za-z0-9/_.-]*$/.test(value) && !value.includes("..");

export const NEWSLETTER_STATUS_LABEL: Readonly<Record<NewsletterStatus, string>> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** Whether a confirmation link sent at `issuedAt` still works at `now`. */
export function confirmLinkValid(issuedAt: Date, now: Date): boolean {
  const age = now.getTime() - issuedAt.getTime();
  return age >= -60_000 && age <= CONFIRM_LINK_DAYS * 86_400_000;
}

/** "30 of 120 written" / "Finished: 120 of 120 written": an announcement's progress as the admin reads it. */
export function announcementProgress(a: { recipients: number; queued: number; finished: boolean }): string {
  const written = `${a.queued.toLocaleString("en-GB")} of ${a.recipients.toLocaleString("en-GB")} e-mails written`;
  if (!a.finished) return `Sending: ${written}`;
  const left = a.recipients - a.queued;
  return left > 0 ? `Finished: ${written} (${left} left the list meanwhile)` : `Finished: ${written}`;
}

/** Minutes until every batch of `remaining` e-mails is written, at the paced rate. */
export const minutesLeft = (remaining: number): number =>
  Math.ceil(Math.max(0, remaining) / ANNOUNCEMENT_BATCH_SIZE) * (ANNOUNCEMENT_BATCH_SECONDS / 60);

export interface SubscriberCsvRow {
  email: string;
  status: NewsletterStatus;
  source: string;
  consentedAt: string;
  confirmedAt: string;
  unsubscribedAt: string;
}

export function subscribersCsv(rows: readonly SubscriberCsvRow[]): string {
  return toCsv([
    ["E-mail", "Status", "Signed up on", "Consent given (UTC)", "Confirmed (UTC)", "Unsubscribed (UTC)"],
    ...rows.map((r) => [
      r.email,
      NEWSLETTER_STATUS_LABEL[r.status],
      r.source,
      r.consentedAt,
      r.confirmedAt,
      r.unsubscribedAt,
    ]),
  ]);
}
