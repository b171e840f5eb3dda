import { expect, type Page, test } from "@playwright/test";
import { apiAs, DEMO } from "./support/accounts";
import { animationsSettled, blockingViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { PUBLIC_PAGES } from "./support/pages";

// Every public page, in both regions, on a phone and on a desktop: axe must find nothing
// serious or critical (the brief's bar; minor and moderate findings are not gated here). Each
// page is loaded once and checked at both sizes: the phone first, then the same page widened.

const PAGES = [...PUBLIC_PAGES, "/this-page-does-not-exist"] as const;

const REGIONS = [
  { label: "local", cookie: "local.GHS" },
  { label: "international", cookie: "international.GBP" },
] as const;

const VIEWPORTS = [
  { label: "phone", width: 375, height: 812 },
  { label: "desktop", width: 1280, height: 900 },
] as const;

/**
 * Opens a page and lets it settle: hydrated, network quiet, and no finite CSS transition or
 * animation still running (axe reads colours mid-fade as low contrast). Endless ones, like
 * a bouncing scroll hint, are ignored.
 */
async function openSettled(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response, `no response for ${path}`).not.toBeNull();
  await waitForHydration(page);
  await animationsSettled(page);
}

async function expectNoBlockingViolations(page: Page, path: string) {
  await openSettled(page, path);
  await expectNoneAsItStands(page, path);
}

async function expectNoneAsItStands(page: Page, path: string) {
  const found = await blockingViolations(page);
  expect(found, `${path} (${page.url()}):\n${found.join("\n")}`).toEqual([]);
}

// The pages are independent, so both workers share them.
test.describe.configure({ timeout: 60_000, mode: "parallel" });

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the region gate (no region chosen)", async ({ page }) => {
      await expectNoBlockingViolations(page, "/");
    });

    test("the gift and registration dialogs, open", async ({ page, context, baseURL }) => {
      await openSettled(page, "/wellness-kit");
      await page
        .getByRole("button", { name: /^Buy as a Gift/ })
        .first()
        .click();
      // The purchase form, loaded as the dialog opens.
      await expect(page.getByRole("dialog").getByLabel("Recipient's name")).toBeVisible();
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
  });
}

const [PHONE, DESKTOP] = VIEWPORTS;
for (const region of REGIONS) {
  for (const path of PAGES) {
    test.describe(`${path} (${region.label})`, () => {
      // One load, then both sizes in turn: a test per size, on the page the first one opened.
      test.describe.configure({ mode: "serial" });
      let page: Page;
      test.beforeAll(async ({ browser, baseURL }) => {
        const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height } });
        await context.addCookies([{ name: "region", value: region.cookie, url: baseURL ?? "http://localhost" }]);
        page = await context.newPage();
        await openSettled(page, path);
      });
      test.afterAll(async () => {
        await page?.context().close();
      });

      test(`accessibility at ${PHONE.width}px`, async () => {
        await expectNoneAsItStands(page, path);
      });

      test(`accessibility at ${DESKTOP.width}px`, async () => {
        await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
        await animationsSettled(page);
        await expectNoneAsItStands(page, path);
      });
    });
  }
}

/** Axe on the toasts alone, once the newest has finished sliding in (a colour mid-fade is not its colour). */
async function toastViolations(page: Page, title: string): Promise<string[]> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return blockingViolations(page, "[data-sonner-toaster]");
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
