import type { NewsletterStatus } from "@domain/enums";
import { announcementProgress, minutesLeft, NEWSLETTER_TEXT } from "@domain/newsletter";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { listSubscribers, sendAnnouncement } from "@server/modules/newsletter";
import { failure, readForm } from "~/lib/action-result";
import { type ListPage, listPage } from "~/lib/list-page";

export interface SubscriberRowView {
  id: string;
  email: string;
  status: NewsletterStatus;
  source: string;
  /** When consent was given, and (if so) confirmed or withdrawn: in the viewer's zone. */
  consented: string;
  confirmed: string | null;
  unsubscribed: string | null;
}

export interface AnnouncementView {
  id: string;
  subject: string;
  sent: string;
  progress: string;
  finished: boolean;
  /** Minutes until the last batch is written, while it is sending. */
  minutesLeft: number;
}

export interface NewsletterTabView extends ListPage {
  figures: Record<NewsletterStatus, number>;
  status: NewsletterStatus | "";
  query: string;
  zone: string;
  subscribers: SubscriberRowView[];
  announcements: AnnouncementView[];
}

const when = (at: Date, zone: string) =>
  at.toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
  });

/** The Newsletter tab: counts, the addresses filtered by ?status= and searched by ?q=, a ?page= at a time, and the announcements. */
export async function loadNewsletter(viewer: Viewer, params: URLSearchParams): Promise<NewsletterTabView> {
  const zone = usableZone(viewer.timezone);
  const list = await listSubscribers(await getDb(), viewer, {
    status: params.get("status"),
    q: params.get("q"),
    page: params.get("page"),
  });
  const applied: [string, string][] = [];
  if (list.filters.status) applied.push(["status", list.filters.status]);
  if (list.filters.search) applied.push(["q", list.filters.search]);
  return {
    ...listPage({ ...list, search: list.filters.search }),
    figures: list.figures,
    status: list.filters.status,
    query: new URLSearchParams(applied).toString(),
    zone,
    subscribers: list.subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      status: s.status,
      source: s.source,
      consented: when(s.consentedAt, zone),
      confirmed: s.confirmedAt ? when(s.confirmedAt, zone) : null,
      unsubscribed: s.unsubscribedAt ? when(s.unsubscribedAt, zone) : null,
    })),
    announcements: list.announcements.map((a) => ({
      id: a.id,
      subject: a.subject,
      sent: when(a.createdAt, zone),
      progress: announcementProgress({ recipients: a.recipients, queued: a.queued, finished: a.finishedAt !== null }),
      finished: a.finishedAt !== null,
      minutesLeft: a.finishedAt ? 0 : minutesLeft(a.recipients - a.queued),
    })),
  };
}

/** intent "send-announcement": the subject and body go to the confirmed list through the job engine. */
export async function newsletterAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  try {
    if (form.intent !== "send-announcement") throw new AppError("bad_request", "Unknown action");
    const done = await sendAnnouncement(await getDb(), viewer, form);
    return {
      ok: true as const,
      message: `${NEWSLETTER_TEXT.announcementQueued}: ${done.recipients === 1 ? "1 confirmed subscriber" : `${done.recipients} confirmed subscribers`}, about ${Math.max(1, minutesLeft(done.recipients))} min.`,
    };
  } catch (err) {
    return failure(err, "The announcement could not be sent just now. Please try again.");
  }
}
