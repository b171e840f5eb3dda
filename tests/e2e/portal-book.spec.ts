import { expect, type Locator, type Page, test } from "@playwright/test";
import { NO_TIME_SELECTED, sessionBookedToast, widgetSessionTitle } from "../../domain/booking-messages";
import { sessionWhen } from "../../domain/session-time";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { dayInZone, dayOfWeek } from "../../domain/zone-time";
import { chooseRegion, DEMO, signInThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { DAY_MS, weekdayAhead } from "./support/portal";

// The client portal's book tab (spec 001 §2 "Booking widget", §5, §8) on the /book engine.
// Each test that books signs up its own client (the profile's zone is then her browser's, Accra's
// here, in which the portal shows every time) and books a practice day of its own, taking that day's first free
// time, so that reruns and other specs never fight over one slot.

const LOCAL_PLAN = "First Steps: Individual Teletherapy";
/** The catalogue's individual teletherapy lasts 50 minutes (server/db/seed/catalogue.ts). */
const SESSION_CARD = widgetSessionTitle(50);
const PROFILE_ZONE = "Africa/Accra";

async function signUp(page: Page, baseURL: string | undefined, region: string, firstName: string) {
  await chooseRegion(page.context(), baseURL ?? "", region);
  await page.goto("/auth?tab=signup");
  await waitForHydration(page);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Owusu");
  await form
    .getByLabel("Email", { exact: true })
    .fill(`book-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("Kente-stool-12");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
}

/** Buys a support plan through the plan checkout and the simulated payment window. */
async function buyPlan(page: Page, planName: string) {
  await page.goto("/support-plans");
  await waitForHydration(page);
  await page.getByRole("link", { name: `Choose Plan: ${planName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: planName })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page
    .getByRole("dialog", { name: "Simulated payment" })
    .getByRole("button", { name: "Pay", exact: true })
    .click();
  await expect(page).toHaveURL(/\/payment-success\?reference=PLN-/);
  await expect(page.getByText("Your payment is confirmed.")).toBeVisible();
}

async function openBookTab(page: Page, base = "/client-dashboard") {
  await page.goto(`${base}/book`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Book a session" })).toBeVisible();
}

const stat = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Your summary" })
    .getByRole("listitem")
    .filter({ hasText: label })
    .locator("p")
    .first();
const sessionCard = (page: Page) => page.getByRole("region", { name: SESSION_CARD });
const timeGroup = (page: Page) => page.getByRole("group", { name: "Choose a time" });
const dayButton = (page: Page, day: string) => page.locator(`[data-day="${day}"] button`);
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function pickDay(page: Page, day: string) {
  const target = dayButton(page, day);
  for (let months = 0; months < 2 && !(await target.isVisible()); months += 1) {
    await page.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await target.click();
  await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute("aria-selected", "true");
}

/** Picks the day's first free time; returns the instant it stands for and how the portal writes it. */
async function pickFirstFreeTime(page: Page): Promise<{ start: string; when: ReturnType<typeof sessionWhen> }> {
  const group = timeGroup(page);
  await expect(group.getByText(`Times in your time zone: GMT (${PROFILE_ZONE})`)).toBeVisible();
  const free = group.getByRole("button", { disabled: false }).first();
  const start = (await free.getAttribute("value")) ?? "";
  const when = sessionWhen(new Date(start), PROFILE_ZONE);
  await expect(free).toHaveText(when.time.replace(/ \(.*\)$/, ""));
  await free.click();
  await expect(group.locator(`button[value="${start}"]`)).toHaveAttribute("aria-pressed", "true");
  await expect(sessionCard(page).getByTestId("widget-when")).toHaveText(when.text);
  return { start, when };
}

async function expectBooked(page: Page, when: { date: string; time: string }) {
  const news = sessionBookedToast(when.date, when.time);
  await expect(toast(page, news.title)).toContainText(news.description);
  const booked = page.getByRole("region", { name: news.title });
  await expect(booked).toContainText(news.description);
  await expect(booked.getByRole("heading", { name: news.title })).toBeFocused();
  return booked;
}

/** The portal's list entries (toasts are list items too, outside the page's main) at that date and time. */
const listed = (page: Page, when: { date: string; time: string }) =>
  page.getByRole("main").getByRole("listitem").filter({ hasText: when.date }).filter({ hasText: when.time });

/** The sessions tab lists the session at that date and time. */
async function expectListed(booked: Locator, page: Page, when: { date: string; time: string }) {
  await booked.getByRole("link", { name: "View my sessions" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(listed(page, when)).toHaveCount(1);
}

test.describe("the portal's book tab", () => {
  test.use({ timezoneId: "Africa/Accra" });

  test("a client with a plan books with a plan session; the stats strip counts one session fewer", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUp(page, baseURL, "local.GHS", "Efua");
    await buyPlan(page, LOCAL_PLAN);
    // The stats strip is on the overview (the sessions tab), not on the book tab.
    await page.goto("/client-dashboard");
    await expect(stat(page, "Plan and package sessions left")).toHaveText("4");
    await expect(stat(page, "Upcoming sessions")).toHaveText("0");
    await openBookTab(page);
    await expect(page.getByRole("list", { name: "Your summary" })).toHaveCount(0);
    const card = sessionCard(page);
    await expect(card.getByTestId("widget-price")).toContainText(/^Free/);
    await expect(card).toContainText(`Paid by your ${LOCAL_PLAN} plan — 3 sessions left after this one`);

    await pickDay(page, weekdayAhead(23));
    const slot = await pickFirstFreeTime(page);
    // A new account has no phone number; the booking needs one.
    await card.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(card.getByText("Please enter a valid phone number.")).toBeVisible();
    await card.getByLabel("Phone").fill("+233 24 555 0123");
    await card.getByRole("button", { name: "Confirm Booking" }).click();

    const booked = await expectBooked(page, slot.when);
    await expect(page.getByRole("dialog", { name: "Simulated payment" })).toHaveCount(0);
    await expectListed(booked, page, slot.when);
    await expect(stat(page, "Plan and package sessions left")).toHaveText("3");
    await expect(stat(page, "Upcoming sessions")).toHaveText("1");
  });

  test("a local client without a plan pays through the simulated checkout, and the session is booked", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUp(page, baseURL, "local.GHS", "Kojo");
    // The portal's other name answers too, and stays itself.
    await openBookTab(page, "/client-portal");
    const card = sessionCard(page);
    await expect(card.getByTestId("widget-price")).toHaveText("₵400");
    await pickDay(page, weekdayAhead(24));
    const slot = await pickFirstFreeTime(page);
    await card.getByLabel("Phone").fill("+233 24 555 0124");
    await card.getByRole("button", { name: "Confirm Booking" }).click();

    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await expect(window.getByTestId("simulated-amount")).toHaveText("₵400");
    await window.getByRole("button", { name: "Pay", exact: true }).click();

    const booked = await expectBooked(page, slot.when);
    await expect(page).toHaveURL(/\/client-portal\/book$/);
    await booked.getByRole("link", { name: "View my sessions" }).click();
    await expect(page).toHaveURL(/\/client-portal$/);
    await expect(stat(page, "Upcoming sessions")).toHaveText("1");
    await expect(listed(page, slot.when)).toContainText("Confirmed");
  });

  test("an international client gets the bank-transfer instructions and the time is held", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUp(page, baseURL, "international.GBP", "Grace");
    await openBookTab(page);
    const card = sessionCard(page);
    await expect(card.getByTestId("widget-price")).toHaveText(/^£\d+/);
    await pickDay(page, weekdayAhead(25));
    const slot = await pickFirstFreeTime(page);
    await card.getByLabel("Phone").fill("+44 20 7946 0958");
    await card.getByRole("button", { name: "Confirm Booking" }).click();

    await expect(toast(page, "Payment Instructions Ready")).toBeVisible();
    const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(instructions.getByText(/^SCH-[A-Z0-9]+$/)).toBeVisible();
    await expect(
      page.getByRole("heading", {
        name: `Your session on ${slot.when.date} at ${slot.when.time} is held for you until your transfer arrives.`,
      }),
    ).toBeFocused();
    const reference = (await instructions.getByText(/^SCH-[A-Z0-9]+$/).textContent()) ?? "missing";
    await page.goto("/client-dashboard");
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: reference })).toContainText(
      "Awaiting payment",
    );
  });

  test("Confirm Booking without a time says 'No time selected' and books nothing", async ({ page }) => {
    test.slow(); // two axe runs and a toast's whole life: about 31 s on a 2-core machine, over the 30 s default
    await signInThroughPage(page, DEMO.kwame);
    await openBookTab(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/client-dashboard")) {
        posts.push(request.url());
      }
    });
    const card = sessionCard(page);
    await expect(card.getByRole("heading", { name: SESSION_CARD })).toBeVisible();
    await expect(card.getByTestId("widget-when")).toHaveText("Choose a date and a time");
    await expectAccessible(page, "book tab, nothing chosen");
    await card.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(toast(page, NO_TIME_SELECTED.title)).toContainText(NO_TIME_SELECTED.description);

    // A day alone is not enough either (once the first toast has gone, the next is the second click's).
    await expect(toast(page, NO_TIME_SELECTED.title)).toHaveCount(0, { timeout: 15_000 });
    await pickDay(page, weekdayAhead(26));
    await expect(timeGroup(page).getByText(/^Times in your time zone:/)).toBeVisible();
    await expectAccessible(page, "book tab, a day chosen");
    await card.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(toast(page, NO_TIME_SELECTED.title)).toContainText(NO_TIME_SELECTED.description);
    expect(posts).toEqual([]);
  });

  test("days before today and days the therapist does not work cannot be picked", async ({ page }) => {
    // The browser's today is pinned mid-month, so earlier days and a weekend are on show.
    const now = new Date();
    const pinned = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15, 12));
    await page.clock.setFixedTime(pinned);
    await signInThroughPage(page, DEMO.kwame);
    await openBookTab(page);
    const day = (n: number) => dayInZone(new Date(pinned.getTime() + n * DAY_MS), PRACTICE_TIME_ZONE);
    const nextWeekday = weekdayAhead(1, pinned.getTime());
    const saturday = [1, 2, 3, 4, 5, 6, 7].map(day).find((d) => dayOfWeek(d) === 6) ?? "none";

    await expect(page.getByRole("button", { name: "Go to the Previous Month" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(dayButton(page, day(-1))).toBeDisabled();
    await expect(dayButton(page, day(-14))).toBeDisabled();
    await expect(dayButton(page, saturday)).toBeDisabled();
    await expect(dayButton(page, nextWeekday)).toBeEnabled();
    await dayButton(page, day(-1)).click({ force: true });
    await expect(page.locator('[aria-selected="true"][data-day]')).toHaveCount(0);
    await expect(timeGroup(page)).toContainText("Choose a date to see the times.");
  });
});
