import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { PORTAL_TABS } from "../../app/features/client-portal/portal-tabs";
import { DEMO } from "./support/accounts";
import { animationsSettled, expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { bookSession, type PortalClient, signUpClient } from "./support/portal";
import { openPage, signedInContext } from "./support/staff";

// What the portals show fits the screen it is shown on, a 360 px phone and a 1280 px desktop
// alike: dialogs (their box and every button), toasts, data tables (cards on a phone, tables
// from a tablet up) and the client's stats strip (on her overview only). That no page is wider
// than the phone, and no list scrolls in a box of its own, is phone-width.spec.ts's to check on
// every page; here the client's tabs are checked for such boxes at both sizes.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  { name: "phone", viewport: PHONE },
  { name: "desktop", viewport: DESKTOP },
] as const;
type Size = (typeof SIZES)[number];

const tag = `F${Date.now().toString(36).toUpperCase()}`;

/** Half a pixel of rounding either way. */
const EDGE = 0.5;

/** Expects the whole box of `locator` inside the viewport (or only across it, with `across`). */
async function expectInside(locator: Locator, what: string, { across = false } = {}) {
  const { width, height } = locator.page().viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  const { x, y, width: w, height: h } = box!;
  const place = `${what}: x ${Math.round(x)}-${Math.round(x + w)}, y ${Math.round(y)}-${Math.round(y + h)} in ${width}×${height}`;
  expect(x, place).toBeGreaterThanOrEqual(-EDGE);
  expect(x + w, place).toBeLessThanOrEqual(width + EDGE);
  if (across) return;
  expect(y, place).toBeGreaterThanOrEqual(-EDGE);
  expect(y + h, place).toBeLessThanOrEqual(height + EDGE);
}

/** Nothing inside `locator` sticks out sideways (and so nothing is cut off at its right edge). */
async function expectNoSidewaysOverflow(locator: Locator, what: string) {
  const [scroll, client] = await locator.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(scroll, `${what}: content ${scroll} px wide in a box of ${client} px`).toBeLessThanOrEqual(client);
}

/**
 * A dialog lies in the viewport, nothing in it is cut off sideways, and each of its buttons can
 * be brought fully into view (by scrolling the dialog, when it is taller than the screen).
 */
async function expectDialogFits(dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  await animationsSettled(dialog.page());
  await expectInside(dialog, what);
  await expectNoSidewaysOverflow(dialog, what);
  const buttons = await dialog.getByRole("button").all();
  expect(buttons.length, `${what} has buttons`).toBeGreaterThan(0);
  for (const button of buttons) {
    const name = `${what}, button '${(await button.textContent())?.trim()}'`;
    await button.scrollIntoViewIfNeeded();
    await expect(button, name).toBeInViewport({ ratio: 1 });
    await expectInside(button, name);
  }
}

/** A toast (and its close button) lies in the viewport once it has slid in. */
async function expectToastFits(page: Page, title: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await animationsSettled(page);
  await expectInside(toast, `toast '${title}'`);
  await expectInside(toast.getByRole("button", { name: "Close toast" }), `close button of toast '${title}'`);
}

/** The cell of `row` in the column labelled `column`. */
const cellOf = (row: Locator, column: string) => row.locator(`td[data-label="${column}"]`);

/**
 * On a phone: the table's rows are cards, each inside the screen, with the values under one
 * another (each labelled with its column) and `columns` wholly visible without scrolling sideways.
 */
async function expectCards(table: Locator, row: Locator, columns: readonly string[]) {
  const frame = table.locator("xpath=..");
  await expectNoSidewaysOverflow(frame, "the table's frame");
  await row.scrollIntoViewIfNeeded();
  await expectInside(row, "the card", { across: true });
  let below = (await row.locator("th").boundingBox())!;
  for (const column of columns) {
    const cell = cellOf(row, column);
    await expect(cell, column).toBeVisible();
    await expectInside(cell, `${column} on its card`, { across: true });
    const box = (await cell.boundingBox())!;
    // Stacked: each line starts below the last.
    expect(box.y, `${column} lies below what comes before it`).toBeGreaterThanOrEqual(below.y + below.height - EDGE);
    below = box;
    // Labelled: the column's name is drawn before the value.
    const label = await cell.evaluate((element) => getComputedStyle(element, "::before").content);
    expect(label, `${column}'s label`).toContain(column);
  }
  // The headings are for screen readers only: they take no room.
  const headings = (await table.locator("thead").boundingBox())!;
  expect(headings.width * headings.height, "the headings' room").toBeLessThanOrEqual(1);
}

