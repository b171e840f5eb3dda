import { expect, type Page, test } from "@playwright/test";
import type { PlanSessionType, Region } from "../../domain/enums";
import { SUPPORT_PLANS } from "../../server/db/seed/plans";
import { chooseRegion } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

// The public support-plans page (spec 000 §2.8) against the seeded plans and add-ons
// (server/db/seed/plans.ts): two plans per kind, Steady Growth and Strengthening Connection popular.

async function open(page: Page) {
  const response = await page.goto("/support-plans");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const tabList = (page: Page) => page.getByRole("tablist", { name: "Kinds of plan" });
const panel = (page: Page, tab: string) => page.getByRole("tabpanel", { name: tab });
const planCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const addonCard = planCard;
const addons = (page: Page) => page.getByRole("region", { name: "Optional Add-Ons" });

function seededPlanId(region: Region, sessionType: PlanSessionType, planType: string): string {
  const plan = SUPPORT_PLANS.find(
    (p) => p.region === region && p.sessionType === sessionType && p.planType === planType,
  );
  if (!plan?.id) throw new Error(`no seeded ${region} ${sessionType} ${planType} plan`);
  return plan.id;
}

test.describe("local region (GHS)", () => {
  test.beforeEach(async ({ context, baseURL }) => chooseRegion(context, baseURL!, "local.GHS"));

  test("the first response already lists the plans in cedis", async ({ request }) => {
    const html = await (await request.get("/support-plans", { headers: { cookie: "region=local.GHS" } })).text();
    expect(html).toContain("Ongoing Support Plans");
    expect(html).toContain("Steady Growth: Individual Teletherapy");
    expect(html).toContain("₵2,880");
  });

  test("four tabs, cedi prices, the popular badge and the 3-month validity", async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle(/^Ongoing Support Plans \| \S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /support plans/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/support-plans$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ongoing Support Plans");
    await expect(tabList(page).getByRole("tab")).toHaveText(["Teletherapy", "Couples", "Hybrid", "In-Person"]);
    await expect(page.getByRole("tab", { name: "Teletherapy" })).toHaveAttribute("aria-selected", "true");

    const tele = panel(page, "Teletherapy");
    await expect(tele).toContainText("Plans are valid for 3 months");
    await expect(tele.getByRole("article")).toHaveCount(2);
    const steady = planCard(page, "Steady Growth: Individual Teletherapy");
    await expect(steady).toContainText("Most Popular");
    await expect(steady).toContainText("8 sessions");
    await expect(steady).toContainText("Eight sessions of consistent support");
    await expect(steady.getByTestId("plan-price")).toHaveText("₵2,880");
    await expect(steady.getByTestId("plan-original-price")).toHaveText("₵3,200");
    await expect(steady).toContainText("Save 10%");
    const first = planCard(page, "First Steps: Individual Teletherapy");
    await expect(first.getByTestId("plan-price")).toHaveText("₵1,520");
    await expect(first).toContainText("Save 5%");
    await expect(first).not.toContainText("Most Popular");
    // Fewest sessions first.
    await expect(tele.getByRole("heading", { level: 3 })).toHaveText([
      "First Steps: Individual Teletherapy",
      "Steady Growth: Individual Teletherapy",
    ]);

    await page.getByRole("tab", { name: "Couples" }).click();
    const couples = panel(page, "Couples");
    await expect(couples).toBeVisible();
    await expect(tele).toBeHidden();
    await expect(couples).toContainText("Plans are valid for 3 months");
    await expect(planCard(page, "Strengthening Connection: Couples Teletherapy")).toContainText("Most Popular");
    await expect(planCard(page, "Strengthening Connection: Couples Teletherapy").getByTestId("plan-price")).toHaveText(
      "₵4,320",
    );

    // Hybrid and In-Person do not advertise the validity (§2.8 names only the first two tabs).
    await page.getByRole("tab", { name: "Hybrid" }).click();
    const hybrid = panel(page, "Hybrid");
    await expect(hybrid.getByRole("article")).toHaveCount(2);
    await expect(hybrid).not.toContainText("Plans are valid");
    await expect(planCard(page, "First Steps: Hybrid (in person and online)").getByTestId("plan-price")).toHaveText(
      "₵2,185",
    );
    await page.getByRole("tab", { name: "In-Person" }).click();
    await expect(planCard(page, "Steady Growth: Individual In-Person").getByTestId("plan-price")).toHaveText("₵5,400");

    await expect(page.getByRole("main")).not.toContainText(/[$£€]\d/);
    await expect(page.getByText("Choose your region")).toHaveCount(0);
  });

  test("add-ons show Accra only and Pricing by inquiry where the seed says so", async ({ page }) => {
    await open(page);
    const section = addons(page);
    await expect(section.getByRole("article")).toHaveCount(3);
    const home = addonCard(page, "Home Visit Session");
    await expect(home).toContainText("Accra only");
    await expect(home.getByTestId("addon-price")).toHaveText("₵300");
    const checkIns = addonCard(page, "Between-Session Check-Ins");
    await expect(checkIns.getByTestId("addon-price")).toHaveText("₵250");
    await expect(checkIns).not.toContainText("Accra only");
    await expect(addonCard(page, "Family Member Joint Session").getByTestId("addon-price")).toHaveText(
      "Pricing by inquiry",
    );
    // International only.
    await expect(section).not.toContainText("Session Recordings and Worksheets");
  });

  test("the tabs work from the keyboard", async ({ page }) => {
    await open(page);
    const teletherapy = page.getByRole("tab", { name: "Teletherapy" });
    await teletherapy.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Couples" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Couples" })).toHaveAttribute("aria-selected", "true");
    await expect(planCard(page, "Reconnecting: Couples Teletherapy")).toBeVisible();
    await expect(panel(page, "Teletherapy")).toBeHidden();

    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "In-Person" })).toHaveAttribute("aria-selected", "true");
    await expect(planCard(page, "First Steps: Individual In-Person")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    // Wraps round to the first tab.
    await expect(teletherapy).toHaveAttribute("aria-selected", "true");
    await expect(teletherapy).toBeFocused();

    // Tab leaves the tab list for the open panel, then reaches its first plan's button.
    await page.keyboard.press("Tab");
    await expect(panel(page, "Teletherapy")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Choose Plan: First Steps: Individual Teletherapy" })).toBeFocused();
  });

  test("Choose Plan opens that plan's checkout, which asks a visitor to sign in", async ({ page }) => {
    await open(page);
    const id = seededPlanId("local", "individual_teletherapy", "steady_growth");
    const choose = planCard(page, "Steady Growth: Individual Teletherapy").getByRole("link", { name: /^Choose Plan/ });
    await expect(choose).toHaveAttribute("href", `/support-plans/checkout/${id}`);
    const asked: string[] = [];
    page.on("request", (req) => asked.push(new URL(req.url()).pathname));
    await choose.click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(asked.some((path) => path.startsWith(`/support-plans/checkout/${id}`))).toBe(true);
  });

  test("Get in Touch goes to the contact section of the home page", async ({ page }) => {
    await open(page);
    const link = page.getByRole("link", { name: "Get in Touch", exact: true });
    await expect(link).toHaveAttribute("href", "/#contact");
    await link.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("international region (GBP)", () => {
  test.beforeEach(async ({ context, baseURL }) => chooseRegion(context, baseURL!, "international.GBP"));

  test("only Teletherapy and Couples, in pounds, valid 6 months", async ({ page }) => {
    await open(page);
    await expect(tabList(page).getByRole("tab")).toHaveText(["Teletherapy", "Couples"]);
    const tele = panel(page, "Teletherapy");
    await expect(tele).toContainText("Plans are valid for 6 months");
    const steady = planCard(page, "Steady Growth: Individual Teletherapy");
    await expect(steady.getByTestId("plan-price")).toHaveText("£468");
    await expect(steady.getByTestId("plan-original-price")).toHaveText("£520");
    await expect(steady).toContainText("Most Popular");
    await expect(steady.getByRole("link", { name: /^Choose Plan/ })).toHaveAttribute(
      "href",
      `/support-plans/checkout/${seededPlanId("international", "individual_teletherapy", "steady_growth")}`,
    );

    await page.getByRole("tab", { name: "Couples" }).click();
    await expect(panel(page, "Couples")).toContainText("Plans are valid for 6 months");
    await expect(planCard(page, "Reconnecting: Couples Teletherapy").getByTestId("plan-price")).toHaveText("£380");

    const section = addons(page);
    await expect(addonCard(page, "Session Recordings and Worksheets").getByTestId("addon-price")).toHaveText("£16");
    await expect(addonCard(page, "Between-Session Check-Ins").getByTestId("addon-price")).toHaveText("£25");
    await expect(addonCard(page, "Family Member Joint Session")).toContainText("Pricing by inquiry");
    await expect(section).not.toContainText("Home Visit Session");
    await expect(section).not.toContainText("Accra only");
    await expect(page.getByRole("main")).not.toContainText(/[₵$€]\d/);
  });
});

test("without a region: the international plans in dollars and an invitation to choose", async ({ page }) => {
  await open(page);
  expect(new URL(page.url()).pathname).toBe("/support-plans");
  await expect(tabList(page).getByRole("tab")).toHaveText(["Teletherapy", "Couples"]);
  await expect(planCard(page, "Steady Growth: Individual Teletherapy").getByTestId("plan-price")).toHaveText("$540");
  await expect(panel(page, "Teletherapy")).toContainText("Plans are valid for 6 months");
  const note = page.getByRole("note").filter({ hasText: "US dollars" });
  await expect(note.getByRole("link", { name: "Choose your region" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main")).not.toContainText(/[₵£€]\d/);
});
