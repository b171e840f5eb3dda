import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

const walkTherapy = (page: Page) => page.getByRole("heading", { name: "Walk Therapy", exact: true });

async function openSwitcher(page: Page) {
  await page
    .getByRole("button", { name: /^Region: / })
    .first()
    .click();
}

test("choosing Ghana, then switching to the United Kingdom through the confirmation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await waitForHydration(page); // the region tiles answer once the page has hydrated
  await page.getByRole("button", { name: /Ghana/ }).first().click();
  await expect(page.getByRole("link", { name: /Let's start the conversation/ })).toBeVisible();

  await page.goto("/services");
  await expect(walkTherapy(page)).toBeVisible();
  await expect(page.getByText(/₵\d/).first()).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem("bookingDraft", "{}"));

  // Cancel keeps everything as it was.
  await openSwitcher(page);
  await page.getByRole("button", { name: /United Kingdom/ }).click();
  const dialog = page.getByRole("dialog", { name: "Switch Region?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("resets your session and any saved booking information");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/services$/);
  await expect(walkTherapy(page)).toBeVisible();

  // Continue resets the stored values, sets the new region and goes home.
  await openSwitcher(page);
  await page.getByRole("button", { name: /United Kingdom/ }).click();
  await page.getByRole("dialog", { name: "Switch Region?" }).getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    location: localStorage.getItem("userLocation"),
    currency: localStorage.getItem("userCurrency"),
    draft: sessionStorage.getItem("bookingDraft"),
  }));
  expect(stored).toEqual({ location: "international", currency: "GBP", draft: null });
  await expect(page.getByRole("button", { name: /^Region: UK \(GBP\)/ }).first()).toBeVisible();

  await page.goto("/services");
  await expect(walkTherapy(page)).toHaveCount(0);
  await expect(page.getByText(/£\d/).first()).toBeVisible();
  await expect(page.getByText(/₵\d/)).toHaveCount(0);
});
