/** The client portal's tabs (spec 001 §2), each its own URL under the portal's base path. */
export const PORTAL_TABS = [
  { id: "book", label: "Book", path: "book" },
  { id: "sessions", label: "Sessions", path: "" },
  { id: "homework", label: "Homework", path: "homework" },
  { id: "messages", label: "Messages", path: "messages" },
  { id: "notifications", label: "Notifications", path: "notifications" },
  { id: "profile", label: "Profile", path: "profile" },
] as const;

export type PortalTabId = (typeof PORTAL_TABS)[number]["id"];

/**
 * Old links name the tab in the query (`/client-portal?tab=messages`); the page they mean is
 * the tab's own URL. Returns where to go, or null when the URL is already right.
 */
export function tabRedirect(url: URL, basePath: string): string | null {
  const wanted = url.searchParams.get("tab");
  if (wanted === null) return null;
  const tab = PORTAL_TABS.find((t) => t.id === wanted);
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("tab");
  const query = rest.size > 0 ? `?${rest}` : "";
  return `${basePath}${tab?.path ? `/${tab.path}` : ""}${query}`;
}
