import { expect, type Page, test } from "@playwright/test";
import { holdScripts, tapBeforeHydration, waitForHydration } from "./support/hydration";
import { chooseGhana } from "./support/page-checks";

// Decision 0048: the public pages' controls have their effect from the HTML alone, before the
// page's scripts have arrived (they are held back here), and work as before once hydrated.

const PHONE = { width: 360, height: 740 };
const scriptsHeld = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(0);

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.setViewportSize(PHONE);
  await chooseGhana(context, baseURL);
});

test("the region switcher opens, and a region is switched to through its confirmation", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  // As an earlier visit left them: the region stored, a booking started.
  await page.evaluate(() => {
    localStorage.setItem("userLocation", "local");
    localStorage.setItem("userCurrency", "GHS");
    sessionStorage.setItem("bookingDraft", "{}");
  });
  const switcher = page.getByRole("button", { name: "Region: Ghana (local). Change region" });
  await switcher.click();
  await expect(page.getByRole("button", { name: /South Africa/ })).toBeVisible();

  // Cancel leaves everything as it was.
  await page.getByRole("button", { name: /United Kingdom/ }).click();
  const dialog = page.getByRole("dialog", { name: "Switch Region?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Switching to UK (GBP) resets your session");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);

  // Continue: the new region's home page, from its HTML.
  await switcher.click();
  await page.getByRole("button", { name: /United Kingdom/ }).click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Region: UK (GBP). Change region" })).toBeVisible();
  await scriptsHeld(page);

  // Hydrated, the browser's stores follow and the saved booking information is gone.
  await release();
  await waitForHydration(page);
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem("userLocation"),
        localStorage.getItem("userCurrency"),
        sessionStorage.getItem("bookingDraft"),
      ]),
    )
    .toEqual(["international", "GBP", null]);
  // The menu works as before: Escape closes it and gives focus back to its button.
  const uk = page.getByRole("button", { name: "Region: UK (GBP). Change region" });
  await uk.click();
  await expect(page.getByRole("button", { name: /South Africa/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /South Africa/ })).toBeHidden();
  await expect(uk).toBeFocused();
});

test("a resources category shows its articles at once, and the search box searches", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/resources", { waitUntil: "domcontentloaded" });
  const articles = page.getByRole("article");
  const total = await articles.count();
  const anxiety = page.getByRole("radio", { name: "Anxiety" });
  await anxiety.click();
  await expect(anxiety).toBeChecked();
  const shown = articles.filter({ visible: true });
  await expect(shown).not.toHaveCount(total);
  for (const article of await shown.all()) await expect(article).toContainText("Anxiety");
  await expect(page.getByRole("heading", { name: "More articles" })).toBeVisible();

  // Enter in the search box searches within the category chosen: the server answers, filtered.
  await page.getByRole("searchbox", { name: "Search articles" }).fill("worry");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/resources\?q=worry&category=Anxiety$/);
  await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
  await expect(articles.first()).toContainText(/worry/i);
  await expect(anxiety).toBeChecked();
  await scriptsHeld(page);

  // Hydrated, the filter is the page's own and the address follows it.
  await release();
  await waitForHydration(page);
  await page.getByRole("radio", { name: "All" }).check();
  await expect(page).toHaveURL(/\/resources\?q=worry$/);
});

test("a category chosen before hydration is the page's once hydrated", async ({ page }) => {
  await tapBeforeHydration(page, "/resources", (p) => p.getByRole("radio", { name: "Trauma" }));
  await expect(page).toHaveURL(/\/resources\?category=Trauma$/);
  await expect(page.getByText(/\d+ articles? match/)).toBeVisible();
});

test("a testimonial's tab shows it at once, and the carousel goes on from it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const slides = page.getByTestId("testimonial");
  await page.getByRole("tab", { name: "Show testimonial 2 of 2" }).click();
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  await scriptsHeld(page);

  await release();
  await waitForHydration(page);
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
  await expect(page.getByRole("tab", { name: "Show testimonial 2 of 2" })).toHaveAttribute("aria-selected", "true");
  // Rotating as before, from the one chosen.
  await expect(slides.nth(0)).toBeVisible({ timeout: 6000 });
});

test("pausing the testimonials shows at once, and they stay paused once hydrated", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const pause = page.getByRole("checkbox", { name: "Pause rotating testimonials" });
  await pause.check();
  await expect(page.locator("[data-rotation=paused]")).toBeVisible();
  await scriptsHeld(page);
  await release();
  await waitForHydration(page);
  await expect(pause).toBeChecked();
  await page.waitForTimeout(4500);
  await expect(page.getByTestId("testimonial").nth(0)).toHaveAttribute("data-active", "true");
  // And it resumes as before.
  await pause.uncheck();
  await expect(page.getByTestId("testimonial").nth(1)).toHaveAttribute("data-active", "true", { timeout: 6000 });
});

test("the welcome video plays from the HTML, fetched only then", async ({ page }) => {
  const platform: string[] = [];
  await page.route(/youtube-nocookie\.com/, (route) => {
    platform.push(route.request().url());
    return route.abort();
  });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const play = page.getByText(/^Play the welcome video/);
  await play.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(platform).toEqual([]);
  await play.click();
  const frame = page.locator("#why-choose-me iframe");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
  await expect.poll(() => platform.length).toBeGreaterThan(0);
  await scriptsHeld(page);
  await release();
  await waitForHydration(page);
  await expect(frame).toBeVisible();
});

test("the contact form is the browser's until hydration: its checks, then the server's answer", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Schedule a Consultation" });
  const send = form.getByRole("button", { name: "Send Message" });
  // Nothing filled in: the browser's own check stops it at the first field.
  await send.click();
  await expect(form.getByLabel("First name")).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  // What the browser cannot check goes to the server, which answers with the page, the typing kept.
  await form.getByLabel("First name").fill("Kojo");
  await form.getByLabel("Last name").fill("Boateng");
  await form.getByLabel("E-mail").fill("kojo@example.com");
  await form.getByLabel("Preferred service").selectOption("couples");
  await form.getByLabel("Message").fill("Hello");
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await send.click();
  expect((await posted).status()).toBe(400);
  await expect(form.getByText(/Please write a little more \(at least 10 characters\)/)).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Kojo");
  await expect(form.getByLabel("E-mail")).toHaveValue("kojo@example.com");
  await expect(form.getByLabel("Preferred service")).toHaveValue("couples");
  await expect(form.getByLabel("Message")).toHaveValue("Hello");
  await scriptsHeld(page);

  await form.getByLabel("Message").fill("I would like to talk about a first session for the two of us.");
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for reaching out" })).toBeVisible();
  await scriptsHeld(page);
  await release();
});
