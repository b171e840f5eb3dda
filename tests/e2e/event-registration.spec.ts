import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs, type Credentials, chooseRegion, DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";
import { signUpClient } from "./support/portal";

// Spec 001 §2, §4, §7: registering for a workshop or retreat. Without Paystack keys the
// simulated payment window stands in for Paystack's popup and drives the same server code.

const RETREAT = "Reset by the Volta";
const WORKSHOP = "Managing Stress and Burnout";
const PHONE = { width: 360, height: 740 };

/** A new client of the region, signed up without a browser. */
async function newClient(
  baseURL: string | undefined,
  who: { firstName: string; lastName: string; region: "local" | "international"; currency?: string },
): Promise<Credentials> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const client = await signUpClient(baseURL ?? "", {
    ...who,
    email: `${who.firstName.toLowerCase()}.${tag}@example.test`,
  });
  await client.api.dispose();
  return client.credentials;
}

async function signInHere(page: Page, account: Credentials) {
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email", { exact: true }).fill(account.email);
  await panel.getByLabel("Password", { exact: true }).fill(account.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in from the sign-in page and comes back to `path`, ready to use. */
async function signInTo(page: Page, account: Credentials, path: string) {
  await page.goto(`/auth?next=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await signInHere(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForHydration(page);
}

/** Scrolled to, all of it in sight: nothing beyond the phone's 360 px. */
async function expectWithinPhone(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
}

test.describe("event registration", () => {
  test("signed out, Register asks to log in, then brings her back to the event's dialog", async ({ page, baseURL }) => {
    const client = await newClient(baseURL, { firstName: "Adjoa", lastName: "Return", region: "local" });
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await page.goto("/retreats");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Register: ${RETREAT}` }).click();
    await expect(page.getByText("Please log in to register for events")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await waitForHydration(page);
    await signInHere(page, client);
    await expect(page).toHaveURL(/\/retreats$/);
    const dialog = page.getByRole("dialog", { name: `Register for ${RETREAT}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Dietary requirements (optional)")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a local deposit, paid in the payment window, reaches the success page and the portal, where the balance is paid", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // registration, payment, the success page, then the portal and the balance
    const client = await newClient(baseURL, { firstName: "Akua", lastName: "Deposit", region: "local" });
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await page.goto(`/auth?next=${encodeURIComponent("/retreats")}`);
    await waitForHydration(page);
    await signInHere(page, client);
    await expect(page).toHaveURL(/\/retreats$/);
    await waitForHydration(page);

    await page.getByRole("button", { name: `Register: ${RETREAT}` }).click();
    const dialog = page.getByRole("dialog", { name: `Register for ${RETREAT}` });
    await dialog.getByLabel("Dietary requirements (optional)").fill("No nuts, please");
    await dialog.getByLabel("Accessibility needs (optional)").fill("Ground-floor room");
    await expect(dialog).toContainText("To pay now: ₵6,500");
    await dialog.getByLabel(/Pay a deposit \(30%\) now/).check();
    await expect(dialog).toContainText("To pay now: ₵1,950");
    await expect(dialog).toContainText("Then the balance of ₵4,550 is due by");
    await expect(dialog).toContainText("non-refundable");
    await dialog.getByRole("button", { name: "Register and pay" }).click();
    await expect(page.getByText("Registration created!")).toBeVisible();

    const payment = page.getByRole("dialog", { name: "Simulated payment" });
    await expect(payment).toContainText("₵1,950");
    await payment.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Payment successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=EVP-/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expect(page.getByText("Your payment is confirmed.")).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Receipt" })).toHaveAttribute(
      "href",
      `/api/receipts/${reference}`,
    );
    await waitForMail(client.email, /Registration confirmed: Reset by the Volta[\s\S]*No nuts, please/);

    await page.goto("/client-dashboard/events");
    await waitForHydration(page);
    const card = page.getByRole("article", { name: RETREAT });
    await expect(card).toContainText("Confirmed (deposit paid)");
    await expect(card).toContainText(/GH₵4,550\s*by \d{1,2} \w+ \d{4}/);

    // Paying the balance from the portal.
    await card.getByRole("button", { name: "Pay balance" }).click();
    await expect(payment.getByTestId("simulated-amount")).toHaveText("₵4,550");
    await payment.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Payment successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=EVB-/);
    const balance = new URL(page.url()).searchParams.get("reference") ?? "";
    await page.goto("/client-dashboard/events");
    await waitForHydration(page);
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Pay balance" })).toHaveCount(0);
    await expect(card.getByRole("link", { name: `Deposit receipt ${reference}` })).toBeVisible();
    await expect(card.getByRole("link", { name: `Balance receipt ${balance}` })).toHaveAttribute(
      "href",
      `/api/receipts/${balance}`,
    );
  });

  test("a dollar client pays dollars into the dollar account, and a workshop without a deposit shows no deposit rules", async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL, { firstName: "Grace", lastName: "Abroad", region: "international" });
    await chooseRegion(page.context(), baseURL ?? "", "international.USD");
    await page.clock.install();
    await signInTo(page, client, "/workshops");

    const card = page.getByRole("article", { name: WORKSHOP });
    await expect(card).toContainText("$45");
    await expect(card).not.toContainText(/deposit/i);
    await card.getByRole("button", { name: `Register: ${WORKSHOP}` }).click();
    const dialog = page.getByRole("dialog", { name: `Register for ${WORKSHOP}` });
    await expect(dialog).toContainText("To pay now: $45 by bank transfer to our USD account");
    await expect(dialog).toContainText("Cancellation: If you can no longer come");
    await expect(dialog).not.toContainText(/deposit|balance/i);
    await dialog.getByRole("button", { name: "Register and get payment instructions" }).click();
    await expect(page.getByText("Registration created!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=EVT-/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expect(page.getByText(/We will confirm your payment once your transfer reaches us/)).toBeVisible();
    const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(instructions.getByText("$45", { exact: true })).toBeVisible();
    await expect(instructions.getByText("USD", { exact: true })).toBeVisible();
    // A US account: its routing number, and no UK sort code.
    await expect(instructions.getByText("Routing number (ACH)")).toBeVisible();
    await expect(instructions.getByText("Sort code")).toHaveCount(0);
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    // The bank details stay until she leaves: no countdown takes her to the portal.
    await expect(page.getByTestId("countdown")).toHaveCount(0);
    await expect(page.getByText("These details stay here until you leave")).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL(/\/payment-success\?reference=EVT-/);
    await expect(page.getByRole("heading", { name: "Bank Transfer Instructions" })).toBeVisible();
    await waitForMail(
      client.email,
      new RegExp(
        `Thank you for registering for ${WORKSHOP}[\\s\\S]*\\(USD\\)[\\s\\S]*Routing number \\(ACH\\)[\\s\\S]*Reference: ${reference}`,
      ),
    );

    // Her portal's card keeps to the rules of a place paid in full.
    await page.goto("/client-dashboard/events");
    const mine = page.getByRole("article", { name: WORKSHOP });
    await mine.getByText("Cancellation rules").click();
    await expect(mine).toContainText("If you can no longer come");
    await expect(mine).not.toContainText(/non-refundable|deposit/i);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });

    test("a London client is asked for pounds into the pounds account, on the page, in the dialog, the instructions and her e-mail", async ({
      page,
      baseURL,
    }) => {
      const client = await newClient(baseURL, {
        firstName: "Harriet",
        lastName: "London",
        region: "international",
        currency: "GBP",
      });
      await chooseRegion(page.context(), baseURL ?? "", "international.GBP");
      await signInTo(page, client, "/workshops");

      // $45 at the site's displayed rate (0.78) is £35.
      const card = page.getByRole("article", { name: WORKSHOP });
      await expect(card).toContainText("£35");
      await card.getByRole("button", { name: `Register: ${WORKSHOP}` }).click();
      const dialog = page.getByRole("dialog", { name: `Register for ${WORKSHOP}` });
      await expect(dialog).toContainText("To pay now: £35 by bank transfer to our GBP account");
      await dialog.getByRole("button", { name: "Register and get payment instructions" }).click();
      await expect(page).toHaveURL(/\/payment-success\?reference=EVT-/);
      const reference = new URL(page.url()).searchParams.get("reference") ?? "";
      const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
      await expect(instructions.getByText("£35", { exact: true })).toBeVisible();
      await expect(instructions.getByText("GBP", { exact: true })).toBeVisible();
      await expect(instructions.getByText("Sort code")).toBeVisible();
      await expect(instructions.getByText("Routing number (ACH)")).toHaveCount(0);
      await waitForMail(
        client.email,
        new RegExp(`\\(GBP\\) to:[\\s\\S]*Sort code: [\\d-]+[\\s\\S]*Reference: ${reference}`),
      );

      // Back on the page, her place instead of Register, and the way to it in her portal.
      await page.goto("/workshops");
      await waitForHydration(page);
      await expect(card.getByRole("button", { name: `Register: ${WORKSHOP}` })).toHaveCount(0);
      const place = card.getByTestId("you-are-registered");
      await expect(place).toContainText("You are registered");
      await expect(place).toContainText("Awaiting payment");
      await expect(place).toContainText(/£35 by bank transfer; your place is held until/);
      await expectWithinPhone(place);
      await place.getByRole("link", { name: `See your registration: ${WORKSHOP}` }).click();
      await expect(page).toHaveURL(/\/client-dashboard\/events#registration-[0-9a-f-]{36}$/);
      const mine = page.getByRole("article", { name: WORKSHOP });
      await expect(mine).toContainText("Awaiting payment");
      await expect(mine.getByText(reference, { exact: true })).toBeVisible();
    });

    test("registered in another tab, Register shows 'You are registered' in the dialog, in sight", async ({
      page,
      baseURL,
    }) => {
      const client = await newClient(baseURL, { firstName: "Yaa", lastName: "Twice", region: "international" });
      await chooseRegion(page.context(), baseURL ?? "", "international.USD");
      await signInTo(page, client, "/workshops");
      const card = page.getByRole("article", { name: WORKSHOP });
      await card.getByRole("button", { name: `Register: ${WORKSHOP}` }).click();
      const dialog = page.getByRole("dialog", { name: `Register for ${WORKSHOP}` });
      await expect(dialog.getByRole("button", { name: "Register and get payment instructions" })).toBeVisible();

      // Meanwhile, in another tab, she registers.
      const other = await page.context().newPage();
      await other.goto("/workshops");
      await waitForHydration(other);
      await other.getByRole("button", { name: `Register: ${WORKSHOP}` }).click();
      await other.getByRole("button", { name: "Register and get payment instructions" }).click();
      await expect(other).toHaveURL(/\/payment-success\?reference=EVT-/);
      await other.close();

      // This tab's dialog still offers Register: pressing it shows her place, where she can see it.
      await dialog.getByRole("button", { name: "Register and get payment instructions" }).click();
      const place = dialog.getByTestId("you-are-registered");
      await expect(place).toContainText("You are registered");
      await expect(place).toContainText("Awaiting payment");
      await expect(place).toContainText("$45 by bank transfer");
      // In sight in the dialog itself, not behind its backdrop.
      await expect(place).toBeInViewport({ ratio: 1 });
      await expect(place.getByRole("link", { name: `See your registration: ${WORKSHOP}` })).toBeInViewport();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId("you-are-registered")).toBeVisible();
      await expect(card.getByRole("button", { name: `Register: ${WORKSHOP}` })).toHaveCount(0);
    });

    test("a client with a confirmed place reads what is paid and the balance awaited, where Register was", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: PHONE });
      await chooseRegion(context, baseURL ?? "", "local.GHS");
      const page = await context.newPage();
      await signInTo(page, DEMO.kwame, "/retreats");
      const card = page.getByRole("article", { name: RETREAT });
      const place = card.getByTestId("you-are-registered");
      await expect(place).toContainText("Confirmed (deposit paid)");
      await expect(place).toContainText(/Paid\s*₵1,950/);
      await expect(place).toContainText(/Balance of ₵4,550 due by \d{1,2} \w+ \d{4}/);
      await expect(card.getByRole("button", { name: `Register: ${RETREAT}` })).toHaveCount(0);
      await expectWithinPhone(place);
      await expectAccessible(page, "retreats, registered");
      await context.close();
    });
  });

  test("a full event says so and offers its waiting list", async ({ page, baseURL }) => {
    const base = baseURL ?? "";
    const title = `Full House ${Date.now().toString(36)}`;
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const admin = await apiAs(base, DEMO.admin);
    const created = await admin.post("/admin-dashboard/events", {
      form: {
        intent: "create",
        title,
        description: "A small evening group on rest.",
        eventType: "workshop",
        startsAt: `${day}T17:00`,
        endsAt: `${day}T19:00`,
        location: "Accra",
        facilitator: "Efua Asante",
        capacity: "1",
        priceLocal: "100",
        priceInternational: "15",
      },
    });
    expect(created.status()).toBe(200);
    // The new event's id, from its link in the admin's list.
    const list = await (await admin.get("/admin-dashboard/events")).text();
    const eventId = new RegExp(`/admin-dashboard/events/([0-9a-f-]{36})"[^>]*>${title}<`).exec(list)?.[1] ?? "";
    expect(eventId).not.toBe("");
    expect((await admin.post("/admin-dashboard/events", { form: { intent: "publish", eventId } })).status()).toBe(200);

    // Someone abroad takes the only place (held for her transfer).
    const first = await newClient(baseURL, { firstName: "Efe", lastName: "First", region: "international" });
    const firstApi = await apiAs(base, first, "international.USD");
    const taken = await firstApi.post("/api/event-registrations", { form: { event_id: eventId } });
    expect(taken.status()).toBe(200);
    await firstApi.dispose();

    const second = await newClient(baseURL, { firstName: "Ama", lastName: "Second", region: "local" });
    await chooseRegion(page.context(), base, "local.GHS");
    await page.goto(`/auth?next=${encodeURIComponent("/workshops")}`);
    await waitForHydration(page);
    await signInHere(page, second);
    await expect(page).toHaveURL(/\/workshops$/);
    await waitForHydration(page);
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("Fully booked");
    await card.getByRole("button", { name: `Join the waiting list: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
    await expect(dialog).toContainText("This event is fully booked.");
    await dialog.getByRole("button", { name: "Join the waiting list" }).click();
    await expect(page.getByText("You are on the waiting list")).toBeVisible();
    await expect(page.getByText(/You are number 1 on the list/)).toBeVisible();

    // The practice cancels it: the waiting list hears of it too.
    const cancelled = await admin.post("/admin-dashboard/events", {
      form: { intent: "cancel", eventId, reason: "Too few places" },
    });
    expect(cancelled.status()).toBe(200);
    await waitForMail(second.email, new RegExp(`${title}[\\s\\S]*whose waiting list you joined, has been cancelled`));
    await admin.dispose();
  });
});
