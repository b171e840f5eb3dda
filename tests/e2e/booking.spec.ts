import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { MISSING_INFORMATION, SLOT_TAKEN } from "../../domain/booking-messages";
import { COUPON_REFUSAL_MESSAGE } from "../../domain/coupons";
import { sessionWhen } from "../../domain/session-time";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { dayInZone, dayOfWeek } from "../../domain/zone-time";
import { type Credentials, chooseRegion, DEMO, signInThroughPage, signUpThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { dayButton, pickDay, pickFirstFreeTime, timeGroup } from "./support/booking";
import { holdScripts, waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";

// Spec 000 §2.10 and §4: the /book page, against the production build without Paystack keys
// (the simulated payment window stands in for Paystack's popup). Each test books its own
// practice day, a weekday some days ahead chosen by the test, and takes that day's first free
// time, so the tests, their reruns and other specs do not collide on one slot.

const LOCAL_SERVICE = "Individual Teletherapy";
const LOCAL_SERVICE_ID = "individual-teletherapy";
const INTERNATIONAL_SERVICE = "Individual Teletherapy (50 min)";
const INTERNATIONAL_SERVICE_ID = "intl-individual-50";
const DAY_MS = 86_400_000;

/**
 * A practice-calendar weekday at least `offset` days ahead on which clients can book: the demo
 * therapists work Monday to Friday, the practice's office hours close Friday.
 */
function weekdayAhead(offset: number): string {
  let day = dayInZone(new Date(Date.now() + offset * DAY_MS), PRACTICE_TIME_ZONE);
  while ([0, 5, 6].includes(dayOfWeek(day))) day = dayInZone(new Date(Date.parse(day) + DAY_MS), PRACTICE_TIME_ZONE);
  return day;
}

async function openBooking(page: Page, baseURL: string | undefined, account: Credentials, region: string) {
  await chooseRegion(page.context(), baseURL ?? "", region);
  await signInThroughPage(page, account);
  await page.goto("/book");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Book a session" })).toBeVisible();
}

async function chooseService(page: Page, name: string) {
  await page.getByRole("button", { name: `Choose ${name}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
}

/** The label the page must give an instant: "h:mm a" in the viewer's zone. */
function labelIn(start: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true })
    .formatToParts(new Date(start))
    .reduce<Record<string, string>>((acc, part) => Object.assign(acc, { [part.type]: part.value }), {});
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The summary's "Use my … plan for this session": checked while her plan pays. */
const creditBox = (page: Page) => page.getByRole("checkbox", { name: /^Use my .+ for this session$/ });

async function continueTo(page: Page, heading: string) {
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeFocused();
}

/** On to the summary, to pay: Kwame may hold a plan another journey bought him (plan-checkout.spec), which he declines. */
async function toSummaryPaying(page: Page) {
  await continueTo(page, "Booking summary");
  const credit = creditBox(page);
  if (await credit.isVisible()) await credit.uncheck();
}

/** The client's upcoming session in the portal at `start` (the portal writes it in the client's profile zone). */
async function upcomingSession(page: Page, start: string, timeZone = "Africa/Accra"): Promise<Locator> {
  await page.goto("/client-dashboard");
  const session = page
    .getByRole("region", { name: "Upcoming sessions" })
    .getByRole("listitem")
    .filter({ hasText: sessionWhen(new Date(start), timeZone).text });
  await expect(session).toHaveCount(1);
  return session;
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

test.describe("booking a session", () => {
  test.use({ timezoneId: "Africa/Accra" });

  test("a local client books a paid session through the simulated checkout and gets a receipt", async ({
    page,
    baseURL,
  }) => {
    await openBooking(page, baseURL, DEMO.kwame, "local.GHS");
    await expect(page.getByRole("list", { name: "Booking steps" }).locator('[aria-current="step"]')).toContainText(
      "Service",
    );
    const card = page.getByRole("listitem", { name: LOCAL_SERVICE, exact: true });
    await expect(card).toContainText("50 minutes");
    await expect(card).toContainText("₵400");
    await chooseService(page, LOCAL_SERVICE);
    // The address names the service (as the button's own form would), replaced in place.
    await expect(page).toHaveURL(new RegExp(`/book\\?service=${LOCAL_SERVICE_ID}$`));

    await expect(page.getByLabel("First name")).toHaveValue("Kwame");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(DEMO.kwame.email);
    await expect(page.getByLabel("Phone")).toHaveValue("+233 24 200 0002");
    await pickDay(page, weekdayAhead(6));
    await expect(timeGroup(page).getByText("Times in your time zone: GMT (Africa/Accra)")).toBeVisible();
    const slot = await pickFirstFreeTime(page);
    expect(slot.label).toBe(labelIn(slot.start, "Africa/Accra"));

    await toSummaryPaying(page);
    await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();
    await expect(page.getByTestId("booking-price")).toHaveText("₵400");
    await continueTo(page, "Payment");

    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await expect(window.getByTestId("simulated-amount")).toHaveText("₵400");
    await window.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(toast(page, "Payment Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=BKG-[^&]*$/);
    // The address holds the reference alone (no name, service or date for logs and Referers);
    // the page still shows them, loaded by the server from her own payment.
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual(["reference"]);
    await expect(page.getByRole("heading", { name: "Thank you, Kwame!" })).toBeVisible();
    await expect(page.getByText(`We have received your order for ${LOCAL_SERVICE}.`)).toBeVisible();
    await expect(page.getByText("Your payment is confirmed.")).toBeVisible();
    await expect(page.getByText(/^Session:/)).toContainText(`at ${slot.label} (GMT)`);
    await expect(page.getByRole("link", { name: "View Session Details" })).toBeVisible();

    const receipt = page.getByRole("link", { name: "Download Receipt" });
    await expect(receipt).toHaveAttribute("target", "_blank");
    const href = (await receipt.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/api\/receipt\/[0-9a-f-]{36}$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(await response.body());
    expect(text).toContain(url.searchParams.get("reference") ?? "missing");
    expect(text).toContain(LOCAL_SERVICE);

    // The session is in the portal, confirmed.
    const booked = await upcomingSession(page, slot.start);
    await expect(booked).toContainText("Confirmed");
  });

  test("closing the payment window says 'Payment Cancelled' and keeps the booking form", async ({ page, baseURL }) => {
    await openBooking(page, baseURL, DEMO.kwame, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await page.getByLabel("What would you like support with? (optional)").fill("Stress at work");
    await pickDay(page, weekdayAhead(10));
    const slot = await pickFirstFreeTime(page);
    await toSummaryPaying(page);
    await continueTo(page, "Payment");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await window.getByRole("button", { name: "Cancel" }).click();

    await expect(toast(page, "Payment Cancelled")).toContainText("You closed the payment window");
    await expect(window).toBeHidden();
    // Still /book (its address holds the chosen service and time), not the payment-success page.
    expect(new URL(page.url()).pathname).toBe("/book");
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("What would you like support with? (optional)")).toHaveValue("Stress at work");
  });

  test("an abandoned or declined payment gives the time back at once and leaves no session behind", async ({
    page,
    baseURL,
  }) => {
    await openBooking(page, baseURL, DEMO.kwame, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await pickDay(page, weekdayAhead(11));
    const slot = await pickFirstFreeTime(page);
    await toSummaryPaying(page);
    await continueTo(page, "Payment");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await window.getByRole("button", { name: "Fail" }).click();
    await expect(toast(page, "Payment declined")).toContainText("nothing was charged");
    await expect(toast(page, "Payment declined")).toContainText("try again, or pay with another card");

    // The time is free again at once (read afresh), not "already booked" for half an hour.
    const day = dayInZone(new Date(slot.start), PRACTICE_TIME_ZONE);
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await pickDay(page, weekdayAhead(12) === day ? weekdayAhead(13) : weekdayAhead(12));
    await pickDay(page, day);
    const again = timeGroup(page).locator(`button[value="${slot.start}"]`);
    await expect(again).toBeEnabled();
    await expect(again).toHaveText(slot.label);
    await again.click();
    await toSummaryPaying(page);
    await continueTo(page, "Payment");

    // She tries again and closes the window: still no session of hers at that time, anywhere.
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await window.getByRole("button", { name: "Cancel" }).click();
    await expect(toast(page, "Payment Cancelled")).toBeVisible();
    await page.goto("/client-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(sessionWhen(new Date(slot.start), "Africa/Accra").text)).toHaveCount(0);
  });

  test("a client with a support plan books a free session with it, and can book another", async ({ page, baseURL }) => {
    await openBooking(page, baseURL, DEMO.ama, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await pickDay(page, weekdayAhead(15));
    const slot = await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");

    // Her plan pays unless she declines it: it is named, with what it keeps after this session.
    await expect(creditBox(page)).toBeChecked();
    const paidBy = page.getByText(/^Paid by your .+ plan — \d+ sessions? left after this one$/);
    const before = Number((await paidBy.textContent())?.match(/— (\d+) sessions?/)?.[1]);
    expect(before).toBeGreaterThanOrEqual(0);
    await expect(page.getByTestId("booking-price")).toHaveText("Free");
    await continueTo(page, "Confirm your booking");
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    await expect(toast(page, "Booking Confirmed!")).toContainText(`at ${slot.label} (GMT)`);
    const confirmed = page.getByRole("region", { name: "Booking Confirmed!" });
    await expect(confirmed).toContainText(LOCAL_SERVICE);
    await expect(confirmed).toContainText(slot.label);
    await expect(confirmed.getByRole("link", { name: "View in my portal" })).toHaveAttribute("href", "/client-portal");

    await confirmed.getByRole("button", { name: "Book another session" }).click();
    await expect(page.getByRole("heading", { name: "Choose a service" })).toBeFocused();
    await chooseService(page, LOCAL_SERVICE);
    // The form starts afresh, and the plan has one session fewer.
    await expect(page.locator('[aria-selected="true"][data-day]')).toHaveCount(0);
    await pickDay(page, weekdayAhead(15));
    await expect(timeGroup(page).locator(`button[value="${slot.start}"]`)).toBeDisabled();
    await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");
    await expect(creditBox(page)).toBeChecked();
    await expect(page.getByText(/^Paid by your .+ plan — \d+ sessions? left after this one$/)).toContainText(
      `— ${before - 1} `,
    );
  });

  test("the page has no serious or critical accessibility problems at any step", async ({ page, baseURL }) => {
    test.slow();
    await openBooking(page, baseURL, DEMO.kwame, "local.GHS");
    await expectAccessible(page, "service step");
    await chooseService(page, LOCAL_SERVICE);
    await pickDay(page, weekdayAhead(7));
    await pickFirstFreeTime(page);
    await expectAccessible(page, "details step");
    await continueTo(page, "Booking summary");
    await expectAccessible(page, "summary step");
    await continueTo(page, "Payment");
    await expectAccessible(page, "payment step");
  });
});

test.describe("a service chosen before the page's scripts have run", () => {
  test.use({ timezoneId: "Africa/Accra", viewport: { width: 360, height: 740 } });

  test("Choose opens the date and time from the page's HTML; once hydrated the steps go on as ever", async ({
    page,
    baseURL,
  }) => {
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await signInThroughPage(page, DEMO.kwame);
    // A service of the other region is no choice here: the services, as for /book itself.
    const abroad = await page.goto("/book?service=intl-individual-50");
    expect(abroad?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();

    // Decision 0048: the scripts are held back, so only the browser can act on the tap.
    const release = await holdScripts(page);
    await page.goto("/book", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: `Choose ${LOCAL_SERVICE}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/book\\?service=${LOCAL_SERVICE_ID}$`));
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Booking steps" }).locator('[aria-current="step"]')).toContainText(
      "Details",
    );
    await expect(page.getByLabel("First name")).toHaveValue("Kwame");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator("html[data-hydrated]"), "drawn before hydration").toHaveCount(0);

    await release();
    await waitForHydration(page);
    await page.getByLabel("What would you like support with? (optional)").fill("Sleep");
    await pickDay(page, weekdayAhead(18));
    const slot = await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");
    await expect(page.getByText(LOCAL_SERVICE, { exact: true })).toBeVisible();
    await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();

    // Hydrated, Choose is the page's own: no page load, the address follows, what she typed stays.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await chooseService(page, "Couples Teletherapy");
    await expect(page).toHaveURL(/\/book\?service=couples-teletherapy$/);
    await expect(page.getByLabel("What would you like support with? (optional)")).toHaveValue("Sleep");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });
});

/**
 * A weekday with times, and the address of /book whose calendar shows it before its scripts run
 * (the month cannot turn then): the month the calendar opens at, or near a month's end the next,
 * opened at its first weekday (drawn by the server, as a day's button asks).
 */
function dayBeforeHydration(serviceId: string): { day: string; opened: string } {
  const first = weekdayAhead(1);
  if (first.slice(0, 7) === dayInZone(new Date(), PRACTICE_TIME_ZONE).slice(0, 7)) {
    return { day: first, opened: `/book?service=${serviceId}` };
  }
  const day = weekdayAhead(Math.round((Date.parse(first) - Date.now()) / DAY_MS) + 2);
  return { day, opened: `/book?service=${serviceId}&day=${first}` };
}

test.describe("a day and a time chosen before the page's scripts have run", () => {
  test.use({ timezoneId: "Africa/Accra", viewport: { width: 360, height: 740 } });

  test("a day's button lists its times from the page's HTML, a time's chooses it; once hydrated the steps go on as ever", async ({
    page,
    baseURL,
  }) => {
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await signInThroughPage(page, DEMO.kwame);
    const { day, opened } = dayBeforeHydration(LOCAL_SERVICE_ID);

    // Decision 0048: the scripts are held back, so only the browser can act on the taps.
    const release = await holdScripts(page);
    await page.goto(opened, { waitUntil: "domcontentloaded" });
    await dayButton(page, day).click();
    await expect(page).toHaveURL(new RegExp(`/book\\?service=${LOCAL_SERVICE_ID}&day=${day}$`));
    await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute("aria-selected", "true");
    const group = timeGroup(page);
    await expect(group.getByText("Times in your time zone: GMT (Africa/Accra)")).toBeVisible();
    const free = group.getByRole("button", { disabled: false }).first();
    const start = (await free.getAttribute("value")) ?? "";
    const label = labelIn(start, "Africa/Accra");
    await expect(free).toHaveText(label);
    await free.click();
    await expect(page).toHaveURL(
      new RegExp(`/book\\?service=${LOCAL_SERVICE_ID}&day=${day}&start=${encodeURIComponent(start)}$`),
    );
    await expect(group.locator(`button[value="${start}"]`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator("html[data-hydrated]"), "drawn before hydration").toHaveCount(0);

    await release();
    await waitForHydration(page);
    // The times drawn are kept, not read again; the time chosen goes on to the summary.
    await expect(group.locator(`button[value="${start}"]`)).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("What would you like support with? (optional)").fill("Sleep");
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    // Hydrated, a day is the page's own: no page load, its times fetched, the address the same as its form's.
    const other = weekdayAhead(Math.round((Date.parse(day) - Date.now()) / DAY_MS) + 2);
    await pickDay(page, other);
    await expect(page).toHaveURL(new RegExp(`/book\\?service=${LOCAL_SERVICE_ID}&day=${other}$`));
    const slot = await pickFirstFreeTime(page);
    await expect(page).toHaveURL(
      new RegExp(`/book\\?service=${LOCAL_SERVICE_ID}&day=${other}&start=${encodeURIComponent(slot.start)}$`),
    );
    await expect(page.getByLabel("What would you like support with? (optional)")).toHaveValue("Sleep");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await continueTo(page, "Booking summary");
    await expect(page.getByText(LOCAL_SERVICE, { exact: true })).toBeVisible();
    await expect(page.getByText(`${slot.label} (GMT)`)).toBeVisible();
  });

  test("a day with no free time, a past day or a malformed one opens the date and time with no day chosen", async ({
    page,
    baseURL,
  }) => {
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    const past = dayInZone(new Date(Date.now() - 3 * DAY_MS), PRACTICE_TIME_ZONE);
    let sunday = weekdayAhead(1);
    while (dayOfWeek(sunday) !== 0) sunday = dayInZone(new Date(Date.parse(sunday) + DAY_MS), PRACTICE_TIME_ZONE);
    for (const day of [past, "2026-02-30", "soon", sunday]) {
      const response = await page.goto(`/book?service=${LOCAL_SERVICE_ID}&day=${day}`);
      expect(response?.status(), day).toBe(200);
      await expect(page.getByRole("heading", { name: "Choose a date and time" })).toBeVisible();
      await expect(page.locator("[data-day][aria-selected=true]")).toHaveCount(0);
      await expect(timeGroup(page).getByText("Choose a date to see the times.")).toBeVisible();
    }
  });

  test.describe("abroad", () => {
    test.use({ timezoneId: "Europe/London" });

    test("a visitor's day lists its times in UTC from the HTML, then in her zone once hydrated", async ({
      page,
      baseURL,
    }) => {
      await chooseRegion(page.context(), baseURL ?? "", "international.GBP");
      const { day, opened } = dayBeforeHydration(INTERNATIONAL_SERVICE_ID);
      const release = await holdScripts(page);
      await page.goto(opened, { waitUntil: "domcontentloaded" });
      await dayButton(page, day).click();
      await expect(page).toHaveURL(new RegExp(`/book\\?service=${INTERNATIONAL_SERVICE_ID}&day=${day}$`));
      const group = timeGroup(page);
      // The server knows no zone of a visitor abroad: the times say which they are in.
      await expect(group.getByText("Times in your time zone: UTC", { exact: true })).toBeVisible();
      const free = group.getByRole("button", { disabled: false }).first();
      const start = (await free.getAttribute("value")) ?? "";
      await expect(free).toContainText(labelIn(start, "UTC"));
      await expect(page.locator("html[data-hydrated]"), "drawn before hydration").toHaveCount(0);

      await release();
      await waitForHydration(page);
      await expect(group.getByText(/^Times in your time zone: (GMT|BST) \(Europe\/London\)$/)).toBeVisible();
      await expect(group.locator(`button[value="${start}"]`)).toContainText(labelIn(start, "Europe/London"));
    });
  });
});

test.describe("booking from abroad", () => {
  test.use({ timezoneId: "Europe/London" });

  test("an international client sees times in her own zone and gets bank-transfer instructions", async ({
    page,
    baseURL,
  }) => {
    await openBooking(page, baseURL, DEMO.sarah, "international.GBP");
    await expect(page.getByRole("listitem", { name: INTERNATIONAL_SERVICE, exact: true })).toContainText(/£\d+/);
    await chooseService(page, INTERNATIONAL_SERVICE);
    await pickDay(page, weekdayAhead(9));
    await expect(timeGroup(page).getByText(/^Times in your time zone: (GMT|BST) \(Europe\/London\)$/)).toBeVisible();
    const slot = await pickFirstFreeTime(page);
    // Every time is the London reading of the instant the server offered.
    expect(slot.label).toBe(labelIn(slot.start, "Europe/London"));
    await continueTo(page, "Booking summary");
    await expect(page.getByTestId("booking-price")).toHaveText(/^£\d+/);
    await continueTo(page, "Payment");

    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toHaveCount(0);
    await page.getByRole("button", { name: "Get Payment Instructions" }).click();
    await expect(toast(page, "Payment Instructions Ready")).toBeVisible();
    const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(instructions).toBeVisible();
    await expect(instructions.getByText(/^SCH-[A-Z0-9]+$/)).toBeVisible();
    await expect(instructions.getByText(/^£\d+/)).toBeVisible();
    await expect(instructions).toContainText("Your booking will be confirmed within 1-3 business days");
    await expect(page.getByText(`at ${slot.label}`, { exact: false })).toBeVisible();

    // The portal shows the booking held, awaiting the transfer with its reference.
    const reference = (await instructions.getByText(/^SCH-[A-Z0-9]+$/).textContent()) ?? "missing";
    await page.goto("/client-dashboard");
    const held = page.getByRole("listitem").filter({ hasText: reference });
    await expect(held).toContainText("Awaiting payment");
    await expect(held).toContainText(slot.label);
    // With the day it is held until, and the bank details to pay it, each with its Copy button.
    await expect(held).toContainText(
      /Held for you until \w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} (AM|PM) \((GMT|BST)\)/,
    );
    await held.getByText("How to pay by bank transfer").click();
    const again = held.getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(again.getByText(reference, { exact: true })).toBeVisible();
    await expect(again.getByText(/^£\d+/)).toBeVisible();
    await expect(again.getByRole("button", { name: "Copy IBAN" })).toBeVisible();
  });
});

test.describe("notice from abroad", () => {
  test.use({ timezoneId: "Europe/London" });

  test("a time too soon for a bank transfer is offered paid by card, in dollars, and the calendar says why", async ({
    page,
    baseURL,
  }) => {
    await openBooking(page, baseURL, DEMO.sarah, "international.GBP");
    await chooseService(page, INTERNATIONAL_SERVICE);
    // The next working day: always before a transfer's three business days are over.
    await pickDay(page, weekdayAhead(1));
    const group = timeGroup(page);
    await expect(group).toContainText(
      /A bank transfer can take up to 3 business days, so times before \d{1,2} \w+ \d{4} are paid by card\./,
    );
    const free = group.getByRole("button", { disabled: false }).first();
    await expect(free).toContainText("paid by card");
    await free.click();
    await expect(free).toHaveAttribute("aria-pressed", "true");
    await continueTo(page, "Booking summary");
    await continueTo(page, "Payment");
    await expect(page.getByText(/^Total to pay:\s*\$\d+/)).toBeVisible();
    await expect(page.getByText(/paid by card through Paystack, in US dollars/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Payment Instructions" })).toHaveCount(0);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await expect(window.getByTestId("simulated-amount")).toHaveText(/^\$\d+/);
  });
});

test.describe("a client who signs up in New York", () => {
  test.use({ timezoneId: "America/New_York" });
  const zone = "America/New_York";

  test("reads her session at the same New York time when booking, in her portal, her e-mail and her calendar", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // sign-up, a booking, the portal, an e-mail and a calendar address
    await chooseRegion(page.context(), baseURL ?? "", "international.USD");
    const email = `new-york-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto("/auth?tab=signup");
    await waitForHydration(page);
    const form = page.getByRole("tabpanel", { name: "Sign Up" });
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Owusu");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Password", { exact: true }).fill("ny-secret-2026");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);

    // Her profile holds the zone her browser signed up from, and offers to change it.
    await page.goto("/client-dashboard/profile");
    await expect(page.getByLabel("Time zone")).toHaveValue(zone);

    await page.goto("/book");
    await waitForHydration(page);
    await chooseService(page, INTERNATIONAL_SERVICE);
    await page.getByLabel("Phone").fill("+1 212 555 0147");
    await pickDay(page, weekdayAhead(20 + Math.floor(Math.random() * 25)));
    await expect(timeGroup(page).getByText(/^Times in your time zone: (EST|EDT) \(America\/New_York\)$/)).toBeVisible();
    const slot = await pickFirstFreeTime(page);
    expect(slot.label).toBe(labelIn(slot.start, zone));
    await continueTo(page, "Booking summary");
    await continueTo(page, "Payment");
    await page.getByRole("button", { name: "Get Payment Instructions" }).click();
    await expect(page.getByRole("region", { name: "Bank Transfer Instructions" })).toBeVisible();
    const when = sessionWhen(new Date(slot.start), zone);
    expect(when.time).toMatch(/\((EST|EDT)\)$/);

    // The portal, the e-mail and the calendar say the same New York time, named.
    const held = await upcomingSession(page, slot.start, zone);
    await expect(held).toContainText("Awaiting payment");
    await waitForMail(email, new RegExp(when.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await page.goto("/client-dashboard/profile");
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Calendar subscription" });
    await panel.getByRole("button", { name: "Create my calendar address" }).click();
    const address = await panel.getByRole("textbox", { name: "Calendar address" }).inputValue();
    const feed = await (await page.request.get(address)).text();
    expect(feed).toContain(`X-WR-TIMEZONE:${zone}`);
    const utc = new Date(slot.start)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(feed).toContain(`DTSTART:${utc}`);
  });
});

test.describe("booking form rules", () => {
  test.use({ timezoneId: "Africa/Accra" });

  test("Continue without a date and time says 'Missing Information'; required details are checked", async ({
    page,
    baseURL,
  }) => {
    await openBooking(page, baseURL, DEMO.kwame, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await page.getByLabel("Previous experience with therapy (optional)").fill("Some counselling at university");
    await page.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expect(toast(page, MISSING_INFORMATION.title)).toContainText(MISSING_INFORMATION.description);
    await expect(page.getByText("Please enter your first name.")).toBeVisible();
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();

    // Back to the services and on again: everything typed is still there.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Choose a service" })).toBeFocused();
    await page.getByRole("button", { name: `Continue with ${LOCAL_SERVICE}` }).click();
    await expect(page.getByLabel("Previous experience with therapy (optional)")).toHaveValue(
      "Some counselling at university",
    );
    await page.getByLabel("First name").fill("Kwame");
    await expect(page.getByText("Please enter your first name.")).toHaveCount(0);
    await pickDay(page, weekdayAhead(8));
    await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");
  });

  test("days before today cannot be picked", async ({ page, baseURL }) => {
    // The browser's today is pinned mid-month, so there are always earlier days on show.
    const now = new Date();
    const pinned = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15, 12));
    await page.clock.setFixedTime(pinned);
    await openBooking(page, baseURL, DEMO.kwame, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    const day = (n: number) => dayInZone(new Date(pinned.getTime() + n * DAY_MS), PRACTICE_TIME_ZONE);

    await expect(page.getByRole("button", { name: "Go to the Previous Month" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(dayButton(page, day(-1))).toBeDisabled();
    await expect(dayButton(page, day(-14))).toBeDisabled();
    await expect(dayButton(page, day(0))).toBeEnabled();
    await expect(dayButton(page, day(1))).toBeEnabled();
    await dayButton(page, day(-1)).click({ force: true });
    await expect(page.locator('[aria-selected="true"][data-day]')).toHaveCount(0);
    await expect(timeGroup(page)).toContainText("Choose a date to see the times.");
  });

  test("coupons: upper-cased as typed, at most 20 characters, an empty code ignored, a refusal explained", async ({
    page,
    baseURL,
  }) => {
    await openBooking(page, baseURL, DEMO.ama, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await pickDay(page, weekdayAhead(16));
    await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");
    // Her support plan would pay: she declines it, to pay (or use a code).
    await creditBox(page).uncheck();

    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/booking/coupon")) asked.push(request.postData() ?? "");
    });
    const code = page.getByLabel("Gift certificate or coupon (optional)");
    const apply = page.getByRole("button", { name: "Apply" });
    await code.fill("   ");
    await apply.click();
    await code.fill("");
    await code.pressSequentially("demo-expired");
    await expect(code).toHaveValue("DEMO-EXPIRED");
    await apply.click();
    await expect(toast(page, COUPON_REFUSAL_MESSAGE.expired)).toContainText("Invalid Coupon");
    // The blank code was never sent: the one request is the typed code's.
    expect(asked).toHaveLength(1);
    expect(new URLSearchParams(asked[0]).get("code")).toBe("DEMO-EXPIRED");
    await expect(page.getByTestId("booking-price")).toHaveText("₵400");

    await code.fill("");
    await code.pressSequentially("nosuchcode-abcdefghijklmnop");
    await expect(code).toHaveValue("NOSUCHCODE-ABCDEFGHI");
    await apply.click();
    await expect(toast(page, COUPON_REFUSAL_MESSAGE.not_found)).toContainText("Invalid Coupon");
    await continueTo(page, "Payment");
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeVisible();
  });

  test("a coupon makes the session free (removable until confirmed) and the booking goes straight through", async ({
    page,
    baseURL,
  }) => {
    // The demo's welcome coupon (server/db/seed/commerce.ts) is single-use: each run starts
    // from a fresh demo database, so this test spends it for real.
    await openBooking(page, baseURL, DEMO.ama, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await pickDay(page, weekdayAhead(17));
    const slot = await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");
    await creditBox(page).uncheck();
    const code = page.getByLabel("Gift certificate or coupon (optional)");
    await code.pressSequentially("demo-welcome");
    await expect(code).toHaveValue("DEMO-WELCOME");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(toast(page, "Coupon Applied!")).toBeVisible();
    await expect(page.getByTestId("booking-price")).toHaveText("Free");

    await page.getByRole("button", { name: "Remove coupon" }).click();
    await expect(toast(page, "Coupon Removed")).toContainText("Regular pricing applied");
    await expect(page.getByTestId("booking-price")).toHaveText("₵400");
    await continueTo(page, "Payment");
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();

    await code.fill("DEMO-WELCOME");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("booking-price")).toHaveText("Free");
    await continueTo(page, "Confirm your booking");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(toast(page, "Booking Confirmed!")).toContainText(`at ${slot.label} (GMT)`);
    await expect(page.getByRole("dialog", { name: "Simulated payment" })).toHaveCount(0);

    const booked = await upcomingSession(page, slot.start);
    await expect(booked).toContainText("Confirmed");
  });

  test("a time taken meanwhile by someone else says so, and keeps the form", async ({ browser, page, baseURL }) => {
    test.slow();
    const day = weekdayAhead(12);
    await openBooking(page, baseURL, DEMO.ama, "local.GHS");
    await chooseService(page, LOCAL_SERVICE);
    await page.getByLabel("What would you like support with? (optional)").fill("Trouble sleeping");
    await pickDay(page, day);
    const slot = await pickFirstFreeTime(page);
    await continueTo(page, "Booking summary");
    await creditBox(page).uncheck();
    await continueTo(page, "Payment");

    // A new client, whose sessions go to Ama's therapist (the practice director), takes that very time first.
    await bookFromAnotherBrowser(browser, baseURL, day, slot.start);

    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(toast(page, "Booking Failed")).toContainText(SLOT_TAKEN);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
    await expect(timeGroup(page).getByRole("alert")).toHaveText(SLOT_TAKEN);
    await expect(page.getByLabel("What would you like support with? (optional)")).toHaveValue("Trouble sleeping");
    await expect(page.getByLabel("First name")).toHaveValue("Ama");
    await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute("aria-selected", "true");
    // The day's times were read again: the lost one is now shown as booked.
    const taken = timeGroup(page).locator(`button[value="${slot.start}"]`);
    await expect(taken).toBeDisabled();
    await expect(taken).toContainText("already booked");
  });
});

async function bookFromAnotherBrowser(browser: Browser, baseURL: string | undefined, day: string, start: string) {
  const context = await browser.newContext({ timezoneId: "Europe/London" });
  const other = await context.newPage();
  await chooseRegion(context, baseURL ?? "", "international.GBP");
  await signUpThroughPage(other, "Abena");
  await other.goto("/book");
  await waitForHydration(other);
  await chooseService(other, INTERNATIONAL_SERVICE);
  await other.getByLabel("Phone").fill("+44 20 7946 0958");
  await pickDay(other, day);
  await expect(timeGroup(other).getByText(/^Times in your time zone:/)).toBeVisible();
  await timeGroup(other).locator(`button[value="${start}"]`).click();
  await continueTo(other, "Booking summary");
  await continueTo(other, "Payment");
  await other.getByRole("button", { name: "Get Payment Instructions" }).click();
  await expect(other.getByRole("region", { name: "Bank Transfer Instructions" })).toBeVisible();
  await context.close();
}
