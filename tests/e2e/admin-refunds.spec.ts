import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { directorsNewClient, findClient, openPage, signedInContext, toastTitled } from "./support/staff";

// A refund from the admin's Transactions tab reaching the client: a new client's bank transfer is
// recorded as received, then part of it is refunded (the dialog proposes keeping the session for
// part of the money, cancelling it for all of it) with the session cancelled; the ledger shows
// the refund as its own line, and the client's portal has the notification. The form carries its
// own request key, made as it opens and kept across a failed submit, so a retry is the same refund.

test("an admin refunds part of a payment and cancels its session; the client is notified", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a new client and booking, two actions, and the client's portal
  const tag = `R${Date.now().toString(36).toUpperCase()}`;
  const client = await directorsNewClient(baseURL!, tag);
  const admin = await signedInContext(browser, baseURL!, DEMO.admin);
  const page = await openPage(admin, "/admin-dashboard/transactions");

  // Her transfer arrives: the admin records it.
  const transfer = page.getByRole("listitem").filter({ hasText: client.credentials.email });
  await transfer.getByRole("button", { name: "Mark as received" }).click();
  await expect(toastTitled(page, "Transfer recorded")).toBeVisible();

  // Her line in the ledger, then the refund dialog.
  const filters = page.getByRole("form", { name: "Filter transactions" });
  await findClient(filters, client.name);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/client=/);
  const table = page.getByRole("table", { name: /^Transactions, newest first/ });
  const line = table.locator("tbody tr").filter({ hasText: "completed" }).first();
  await expect(line).toContainText("Bank transfer");
  await line.getByRole("button", { name: /^Refund / }).click();
  const dialog = page.getByRole("dialog", { name: /^Refund / });
  await expect(dialog).toContainText("Send it back by bank transfer yourself");
  await expectAccessible(page, "refund dialog");
  const requestKey = dialog.locator('input[type="hidden"][name="requestKey"]');
  const key = await requestKey.inputValue();
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // All that is left proposes cancelling the session; part of it keeps the session unless chosen.
  await expect(dialog.getByRole("radio", { name: "Cancel it" })).toBeChecked();
  await dialog.getByLabel("Amount (USD)").fill("25");
  await expect(dialog.getByRole("radio", { name: /^Keep it as it is/ })).toBeChecked();

  // Too much is refused with the server's reason, and nothing typed is lost.
  await dialog.getByLabel("Amount (USD)").fill("9999");
  await dialog.getByLabel("Reason (the client sees it)").fill("The therapist is away that week");
  await dialog.getByRole("radio", { name: "Cancel it" }).check();
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByText(/is left to refund on this payment/)).toBeVisible();
  await expect(dialog.getByLabel("Reason (the client sees it)")).toHaveValue("The therapist is away that week");
  await expect(requestKey).toHaveValue(key);

  // Back to part of it: the proposal goes back to keeping the session, and she chooses to cancel it.
  await dialog.getByLabel("Amount (USD)").fill("25");
  await expect(dialog.getByRole("radio", { name: /^Keep it as it is/ })).toBeChecked();
  await dialog.getByRole("radio", { name: "Cancel it" }).check();
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(toastTitled(page, "Refund issued")).toBeVisible();
  await expect(table.locator("tbody tr").filter({ hasText: "Refund" }).first()).toContainText("-$25");

  // Opened again, the form is a new request with a key of its own.
  await table.getByRole("button", { name: /^Refund / }).click();
  await expect(dialog).toBeVisible();
  await expect(requestKey).not.toHaveValue(key);
  expect(await requestKey.inputValue()).toMatch(/^[0-9a-f-]{36}$/);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The client sees it in her portal.
  const mine = await browser.newContext({ baseURL: baseURL! });
  await mine.addCookies((await client.api.storageState()).cookies);
  const portal = await openPage(mine, "/client-dashboard/notifications");
  await expect(portal.getByText("Refund issued").first()).toBeVisible();
  await expect(portal.getByText(/We have refunded \$25 of your payment/).first()).toBeVisible();
  await expect(portal.getByText(/The session it paid for is cancelled\./).first()).toBeVisible();
  await mine.close();
  await admin.close();
});