/** On a desktop: a table, its headings shown, each row's `columns` side by side under them. */
async function expectTable(table: Locator, row: Locator, columns: readonly string[]) {
  await expect(table).toHaveCSS("display", "table");
  await row.scrollIntoViewIfNeeded();
  const tops = new Set<number>();
  for (const column of columns) {
    const heading = table.getByRole("columnheader", { name: column, exact: true });
    await expect(heading).toBeVisible();
    const cell = cellOf(row, column);
    const [headingBox, cellBox] = [(await heading.boundingBox())!, (await cell.boundingBox())!];
    expect(Math.abs(headingBox.x - cellBox.x), `${column}'s cell sits under its heading`).toBeLessThanOrEqual(EDGE);
    tops.add(Math.round(cellBox.y));
    const label = await cell.evaluate((element) => getComputedStyle(element, "::before").content);
    expect(label, `${column} has no label of its own in a table`).not.toContain(column);
  }
  expect([...tops], "the row's cells share one line").toHaveLength(1);
}

const summary = (page: Page) => page.getByRole("list", { name: "Your summary" });

/**
 * The boxes in the page's main part that scroll up and down inside the page: held to a height
 * (or overflowing it) and scrolling. A conversation's window is one by design, as are form fields.
 */
const innerScrollBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => {
        if (element.getClientRects().length === 0 || element.matches("[role=log], textarea, select")) return false;
        const { overflowY, maxHeight } = getComputedStyle(element);
        if (overflowY !== "auto" && overflowY !== "scroll") return false;
        return maxHeight !== "none" || element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class")}">`),
  );

let client: PortalClient;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  client = await signUpClient(baseURL!, {
    firstName: "Akua",
    lastName: `Fit${tag}`,
    email: `fit-${tag.toLowerCase()}@example.com`,
  });
  // One session to cancel at each size.
  await bookSession(client, "+44 20 7946 0102");
  await bookSession(client, "+44 20 7946 0102");
});

test.afterAll(async () => client?.api.dispose());

async function clientContext(browser: Browser, baseURL: string, size: Size) {
  return signedInContext(browser, baseURL, client.credentials, { viewport: size.viewport });
}

for (const size of SIZES) {
  test.describe(`on a ${size.viewport.width} px ${size.name}`, () => {
    test("the client's stats strip is on her overview only, and no list of hers scrolls in a box of its own", async ({
      browser,
      baseURL,
    }) => {
      const context = await clientContext(browser, baseURL!, size);
      const page = await openPage(context, "/client-dashboard");
      await expect(summary(page).getByRole("listitem")).toHaveCount(5);
      await expect(summary(page).getByRole("listitem").filter({ hasText: "Upcoming sessions" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Upcoming sessions" }).getByRole("listitem")).not.toHaveCount(0);
      expect(await innerScrollBoxes(page), "the overview").toEqual([]);
      for (const tab of PORTAL_TABS.filter((tab) => tab.path !== "")) {
        await page.goto(`/client-dashboard/${tab.path}`);
        await expect(page.getByRole("heading", { level: 2 }).first(), tab.label).toBeVisible();
        await expect(summary(page), `the ${tab.label} tab`).toHaveCount(0);
        expect(await innerScrollBoxes(page), `the ${tab.label} tab`).toEqual([]);
      }
      await context.close();
    });

    test("the client's cancel dialog and the toast after it lie inside the screen", async ({ browser, baseURL }) => {
      const context = await clientContext(browser, baseURL!, size);
      const page = await openPage(context, "/client-dashboard");
      const upcoming = page.getByRole("list", { name: "Upcoming sessions" });
      await upcoming
        .getByRole("button", { name: /^Cancel / })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Cancel this session?" });
      await expectDialogFits(dialog, "the cancel dialog");
      if (size.name === "desktop") {
        // Centred.
        const box = (await dialog.boundingBox())!;
        expect(Math.abs(box.x + box.width / 2 - size.viewport.width / 2)).toBeLessThanOrEqual(1);
      }
      await dialog.getByRole("button", { name: "Yes, cancel session" }).click();
      await expect(dialog).toBeHidden();
      await expectToastFits(page, "Session cancelled");
      await context.close();
    });

    test("the therapist's New Session and Assign Homework dialogs, and their toasts, lie inside the screen", async ({
      browser,
      baseURL,
    }) => {
      const context = await signedInContext(browser, baseURL!, DEMO.director, { viewport: size.viewport });
      const page = await openPage(context, "/therapist-dashboard/sessions");
      await page.getByRole("button", { name: "New Session" }).click();
      const newSession = page.getByRole("dialog", { name: "New Session" });
      await expectDialogFits(newSession, "New Session");
      // Saved with nothing chosen: the toast says what is missing.
      await newSession.getByRole("button", { name: "Create Session" }).click();
      await expectToastFits(page, "Missing information");
      await newSession.getByRole("button", { name: "Cancel" }).click();
      await expect(newSession).toBeHidden();

      await page.goto("/therapist-dashboard/homework");
      // This test measures the dialog, not the first tap: the dialog opens once the scripts run.
      await waitForHydration(page);
      await page.getByRole("button", { name: "Assign Homework" }).click();
      const assign = page.getByRole("dialog", { name: "Assign Homework" });
      await expectDialogFits(assign, "Assign Homework");
      await context.close();
    });

    test("the client's receipts and the admin's ledger show Amount and Receipt without scrolling sideways", async ({
      browser,
      baseURL,
    }) => {
      const expectShape = size.name === "phone" ? expectCards : expectTable;
      const ama = await signedInContext(browser, baseURL!, DEMO.ama, { viewport: size.viewport });
      const profile = await openPage(ama, "/client-dashboard/profile");
      const receipts = profile.getByRole("table", { name: "Payments and refunds, newest first" });
      const payment = receipts.getByRole("row").filter({ hasText: "PSK-DEMO-BOOK-0002" });
      await expectShape(receipts, payment, ["Date", "Amount", "Reference", "Receipt"]);
      await expect(payment.getByRole("link", { name: "Receipt for PSK-DEMO-BOOK-0002" })).toBeInViewport({ ratio: 1 });
      await expectAccessible(profile, `the receipts on a ${size.name}`, "main");
      await ama.close();

      const admin = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: size.viewport });
      const ledgerPage = await openPage(admin, "/admin-dashboard/transactions");
      const ledger = ledgerPage.getByRole("table", { name: /^Transactions, newest first/ });
      const line = ledger.getByRole("row").filter({ hasText: "PSK-DEMO-BOOK-0002" });
      await expectShape(ledger, line, ["Date", "Amount", "Status", "Type", "Method", "Reference", "Refund"]);
      await expect(line.getByRole("button", { name: /^Refund/ })).toBeInViewport({ ratio: 1 });
      await expectAccessible(ledgerPage, `the ledger on a ${size.name}`, "main");
      await admin.close();
    });
  });
}

test("on a phone a dialog taller than the screen scrolls inside itself, its buttons within reach", async ({
  browser,
  baseURL,
}) => {
  const short = { width: 360, height: 480 };
  const context = await signedInContext(browser, baseURL!, DEMO.director, { viewport: short });
  const page = await openPage(context, "/therapist-dashboard/sessions");
  await page.getByRole("button", { name: "New Session" }).click();
  const dialog = page.getByRole("dialog", { name: "New Session" });
  await expect(dialog).toBeVisible();
  const [scrollHeight, clientHeight] = await dialog.evaluate((element) => [element.scrollHeight, element.clientHeight]);
  expect(scrollHeight, "the dialog is taller than a 480 px screen").toBeGreaterThan(short.height);
  expect(clientHeight).toBeLessThanOrEqual(short.height);
  await expectDialogFits(dialog, "New Session on a short screen");
  await context.close();
});

test("on a phone the admin's dialogs lie inside the screen too", async ({ browser, baseURL }) => {
  test.slow(); // six pages, a dialog on each
  const context = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: PHONE });
  const page = await context.newPage();
  const dialogs = [
    { path: "/admin-dashboard/calendar", opener: "New Session", dialog: "New Session" },
    { path: "/admin-dashboard/transactions", opener: /^Refund/, dialog: /^Refund / },
    { path: "/admin-dashboard/users", opener: /^Change role/, dialog: "Change role" },
    { path: "/admin-dashboard/coupons", opener: "New Coupon", dialog: "New Coupon" },
    { path: "/admin-dashboard/packages", opener: /^Edit /, dialog: "Edit support plan" },
    { path: "/admin-dashboard/events", opener: "New event", dialog: "New event" },
  ];
  for (const { path, opener, dialog: name } of dialogs) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: opener }).first().click();
    const dialog = page.getByRole("dialog", { name });
    await expectDialogFits(dialog, `${path}: ${name}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await context.close();
});
