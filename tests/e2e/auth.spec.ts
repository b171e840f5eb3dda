import { expect, type Locator, type Page, test } from "@playwright/test";
import { PASSWORD_BREACHED, PASSWORD_TOO_SHORT } from "../../domain/accounts";
import { DEMO, signInThroughPage } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

test.describe("accounts", () => {
  test("sign up, land on the client dashboard, sign out, sign in again", async ({ page }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto("/auth?tab=signup");
    const form = page.getByRole("tabpanel", { name: "Sign Up" });
    await form.getByLabel("First name").fill("Esi");
    await form.getByLabel("Last name").fill("Mensah");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Password", { exact: true }).fill("Kente-stool-12");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole("heading", { name: "Your Portal" })).toBeVisible();
    // Her first visit: welcomed, not welcomed back.
    await expect(page.getByText("Welcome, Esi.")).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Book a Session" }).first()).toBeVisible();

    await signInThroughPage(page, { email, password: "Kente-stool-12" });
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByText("Welcome back, Esi.")).toBeVisible();
  });

  test("a therapist lands on the therapist dashboard, with the portal button labelled for them", async ({ page }) => {
    await signInThroughPage(page, DEMO.director);
    await expect(page).toHaveURL(/\/therapist-dashboard$/);
    await expect(page.getByRole("heading", { name: "Therapist Dashboard" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("link", { name: "Therapist Portal" })).toBeVisible();
  });

  test("an admin signs in to the admin dashboard, with the portal button labelled for her", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughPage(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole("link", { name: "Admin Portal" })).toHaveAttribute("href", "/admin-dashboard");
  });

  test("each bad sign-up field shows its message and keeps what was typed", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    // The messages come back through the page's scripts; a form sent before they run loses its
    // answer today, which a test of the first tap must catch, not this one.
    await waitForHydration(page);
    const form = page.getByRole("tabpanel", { name: "Sign Up" });
    const password = form.getByLabel("Password", { exact: true });
    // The page promises nothing it does not keep: no HIPAA, the law it is under.
    await expect(page.getByText(/HIPAA/)).toHaveCount(0);
    await expect(page.getByText(/Ghana's Data Protection Act, 2012 \(Act 843\)/)).toBeVisible();

    await form.getByLabel("First name").fill("  ");
    await form.getByLabel("Last name").fill("Mensah");
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await password.fill("1234567");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Enter a valid email address")).toBeVisible();
    // Seven characters are too few; the error is tied to the field.
    await expect(form.getByText(PASSWORD_TOO_SHORT, { exact: true })).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(new RegExp(PASSWORD_TOO_SHORT));
    await expect(form.getByLabel("Last name")).toHaveValue("Mensah");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
    await expect(password).toHaveValue("1234567");

    // Long enough, but one of the commonest breached passwords: refused, saying why.
    await form.getByLabel("First name").fill("Esi");
    await form.getByLabel("Email", { exact: true }).fill(`put-right-${Date.now()}@example.com`);
    await password.fill("Password123");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText(PASSWORD_BREACHED)).toBeVisible();
    await expect(password).toHaveAccessibleDescription(new RegExp(PASSWORD_BREACHED.slice(0, 30)));
    await expect(form.getByText("First name is required")).toHaveCount(0);

    // Put right at once, the account is made: the failures' toasts go when the success comes.
    const errors = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(errors).not.toHaveCount(0);
    await password.fill("Kente-stool-12");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(errors).toHaveCount(0, { timeout: 1_000 });
  });

  test("a wrong password says so and keeps the e-mail", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    const form = page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email", { exact: true }).fill(DEMO.kwame.email);
    await form.getByLabel("Password", { exact: true }).fill("wrong-password");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue(DEMO.kwame.email);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a therapist opening the client portal is told 'Access Denied' and sent home", async ({ page }) => {
    await signInThroughPage(page, DEMO.therapist);
    await page.goto("/client-portal");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("You don't have client access to this portal.")).toBeVisible();
  });
});

/** Under a fake clock, animations only move when the clock does: nudge it while waiting. */
async function advanceUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(locator).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
}

test.describe("inactivity", () => {
  test("warns at 55:00, signs out at 60:00, and any activity resets both", async ({ page }) => {
    await signInThroughPage(page, DEMO.kwame);
    await expect(page).toHaveURL(/\/client-dashboard$/);
    // A fresh page load under a fake clock: the monitor's timers start now.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your Portal" })).toBeVisible();
    // The monitor starts its timers on hydration; moving the clock before that would move nothing.
    await waitForHydration(page);

    await page.clock.runFor(54 * 60_000 + 59_000);
    await expect(page.getByText("Session Expiring Soon")).toHaveCount(0);
    await page.clock.runFor(1_000);
    await advanceUntilVisible(page, page.getByText("Session Expiring Soon"));
    await expect(page.getByText("Your session will expire in 5 minutes due to inactivity.")).toBeVisible();

    // Activity resets both timers: no sign-out 60 minutes after the first activity-free start.
    await page.mouse.click(5, 300);
    await expect(page.getByText("Session Expiring Soon")).toHaveCount(0);
    await page.clock.runFor(54 * 60_000);
    await expect(page.getByText("Session Expiring Soon")).toHaveCount(0);
    await expect(page).toHaveURL(/\/client-dashboard$/);

    await page.clock.runFor(6 * 60_000);
    await advanceUntilVisible(page, page.getByText("Session Expired"));
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/client-dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });
});
