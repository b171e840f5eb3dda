import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>): before that,
 * buttons do not respond and the page's timers have not started.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/**
 * Holds back the page's own scripts (every `.js` it asks its server for) until the returned
 * function is called, so the page stays as its HTML painted it: not yet hydrated.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The tests' server is on this machine; anything from elsewhere (a payment widget) goes through.
  const own = (url: URL) => url.pathname.endsWith(".js") && ["localhost", "127.0.0.1"].includes(url.hostname);
  const hold = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    await released;
    await route.continue().catch(() => {});
  };
  await page.route(own, hold);
  return async () => {
    release();
    await page.unroute(own, hold);
  };
}

/**
 * Opens `path` with its scripts held back, taps the control `control` finds before React has
 * hydrated it (a visitor's tap in the second after the page paints), then lets the scripts
 * through. The caller then expects the tap's effect, with no second tap (decision 0048).
 */
export async function tapBeforeHydration(page: Page, path: string, control: (page: Page) => Locator) {
  const release = await holdScripts(page);
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(200);
  await control(page).click();
  await expect(page.locator("html[data-hydrated]"), "the tap came before hydration").toHaveCount(0);
  await release();
  await waitForHydration(page);
}
