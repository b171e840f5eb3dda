import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { SLOT_TAKEN } from "../../domain/booking-messages";
import { formatLongDate } from "../../domain/long-date";
import { REFUND_NOTE } from "../../domain/session-changes";
import { sessionWhen } from "../../domain/session-time";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { dayInZone } from "../../domain/zone-time";
import { chooseRegion, signUpThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { DAY_MS, weekdayAhead } from "./support/portal";

// The portal's sessions tab (spec 001 §2, §4 and the portal issue): List View and Calendar View,
// cancel and reschedule, receipts. Each test signs up its own client and books its own paid
// session through /book and the simulated checkout, on a weekday weeks ahead that other specs
// leave alone, so reruns and other specs never meet these rows. A new client's profile zone is
// her browser's at sign-up (Accra's here), and the portal writes every time in the profile's zone.

const SERVICE = "Individual Teletherapy";
const SERVICE_ID = "individual-teletherapy";
const PORTAL_ZONE = "Africa/Accra";

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

const when = (start: string) => sessionWhen(new Date(start), PORTAL_ZONE).text;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function signUp(page: Page, baseURL: string | undefined) {
  const email = `sessions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
  await page.goto("/auth?tab=signup");
  await waitForHydration(page);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("First name").fill("Efua");
  await form.getByLabel("Last name").fill("Owusu");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill("sessions-2026");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
}

/** Picks `day` on a booking calendar (scoped to `within`), moving on a month or two when needed. */
async function pickDay(within: Page | Locator, day: string) {
  const target = within.locator(`[data-day="${day}"] button`);
  for (let months = 0; months < 3 && !(await target.isVisible()); months += 1) {
    await within.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await target.click();
  await expect(within.locator(`[data-day="${day}"]`)).toHaveAttribute("aria-selected", "true");
}

/** Books the day's first free time of the local teletherapy and pays in the simulated window. */
async function bookPaidSession(page: Page, day: string): Promise<string> {
  await page.goto("/book");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Choose ${SERVICE}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await page.getByLabel("Phone").fill("+233 24 555 0101");
  await pickDay(page, day);
  const times = page.getByRole("group", { name: /^Preferred time/ });
  const free = times.getByRole("button", { disabled: false }).first();
  const start = (await free.getAttribute("value")) ?? "";
  await free.click();
  for (const heading of ["Booking summary", "Payment"]) {
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("heading", { name: heading })).toBeFocused();
  }
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page
    .getByRole("dialog", { name: "Simulated payment" })
    .getByRole("button", { name: "Pay", exact: true })
    .click();
  await expect(page).toHaveURL(/\/payment-success\?reference=BKG-/);
  await expect(page.getByText("Your payment is confirmed.")).toBeVisible();
  return start;
}

async function openPortal(page: Page) {
  await page.goto("/client-dashboard");
  await waitForHydration(page);
}

const upcoming = (page: Page) => page.getByRole("region", { name: "Upcoming sessions" });
const past = (page: Page) => page.getByRole("region", { name: "Past sessions" });
// By the card's own time: a card's text also names the moment it can be changed until, which is
// another session's time when that session is exactly a day earlier.
const sessionItem = (list: Locator, start: string) =>
  list.getByRole("listitem").filter({ has: list.page().locator(`time[datetime="${start}"]`) });

/** Whether the booking engine offers `start` to this client again. */
async function offered(page: Page, start: string): Promise<boolean | undefined> {
  const day = dayInZone(new Date(start), PRACTICE_TIME_ZONE);
  const response = await page.request.get(`/api/booking/slots?serviceId=${SERVICE_ID}&day=${day}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { slots: { start: string; available: boolean }[] };
  return body.slots.find((slot) => slot.start === start)?.available;
}

test.describe("the portal's sessions tab", () => {
  test.use({ timezoneId: "Africa/Accra" });

  test("List View and Calendar View show the booked session in the client's zone, with its receipt", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUp(page, baseURL);
    const start = await bookPaidSession(page, weekdayAhead(22));
    await openPortal(page);

    const item = sessionItem(upcoming(page), start);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${when(start)} · 50 minutes`);
    await expect(item).toContainText("Scheduled");
    await expect(item).toContainText("Confirmed");
    // Booked online, with no link typed by anyone: Virtual, and Join goes to its page on the site.
    await expect(item).toContainText("Virtual");
    await expect(item.getByRole("link", { name: "Join session" })).toHaveAttribute(
      "href",
      /^\/sessions\/[0-9a-f-]{36}\/join$/,
    );
    await expect(item).toContainText(
      `You can cancel or reschedule until ${when(new Date(Date.parse(start) - DAY_MS).toISOString())}`,
    );
    await expect(page.getByText("Times in your time zone: GMT (Africa/Accra).")).toBeVisible();
    await expect(past(page)).toContainText("No past sessions yet.");

    const receipt = item.getByRole("link", { name: "Download receipt" });
    const href = (await receipt.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/api\/receipt\/[0-9a-f-]{36}$/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await expectAccessible(page, "list view");

    // Calendar View: its own URL; the month is loaded when shown.
    await page.getByRole("link", { name: "Calendar View" }).click();
    await expect(page).toHaveURL(/[?&]view=calendar/);
    await expect(page.getByRole("link", { name: "Calendar View" })).toHaveAttribute("aria-current", "page");
    const day = dayInZone(new Date(start), PORTAL_ZONE);
    const dayLabel = `${formatLongDate(new Date(start), PORTAL_ZONE)}, 1 session`;
    for (let shown = dayInZone(new Date(), PORTAL_ZONE).slice(0, 7); shown < day.slice(0, 7); ) {
      shown = nextMonth(shown);
      await page.getByRole("button", { name: "Go to the Next Month" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]month=${shown}`));
      await expect(page.locator(`[data-day="${shown}-01"]`)).toBeVisible();
    }
    const marked = page.getByRole("button", { name: dayLabel });
    await marked.click();
    await expect(
      page.getByRole("heading", { name: `Sessions on ${formatLongDate(new Date(start), PORTAL_ZONE)}` }),
    ).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: when(start) })).toContainText("Confirmed");
    await expectAccessible(page, "calendar view");

    // A link straight to the calendar of that month opens it.
    await page.goto(`/client-portal?view=calendar&month=${day.slice(0, 7)}`);
    await expect(page.getByRole("button", { name: dayLabel })).toBeVisible();
  });

  test("cancelling asks first, says a paid session is not refunded automatically, and frees the time", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUp(page, baseURL);
    const start = await bookPaidSession(page, weekdayAhead(24));
    expect(await offered(page, start)).toBe(false);
    await openPortal(page);

    const item = sessionItem(upcoming(page), start);
    await item.getByRole("button", { name: /^Cancel / }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this session?" });
    await expect(dialog).toContainText(REFUND_NOTE);
    await expect(dialog).toContainText(when(start));
    await dialog.getByRole("button", { name: "Keep session" }).click();
    await expect(dialog).toBeHidden();
    await expect(sessionItem(upcoming(page), start)).toHaveCount(1);

    await item.getByRole("button", { name: /^Cancel / }).click();
    await dialog.getByLabel("Reason (optional)").fill("Travelling that week");
    await dialog.getByRole("button", { name: "Yes, cancel session" }).click();
    await expect(toast(page, "Session cancelled")).toContainText(REFUND_NOTE);
    await expect(dialog).toBeHidden();

    await expect(sessionItem(upcoming(page), start)).toHaveCount(0);
    const cancelled = sessionItem(past(page), start);
    await expect(cancelled).toContainText("Cancelled");
    await expect(cancelled).toContainText("Reason: Travelling that week");
    await expect(cancelled.getByRole("button")).toHaveCount(0);
    // The receipt stays available (it is what a refund is asked with).
    await expect(cancelled.getByRole("link", { name: "Download receipt" })).toBeVisible();
    // The time is back on the calendar.
    expect(await offered(page, start)).toBe(true);
  });

  test("rescheduling moves the session to another free time and frees the old one", async ({ page, baseURL }) => {
    test.slow();
    await signUp(page, baseURL);
    const start = await bookPaidSession(page, weekdayAhead(26));
    await openPortal(page);

    await sessionItem(upcoming(page), start)
      .getByRole("button", { name: /^Reschedule / })
      .click();
    const dialog = page.getByRole("dialog", { name: "Reschedule session" });
    const times = dialog.getByRole("group", { name: "New time" });
    await expect(times.getByText(/^Times in your time zone: GMT \(Africa\/Accra\)$/)).toBeVisible();
    // The session's own day is shown first, its current time not on offer.
    await expect(times.locator(`button[value="${start}"]`)).toBeDisabled();
    await expect(times.locator(`button[value="${start}"]`)).toContainText("your current time");
    await expect(dialog.getByRole("button", { name: "Confirm new time" })).toBeDisabled();
    await expectAccessible(page, "reschedule dialog");

    await pickDay(dialog, weekdayAhead(27));
    const free = times.getByRole("button", { disabled: false }).first();
    const next = (await free.getAttribute("value")) ?? "";
    await free.click();
    await expect(free).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Confirm new time" }).click();

    await expect(toast(page, "Session rescheduled")).toContainText(when(next));
    await expect(dialog).toBeHidden();
    await expect(sessionItem(upcoming(page), next)).toContainText("Confirmed");
    await expect(sessionItem(upcoming(page), start)).toHaveCount(0);
    expect(await offered(page, start)).toBe(true);
    expect(await offered(page, next)).toBe(false);
  });

  test("a time someone else takes meanwhile is refused with the booking's message, the dialog kept open", async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow();
    await signUp(page, baseURL);
    const start = await bookPaidSession(page, weekdayAhead(28));
    await openPortal(page);
    await sessionItem(upcoming(page), start)
      .getByRole("button", { name: /^Reschedule / })
      .click();
    const dialog = page.getByRole("dialog", { name: "Reschedule session" });
    const day = weekdayAhead(29);
    await pickDay(dialog, day);
    const times = dialog.getByRole("group", { name: "New time" });
    const wanted = times.getByRole("button", { disabled: false }).first();
    const target = (await wanted.getAttribute("value")) ?? "";
    await wanted.click();

    // Another new client, whose sessions also go to the practice director, takes that very time first.
    await bookFromAnotherBrowser(browser, baseURL, day, target);

    await dialog.getByRole("button", { name: "Confirm new time" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(SLOT_TAKEN);
    await expect(dialog).toBeVisible();
    // The day's times were read again: the lost one is now shown as booked.
    await expect(times.locator(`button[value="${target}"]`)).toBeDisabled();
    await expect(times.locator(`button[value="${target}"]`)).toContainText("already booked");
    await dialog.getByRole("button", { name: "Keep current time" }).click();
    await expect(sessionItem(upcoming(page), start)).toHaveCount(1);
  });
});

async function bookFromAnotherBrowser(browser: Browser, baseURL: string | undefined, day: string, start: string) {
  const context = await browser.newContext({ timezoneId: "Europe/London" });
  const other = await context.newPage();
  await chooseRegion(context, baseURL ?? "", "international.GBP");
  await signUpThroughPage(other, "Abena");
  await other.goto("/book");
  await waitForHydration(other);
  await other.getByRole("button", { name: "Choose Individual Teletherapy (50 min)", exact: true }).click();
  await expect(other.getByRole("heading", { name: "Your details" })).toBeFocused();
  await other.getByLabel("Phone").fill("+44 20 7946 0958");
  await pickDay(other, day);
  await other
    .getByRole("group", { name: /^Preferred time/ })
    .locator(`button[value="${start}"]`)
    .click();
  for (const heading of ["Booking summary", "Payment"]) {
    await other.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(other.getByRole("heading", { name: heading })).toBeFocused();
  }
  await other.getByRole("button", { name: "Get Payment Instructions" }).click();
  await expect(other.getByRole("region", { name: "Bank Transfer Instructions" })).toBeVisible();
  await context.close();
}
