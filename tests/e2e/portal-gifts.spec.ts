import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { BOOKING_CONFIRMED, widgetSessionTitle } from "../../domain/booking-messages";
import { GIFT_CODE_REFUSED } from "../../domain/gift-certificates";
import { GIFT_CODE_LENGTH, giftCodeFromBytes } from "../../domain/gift-codes";
import { chooseRegion, signUpThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { pickDay, pickFirstFreeTime } from "./support/booking";
import { type GiftServer, startServerWithGifts } from "./support/gift-server";
import { waitForHydration } from "./support/hydration";
import { weekdayAhead } from "./support/portal";

// The portal's Gifts page and a gift certificate spent at booking. Someone bought Efua a ₵600
// certificate (issued when its payment arrived, its code e-mailed to her): she adds it to her
// account with its code, sees what it is worth, then books a ₵400 session with it, paying
// nothing, and sees ₵200 left. The certificate is written into the database of a server of the
// journey's own before it starts (support/gift-server.ts).

const CODE = giftCodeFromBytes(randomBytes(GIFT_CODE_LENGTH));
let server: GiftServer;
/** Efua's page, from her sign-up on: the second journey goes on where the first ended. */
let page: Page;

test.describe.configure({ mode: "serial" });
test.use({ timezoneId: "Africa/Accra" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerWithGifts([
    {
      code: CODE,
      faceValue: 60_000,
      currency: "GHS",
      recipientName: "Efua",
      buyerEmail: "kwame@demo.nkabom.example",
    },
  ]);
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const heldCards = (page: Page) => page.getByRole("list", { name: "Your gift certificates" }).getByRole("listitem");

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: "Africa/Accra" });
  await chooseRegion(context, server.url, "local.GHS");
  return context.newPage();
}

async function openGifts(page: Page) {
  await page.goto("/client-dashboard/gifts");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Gifts" })).toBeVisible();
}

test("a client adds a gift certificate with its code and sees what it is worth", async ({ browser }) => {
  page = await newPage(browser);
  await signUpThroughPage(page, "Efua");
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Gifts" }).click();
  await expect(page).toHaveURL(/\/client-dashboard\/gifts$/);
  await waitForHydration(page);
  await expect(heldCards(page)).toHaveCount(0);
  await expect(page.getByText("You have not given a gift certificate yet.")).toBeVisible();

  // A wrong code: the one refusal under the field, and what she typed is still there.
  const field = page.getByLabel("Gift certificate code");
  await field.fill("zzzz-zzzz-zzzz");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(GIFT_CODE_REFUSED)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("ZZZZ-ZZZZ-ZZZZ");

  // The right one, typed as from paper (lower case, spaces for dashes).
  await field.fill(CODE.toLowerCase().replaceAll("-", " "));
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Gift certificate added")).toBeVisible();
  await expect(field).toHaveValue("");
  const card = heldCards(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`…-${CODE.slice(-4)}`);
  await expect(card).toContainText("Ready to use");
  await expect(card.getByTestId("gift-balance")).toHaveText("₵600 of ₵600");
  await expectAccessible(page, "/client-dashboard/gifts with a certificate");
});

test("she books a session with it on /book, pays nothing, and sees what is left", async () => {
  await page.goto("/book");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Choose Individual Teletherapy", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await page.getByLabel("Phone").fill("+233 24 555 0101");
  await pickDay(page, weekdayAhead(9));
  await pickFirstFreeTime(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booking summary" })).toBeFocused();

  const code = page.getByLabel("Gift certificate or coupon (optional)");
  await code.fill(CODE.toLowerCase());
  await expect(code).toHaveValue(CODE);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Gift Certificate Applied!")).toContainText(
    "Your gift certificate pays ₵400. Nothing left to pay.",
  );
  await expect(page.getByTestId("booking-price")).toHaveText("Free");
  await expect(page.getByTestId("gift-pays")).toHaveText("Your gift certificate pays ₵400. Nothing left to pay.");

  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirm your booking" })).toBeFocused();
  await expect(page.getByTestId("total-to-pay")).toHaveText("Free");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(toast(page, BOOKING_CONFIRMED)).toContainText("Paid with your gift certificate.");
  await expect(page.getByRole("dialog", { name: "Simulated payment" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: BOOKING_CONFIRMED })).toBeVisible();

  await openGifts(page);
  await expect(heldCards(page).getByTestId("gift-balance")).toHaveText("₵200 of ₵600");
  await expect(heldCards(page)).toContainText("Ready to use");
});

test("on the portal's book tab, the ₵200 left pays part of a session and the rest is paid through the checkout", async () => {
  await page.goto("/client-dashboard/book");
  await waitForHydration(page);
  const card = page.getByRole("region", { name: widgetSessionTitle(50) });
  await expect(card.getByTestId("widget-price")).toHaveText("₵400");
  await pickDay(page, weekdayAhead(10));
  const group = page.getByRole("group", { name: "Choose a time" });
  await group.getByRole("button", { disabled: false }).first().click();

  await card.getByLabel("Gift certificate or coupon (optional)").fill(CODE);
  await card.getByRole("button", { name: "Apply" }).click();
  const pays = "Your gift certificate pays ₵200; ₵200 left to pay by Paystack.";
  await expect(toast(page, "Gift Certificate Applied!")).toContainText(pays);
  await expect(card.getByTestId("widget-price")).toHaveText(/^₵200\s*instead of ₵400$/);
  await expect(card.getByTestId("gift-pays")).toHaveText(pays);

  // Her profile has no phone number yet (the one given at /book stays with that booking).
  await card.getByLabel("Phone").fill("+233 24 555 0101");
  await card.getByRole("button", { name: "Confirm Booking" }).click();
  const window = page.getByRole("dialog", { name: "Simulated payment" });
  await expect(window.getByTestId("simulated-amount")).toHaveText("₵200");
  await window.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Session booked!")).toBeVisible();

  await openGifts(page);
  await expect(heldCards(page).getByTestId("gift-balance")).toHaveText("₵0 of ₵600");
  await expect(heldCards(page)).toContainText("Used");
});
