import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>): before that,
 * buttons do not respond and the page's timers have not started.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
