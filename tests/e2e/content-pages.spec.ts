import { expect, type Page, test } from "@playwright/test";
import { chooseRegion, signInThroughPage } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { signUpClient } from "./support/portal";

// The articles of the Resources page, the community events, and every public page reached from
// another one (decision record 0047).

const REGION = "region=local.GHS";
const ARTICLE = { path: "/resources/living-with-grief", title: "Living with grief: there is no right way to mourn" };
const CIRCLE = "Community Circle: Carrying It All";
const PHONE = { width: 360, height: 740 };

/** The pages a page links to: its anchors' paths on this site, without query or fragment. */
function linkedPaths(html: string, origin: string): Set<string> {
  const paths = new Set<string>();
  for (const [, href = ""] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const url = new URL(href.replaceAll("&amp;", "&"), origin);
    if (url.origin === origin) paths.add(url.pathname);
  }
  return paths;
}

test.describe("reaching every page", () => {
  test("every page of the sitemap is linked from another page; every page but the articles from the header or footer", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    );
    expect(pages).toContain(ARTICLE.path);

    const linksOf = new Map<string, Set<string>>();
    for (const path of pages) {
      const answer = await request.get(path, { headers: { Cookie: REGION }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      linksOf.set(path, linkedPaths(await answer.text(), origin));
    }
    const orphans = pages.filter(
      (path) => path !== "/" && ![...linksOf].some(([from, links]) => from !== path && links.has(path)),
    );
    expect(orphans).toEqual([]);

    // The header and footer are on every page: the home page's links hold every page but the articles.
    const fromHome = linksOf.get("/") ?? new Set();
    const notInShell = pages.filter((path) => !path.startsWith("/resources/") && path !== "/" && !fromHome.has(path));
    expect(notInShell).toEqual([]);
  });

  test("on a phone, the menu reaches the workshops and the community page by keyboard", async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await chooseRegion(page.context(), baseURL ?? "");
    await page.goto("/about");
    await waitForHydration(page);
    const openMenu = page.getByRole("button", { name: "Open menu" });
    await openMenu.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    const group = menu.getByRole("list", { name: "Workshops & Retreats" });
    await expect(group.getByRole("link")).toHaveText(["Workshops", "Retreats", "Community"]);
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);

    const workshops = group.getByRole("link", { name: "Workshops" });
    await workshops.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/workshops$/);
    await expect(page.getByRole("heading", { level: 1, name: "Workshops" })).toBeVisible();
    await expect(menu).toBeHidden();

    await openMenu.click();
    await group.getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  });

  test("on a wide screen, the Workshops & Retreats menu leads to each page", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseRegion(page.context(), baseURL ?? "");
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Workshops & Retreats" }).click();
    await nav.getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/therapy-journeys$/);
  });
});

test.describe("articles", () => {
  test("an article is whole in the page without JavaScript, linked from the list, with how to book and where to find help", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await chooseRegion(context, baseURL ?? "");
    const page = await context.newPage();
    await page.goto("/resources");
    await page.getByRole("searchbox", { name: "Search articles" }).waitFor();
    await page.getByRole("link", { name: `Read the article: ${ARTICLE.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE.path}$`));
    await expect(page).toHaveTitle(`${ARTICLE.title} | Nkabom Therapy & Wellness`);

    const article = page.getByRole("article", { name: ARTICLE.title });
    await expect(article).toContainText(/^Grief · \d+ min read/);
    await expect(article.getByRole("heading", { level: 2, name: "Grief and the funeral" })).toBeVisible();
    await expect(article).toContainText("when the visitors have gone home");
    await expect(article).toContainText("Nkabom Therapy & Wellness");
    await expect(page.getByRole("link", { name: "Book a Session" }).last()).toHaveAttribute("href", "/book");
    const help = page.getByRole("complementary", { name: "If you need help now" });
    await expect(help.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112");
    await expect(help.getByRole("link", { name: "0800 678 678" })).toHaveAttribute("href", "tel:0800678678");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Grief comes in waves/);
    await context.close();
  });

  test("an unknown article is the not-found page, answered 404", async ({ page }) => {
    const response = await page.goto("/resources/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

async function openCommunity(page: Page) {
  await page.goto("/community");
  await waitForHydration(page);
}

test.describe("community events", () => {
  test("the community page lists the free circle; a client registers with no payment and finds her place", async ({
    page,
    baseURL,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const client = await signUpClient(baseURL ?? "", {
      firstName: "Esi",
      lastName: "Circle",
      email: `esi.${tag}@example.test`,
      region: "local",
    });
    await client.api.dispose();
    await chooseRegion(page.context(), baseURL ?? "");
    await signInThroughPage(page, client.credentials);
    await openCommunity(page);

    const upcoming = page.getByRole("region", { name: "Upcoming community events" });
    const card = upcoming.getByRole("article", { name: CIRCLE });
    await expect(card).toContainText("Free");
    await expect(card).toContainText(/\d+ of 30 places left/);
    await card.getByRole("button", { name: `Register: ${CIRCLE}` }).click();
    const dialog = page.getByRole("dialog", { name: `Register for ${CIRCLE}` });
    await expect(dialog).toContainText("Free: nothing to pay.");
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("Registration created!")).toBeVisible();
    await expect(page).toHaveURL(/\/client-dashboard\/events$/);
    await expect(page.getByRole("main")).toContainText(CIRCLE);

    await openCommunity(page);
    await expect(card.getByRole("button", { name: `Register: ${CIRCLE}` })).toHaveCount(0);
    await expect(card).toContainText("You are registered");
  });

  test("each discussion theme links to its articles", async ({ page }) => {
    await openCommunity(page);
    const theme = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Starting over" }) });
    await theme.getByRole("link", { name: ARTICLE.title }).click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
  });
});
