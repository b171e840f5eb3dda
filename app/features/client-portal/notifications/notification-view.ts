import { formatSentAt } from "@domain/messaging";

export interface NotificationView {
  id: string;
  title: string;
  message: string;
  /** Where it leads, inside this site; null when nowhere. */
  link: string | null;
  unread: boolean;
  /** When it was sent, in the viewer's time zone. */
  sentAt: string;
  sentAtIso: string;
}

export interface NotificationsView {
  items: NotificationView[];
  /** All unread, shown or not. */
  unread: number;
  /** The "Show more" link, when there are older ones. */
  moreHref: string | null;
}

const PORTAL_NAMES = ["/client-dashboard", "/client-portal"];

/**
 * A notification's link as this page should follow it: only paths inside the site (never
 * another origin), and a link into the portal keeps the portal name the reader is using.
 */
export function linkInPortal(link: string | null, base: string): string | null {
  if (!link?.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  for (const name of PORTAL_NAMES) {
    const rest = link.slice(name.length);
    if (link.startsWith(name) && (rest === "" || /^[/?#]/.test(rest))) return `${base}${rest}`;
  }
  return link;
}

interface Listed {
  notifications: { id: string; title: string; message: string; link: string | null; read: boolean; createdAt: Date }[];
  hasMore: boolean;
  shown: number;
  unread: number;
}

export function toNotificationsView(
  list: Listed,
  timeZone: string,
  base: string,
  pageSize: number,
  now: Date = new Date(),
): NotificationsView {
  return {
    unread: list.unread,
    moreHref: list.hasMore ? `?show=${list.shown + pageSize}` : null,
    items: list.notifications.map((n) => ({
      id: n.id,
      title: n.title,
      message: n.message,
      link: linkInPortal(n.link, base),
      unread: !n.read,
      sentAt: formatSentAt(n.createdAt, timeZone, now),
      sentAtIso: n.createdAt.toISOString(),
    })),
  };
}
