import { type BrowserContext, expect, type Page, test } from "@playwright/test";

// Spec 000 §2.3 and §4: the region screen on / until a region is chosen.

async function regionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "region")?.value;
}

async function storedRegion(page: Page) {
  return page.evaluate(() => [localStorage.getItem("userLocation"), localStorage.getItem("userCurrency")]);
}

const homeHeading = (page: Page) => page.getByRole("heading", { level: 1, name: /Therapy is a bridge/ });
const banner = (page: Page) => page.getByRole("region", { name: "Detected location" });

test.describe("a visitor from London", () => {
  test.use({ timezoneId: "Europe/London", locale: "en-GB" });

  test("sees the region screen with everything it promises", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Nkabom Therapy" })).toBeVisible();
    await expect(page.locator("main svg").first()).toBeVisible();
    await expect(page.getByText(/prices, services and payment options depend on where you live/i)).toBeVisible();
    await expect(page.getByText("Sessions are held online, or in person in Accra.")).toBeVisible();
    await expect(page.getByText(/change your region at any time/i)).toBeVisible();
    await expect(homeHeading(page)).toHaveCount(0);

    const tiles = page.getByRole("list").filter({ has: page.getByRole("button", { name: /Ghana/ }) });
    await expect(tiles.getByRole("button")).toHaveText([
      /Ghana.*GHS.*GMT/,
      /United Kingdom.*GBP.*GMT/,
      /European Union.*EUR.*CET/,
      /United States.*USD.*EST\/PST/,
    ]);

    const others = page.getByLabel(/choose your country/i);
    await expect(others.locator("option")).toHaveText([
      "Other countries…",
      "Canada (USD)",
      "Australia (USD)",
      "Nigeria (USD)",
      "Kenya (USD)",
      "South Africa (USD)",
      "Other Africa (USD)",
      "India (USD)",
      "Singapore (USD)",
      "United Arab Emirates (USD)",
    ]);

    await expect(banner(page).getByTestId("detected-place")).toHaveText("United Kingdom");
    await expect(banner(page).getByTestId("detected-currency")).toHaveText("GBP");
    await expect(banner(page)).toContainText("Europe/London");
  });

  test("Continue with this location applies the detected region and shows the home page", async ({ page, context }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Continue with this location" }).click();
    await expect(homeHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await regionCookie(context)).toBe("international.GBP");
    expect(await storedRegion(page)).toEqual(["international", "GBP"]);
    await expect(page.getByRole("button", { name: /Region: UK \(GBP\)/ }).first()).toBeAttached();
  });

  test("the detected-location banner can be dismissed, the tiles stay", async ({ page, context }) => {
    await page.goto("/");
    await expect(banner(page).getByTestId("detected-place")).toBeVisible();
    await banner(page).getByRole("button", { name: "Dismiss detected location" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /United States/ })).toBeVisible();
    expect(await regionCookie(context)).toBeUndefined();
  });

  test("the banner's space is reserved: detection shifts nothing", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page).getByTestId("detected-place")).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe("choosing a region by hand", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("choosing Ghana shows the home page in cedis, and it is remembered", async ({ page, context }) => {
    await page.goto("/");
    await expect(banner(page).getByTestId("detected-place")).toHaveText("United States");
    await page.getByRole("button", { name: /^Ghana/ }).click();
    await expect(homeHeading(page)).toBeVisible();
    expect(await regionCookie(context)).toBe("local.GHS");
    expect(await storedRegion(page)).toEqual(["local", "GHS"]);

    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome to Nkabom Therapy" })).toHaveCount(0);
  });

  test("a country from the dropdown: Nigeria is international, in USD", async ({ page, context }) => {
    await page.goto("/");
    const continueButton = page.getByRole("button", { name: "Continue", exact: true });
    await expect(continueButton).toBeDisabled();
    await page.getByLabel(/choose your country/i).selectOption({ label: "Nigeria (USD)" });
    await continueButton.click();
    await expect(homeHeading(page)).toBeVisible();
    expect(await regionCookie(context)).toBe("international.USD");
  });

  test("a region kept only in localStorage is restored without asking again", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("userLocation", "international");
      localStorage.setItem("userCurrency", "EUR");
    });
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
  });
});

test.describe("a visitor in Accra", () => {
  test.use({ timezoneId: "Africa/Accra", locale: "en-US" });

  test("is offered Ghana and cedis", async ({ page, context }) => {
    await page.goto("/");
    await expect(banner(page).getByTestId("detected-place")).toHaveText("Ghana");
    await expect(banner(page).getByTestId("detected-currency")).toHaveText("GHS");
    await banner(page).getByRole("button", { name: "Continue with this location" }).click();
    await expect(homeHeading(page)).toBeVisible();
    expect(await regionCookie(context)).toBe("local.GHS");
  });
});

test.describe("before the page's scripts have run", () => {
  test.use({ javaScriptEnabled: false });

  test("a region tile still chooses the region: the server keeps it and shows the home page", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Nkabom Therapy" })).toBeVisible();
    await page.getByRole("button", { name: /^United Kingdom/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeHeading(page)).toBeVisible();
    expect(await regionCookie(context)).toBe("international.GBP");
  });
});
