import { tabRedirect } from "~/lib/tab-redirect";

/** The client portal's tabs (spec 001 §2), each its own URL under the portal's base path. */
export const PORTAL_TABS = [
  { id: "book", label: "Book", path: "book" },
  { id: "sessions", label: "Sessions", path: "" },
  { id: "homework", label: "Homework", path: "homework" },
  { id: "forms", label: "Forms", path: "forms" },
  { id: "messages", label: "Messages", path: "messages" },
  { id: "events", label: "Events", path: "events" },
  { id: "gifts", label: "Gifts", path: "gifts" },
  { id: "notifications", label: "Notifications", path: "notifications" },
  { id: "profile", label: "Profile", path: "profile" },
] as const;

export type PortalTabId = (typeof PORTAL_TABS)[number]["id"];

/** Where an old `?tab=` link of the portal leads (see ~/lib/tab-redirect). */
export const portalTabRedirect = (url: URL, basePath: string) => tabRedirect(url, basePath, PORTAL_TABS);
