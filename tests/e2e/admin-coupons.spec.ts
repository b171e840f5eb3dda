import { expect, type Locator, type Page, test } from "@playwright/test";
import { COUPON_REFUSAL_MESSAGE, COUPON_TEXT } from "../../domain/coupons";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { dayInZone } from "../../domain/zone-time";
import { apiAs, type Credentials, DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { DAY_MS, weekdayAhead } from "./support/portal";
import { openPage, signedInContext, toastTitled } from "./support/staff";

// The admin dashboard's Coupons tab (spec 001 §3-§5, §8) and the coupon's life at booking
// (spec 000 §4-§5): made by an admin with Generate, spent by a client at /book, then refused
// there and kept from deletion. Each run makes its own coupons and its own client; the demo
// coupons are only read (DEMO-EXPIRED) or refused (DEMO-INPERSON, in authorization.spec.ts).

const tag = `C${Date.now().toString(36).toUpperCase()}`;
const LOCAL_SERVICE = "Individual Teletherapy";
const COUPONS = "/admin-dashboard/coupons";

test.use({ timezoneId: "Africa/Accra" });

/** A new local client (signed up through the sign-up action); booking gives her the director. */
async function newLocalClient(baseURL: string, suffix: string): Promise<Credentials> {
  const credentials = { email: `abena.${suffix.toLowerCase()}@example.test`, password: "secret-2026" };
  const api = await apiAs(baseURL, null, "local.GHS");
  const response = await api.post("/auth", {
    form: {
      intent: "signup",
      firstName: "Abena",
      lastName: `Coupon${suffix}`,
      ...credentials,
      region: "local",
      currency: "GHS",
    },
  });
  expect(response.status(), "sign-up").toBe(200);
  await api.dispose();
  return credentials;
}

const couponRow = (page: Page, code: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });

