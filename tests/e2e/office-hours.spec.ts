import { expect, type Page, test } from "@playwright/test";
import { CREATE_BOOKING_FAILED, SIGN_IN_TO_BOOK } from "../../domain/booking-messages";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { addDays, dayInZone, dayOfWeek } from "../../domain/zone-time";
import { chooseRegion, signUpThroughPage } from "./support/accounts";
import { pickDay, pickFirstFreeTime, timeGroup } from "./support/booking";
import { waitForHydration } from "./support/hydration";

// Spec 000 §9's office hours as the booking calendar keeps them (Monday 9-5, Tuesday-Thursday
// 11-7, Friday-Sunday closed, in person Tuesday and Thursday; the demo therapists work Monday to
// Friday 9-5), and executive coaching booked from its page. Each test takes days weeks ahead,
// chosen at random, so no other journey books the times it looks at. New people only.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const NO_TIMES = "No times are free on this day. Please choose another date.";

/** The first practice day falling on `weekday` (0 Sunday .. 6 Saturday) at least `offset` days ahead. */
function next(weekday: number, offset: number): string {
  let day = addDays(dayInZone(new Date(), PRACTICE_TIME_ZONE), offset);
  while (dayOfWeek(day) !== weekday) day = addDays(day, 1);
  return day;
}

/** A week some weeks ahead, the same for every day a test looks at. */
const weeksAhead = () => 21 + Math.floor(Math.random() * 21);

async function chooseService(page: Page, name: string) {
  await page.goto("/book");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Choose ${name}`, exact: true }).click();
  // Signed in, the second step asks her details and the time together.
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
}

test.use({ timezoneId: "Africa/Accra" });

test("a client is not offered a Friday, nor an in-person session on a Monday; an in-person Tuesday from 11:00 she is", async ({
  page,
  baseURL,
}) => {
  await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
  await signUpThroughPage(page, "Esi");
  const offset = weeksAhead();

  // The therapist works Fridays; the practice is closed.
  await chooseService(page, "Individual Teletherapy");
  await pickDay(page, next(5, offset));
  await expect(timeGroup(page).getByRole("status")).toHaveText(NO_TIMES);
  await expect(timeGroup(page).getByRole("button", { disabled: false })).toHaveCount(0);

  await chooseService(page, "Individual In-Person Therapy");
  await pickDay(page, next(1, offset));
  await expect(timeGroup(page).getByRole("status")).toHaveText(NO_TIMES);
  await pickDay(page, next(2, offset));
  const slot = await pickFirstFreeTime(page);
  const hour = new Date(slot.start).getUTCHours(); // Accra is GMT all year
  expect(hour).toBeGreaterThanOrEqual(11);
  expect(hour).toBeLessThanOrEqual(16);
  // A client sees the times she cannot have, and why: before the practice opens.
  for (const early of [/^9:00 AM/, /^10:00 AM/]) {
    await expect(timeGroup(page).getByRole("button", { name: early })).toBeDisabled();
  }
});

test("Book Coaching Session opens /book with coaching chosen, and a new client books it", async ({ page, baseURL }) => {
  test.slow(); // signs up, fails once offline, then pays
  await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
  await page.goto("/executive-coaching");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Book Coaching Session" }).first().click();
  await expect(page).toHaveURL(/\/book\?service=executive-coaching$/);
  // Straight to the date and time, coaching chosen: Back shows it as her choice, at its price.
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Back" }).click();
  const card = page.getByRole("listitem", { name: "Executive Coaching Session", exact: true });
  await expect(card).toContainText("Your current choice");
  await expect(card).toContainText("₵900");
  await card.getByRole("button", { name: "Continue with Executive Coaching Session" }).click();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeFocused();
  await pickDay(page, next(1, weeksAhead()));
  const slot = await pickFirstFreeTime(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booking summary" })).toBeFocused();

  // Sent to sign up from booking: told why (spec 000 §8).
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&next=/);
  await expect(toast(page, SIGN_IN_TO_BOOK.description)).toContainText(SIGN_IN_TO_BOOK.title);
  await waitForHydration(page);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("First name").fill("Abena");
  await form.getByLabel("Last name").fill("Owusu");
  await form.getByLabel("Email", { exact: true }).fill(`abena-${unique()}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("abena-secret-2026");
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/book\?service=executive-coaching&start=/);
  await expect(page.getByRole("heading", { name: "Booking summary" })).toBeVisible();
  await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByLabel("Phone").fill("+233 24 300 0145");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();

  // The network fails as she books: not a refusal, and her choice is kept.
  const offline = (url: URL) => url.pathname.startsWith("/book.data");
  await page.route(offline, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(toast(page, CREATE_BOOKING_FAILED)).toContainText("Error");
  await page.unroute(offline);

  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  const window = page.getByRole("dialog", { name: "Simulated payment" });
  await expect(window.getByTestId("simulated-amount")).toHaveText("₵900");
  await window.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Payment Successful")).toBeVisible();
  await expect(page.getByText("We have received your order for Executive Coaching Session.")).toBeVisible();
});
