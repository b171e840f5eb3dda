import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { signUpClient } from "./support/portal";
import { openPage, signedInContext } from "./support/staff";

// The client portal's Events (its tab, Pay balance, receipts, the calendar file). Kwame's place on
// the demo retreat has its deposit paid; these journeys only read it (closing the payment window
// pays nothing), so they can run beside others and again on a retry. Paying a balance is
// event-registration.spec.ts's journey, on a registration of its own.

const RETREAT = "Reset by the Volta";
const EVENTS = "/client-dashboard/events";

const cardOf = (page: Page) => page.getByRole("article", { name: RETREAT });

test("Kwame sees his retreat's balance, its due date and rules, and closing the payment window pays nothing", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, DEMO.kwame);
  const page = await openPage(context, EVENTS);
  const card = cardOf(page);
  await expect(card).toContainText("Confirmed (deposit paid)");
  await expect(card).toContainText("GH₵6,500"); // the price
  await expect(card).toContainText("GH₵1,950"); // 30% paid
  await expect(card).toContainText(/GH₵4,550\s*by \d{1,2} \w+ \d{4}/); // the balance and its date
  await expect(card.getByRole("link", { name: "Deposit receipt PSK-DEMO-EVT-0001" })).toBeVisible();
  await card.getByText("Cancellation rules").click();
  await expect(card).toContainText("The deposit holds your place and is non-refundable.");
  await expectAccessible(page, "portal events");

  // From the keyboard; closing the window pays nothing.
  const pay = card.getByRole("button", { name: "Pay balance" });
  await pay.focus();
  await page.keyboard.press("Enter");
  const window = page.getByRole("dialog", { name: "Simulated payment" });
  await expect(window.getByTestId("simulated-amount")).toHaveText("₵4,550");
  await window.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Payment cancelled", { exact: true })).toBeVisible();
  await expect(window).toBeHidden();
  await expect(card).toContainText("Confirmed (deposit paid)");
  await expect(pay).toBeEnabled();
  await context.close();
});

test("Add to calendar downloads the retreat as a calendar file", async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, DEMO.kwame);
  const page = await openPage(context, EVENTS);
  const download = page.waitForEvent("download");
  await cardOf(page).getByRole("link", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("reset-by-the-volta.ics");
  const ics = readFileSync((await file.path()) ?? "", "utf8").replace(/\r\n /g, "");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nUID:event-registration-[0-9a-f-]{36}@/);
  expect(ics).toContain(`SUMMARY:${RETREAT}`);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics).toMatch(/\r\nLOCATION:.+\r\n/);
  await context.close();
});

test("someone with no registration is pointed to the workshops, retreats and community events", async ({
  browser,
  baseURL,
}) => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = await signUpClient(baseURL!, {
    firstName: "Adjoa",
    lastName: "Events",
    email: `adjoa.events.${tag}@example.test`,
  });
  await client.api.dispose();
  const context = await signedInContext(browser, baseURL!, client.credentials);
  const page = await openPage(context, EVENTS);
  const tab = page.getByRole("region", { name: "Events" });
  await expect(tab).toContainText("You have not registered for an event yet.");
  await expect(tab.getByRole("link", { name: "workshops" })).toHaveAttribute("href", "/workshops");
  await expect(tab.getByRole("link", { name: "retreats" })).toHaveAttribute("href", "/retreats");
  await expect(tab.getByRole("link", { name: "community events" })).toHaveAttribute("href", "/community");
  await expect(
    page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Events" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "portal events, empty");
  await context.close();
});
