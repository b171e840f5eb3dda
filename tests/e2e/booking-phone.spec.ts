import { expect, type Page, test } from "@playwright/test";
import { CHOSEN_TIME_GONE } from "../../domain/booking-messages";
import { chooseRegion } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { pickDay, pickFirstFreeTime, timeGroup } from "./support/booking";
import { waitForHydration } from "./support/hydration";
import { signUpClient, weekdayAhead } from "./support/portal";

// Booking on a phone, before signing in: Book a Session first in the phone menu; /book shows a
// visitor the services, prices and free times, asks her to sign up or sign in at the summary,
// and brings her back to it with her choice. Each test takes its own weekday weeks ahead, so no
// other journey books the times it looks at. New people only: no demo row is changed.

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 740 };
const LOCAL_SERVICE = "Individual Teletherapy";
const INTERNATIONAL_SERVICE = "Individual Teletherapy (50 min)";
const INTERNATIONAL_SERVICE_ID = "intl-individual-50";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const farWeekday = () => weekdayAhead(25 + Math.floor(Math.random() * 30));
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** As a visitor: /book, a service, a day weeks ahead and its first free time, on to the summary. */
async function chooseAsVisitor(page: Page, service: string) {
  await page.goto("/book");
  await waitForHydration(page);
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByRole("button", { name: `Choose ${service}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeFocused();
  const day = farWeekday();
  await pickDay(page, day);
  const slot = await pickFirstFreeTime(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booking summary" })).toBeFocused();
  return { day, ...slot };
}

async function signUpOnPage(page: Page, email: string) {
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("First name").fill("Efua");
  await form.getByLabel("Last name").fill("Asante");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill("efua-secret-2026");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Account created!")).toBeVisible();
}

const currentStep = (page: Page) => page.getByRole("list", { name: "Booking steps" }).locator('[aria-current="step"]');

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, timezoneId: "Africa/Accra" });

  test("Book a Session comes first in the phone menu and opens the services", async ({ page, baseURL }) => {
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Site" });
    await expect(menu.getByRole("link").first()).toHaveText("Book a Session");
    await menu.getByRole("link", { name: "Book a Session" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: LOCAL_SERVICE, exact: true })).toContainText("₵400");
  });

  test("a visitor chooses a time, signs up, and is back at the summary with it", async ({ page, baseURL }) => {
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    const slot = await chooseAsVisitor(page, LOCAL_SERVICE);
    await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();
    await expect(page.getByTestId("booking-price")).toHaveText("₵400");
    await expectAccessible(page, "a visitor's summary");

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&next=/);
    await expect(page.getByText("The service and time you chose are kept")).toBeVisible();
    await waitForHydration(page);
    await signUpOnPage(page, `efua-${unique()}@example.com`);

    await expect(page).toHaveURL(/\/book\?service=individual-teletherapy&start=/);
    await expect(page.getByRole("heading", { name: "Booking summary" })).toBeVisible();
    await expect(currentStep(page)).toContainText("Summary");
    await expect(page.getByText(LOCAL_SERVICE, { exact: true })).toBeVisible();
    await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();
    await expect(page.getByTestId("booking-price")).toHaveText("₵400");

    // Her new account has no phone number: asked for here, then on to pay.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(page.getByLabel("Phone")).toBeFocused();
    await page.getByLabel("Phone").fill("+233 24 300 0107");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeVisible();
  });

  test("a time taken while she signs up: she is told, and keeps the service and the day", async ({ page, baseURL }) => {
    test.slow(); // a second person signs up and books meanwhile
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    const slot = await chooseAsVisitor(page, LOCAL_SERVICE);
    await page.getByRole("link", { name: "Create an account" }).click();
    await waitForHydration(page);

    // Another new client (the same therapist: the director) books that very time first.
    const other = await signUpClient(baseURL ?? "", {
      firstName: "Kofi",
      lastName: "Mensah",
      email: `kofi-${unique()}@example.com`,
    });
    const booked = await other.api.post("/book", {
      form: {
        serviceId: INTERNATIONAL_SERVICE_ID,
        start: slot.start,
        firstName: other.firstName,
        lastName: other.lastName,
        email: other.credentials.email,
        phone: "+44 20 7946 0958",
        timezone: "Europe/London",
      },
    });
    expect(booked.status()).toBe(200);
    await other.api.dispose();

    await signUpOnPage(page, `efua-${unique()}@example.com`);
    await expect(page).toHaveURL(/\/book\?service=individual-teletherapy&start=/);
    await expect(toast(page, CHOSEN_TIME_GONE.title)).toContainText(CHOSEN_TIME_GONE.description);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(timeGroup(page).getByRole("alert")).toHaveText(CHOSEN_TIME_GONE.description);
    await expect(page.locator(`[data-day="${slot.day}"]`)).toHaveAttribute("aria-selected", "true");
    const taken = timeGroup(page).locator(`button[value="${slot.start}"]`);
    await expect(taken).toBeDisabled();
    await expect(taken).toContainText("already booked");
    await expect(page.getByLabel("First name")).toHaveValue("Efua");

    // The service is still hers: the services step shows it chosen.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("button", { name: `Continue with ${LOCAL_SERVICE}` })).toBeVisible();
  });
});

test.describe("on a narrow phone, abroad", () => {
  test.use({ viewport: NARROW, timezoneId: "Europe/London" });

  test("a visitor chooses a time, signs in, and is back at the summary with it", async ({ page, baseURL }) => {
    const email = `abena-${unique()}@example.com`;
    const account = await signUpClient(baseURL ?? "", {
      firstName: "Abena",
      lastName: "Owusu",
      email,
      region: "international",
      currency: "GBP",
    });
    await account.api.dispose();

    await chooseRegion(page.context(), baseURL ?? "", "international.GBP");
    const slot = await chooseAsVisitor(page, INTERNATIONAL_SERVICE);
    await expect(page.getByTestId("booking-price")).toHaveText(/^£\d+/);
    const price = (await page.getByTestId("booking-price").textContent()) ?? "";
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);

    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await waitForHydration(page);
    // Looking at the other tab and back keeps the way back to her booking.
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    const panel = page.getByRole("tabpanel", { name: "Sign In" });
    await panel.getByLabel("Email", { exact: true }).fill(email);
    await panel.getByLabel("Password", { exact: true }).fill(account.credentials.password);
    await panel.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Welcome back!")).toBeVisible();

    await expect(page).toHaveURL(/\/book\?service=intl-individual-50&start=/);
    await expect(page.getByRole("heading", { name: "Booking summary" })).toBeVisible();
    await expect(page.getByText(INTERNATIONAL_SERVICE, { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${slot.label} \\((GMT|BST)\\)$`))).toBeVisible();
    await expect(page.getByTestId("booking-price")).toHaveText(price);

    // Back at the date and time, the choice is there too, with her account's details.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
    await expect(page.locator(`[data-day="${slot.day}"]`)).toHaveAttribute("aria-selected", "true");
    await expect(timeGroup(page).locator(`button[value="${slot.start}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  });
});
