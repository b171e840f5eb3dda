import { expect, type Page, test } from "@playwright/test";
import { GIFT_ADMIN_TEXT } from "../../domain/gift-admin";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { openPage, signedInContext, toastTitled } from "./support/staff";

// The admin's Gift certificates tab: the figures over the demo's certificates (Kwame's gifts),
// the list filtered by state, and one active certificate voided with a reason, which then reads
// void with that reason. Each run voids an active one of its own choosing, so a run again finds
// another.

const GIFTS = "/admin-dashboard/gifts";

/** A figure's value, by its label. */
const figure = (page: Page, label: string) =>
  page
    .getByLabel("Gift certificate figures")
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

test("gift certificates: the figures and the list, and an active certificate voided with a reason", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // axe on the tab and its dialog
  const context = await signedInContext(browser, baseURL!, DEMO.admin, { timezoneId: "Africa/Accra" });
  const page = await openPage(context, GIFTS);
  await expect(page.getByRole("heading", { level: 2, name: "Gift certificates" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(tabs.getByRole("link", { name: "Gift certificates" })).toHaveAttribute("aria-current", "page");

  // Five demo certificates at least (a journey beside this one may have sold more), cedis owed.
  expect(Number(await figure(page, "Issued").textContent())).toBeGreaterThanOrEqual(5);
  await expect(figure(page, "Outstanding balance")).toContainText("₵");
  expect(Number(await figure(page, "Void").textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await figure(page, "Expired").textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("table", { name: /^Gift certificates, newest first/ })).toBeVisible();
  await expectAccessible(page, "gift certificates tab");

  // Only the active ones.
  const filters = page.getByRole("form", { name: "Filter gift certificates" });
  await filters.getByLabel("Status").selectOption({ label: "Active" });
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]status=active/);
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows.first()).toContainText("Active");
  await expect(rows.filter({ hasNotText: "Active" })).toHaveCount(0);

  // Void the first: a reason is required.
  const row = rows.first();
  const hint = ((await row.locator("th").textContent()) ?? "").replace(/\W|ending/g, "");
  expect(hint).toMatch(/^[0-9A-Z]{4}$/);
  await row.getByRole("button", { name: `Void certificate ending ${hint}` }).click();
  const dialog = page.getByRole("dialog", { name: "Void this gift certificate?" });
  await expect(dialog).toContainText(hint);
  await dialog.getByRole("button", { name: "Void Certificate" }).click();
  await expect(toastTitled(page, GIFT_ADMIN_TEXT.voidError)).toContainText(GIFT_ADMIN_TEXT.reasonRequired);
  await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "void dialog");
  const reason = `Browser test ${Date.now().toString(36)}: refunded to the buyer`;
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Void Certificate" }).click();
  await expect(toastTitled(page, GIFT_ADMIN_TEXT.voided)).toContainText(hint);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("rowheader", { name: new RegExp(`${hint}$`) })).toHaveCount(0);

  // Among the void ones, with its reason and nothing left to do.
  await filters.getByLabel("Status").selectOption({ label: "Void" });
  await filters.getByLabel("Search").fill(hint);
  await filters.getByRole("button", { name: "Filter" }).click();
  const voided = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`${hint}$`) }) });
  await expect(voided).toContainText("Void");
  await expect(voided).toContainText(reason);
  await expect(voided.getByRole("button")).toHaveCount(0);
  await context.close();
});
