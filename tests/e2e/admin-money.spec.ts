import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { findClient, openPage, signedInContext } from "./support/staff";

// The admin's Transactions tab (spec 001 §2): the ledger with its filters, pages and CSV
// (the Analytics tab: admin-analytics.spec.ts).

test("transactions: the ledger filtered by status, currency and client, and its CSV export, audited", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a page, two filters, a download and the audit log
  const context = await signedInContext(browser, baseURL!, DEMO.admin);
  const page = await openPage(context, "/admin-dashboard/transactions");
  await expect(page.getByRole("heading", { name: "Ledger" })).toBeVisible();
  const table = page.getByRole("table", { name: /^Transactions, newest first/ });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectAccessible(page, "admin transactions");

  const filters = page.getByRole("form", { name: "Filter transactions" });
  await filters.getByRole("combobox", { name: "Status" }).selectOption("completed");
  await filters.getByRole("combobox", { name: "Currency" }).selectOption("GHS");
  await findClient(filters, "Ama Boateng");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).toHaveURL(/currency=GHS/);
  await expect(page).toHaveURL(/client=/);
  const rows = table.locator("tbody tr");
  // The address changes before the filtered lines arrive: wait for them, then read them all.
  await expect(rows.first()).toContainText("Ama Boateng");
  const shown = await rows.allTextContents();
  for (const text of shown) {
    expect(text).toContain("Ama Boateng");
    expect(text).toContain("GHS");
    expect(text).toContain("completed");
  }
  await expect(rows.first()).toContainText(/Paystack mobile money \(MTN\)|Bank transfer/);

  // The export holds exactly the filtered lines, amounts in major units, dates in ISO 8601.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, "utf8").trim().split("\r\n");
  expect(lines[0]).toBe("date,reference,client,email,type,method,status,amount,currency,description");
  expect(lines).toHaveLength(shown.length + 1);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(line).toContain(",Ama Boateng,");
    expect(line).toMatch(/,completed,\d+\.\d{2},GHS,/);
  }

  // Clients' payments left the site: the audit log says who took them.
  await page.goto("/admin-dashboard/audit?action=transactions.exported");
  await expect(page.getByRole("table", { name: "Audit log entries, newest first" })).toContainText(
    "transactions.exported",
  );
  await context.close();
});
