/**
 * Old links name a dashboard tab in the query (`/client-portal?tab=messages`,
 * `/therapist-dashboard?tab=messages` in notifications); the page they mean is the tab's own URL.
 * Returns where to go, or null when the URL is already right. `url` is the page's address (a
 * loader's `url`): its request's, on a data request, has `.data` and React Router's own parameters.
 */
export function tabRedirect(url: URL, basePath: string, tabs: readonly { id: string; path: string }[]): string | null {
  const wanted = url.searchParams.get("tab");
  if (wanted === null) return null;
  const tab = tabs.find((t) => t.id === wanted);
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("tab");
  const query = rest.size > 0 ? `?${rest}` : "";
  return `${basePath}${tab?.path ? `/${tab.path}` : ""}${query}`;
}
