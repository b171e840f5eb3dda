import type { Role } from "./enums";

export interface PortalLink {
  label: string;
  href: string;
}

/** Spec 001 §2: the header's portal button, labelled by role; "Portal" while the role is unknown. */
export function portalFor(role: Role | null | undefined): PortalLink {
  switch (role) {
    case "admin":
      return { label: "Admin Portal", href: "/admin-dashboard" };
    case "therapist":
      return { label: "Therapist Portal", href: "/therapist-dashboard" };
    case "client":
      return { label: "Client Portal", href: "/client-dashboard" };
    default:
      return { label: "Portal", href: "/client-dashboard" };
  }
}

/**
 * After sign-in each person goes to her own dashboard: a therapist to hers, an admin to the
 * admin dashboard (spec 001 §2 sent admins to the client's; a practice's admin expects hers), a
 * client to the portal; unless the person came from a page that sent them to sign in (`next`:
 * register for an event, then back to it).
 */
export function destinationAfterSignIn(role: Role | null | undefined, next?: unknown): string {
  return returnPath(next) ?? portalFor(role).href;
}

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_PARAM = "next";

/**
 * A page of this site to return to: a path ("/retreats#event-…"), never another site
 * ("//evil.example", "https://…", "/\\evil") or the sign-in page itself. Anything else is null.
 */
export function returnPath(next: unknown): string | null {
  if (typeof next !== "string" || next.length > 300) return null;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~/?#=&%+]*$/.test(next)) return null;
  if (next === "/auth" || next.startsWith("/auth?") || next.startsWith("/auth/")) return null;
  return next;
}

/** The query that opens an event's registration dialog, when sign-in sends the visitor back to its page. */
export const REGISTER_PARAM = "register";

/** Where a signed-out visitor who wants to register for an event signs in: then back to it, its dialog open. */
export function eventSignInPath(eventsPage: string, eventId: string): string {
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: `${eventsPage}?${REGISTER_PARAM}=${eventId}` })}`;
}

/** Whether the page to return to after signing in is an event's registration (`eventSignInPath`). */
export function returnsToRegistration(next: unknown): boolean {
  const path = returnPath(next);
  const query = path?.split("#")[0]?.split("?")[1];
  return query !== undefined && new URLSearchParams(query).has(REGISTER_PARAM);
}

export interface NavLink {
  label: string;
  href: string;
}

/** Spec 001 §2: the navigation bar's links and its Services dropdown. */
export const MAIN_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Support Plans", href: "/support-plans" },
  { label: "Wellness Kit", href: "/wellness-kit" },
  { label: "Contact", href: "/#contact" },
];

export const SERVICES_LINKS: readonly NavLink[] = [
  { label: "All Services", href: "/services" },
  { label: "Corporate Services", href: "/corporate-services" },
  { label: "Executive Coaching", href: "/executive-coaching" },
  { label: "Pricing", href: "/therapy-journeys" },
];

/**
 * The spec's "Retreats & Workshops" was one link to /retreats, so /workshops and /community were
 * linked from nowhere: it is now a menu of its own, leading to each (decision record 0047).
 */
export const EVENTS_MENU_LABEL = "Workshops & Retreats";

export const EVENTS_LINKS: readonly NavLink[] = [
  { label: "Workshops", href: "/workshops" },
  { label: "Retreats", href: "/retreats" },
  { label: "Community", href: "/community" },
];

/**
 * The payment-success page of one payment. Its address carries the payment's reference and
 * nothing else: the name, service and date it shows are loaded by the server for the payer
 * alone, so none of them reaches a log, a browser's history or another site's Referer
 * (decision record 0029).
 */
export function paymentSuccessPath(reference: string): string {
  return `/payment-success?${new URLSearchParams({ reference })}`;
}

/** The catalogue's executive coaching session (server/db/seed/catalogue.ts). */
export const COACHING_SERVICE_ID = "executive-coaching";

/** The coaching page's Book Coaching Session: the booking page with coaching already chosen. */
export const COACHING_BOOKING_PATH = `/book?service=${COACHING_SERVICE_ID}`;
