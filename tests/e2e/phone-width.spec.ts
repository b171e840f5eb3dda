import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { PORTAL_TABS } from "../../app/features/client-portal/portal-tabs";
import { ADMIN_TABS, THERAPIST_TABS } from "../../app/features/staff/staff-tabs";
import { apiAs, chooseRegion, DEMO } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { PUBLIC_PAGES } from "./support/pages";
import { clientIdOf, directorsNewClient, signedInContext } from "./support/staff";

// Phones first: no page is wider than a 360 px phone, for a visitor in either region, a client,
// a therapist and an admin, with unread counts in their tab strips (their hidden "unread" words
// once widened the page to 438-632 px). A page that scrolls sideways cuts off its dialogs and
// toasts too. Nor does anything on a page scroll inside a box of its own (a list in a 300 px box,
// a table scrolled sideways), or stand past the phone's edge: only a dashboard's tab strip
// scrolls sideways, and a conversation scrolls in its window, opening at its latest message.

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const tabPaths = (base: string, tabs: readonly { path: string }[]) =>
  tabs.map((tab) => (tab.path ? `${base}/${tab.path}` : base));

/**
 * What on the page does not fit the phone: the page's own width when wider, each box in <main>
 * that scrolls by itself (but the tab strips and conversations), and each table cell reaching past
 * the phone's edges.
 */
function misfitsOfPage(phoneWidth: number): string[] {
  const found: string[] = [];
  const width = document.documentElement.scrollWidth;
  if (width > phoneWidth) found.push(`${width} px wide`);
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.getAttribute("aria-label") ? ` "${element.getAttribute("aria-label")}"` : ""} class="${element.getAttribute("class") ?? ""}">`;
  for (const element of document.querySelectorAll("main *")) {
    if (element.getClientRects().length === 0) continue; // not shown (a closed dialog)
    const { overflowX, overflowY } = getComputedStyle(element);
    const scrolls = [overflowX, overflowY].some((overflow) => overflow === "auto" || overflow === "scroll");
    const allowed = element.matches("nav[aria-label], [role=log], textarea, select");
    if (scrolls && !allowed) found.push(`scrolls inside itself: ${name(element)}`);
  }
  // The headings of a table shown as cards are for screen readers, clipped to nothing.
  for (const cell of document.querySelectorAll("main td, main tbody th, main tfoot th")) {
    const box = cell.getBoundingClientRect();
    if (box.width > 1 && (box.left < -0.5 || box.right > phoneWidth + 0.5)) {
      found.push(`cell past the edge (${Math.round(box.left)}-${Math.round(box.right)} px): ${name(cell)}`);
    }
  }
  return found;
}

/** Each path loaded (and hydrated) in turn; what on it does not fit the phone. */
async function tooWide(page: Page, paths: readonly string[]): Promise<string[]> {
  const misfits: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const found = await page.evaluate(misfitsOfPage, PHONE.width);
    misfits.push(...found.map((misfit) => `${path}: ${misfit}`));
  }
  return misfits;
}

test("a visitor's pages fit a 360 px phone, in Ghana and abroad", async ({ page, baseURL }) => {
  test.slow(); // every public page twice
  const pages = [...PUBLIC_PAGES, "/auth", "/auth?tab=signup", "/book", "/no-such-page"];
  await chooseRegion(page.context(), baseURL!, "local.GHS");
  const local = await tooWide(page, pages);
  await chooseRegion(page.context(), baseURL!, "international.GBP");
  const abroad = await tooWide(page, pages);
  expect([...local, ...abroad], "what does not fit the phone").toEqual([]);
});

test("a client's, her therapist's and an admin's pages fit a 360 px phone, with unread counts", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // three people, every tab of each
  const tag = `W${Date.now().toString(36).toUpperCase()}`;
  const client = await directorsNewClient(baseURL!, tag);
  const director = await signedInContext(browser, baseURL!, DEMO.director, { viewport: PHONE });
  const directorPage = await director.newPage();
  const clientId = await clientIdOf(directorPage, client.name);

  // Unread on both sides: a message each way.
  const directorApi = await apiAs(baseURL!, DEMO.director);
  const sent = await directorApi.post(`/therapist-dashboard/messages/${clientId}`, {
    form: { intent: "send", content: "How did the week go?", clientKey: randomUUID() },
  });
  expect(sent.status()).toBe(200);
  const reply = await client.api.post("/client-dashboard/messages", {
    form: { intent: "send", content: "Better, thank you.", clientKey: randomUUID() },
  });
  expect(reply.status()).toBe(200);
  await directorApi.dispose();

  const mine = await browser.newContext({ baseURL: baseURL!, viewport: PHONE });
  await mine.addCookies((await client.api.storageState()).cookies);
  const clientPage = await mine.newPage();
  // Her first page shows her unread message counted in the strip (reading it clears the count).
  const clientWide = await tooWide(clientPage, ["/client-dashboard"]);
  await expect(clientPage.getByRole("navigation", { name: "Portal sections" })).toContainText("unread");
  clientWide.push(
    ...(await tooWide(clientPage, [
      "/book",
      "/client-dashboard?view=calendar",
      ...tabPaths("/client-dashboard", PORTAL_TABS),
    ])),
  );

  // The strip shows the current tab, the last one too.
  await clientPage.goto("/client-dashboard/profile");
  await waitForHydration(clientPage);
  const strip = clientPage.getByRole("navigation", { name: "Portal sections" });
  await expect(strip.getByRole("link", { name: "Profile", exact: true })).toBeInViewport({ ratio: 1 });

  const therapistWide = await tooWide(directorPage, ["/therapist-dashboard"]);
  await expect(directorPage.getByRole("navigation", { name: "Dashboard sections" })).toContainText("unread");
  therapistWide.push(
    ...(await tooWide(directorPage, [
      "/therapist-dashboard/sessions?view=calendar",
      `/therapist-dashboard/clients/${clientId}`,
      ...tabPaths("/therapist-dashboard", THERAPIST_TABS),
      `/therapist-dashboard/messages/${clientId}`,
    ])),
  );

  const admin = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: PHONE });
  const adminPage = await admin.newPage();
  const adminWide = await tooWide(adminPage, [
    ...tabPaths("/admin-dashboard", ADMIN_TABS),
    "/admin-dashboard/calendar/availability",
    "/admin-dashboard/calendar/sync",
    `/admin-dashboard/messages/${clientId}`,
  ]);

  expect([...clientWide, ...therapistWide, ...adminWide], "what does not fit the phone").toEqual([]);
  await Promise.all([mine.close(), director.close(), admin.close(), client.api.dispose()]);
});
