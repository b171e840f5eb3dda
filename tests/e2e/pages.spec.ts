import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { REGION_GATED_PAGES } from "./support/pages";

// The marketing and legal pages: region gate, region-dependent content and prices from the
// catalogue, SEO tags, and the few interactive bits (resource filter, social strip fade).

const GATED = REGION_GATED_PAGES;
const OPEN = ["/privacy-policy", "/confidentiality"];

type RegionCookie = "local.GHS" | "international.GBP" | "international.EUR" | "international.USD";

async function chooseRegion(context: BrowserContext, baseURL: string | undefined, value: RegionCookie) {
  await context.addCookies([{ name: "region", value, url: baseURL ?? "http://localhost" }]);
}

/** The package cards of the Therapy Journeys page. */
const packageCards = (page: Page) => page.getByRole("list", { name: "Packages" }).getByRole("article");

/** A service card, found by its heading. */
const serviceCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("without a region", () => {
  for (const path of GATED) {
    test(`${path} redirects to /`, async ({ page }) => {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe("/");
    });
  }

  for (const path of OPEN) {
    test(`${path} is served without a region`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe("local region (GHS)", () => {
  test.beforeEach(async ({ context, baseURL }) => chooseRegion(context, baseURL, "local.GHS"));

  test("services show Walk Therapy for local clients and cedi prices", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const offer of ["Individual", "Couple's", "Family"]) {
      await expect(page.getByRole("list", { name: "Headline offers" })).toContainText(offer);
    }
    for (const condition of [
      "Anxiety disorders",
      "Post-traumatic stress disorder",
      "Depressive disorders",
      "Self-esteem problems",
      "Relational difficulties",
      "Behavioural problems and impulse control issues",
    ]) {
      await expect(page.getByRole("heading", { name: condition })).toBeVisible();
    }
    const walk = serviceCard(page, "Walk Therapy");
    await expect(walk).toContainText("Local clients only");
    await expect(walk).toContainText(/₵\d/);
    await expect(serviceCard(page, "Individual Therapy")).toContainText("from ₵400");
    await expect(serviceCard(page, "Therapeutic Yoga")).toContainText("Available internationally");
    // No local yoga session in the catalogue: the card shows no price rather than a made-up one.
    await expect(serviceCard(page, "Therapeutic Yoga")).not.toContainText(/[₵$£€]\d/);
    const starts = page.getByRole("link", { name: /^Let's start/ });
    await expect(starts).toHaveCount(5);
    for (const link of await starts.all()) await expect(link).toHaveAttribute("href", "/book");
    await expect(page.getByRole("link", { name: "Book a session" }).last()).toHaveAttribute("href", "/book");
  });

  test("therapy journeys list the nine local packages in cedis", async ({ page }) => {
    await page.goto("/therapy-journeys");
    await expect(page.getByRole("heading", { level: 1, name: "Therapy Journeys" })).toBeVisible();
    const cards = packageCards(page);
    await expect(cards).toHaveCount(9);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("package-price")).toHaveText(/^₵[\d,]+$/);
      // Book Now buys the package (its checkout), no longer a single session at /book.
      await expect(card.getByRole("link", { name: /^Book Now/ })).toHaveAttribute(
        "href",
        /^\/therapy-journeys\/checkout\/[a-z0-9-]+$/,
      );
    }
    const first = cards.first();
    await expect(first).toContainText("6 Session Teletherapy");
    await expect(first).toContainText("Gently consistent care");
    await expect(first.getByTestId("package-price")).toHaveText("₵2,100");
    await expect(page.getByText("does not mean therapy ends after those sessions")).toBeVisible();
    const single = page.getByRole("region", { name: "Prefer Single Sessions?" });
    await expect(single).toContainText("₵400");
    await expect(single.getByRole("link", { name: "Book Single Session" })).toHaveAttribute("href", "/book");
    await expect(page.getByText("Package sessions are valid for 6 months from purchase.")).toBeVisible();
    await expect(page.getByText("Flexible scheduling available.")).toBeVisible();
    await expect(page.getByText(/Ghana cedis/)).toBeVisible();
  });

  test("the about page introduces the director and shows the social strip", async ({ page, request }) => {
    // Server-rendered: the strip is in the HTML before any script runs.
    const html = await (await request.get("/about", { headers: { cookie: "region=local.GHS" } })).text();
    expect(html).toContain("Follow Our Journey");
    expect(html).toContain("View more on Instagram");

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Efua Asante");
    for (const text of ["Sensorimotor Psychotherapy, Level 1", "EMDR, Level 1", "Life transitions", "Anger"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Let's connect" })).toHaveAttribute("href", /^mailto:/);

    const strip = page.getByRole("region", { name: "Follow Our Journey" });
    const posts = strip.getByRole("listitem");
    await expect(posts).toHaveCount(3);
    for (const link of await strip.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /instagram\.com/);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveCSS("opacity", "1");
    // One column on a phone...
    const [a, b] = [await posts.nth(0).boundingBox(), await posts.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    // ...three from the sm breakpoint.
    await page.setViewportSize({ width: 1024, height: 800 });
    const [c, d] = [await posts.nth(0).boundingBox(), await posts.nth(2).boundingBox()];
    expect(Math.abs(c!.y - d!.y)).toBeLessThan(1);
  });

  test("resources filter the articles by search and category", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { name: "Featured articles" })).toBeVisible();
    // Once hydrated, the filters answer in the page (before, the server filters: first-tap-public.spec.ts).
    await waitForHydration(page);
    const articles = page.getByRole("article");
    const total = await articles.count();
    expect(total).toBeGreaterThan(3);

    await page.getByRole("radio", { name: "Trauma" }).check();
    await expect(page.getByRole("radio", { name: "Trauma" })).toBeChecked();
    await expect(articles).not.toHaveCount(total);
    for (const article of await articles.all()) await expect(article).toContainText("Trauma");

    await page.getByRole("radio", { name: "All" }).check();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("worry");
    await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
    await expect(articles.first()).toContainText(/worry/i);
    await expect(page).toHaveURL(/\/resources\?q=worry$/);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("zzzz nothing");
    await expect(articles).toHaveCount(0);
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(articles).toHaveCount(total);

    const newsletter = page.getByRole("region", { name: "Newsletter", exact: true });
    await expect(newsletter.getByLabel("Your e-mail address")).toBeEditable();
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("corporate services and executive coaching", async ({ page }) => {
    await page.goto("/corporate-services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate Services & Workplace Well-Being");
    for (const offering of [
      "Team Therapy",
      "Stress & Burnout Workshops",
      "Leadership Coaching",
      "Workplace Wellness Programs",
    ]) {
      await expect(page.getByRole("heading", { name: offering })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Request a Proposal" }).first()).toHaveAttribute(
      "href",
      /^mailto:[^?]+\?subject=Corporate%20Services%20Inquiry$/,
    );

    await page.goto("/executive-coaching");
    for (const benefit of [
      "Clarity & Direction",
      "Authentic Leadership",
      "Enhanced Communication",
      "Reflective Growth",
    ]) {
      await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Book Coaching Session" }).first()).toHaveAttribute(
      "href",
      "/book?service=executive-coaching",
    );
  });
});

test.describe("international region (GBP)", () => {
  test.beforeEach(async ({ context, baseURL }) => chooseRegion(context, baseURL, "international.GBP"));

  test("services hide Walk Therapy and show pound prices", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "Individual Therapy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Walk Therapy" })).toHaveCount(0);
    await expect(page.getByText("Local clients only")).toHaveCount(0);
    await expect(serviceCard(page, "Individual Therapy")).toContainText("from £75");
    await expect(serviceCard(page, "Couples Therapy")).toContainText("from £115");
    await expect(serviceCard(page, "Therapeutic Yoga")).toContainText("£75");
    await expect(page.getByRole("main")).not.toContainText("₵");
  });

  test("the therapy journey is the one international package at £350", async ({ page }) => {
    await page.goto("/therapy-journeys");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Therapy Journey");
    const cards = packageCards(page);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId("package-price")).toHaveText("£350");
    await expect(cards.first()).toContainText("Recommended");
    await expect(page.getByText("6-session package designed for consistent support and growth.").first()).toBeVisible();
    const single = page.getByRole("region", { name: "Prefer Single Sessions?" });
    await expect(single).toContainText("£75");
    await expect(single).toContainText("£115");
    await expect(page.getByText(/British pounds/)).toBeVisible();
  });

  test("/pricing shows the same page as /therapy-journeys", async ({ page }) => {
    await page.goto("/therapy-journeys");
    const journeys = await page.getByRole("main").textContent();
    await page.goto("/pricing");
    expect(new URL(page.url()).pathname).toBe("/pricing");
    expect(await page.getByRole("main").textContent()).toBe(journeys);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/therapy-journeys$/);
  });
});

