import { expect, type Page, test } from "@playwright/test";
import { apiAs, type Credentials, chooseRegion, DEMO } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";
import { signUpClient } from "./support/portal";

// Spec 001 §2, §4, §7: registering for a workshop or retreat. Without Paystack keys the
// simulated payment window stands in for Paystack's popup and drives the same server code.

const RETREAT = "Reset by the Volta";

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

test.describe("event registration", () => {
  test("signed out, Register asks to log in, then brings her back to the event's dialog", async ({ page, baseURL }) => {
    const client = await newClient(baseURL, { firstName: "Adjoa", lastName: "Return", region: "local" });
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await page.goto("/retreats");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Register: ${RETREAT}` }).click();
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

  test("an international registration goes straight to the success page with its reference and the instructions", async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL, {
      firstName: "Grace",
      lastName: "Abroad",
      region: "international",
      currency: "GBP",
    });
    await chooseRegion(page.context(), baseURL ?? "", "international.GBP");
    await page.clock.install();
    await page.goto(`/auth?next=${encodeURIComponent("/workshops")}`);
    await waitForHydration(page);
    await signInHere(page, client);
    await expect(page).toHaveURL(/\/workshops$/);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Register: Managing Stress and Burnout" }).click();
    const dialog = page.getByRole("dialog", { name: "Register for Managing Stress and Burnout" });
    // $45 at the site's displayed rate, into the pounds account.
    await expect(dialog).toContainText("To pay now: £35 by bank transfer to our GBP account");
    await dialog.getByRole("button", { name: "Register and get payment instructions" }).click();
    await expect(page.getByText("Registration created!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=EVT-/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expect(page.getByText(/We will confirm your payment once your transfer reaches us/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bank Transfer Instructions" })).toBeVisible();
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    // The bank details stay until she leaves: no countdown takes her to the portal.
    await expect(page.getByTestId("countdown")).toHaveCount(0);
    await expect(page.getByText("These details stay here until you leave")).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL(/\/payment-success\?reference=EVT-/);
    await expect(page.getByRole("heading", { name: "Bank Transfer Instructions" })).toBeVisible();
    await waitForMail(
      client.email,
      new RegExp(`Thank you for registering for Managing Stress and Burnout[\\s\\S]*Reference: ${reference}`),
    );
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
