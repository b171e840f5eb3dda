import { expect, type Locator, type Page, test } from "@playwright/test";
import { widgetSessionTitle } from "../../domain/booking-messages";
import { chooseRegion, DEMO, signInThroughPage } from "./support/accounts";
import { pickDay, pickFirstFreeTime } from "./support/booking";
import { waitForHydration } from "./support/hydration";
import { type OwnServer, startServerWithSeed } from "./support/own-server";
import { weekdayAhead } from "./support/portal";

// A package as credits (spec 000 §4-§5), on a server of the journey's own (support/own-server.ts)
// so the counts are Kwame's alone: he buys the 6 Session Teletherapy package by Paystack from Book
// Now, books two sessions it pays for (nothing to pay, no payment window), one on /book and one on
// the portal's book tab, sees the package named and its count drop, declines it for a third (the
// payment window opens), then cancels the first in time and has the session back.

const PACKAGE = "6 Session Teletherapy package";
const SERVICE = "Individual Teletherapy";
let server: OwnServer;
let page: Page;

test.describe.configure({ mode: "serial" });
test.use({ timezoneId: "Africa/Accra" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startServerWithSeed("tests/e2e/support/seed-demo.ts", {});
  const context = await browser.newContext({ baseURL: server.url, timezoneId: "Africa/Accra" });
  await chooseRegion(context, server.url, "local.GHS");
  page = await context.newPage();
  await signInThroughPage(page, DEMO.kwame);
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const packageCard = (page: Page) =>
  page.getByRole("region", { name: "Your plans and packages" }).getByRole("listitem", { name: PACKAGE });
const sessionItem = (page: Page, start: string): Locator =>
  page
    .getByRole("region", { name: "Upcoming sessions" })
    .getByRole("listitem")
    .filter({ has: page.locator(`time[datetime="${start}"]`) });

async function continueTo(heading: string) {
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeFocused();
}

let first = "";

test("bought by Paystack from Book Now, the package holds 6 sessions in the portal", async () => {
  await page.goto("/therapy-journeys");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Book Now: 6 Session Teletherapy" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("₵2,100");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page
    .getByRole("dialog", { name: "Simulated payment" })
    .getByRole("button", { name: "Pay", exact: true })
    .click();
  await expect(page).toHaveURL(/\/payment-success\?reference=PKG-/);
  await page.goto("/client-dashboard");
  await expect(packageCard(page)).toContainText(/6 of 6 sessions left · valid until \d{1,2} \w+ \d{4}/);
});

test("the package pays for a session booked on /book: named, nothing to pay, and one session fewer", async () => {
  test.slow();
  await page.goto("/book");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Choose ${SERVICE}`, exact: true }).click();
  await pickDay(page, weekdayAhead(19));
  first = (await pickFirstFreeTime(page)).start;
  await continueTo("Booking summary");

  const credit = page.getByRole("checkbox", { name: `Use my ${PACKAGE} for this session` });
  await expect(credit).toBeChecked();
  await expect(page.getByTestId("booking-credit")).toContainText(
    `Paid by your ${PACKAGE} — 5 sessions left after this one`,
  );
  await expect(page.getByTestId("booking-price")).toHaveText(/^Free/);
  await continueTo("Confirm your booking");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(toast(page, "Booking Confirmed!")).toBeVisible();
  await expect(page.getByRole("region", { name: "Booking Confirmed!" })).toContainText(
    `Paid by your ${PACKAGE} — 5 sessions left after this one.`,
  );
  await expect(page.getByRole("dialog", { name: "Simulated payment" })).toHaveCount(0);

  await page.goto("/client-dashboard");
  await waitForHydration(page);
  await expect(packageCard(page)).toContainText("5 of 6 sessions left");
  await expect(sessionItem(page, first)).toContainText("Confirmed");
});

test("the package pays for a second session booked on the portal's book tab", async () => {
  await page.goto("/client-dashboard/book");
  await waitForHydration(page);
  const card = page.getByRole("region", { name: widgetSessionTitle(50) });
  await expect(card.getByTestId("widget-pay-by")).toHaveText(
    `Paid by your ${PACKAGE} — 4 sessions left after this one.`,
  );
  await pickDay(page, weekdayAhead(21));
  await page.getByRole("group", { name: "Choose a time" }).getByRole("button", { disabled: false }).first().click();
  await card.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("region", { name: "Session booked!" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Simulated payment" })).toHaveCount(0);
  await page.goto("/client-dashboard");
  await expect(packageCard(page)).toContainText("4 of 6 sessions left");
});

test("declining the package on the book tab opens the payment instead, and the package keeps its sessions", async () => {
  await page.goto("/client-dashboard/book");
  await waitForHydration(page);
  const card = page.getByRole("region", { name: widgetSessionTitle(50) });
  await expect(card.getByTestId("widget-pay-by")).toHaveText(
    `Paid by your ${PACKAGE} — 3 sessions left after this one.`,
  );
  await expect(card.getByTestId("widget-price")).toContainText(/^Free/);
  // Keyboard: the checkbox is reached and toggled with the space bar.
  const use = card.getByRole("checkbox", { name: `Use my ${PACKAGE} (4 sessions left)` });
  await use.focus();
  await page.keyboard.press("Space");
  await expect(use).not.toBeChecked();
  await expect(card.getByTestId("widget-price")).toHaveText("₵400");

  await pickDay(page, weekdayAhead(20));
  await page.getByRole("group", { name: "Choose a time" }).getByRole("button", { disabled: false }).first().click();
  await card.getByRole("button", { name: "Confirm Booking" }).click();
  const window = page.getByRole("dialog", { name: "Simulated payment" });
  await expect(window).toBeVisible();
  await expect(window.getByTestId("simulated-amount")).toHaveText("₵400");
  await page.keyboard.press("Escape");

  await page.goto("/client-dashboard");
  await expect(packageCard(page)).toContainText("4 of 6 sessions left");
});

test("cancelling the session the package paid for, in time, gives the session back", async () => {
  await page.goto("/client-dashboard");
  await waitForHydration(page);
  await sessionItem(page, first)
    .getByRole("button", { name: /^Cancel / })
    .click();
  const dialog = page.getByRole("dialog", { name: "Cancel this session?" });
  await expect(dialog).toContainText("The session it used goes back to your plan or package.");
  await dialog.getByRole("button", { name: "Yes, cancel session" }).click();
  await expect(toast(page, "Session cancelled")).toBeVisible();
  await expect(packageCard(page)).toContainText("5 of 6 sessions left");
});