async function searchCoupons(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search coupons by code" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/** /book up to the summary step: the local teletherapy session, the first free time of `day`. */
async function bookingSummary(page: Page, day: string) {
  await page.getByRole("button", { name: `Choose ${LOCAL_SERVICE}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  const phone = page.getByLabel("Phone");
  if (!(await phone.inputValue())) await phone.fill("+233 24 555 0199");
  const target = page.locator(`[data-day="${day}"] button`);
  for (let months = 0; months < 3 && !(await target.isVisible()); months += 1) {
    await page.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await target.click();
  const times = page.getByRole("group", { name: /^Preferred time/ });
  await expect(times.getByText(/^Times in your time zone:/)).toBeVisible();
  await times.getByRole("button", { disabled: false }).first().click();
  await continueTo(page, "Booking summary");
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeFocused();
}

async function applyCoupon(page: Page, typed: string) {
  const field = page.getByLabel("Gift certificate or coupon (optional)");
  await field.fill("");
  await field.pressSequentially(typed);
  await expect(field).toHaveValue(typed.toUpperCase());
  await page.getByRole("button", { name: "Apply" }).click();
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Opens New Coupon and returns the dialog, its focus already on the code. */
async function openNewCoupon(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "New Coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "New Coupon" });
  await expect(dialog.getByLabel("Coupon code")).toBeFocused();
  return dialog;
}

test("an admin makes a coupon with Generate; a client books free with it; once used it is refused and kept", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await signedInContext(browser, baseURL!, DEMO.admin, { timezoneId: "Africa/Accra" });
  const page = await openPage(admin, COUPONS);
  await expect(page.getByRole("heading", { level: 2, name: "Coupons" })).toBeVisible();
  await expectAccessible(page, "coupons tab");

  const dialog = await openNewCoupon(page);
  const code = dialog.getByLabel("Coupon code");
  await dialog.getByRole("button", { name: "Generate" }).click();
  await expect(code).toHaveValue(/^[A-Z0-9]{8}$/);
  const first = await code.inputValue();
  await dialog.getByRole("button", { name: "Generate" }).click();
  await expect(code).not.toHaveValue(first);
  const generated = await code.inputValue();
  expect(generated).toMatch(/^[A-Z0-9]{8}$/);
  await expect(dialog.getByLabel("Coupon type")).toHaveValue("individual_teletherapy");
  await dialog.getByLabel("Notes (optional)").fill(`Browser test ${tag}`);
  await expectAccessible(page, "New Coupon dialog");
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(toastTitled(page, COUPON_TEXT.created)).toContainText(generated);
  await expect(dialog).toBeHidden();
  const row = couponRow(page, generated);
  await expect(row).toContainText("Individual teletherapy");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("No expiry");
  await expect(row).toContainText(`Browser test ${tag}`);

  // The admin starts deleting it and leaves the confirmation open...
  await row.getByRole("button", { name: `Delete coupon ${generated}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this coupon?" });
  await expect(confirm).toContainText(`${generated} will be deleted`);
  await expectAccessible(page, "delete confirmation");

  // ...while a client books a session with it, typed in lower case.
  const client = await signedInContext(browser, baseURL!, await newLocalClient(baseURL!, tag), {
    timezoneId: "Africa/Accra",
  });
  const booking = await openPage(client, "/book");
  await bookingSummary(booking, weekdayAhead(25 + Math.floor(Math.random() * 15)));
  await applyCoupon(booking, generated.toLowerCase());
  await expect(toast(booking, "Coupon Applied!")).toBeVisible();
  await expect(booking.getByTestId("booking-price")).toHaveText("Free");
  await continueTo(booking, "Confirm your booking");
  await booking.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(toast(booking, "Booking Confirmed!")).toBeVisible();

  // The coupon is spent: the delete confirmed now is refused, and the list shows it used.
  await confirm.getByRole("button", { name: "Delete Coupon" }).click();
  await expect(toastTitled(page, COUPON_TEXT.deleteError)).toContainText(COUPON_TEXT.usedNotDeleted);
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Used");
  await expect(row.getByRole("button", { name: `Delete coupon ${generated}` })).toHaveCount(0);

  // Used once, the code is refused for the next booking; so is an expired one.
  await booking
    .getByRole("region", { name: "Booking Confirmed!" })
    .getByRole("button", {
      name: "Book another session",
    })
    .click();
  await expect(booking.getByRole("heading", { name: "Choose a service" })).toBeFocused();
  await bookingSummary(booking, weekdayAhead(42 + Math.floor(Math.random() * 10)));
  await applyCoupon(booking, generated);
  await expect(toast(booking, COUPON_REFUSAL_MESSAGE.used)).toContainText("Invalid Coupon");
  await applyCoupon(booking, "demo-expired");
  await expect(toast(booking, COUPON_REFUSAL_MESSAGE.expired)).toContainText("Invalid Coupon");
  await expect(booking.getByTestId("booking-price")).not.toHaveText("Free");

  // The admin's list says the same of the demo's expired coupon.
  await searchCoupons(page, "DEMO-EXPIRED");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(couponRow(page, "DEMO-EXPIRED")).toContainText("Expired");
  await admin.close();
  await client.close();
});

test("creating and deleting by keyboard: upper-cased, blank, past and duplicate codes refused, delete confirmed", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await signedInContext(browser, baseURL!, DEMO.admin, { timezoneId: "Africa/Accra" });
  const page = await openPage(admin, COUPONS);
  const typed = `kb-${tag}`.toLowerCase().slice(0, 20);
  const code = typed.toUpperCase();

  // Keyboard only: Enter on New Coupon, Enter in the empty code field.
  await page.getByRole("button", { name: "New Coupon" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New Coupon" });
  const field = dialog.getByLabel("Coupon code");
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastTitled(page, COUPON_TEXT.enterCode)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();

  // Upper-cased as typed, and never longer than 20 characters.
  await page.keyboard.type(`${typed}-and-much-longer`);
  await expect(field).toHaveValue(`${code}-AND-MUCH-LONGER`.slice(0, 20));
  await field.fill("");
  await field.pressSequentially(typed);
  await expect(field).toHaveValue(code);

  // An expiry already past is refused by the server, with its reason.
  await dialog.getByLabel("Expiry date (optional)").fill("2020-01-31");
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(toastTitled(page, COUPON_TEXT.createError)).toContainText(COUPON_TEXT.expiryPast);
  await expect(dialog.getByText(COUPON_TEXT.expiryPast)).toBeVisible();

  const expiry = dayInZone(new Date(Date.now() + 40 * DAY_MS), PRACTICE_TIME_ZONE);
  await dialog.getByLabel("Expiry date (optional)").fill(expiry);
  await dialog.getByLabel("Coupon type").selectOption("individual_in_person");
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(toastTitled(page, COUPON_TEXT.created)).toContainText(code);
  await expect(dialog).toBeHidden();
  const row = couponRow(page, code);
  await expect(row).toContainText("Individual in-person");
  await expect(row).toContainText("Active");
  const [year, month, day] = expiry.split("-").map(Number);
  const written = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(row).toContainText(written);

  // The same code again, in another case: refused, and said why.
  const again = await openNewCoupon(page);
  await again.getByLabel("Coupon code").fill(typed);
  await again.getByRole("button", { name: "Create Coupon" }).click();
  await expect(
    toastTitled(page, COUPON_TEXT.createError).filter({ hasText: COUPON_TEXT.duplicate(code) }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(again).toBeHidden();

  // Search by part of the code, in lower case.
  await searchCoupons(page, tag.toLowerCase());
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toBeVisible();

  // Delete asks first: Escape keeps the coupon; Tab to Delete Coupon and Enter deletes it.
  const remove = row.getByRole("button", { name: `Delete coupon ${code}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Delete this coupon?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Delete Coupon" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastTitled(page, COUPON_TEXT.deleted)).toContainText(code);
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No coupons found")).toBeVisible();
  await expectAccessible(page, "coupons tab, nothing found");
  await admin.close();
});
