import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

// The gift page (spec 000 §2.12) and the event pages (spec 001 §2), against the seeded demo data.

async function chooseRegion(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: "region", value, url: baseURL ?? "http://localhost" }]);
}

/** The page's controls only respond once React has hydrated them. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const giftCard = (page: Page, name: string) => page.getByRole("article", { name });
const giftPrice = (page: Page, name: string) => giftCard(page, name).getByTestId("gift-price");

test.describe("gift certificates and wellness kit", () => {
  test("search and category filter narrow the certificates", async ({ page }) => {
    await open(page, "/wellness-kit");
    await expect(page.getByRole("heading", { level: 1, name: "Gift Certificates & Wellness Kit" })).toBeVisible();
    const names = () => page.locator("article h3").allTextContents();
    // Every certificate, to everyone: walk therapy (in Accra only) is a gift from abroad too.
    expect(await names()).toEqual([
      "Individual Session",
      "Couples Session",
      "Walk Therapy Session",
      "Therapeutic Yoga Session",
      "Retreat Place",
      "Workshop Place",
    ]);

    await page.getByRole("radio", { name: "Experience" }).check();
    expect(await names()).toEqual(["Retreat Place", "Workshop Place"]);
    await page.getByRole("radio", { name: "Therapy" }).check();
    expect(await names()).toEqual([
      "Individual Session",
      "Couples Session",
      "Walk Therapy Session",
      "Therapeutic Yoga Session",
    ]);

    await page.getByRole("radio", { name: "All" }).check();
    await page.getByRole("searchbox", { name: "Search gift certificates" }).fill("COUPLES");
    expect(await names()).toEqual(["Couples Session"]);
    // Matches the description too ("…online from anywhere").
    await page.getByRole("searchbox", { name: "Search gift certificates" }).fill("anywhere");
    expect(await names()).toEqual(["Therapeutic Yoga Session"]);
    await page.getByRole("radio", { name: "Experience" }).check();
    await expect(page.getByText("No gift certificates match your search.")).toBeVisible();
    expect(await names()).toEqual([]);
  });

  test("a session is priced as it costs where it will be used, in the currency chosen", async ({ page }) => {
    await open(page, "/wellness-kit");
    await expect(page.getByText("costs what that session costs where it will be used")).toBeVisible();
    // No region chosen: USD. ₵400 in Accra is $26 at the display rates; abroad the session is $75.
    await expect(page.getByRole("radio", { name: "USD" })).toBeChecked();
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session in Ghana: $26");
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session outside Ghana: $75");
    await expect(giftPrice(page, "Couples Session")).toContainText("One couples session outside Ghana: $115");

    await page.getByRole("radio", { name: "GHS" }).check();
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session in Ghana: ₵400");
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session outside Ghana: ₵1,163");
    await expect(giftPrice(page, "Couples Session")).toContainText("One couples session in Ghana: ₵600");
    await page.getByRole("radio", { name: "GBP" }).check();
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session in Ghana: £20");
    await page.getByRole("radio", { name: "EUR" }).check();
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session in Ghana: €24");
    await expect(giftPrice(page, "Couples Session")).toContainText("One couples session in Ghana: €36");

    // Retreat and workshop certificates hold an amount; every certificate lasts a year.
    await expect(giftPrice(page, "Retreat Place")).toHaveText("Any amount from €10");
    await expect(giftPrice(page, "Individual Session")).toContainText("Or any amount from €10");
    await expect(giftCard(page, "Workshop Place")).toContainText("Valid 1 year");
  });

  test("the currency defaults to the visitor's own", async ({ page, context, baseURL }) => {
    await chooseRegion(context, baseURL, "international.GBP");
    await open(page, "/wellness-kit");
    await expect(page.getByRole("radio", { name: "GBP" })).toBeChecked();
    await expect(giftPrice(page, "Individual Session")).toContainText("One individual session outside Ghana: £75");
  });

  test("walk therapy is a gift for use in Ghana, wherever the buyer is", async ({ page, context, baseURL }) => {
    await chooseRegion(context, baseURL, "local.GHS");
    await open(page, "/wellness-kit");
    await expect(page.getByRole("radio", { name: "GHS" })).toBeChecked();
    await expect(giftPrice(page, "Walk Therapy Session")).toContainText("One walk therapy session in Ghana: ₵850");
    await expect(giftPrice(page, "Walk Therapy Session")).not.toContainText("outside Ghana");
    await expect(giftCard(page, "Walk Therapy Session")).toContainText("Used in Ghana only");

    await chooseRegion(context, baseURL, "international.USD");
    await open(page, "/wellness-kit");
    await expect(giftPrice(page, "Walk Therapy Session")).toContainText("One walk therapy session in Ghana: $55");
    const button = giftCard(page, "Walk Therapy Session").getByRole("button", { name: /Buy as a Gift/ });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Gift certificate: Walk Therapy Session" });
    // Paid from abroad, in dollars by transfer; the session can only be in Ghana.
    await expect(dialog).toContainText("You pay in USD by bank transfer");
    await expect(dialog.getByRole("radio", { name: "In Ghana: $55" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: /Outside Ghana/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("/shop is the same page, with one canonical address", async ({ page }) => {
    await open(page, "/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Gift Certificates & Wellness Kit" })).toBeVisible();
    await expect(giftCard(page, "Individual Session")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/wellness-kit$/);
    await expect(page.getByRole("heading", { name: "Your free wellness kit" })).toBeVisible();
  });

  test("a retreat certificate is an amount, within the currency's bounds", async ({ page, context, baseURL }) => {
    await chooseRegion(context, baseURL, "local.GHS");
    await open(page, "/wellness-kit");
    await giftCard(page, "Retreat Place")
      .getByRole("button", { name: /Buy as a Gift/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Gift certificate: Retreat Place" });
    const amount = dialog.getByLabel("Amount (GHS)");
    await expect(amount).toHaveAccessibleDescription("A whole amount from ₵100 to ₵20,000.");
    await expect(dialog.getByRole("radio", { name: "An amount" })).toHaveCount(0);
    await amount.fill("250");
    await expect(dialog.getByText("To pay: ₵250 by mobile money or card (Paystack)")).toBeVisible();
  });
});

test.describe("workshops, retreats and community", () => {
  test("workshops lists upcoming and past workshops, and the search filters both", async ({ page }) => {
    await open(page, "/workshops");
    const upcoming = page.getByRole("region", { name: "Upcoming Workshops" });
    const past = page.getByRole("region", { name: "Past Workshops" });
    await expect(upcoming.getByRole("heading", { name: "Managing Stress and Burnout" })).toBeVisible();
    // Other journeys register for this workshop as they run.
    await expect(upcoming).toContainText(/\d+ of 25 places left/);
    await expect(upcoming).toContainText("$45"); // no region: the international price
    await expect(past.getByRole("heading", { name: "Boundaries Without Guilt" })).toBeVisible();
    await expect(upcoming.getByText("Boundaries Without Guilt")).toHaveCount(0);
    // Past events cannot be registered for.
    await expect(past.getByRole("button", { name: /Register/ })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search workshops" }).fill("guilt");
    await expect(upcoming).toContainText("No upcoming workshops match your search.");
    await expect(past.getByRole("heading", { name: "Boundaries Without Guilt" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search workshops" }).fill("energy"); // in the burnout workshop's description
    await expect(upcoming.getByRole("heading", { name: "Managing Stress and Burnout" })).toBeVisible();
    await expect(past).toContainText("No past workshops match your search.");

    await expect(
      page.getByRole("region", { name: "Workshop newsletter" }).getByLabel("Your e-mail address"),
    ).toBeEditable();
  });

  test("workshop prices follow the visitor's region", async ({ page, context, baseURL }) => {
    await chooseRegion(context, baseURL, "local.GHS");
    await open(page, "/workshops");
    await expect(page.getByRole("region", { name: "Upcoming Workshops" })).toContainText("₵350");
  });

  test("retreats show the deposit, itinerary and testimonial", async ({ page, context, baseURL }) => {
    await chooseRegion(context, baseURL, "local.GHS");
    await open(page, "/retreats");
    const card = page.getByRole("article", { name: "Reset by the Volta" });
    await expect(card).toContainText("Four days to rest, reflect and reconnect");
    await expect(card).toContainText("₵6,500");
    await expect(card).toContainText("Deposit available: 30%");
    await expect(card).toContainText("₵1,950"); // 30% of ₵6,500
    await expect(card).toContainText(/\d+ of 12 places left/); // one seeded registration, and other journeys' places
    await expect(card).toContainText("Sample itinerary");
    await expect(card).toContainText("Journaling workshop");
    await expect(card).toContainText("I came home lighter than I have felt in years.");
    const past = page.getByRole("region", { name: "Past Retreats" });
    await expect(past.getByRole("heading", { name: "Still Waters in Aburi" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Retreat mailing list" })).toBeVisible();

    // Abroad, in the currency of the account she would pay into: $850 at the display rate is €782.
    await chooseRegion(context, baseURL, "international.EUR");
    await open(page, "/retreats");
    await expect(card).toContainText("€782");
    await expect(card).toContainText("Deposit available: 30%");
    await expect(card).toContainText("€234.60");
  });

  test("Register asks a signed-out visitor to log in first", async ({ page }) => {
    await open(page, "/workshops");
    const workshop = page.getByRole("link", { name: "Register: Managing Stress and Burnout" });
    await workshop.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please log in to register for events")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=/);
  });

  test("community shows prompts, discussions, the journal pointer and guidelines", async ({ page }) => {
    const response = await page.goto("/community");
    expect(response?.status()).toBe(200);
    for (const name of ["Reflection prompts", "Discussions", "Your private journal", "Community guidelines"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
  });
});
