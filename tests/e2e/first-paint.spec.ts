import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { chooseGhana, collectErrors } from "./support/page-checks";

// Decision 0025: a public page paints from its HTML and stylesheet alone; the scripts that hydrate
// it are fetched only after the first contentful paint, on a fast connection (what Lighthouse
// observes before it simulates a phone) as on a phone's slow one.

/** Lighthouse's "slow 4G" as Chromium's network emulation applies it (150 ms RTT, 1.6 Mbit/s). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const hero = (page: Page) => page.getByRole("heading", { level: 1, name: /Therapy is a bridge/ });

/** When the page first painted, when the hero's text was painted, and when the first script was asked for. */
async function loadTimeline(page: Page) {
  return page.evaluate(async () => {
    const candidates = await new Promise<(PerformanceEntry & { element: Element | null })[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries() as (PerformanceEntry & { element: Element | null })[]);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const heroPaint = candidates.find((entry) => entry.element?.closest("section")?.querySelector("h1"));
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime);
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      heroPaint: heroPaint?.startTime ?? Number.NaN,
      // Hydration took over the painted hero rather than drawing it again.
      heroStillInPage: heroPaint?.element?.isConnected ?? false,
      firstScript: scripts.length > 0 ? Math.min(...scripts) : Number.NaN,
    };
  });
}

function expectPaintedBeforeScripts(timeline: Awaited<ReturnType<typeof loadTimeline>>) {
  expect(timeline.firstScript, "the hydration scripts were fetched").not.toBeNaN();
  expect(timeline.heroPaint, "the hero's text was a largest-contentful-paint candidate").not.toBeNaN();
  expect(timeline.firstPaint).toBeLessThan(timeline.firstScript);
  expect(timeline.heroPaint).toBeLessThan(timeline.firstScript);
  expect(timeline.heroStillInPage).toBe(true);
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseGhana(context, baseURL);
});

test("no script is fetched before the first paint, even when everything arrives at once", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  expectPaintedBeforeScripts(await loadTimeline(page));
  expect(errors).toEqual([]);
});

test("on slow 4G the hero is painted before any script is fetched, and the page works once hydrated", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);

  await page.goto("/", { waitUntil: "commit" });
  await expect(hero(page)).toBeVisible({ timeout: 20_000 });
  await waitForHydration(page);
  expectPaintedBeforeScripts(await loadTimeline(page));

  // Once hydrated, the page responds: the testimonials' dots choose a slide.
  await page.getByRole("tab", { name: "Show testimonial 2 of 2" }).click();
  await expect(page.getByTestId("testimonial").nth(1)).toHaveAttribute("data-active", "true");
  await expect(page.getByRole("tab", { name: "Show testimonial 2 of 2" })).toHaveAttribute("aria-selected", "true");
  expect(errors).toEqual([]);
});