test("the euro region prices the package in euros", async ({ context, baseURL, page }) => {
  await chooseRegion(context, baseURL, "international.EUR");
  await page.goto("/pricing");
  await expect(packageCards(page).first().getByTestId("package-price")).toHaveText("€400");
});

test("the privacy policy shows today's date and every section", async ({ page }) => {
  await page.goto("/privacy-policy");
  const today = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Accra",
  }).format(new Date());
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  for (const section of [
    "Introduction",
    "Information We Collect",
    "How We Use Your Information",
    "Data Security",
    "Data Retention",
    "Your Rights",
    "Third-Party Services",
    "Changes",
    "Contact",
  ]) {
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: new RegExp(section) })).toBeVisible();
  }
  await expect(page.getByText("Download my data")).toBeVisible();
});

test("the confidentiality statement lists the legal exceptions", async ({ page }) => {
  await page.goto("/confidentiality");
  for (const text of ["Harm to self:", "Harm to others:", "Abuse of a child or vulnerable adult:", "Court orders:"]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  for (const section of ["Consent", "Secure Records", "Online Sessions", "Contact"]) {
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: new RegExp(section) })).toBeVisible();
  }
});

test.describe("every page", () => {
  test.beforeEach(async ({ context, baseURL }) => chooseRegion(context, baseURL, "local.GHS"));

  for (const path of [...GATED, ...OPEN]) {
    // Its accessibility: tests/e2e/accessibility.spec.ts, the whole page in both regions and at both sizes.
    test(`${path} has a title, a description and a canonical link`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
      const canonical = path === "/pricing" ? "/therapy-journeys" : path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${canonical}$`));
    });
  }
});
