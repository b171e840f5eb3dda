import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, DEMO } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { PUBLIC_PAGES } from "./support/pages";

// Every public page, in both regions, on a phone and on a desktop: axe must find nothing
// serious or critical (the brief's bar; minor and moderate findings are not gated here).

const PAGES = [...PUBLIC_PAGES, "/this-page-does-not-exist"] as const;

const REGIONS = [
  { label: "local", cookie: "local.GHS" },
  { label: "international", cookie: "international.GBP" },
] as const;

const VIEWPORTS = [
  { label: "phone", width: 375, height: 812 },
  { label: "desktop", width: 1280, height: 900 },
] as const;

const BLOCKING = new Set(["serious", "critical"]);

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).join(" | ");
      return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets}`;
    });
}

/**
 * Opens a page and lets it settle: hydrated, network quiet, and no finite CSS transition or
 * animation still running (axe reads colours mid-fade as low contrast). Endless ones, like
 * a bouncing scroll hint, are ignored.
 */
async function openSettled(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response, `no response for ${path}`).not.toBeNull();
  await waitForHydration(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function expectNoBlockingViolations(page: Page, path: string) {
  await openSettled(page, path);
  const found = await blockingViolations(page);
  expect(found, `${path} (${page.url()}):\n${found.join("\n")}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // axe on a full page takes a few seconds on a 2-core machine that is also serving it. The pages
    // are independent, so both workers share them (in one worker this file took 15 minutes).
    test.describe.configure({ timeout: 60_000, mode: "parallel" });

    test("the region gate (no region chosen)", async ({ page }) => {
      await expectNoBlockingViolations(page, "/");
    });

    test("the gift and registration dialogs, open", async ({ page, context, baseURL }) => {
      await openSettled(page, "/wellness-kit");
      await page
        .getByRole("button", { name: /^Buy as a Gift/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      let found = await blockingViolations(page);
      expect(found, `gift dialog:\n${found.join("\n")}`).toEqual([]);

      // Registering needs an account: signed in, Register opens the form.
      const api = await apiAs(baseURL ?? "", DEMO.ama);
      await context.addCookies((await api.storageState()).cookies);
      await api.dispose();
      await openSettled(page, "/retreats");
      await page
        .getByRole("button", { name: /^Register/ })
        .first()
        .click();
      await expect(page.getByRole("dialog").getByLabel("Dietary requirements (optional)")).toBeVisible();
      found = await blockingViolations(page);
      expect(found, `register dialog:\n${found.join("\n")}`).toEqual([]);
    });

    for (const region of REGIONS) {
      for (const path of PAGES) {
        test(`${path} (${region.label})`, async ({ page, context, baseURL }) => {
          await context.addCookies([{ name: "region", value: region.cookie, url: baseURL ?? "http://localhost" }]);
          await expectNoBlockingViolations(page, path);
        });
      }
    }
  });
}

/** Axe on the toasts alone, once the newest has finished sliding in (a colour mid-fade is not its colour). */
async function toastViolations(page: Page, title: string): Promise<string[]> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const results = await new AxeBuilder({ page }).include("[data-sonner-toaster]").analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

test("error and success toasts are readable: their text passes axe's contrast rule", async ({ page }) => {
  await page.goto("/auth");
  await waitForHydration(page);
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email", { exact: true }).fill(DEMO.ama.email);
  await form.getByLabel("Password", { exact: true }).fill("not-the-password");
  await form.getByRole("button", { name: "Sign In" }).click();
  expect(await toastViolations(page, "Invalid email or password")).toEqual([]);

  await form.getByLabel("Password", { exact: true }).fill(DEMO.ama.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  expect(await toastViolations(page, "Welcome back!")).toEqual([]);
});
