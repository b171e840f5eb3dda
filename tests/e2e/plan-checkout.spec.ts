import { expect, type Page, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { PAYMENT_DECLINED } from "../../domain/payment-messages";
import { type Credentials, chooseRegion, DEMO, signInThroughPage } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

// Spec 000 §2.8-2.11: buying a support plan. The server runs without Paystack keys, so the
// simulated payment window stands in for Paystack's popup and drives the same server code
// (initialize, signed webhook, verify) through the built-in simulated Paystack.

const LOCAL_PLAN = "First Steps: Individual Teletherapy";
const COUPLES_PLAN = "Reconnecting: Couples Teletherapy";
const INTERNATIONAL_PLAN = "Steady Growth: Individual Teletherapy";

interface Visit {
  page: Page;
  baseURL?: string;
}

async function openCheckout(
  { page, baseURL }: Visit,
  account: Credentials,
  region: string,
  planName: string,
  tab?: string,
) {
  await chooseRegion(page.context(), baseURL ?? "", region);
  await signInThroughPage(page, account);
  await page.goto("/support-plans");
  await waitForHydration(page);
  if (tab) await page.getByRole("tab", { name: tab }).click();
  await page.getByRole("link", { name: `Choose Plan: ${planName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: planName })).toBeVisible();
  await waitForHydration(page);
}

/** A receipt's text as a reader extracts it, runs of white space made single spaces. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** The plan cards on the client's portal with this name and status label. */
async function portalPlans(page: Page, planName: string, status: "Active" | "Awaiting payment") {
  await page.goto("/client-dashboard");
  return page.getByRole("listitem", { name: planName }).filter({ hasText: status });
}

test.describe("support plan checkout", () => {
  test("a local client pays through the simulated checkout and the plan is active", async ({ page, baseURL }) => {
    test.slow(); // the checkout, then the portal's plans, its payments and the receipt's PDF
    const before = await (async () => {
      await signInThroughPage(page, DEMO.kwame);
      return (await portalPlans(page, LOCAL_PLAN, "Active")).count();
    })();
    await page.context().clearCookies();

    await openCheckout({ page, baseURL }, DEMO.kwame, "local.GHS", LOCAL_PLAN);
    await expect(page.getByText("4 sessions")).toBeVisible();
    await expect(page.getByText("5% off")).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(/^₵[\d,]+(\.\d{2})?$/);
    const total = await page.getByTestId("checkout-total").textContent();

    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await expect(window).toBeVisible();
    await expect(window.getByTestId("simulated-amount")).toHaveText(total ?? "");
    await window.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page.getByText("Purchase Successful!")).toBeVisible();
    await expect(page.getByText("Your support plan has been activated.")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=PLN-[^&]*$/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expect(page.getByRole("heading", { name: /Thank you, Kwame/ })).toBeVisible();
    await expect(page.getByText(`We have received your order for ${LOCAL_PLAN}.`)).toBeVisible();
    await expect(page.getByText("Your payment is confirmed.")).toBeVisible();
    // A plan is not a booking: no receipt of a session to download, no session to view.
    await expect(page.getByRole("link", { name: "Download Receipt" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View Session Details" })).toHaveCount(0);

    const active = await portalPlans(page, LOCAL_PLAN, "Active");
    await expect(active).toHaveCount(before + 1);
    await expect(active.first()).toContainText("4 of 4 sessions left");

    // The payment is in her payments and receipts, and its receipt is a PDF of it.
    await page.goto("/client-dashboard/profile");
    const payments = page.getByRole("region", { name: "Payments and receipts" });
    const line = payments.getByRole("row").filter({ hasText: reference });
    await expect(line).toContainText(`Support plan: ${LOCAL_PLAN}`);
    await expect(line).toContainText(total ?? "");
    const receipt = line.getByRole("link", { name: `Receipt for ${reference}` });
    await expect(receipt).toHaveAttribute("href", `/api/receipts/${reference}`);
    const pdf = await page.request.get((await receipt.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toBe(`inline; filename="receipt-${reference}.pdf"`);
    const text = await pdfText(await pdf.body());
    for (const expected of ["Receipt", reference, `Support plan: ${LOCAL_PLAN}`, "Kwame"]) {
      expect(text).toContain(expected);
    }
  });

  test("closing the payment window says 'Payment Cancelled' and buys nothing", async ({ page, baseURL }) => {
    await openCheckout({ page, baseURL }, DEMO.ama, "local.GHS", COUPLES_PLAN, "Couples");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await window.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Payment Cancelled")).toBeVisible();
    await expect(page.getByText("You closed the payment window")).toBeVisible();
    await expect(window).toBeHidden();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
    await expect(await portalPlans(page, COUPLES_PLAN, "Active")).toHaveCount(0);
  });

  test("a declined payment says so, with what to do, and buys nothing", async ({ page, baseURL }) => {
    await openCheckout({ page, baseURL }, DEMO.ama, "local.GHS", COUPLES_PLAN, "Couples");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByRole("dialog", { name: "Simulated payment" }).getByRole("button", { name: "Fail" }).click();
    // Said as what it is, with what to do next: nothing was charged, try again or another way.
    await expect(page.getByText(PAYMENT_DECLINED.title, { exact: true })).toBeVisible();
    await expect(page.getByText(PAYMENT_DECLINED.description)).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
    await expect(await portalPlans(page, COUPLES_PLAN, "Active")).toHaveCount(0);
  });

  test("an international client gets bank-transfer instructions; an admin's record activates the plan", async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow(); // two people: the client's checkout and portal, then an admin signing in to record the transfer
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await openCheckout({ page, baseURL }, DEMO.sarah, "international.GBP", INTERNATIONAL_PLAN);
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toHaveCount(0);
    await page.getByRole("button", { name: "Get Payment Instructions" }).click();

    await expect(page.getByText("Payment Instructions Generated")).toBeVisible();
    const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(instructions).toBeVisible();
    await expect(instructions.getByText(/^£[\d,]+(\.\d{2})?$/)).toBeVisible();
    await expect(instructions.getByText("GBP", { exact: true })).toBeVisible();
    await expect(instructions.getByText("1-3 business days", { exact: false })).toBeVisible();
    await expect(instructions.getByText(/within 5 minutes/)).toBeVisible();
    const reference = (await instructions.getByText(/^WISE-[A-Z0-9-]+$/).textContent()) ?? "";
    expect(reference).toMatch(/^WISE-/);

    await page.clock.install();
    const copyReference = instructions.getByRole("button", { name: "Copy Reference" });
    await copyReference.click();
    await expect(instructions.getByRole("button", { name: "Reference copied" })).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await page.clock.runFor(2_100);
    await expect(copyReference).toHaveText("Copy");

    const pending = await portalPlans(page, INTERNATIONAL_PLAN, "Awaiting payment");
    await expect(pending.filter({ hasText: reference })).toHaveCount(1);
    // The portal keeps the bank details until the transfer arrives.
    await pending.filter({ hasText: reference }).getByText("How to pay by bank transfer").click();
    const kept = pending.filter({ hasText: reference }).getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(kept.getByText(reference, { exact: true })).toBeVisible();
    await expect(kept.getByRole("button", { name: "Copy Account number" })).toBeVisible();

    const adminPage = await browser.newPage();
    await signInThroughPage(adminPage, DEMO.admin);
    await adminPage.goto("/admin-dashboard");
    await waitForHydration(adminPage);
    const row = adminPage.getByRole("listitem", { name: reference });
    await expect(row).toContainText("Sarah");
    await row.getByRole("button", { name: "Mark as received" }).click();
    await expect(adminPage.getByText("Transfer recorded")).toBeVisible();
    await expect(row).toHaveCount(0);
    await adminPage.close();

    await expect(
      (await portalPlans(page, INTERNATIONAL_PLAN, "Awaiting payment")).filter({ hasText: reference }),
    ).toHaveCount(0);
    await expect(await portalPlans(page, INTERNATIONAL_PLAN, "Active")).not.toHaveCount(0);
  });

  test("a plan that does not exist says 'Plan not found' and goes back to the plans", async ({ page }) => {
    await signInThroughPage(page, DEMO.kwame);
    await page.goto("/support-plans/checkout/00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/support-plans$/);
    await expect(page.getByText("Plan not found")).toBeVisible();
  });
});

test.describe("payment success page", () => {
  test("thanks the client, counts down 7 seconds and opens the portal", async ({ page }) => {
    await signInThroughPage(page, DEMO.ama);
    await page.clock.install();
    // An old link with a name, service and date in it: sent on to the address with the reference alone.
    await page.goto(
      "/payment-success?reference=SCH-NOTHING1&firstName=Ama&service=Individual%20Therapy&date=Monday%207%20December",
    );
    await expect(page).toHaveURL(/\/payment-success\?reference=SCH-NOTHING1$/);
    await waitForHydration(page);
    // Read first: the countdown starts with hydration and the clock flows (a second later it says 6).
    await expect(page.getByTestId("countdown")).toHaveText("7");
    await expect(page.getByRole("heading", { name: "Thank you, Ama!" })).toBeVisible();
    await expect(page.getByText("SCH-NOTHING1")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Portal" })).toHaveAttribute("href", "/client-portal");
    // No payment of Ama's has this reference: nothing of what the link said is shown, and no receipt.
    await expect(page.getByText(/^We have received your order\./)).toBeVisible();
    await expect(page.getByText("We have received your order for")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View Session Details" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download Receipt" })).toHaveCount(0);
    await page.clock.runFor(3_000);
    await expect(page.getByTestId("countdown")).toHaveText(/^[1-4]$/);
    await page.clock.runFor(4_500);
    await expect(page).toHaveURL(/\/client-portal$/);
  });
});
