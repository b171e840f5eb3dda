import { expect, type Page, test } from "@playwright/test";
import { type Credentials, chooseRegion, DEMO, signInThroughPage } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

// Spec 000 §2.7: Book Now on a therapy-journey package buys it. Locally through Paystack (the
// simulated payment window stands in for its popup and drives the same server code), and the
// international package by bank transfer that an admin records in her dashboard.

const LOCAL_PACKAGE = "6 Session Teletherapy";
const INTERNATIONAL_PACKAGE = "6 Session Package";

/** The sign-in panel of the page she was sent to, filled in as a person would. */
async function signInHere(page: Page, account: Credentials) {
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email", { exact: true }).fill(account.email);
  await panel.getByLabel("Password", { exact: true }).fill(account.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

/** Her line in the portal's Payments and receipts for this reference. */
async function paymentLine(page: Page, reference: string) {
  await page.goto("/client-dashboard/profile");
  return page.getByRole("region", { name: "Payments and receipts" }).getByRole("row").filter({ hasText: reference });
}

test.describe("buying a therapy-journey package", () => {
  test("a local client signs in from Book Now and pays for the 6 Session Teletherapy by Paystack", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // sign-in on the way, the payment window, then the portal's pages
    await chooseRegion(page.context(), baseURL ?? "", "local.GHS");
    await page.goto("/therapy-journeys");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Book Now: ${LOCAL_PACKAGE}` }).click();

    // Signed out: to the sign-in page, and back to this package's checkout after it.
    await expect(page).toHaveURL(/\/auth\?next=%2Ftherapy-journeys%2Fcheckout%2F/);
    await signInHere(page, DEMO.kwame);
    await expect(page).toHaveURL(/\/therapy-journeys\/checkout\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: LOCAL_PACKAGE })).toBeVisible();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("6 sessions");
    await expect(summary).toContainText("50 minutes");
    await expect(summary).toContainText("6 months from activation");
    await expect(page.getByTestId("checkout-total")).toHaveText("₵2,100");
    await waitForHydration(page);

    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const window = page.getByRole("dialog", { name: "Simulated payment" });
    await expect(window.getByTestId("simulated-amount")).toHaveText("₵2,100");
    await window.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page.getByText("Your therapy package has been activated.")).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?reference=PKG-[^&]*$/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expect(page.getByText(`We have received your order for ${LOCAL_PACKAGE}.`)).toBeVisible();
    await expect(page.getByText("Your payment is confirmed.")).toBeVisible();

    // In her portal: the payment, and the package's activation among her notifications.
    await expect(await paymentLine(page, reference)).toContainText(`Therapy package: ${LOCAL_PACKAGE}`);
    await expect(await paymentLine(page, reference)).toContainText("₵2,100");
    await page.goto("/client-dashboard/notifications");
    await expect(page.getByText("Package activated").first()).toBeVisible();
  });

  test("an international client asks to pay the USD package by transfer, and the admin's record activates it", async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow(); // two people: the client's checkout, then an admin signing in to record the transfer
    await chooseRegion(page.context(), baseURL ?? "", "international.USD");
    await signInThroughPage(page, DEMO.sarah);
    await page.goto("/therapy-journeys");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Book Now: ${INTERNATIONAL_PACKAGE}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: INTERNATIONAL_PACKAGE })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText("$400");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toHaveCount(0);
    await page.getByRole("button", { name: "Get Payment Instructions" }).click();

    const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
    await expect(instructions).toBeVisible();
    await expect(instructions.getByText("USD", { exact: true })).toBeVisible();
    await expect(instructions.getByText("Your package will be activated", { exact: false })).toBeVisible();
    const reference = (await instructions.getByText(/^WISE-[A-Z0-9-]+$/).textContent()) ?? "";
    expect(reference).toMatch(/^WISE-/);
    await expect(await paymentLine(page, reference)).toHaveCount(0);

    const adminPage = await browser.newPage();
    await signInThroughPage(adminPage, DEMO.admin);
    await adminPage.goto("/admin-dashboard");
    await waitForHydration(adminPage);
    const row = adminPage.getByRole("listitem", { name: reference });
    await expect(row).toContainText("Sarah");
    await expect(row).toContainText(`Therapy package: ${INTERNATIONAL_PACKAGE}`);
    await row.getByRole("button", { name: "Mark as received" }).click();
    await expect(adminPage.getByText("Transfer recorded")).toBeVisible();
    await expect(row).toHaveCount(0);
    // The packages tab counts the purchase.
    await adminPage.goto("/admin-dashboard/packages");
    const listed = adminPage.getByRole("row").filter({ hasText: INTERNATIONAL_PACKAGE });
    await expect(listed).toContainText(/Bought (once|\d+ times)/);
    await adminPage.close();

    // She sees it paid, and the package active.
    await expect(await paymentLine(page, reference)).toContainText(`Therapy package: ${INTERNATIONAL_PACKAGE}`);
    await page.goto("/client-dashboard/notifications");
    await expect(page.getByText("Package activated").first()).toBeVisible();
    await page.goto(`/payment-success?reference=${reference}`);
    await expect(page.getByText(`We have received your order for ${INTERNATIONAL_PACKAGE}.`)).toBeVisible();
    await expect(page.getByText("Your payment is confirmed.")).toBeVisible();
  });
});

test("an admin highlights a package with a badge and a new price, and the page shows it", async ({ page, baseURL }) => {
  const name = "Extended In-Person Couples";
  await signInThroughPage(page, DEMO.admin);
  await chooseRegion(page.context(), baseURL ?? "", "local.GHS");

  /** Opens the package's dialog on the packages tab, fills it in and saves it. */
  async function edit(fields: { ghs: string; badge: string; highlight: boolean }) {
    await page.goto("/admin-dashboard/packages");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit therapy package" });
    await expect(dialog.getByLabel("Price in USD")).toHaveCount(0);
    await dialog.getByLabel("Price in GHS").fill(fields.ghs);
    await dialog.getByLabel("Badge").fill(fields.badge);
    await dialog.getByLabel("Highlighted").setChecked(fields.highlight);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Package updated").last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  await edit({ ghs: "7300", badge: "New this season", highlight: true });
  await page.goto("/therapy-journeys");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("New this season");
  await expect(card.getByTestId("package-price")).toHaveText("₵7,300");

  // Put back as the catalogue had it.
  await edit({ ghs: "7200", badge: "", highlight: false });
  await page.goto("/therapy-journeys");
  await expect(card.getByTestId("package-price")).toHaveText("₵7,200");
  await expect(card).not.toContainText("New this season");
});
