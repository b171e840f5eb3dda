import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { EVENT_ADMIN_TEXT } from "../../domain/event-admin";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForMail } from "./support/mail";
import { DAY_MS, signUpClient } from "./support/portal";
import { openPage, signedInContext, toastTitled } from "./support/staff";

// The admin dashboard's Events tab: an event's life from draft to cancellation (created, edited,
// published onto /workshops, a registrant's bank transfer recorded from its page, cancelled with
// the refund to make), and the demo retreat's registrations with their CSV. Each run makes its own
// workshop, a year ahead; the demo retreat is only read.

const tag = `E${Date.now().toString(36).toUpperCase()}`;
const TITLE = `Quiet Mind ${tag}`;
const EVENTS = "/admin-dashboard/events";
const RETREAT = "Reset by the Volta";

test.use({ timezoneId: "Africa/Accra" });

const eventRow = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** A calendar day a year ahead, free of the demo events (Accra is UTC all year). */
const dayAhead = new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10);

test("an admin creates, edits and publishes a workshop, records a registrant's transfer, then cancels it with the refund to make", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // axe twice, a registrant, and the cancellation's e-mail
  const context = await signedInContext(browser, baseURL!, DEMO.admin, { timezoneId: "Africa/Accra" });
  const page = await openPage(context, EVENTS);
  await expect(page.getByRole("heading", { level: 2, name: "Events" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Events" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "events tab");

  // New event: a draft, the server's message under a field it refuses.
  await page.getByRole("button", { name: "New event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Title").fill(TITLE);
  await dialog.getByLabel("Description").fill("A morning of simple practices for a calmer mind.");
  await dialog.getByLabel("Starts (Accra time)").fill(`${dayAhead}T09:00`);
  await dialog.getByLabel("Ends (Accra time)").fill(`${dayAhead}T12:00`);
  await dialog.getByLabel("Location").fill("Nkabom practice, Accra");
  await dialog.getByLabel("Facilitator").fill("Efua Asante");
  await dialog.getByLabel("Capacity (places)").fill("12");
  await dialog.getByLabel("Local price (GHS)").fill("300");
  await dialog.getByLabel("International price (USD)").fill("0");
  await dialog.getByLabel("Allow paying a deposit first").check();
  await expect(dialog.getByLabel("Balance due by (optional)")).toBeVisible();
  await expect(dialog.getByText(/Leave empty for 30 days before the start \(\d{1,2} \w+ \d{4}\)\./)).toBeVisible();
  await dialog.getByLabel("Deposit (%)").fill("25");
  await dialog.getByLabel("Itinerary (optional)").fill("Morning: Arrival; Breathing practice; Closing circle");
  await expectAccessible(page, "New event dialog");
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByText(EVENT_ADMIN_TEXT.priceInvalid)).toBeVisible();
  await expect(dialog.getByLabel("International price (USD)")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("International price (USD)").fill("40");
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(toastTitled(page, EVENT_ADMIN_TEXT.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = eventRow(page, TITLE);
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("0 of 12");

  // Edit: the form holds the event as it is.
  await row.getByRole("button", { name: `Edit ${TITLE}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit event" });
  await expect(edit.getByLabel("Title")).toHaveValue(TITLE);
  await expect(edit.getByLabel("Starts (Accra time)")).toHaveValue(`${dayAhead}T09:00`);
  await expect(edit.getByLabel("Deposit (%)")).toHaveValue("25");
  await edit.getByLabel("Capacity (places)").fill("15");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toastTitled(page, EVENT_ADMIN_TEXT.updated)).toBeVisible();
  await expect(row).toContainText("0 of 15");

  // Published: on /workshops.
  await row.getByRole("button", { name: `Publish ${TITLE}` }).click();
  await expect(toastTitled(page, EVENT_ADMIN_TEXT.published)).toBeVisible();
  await expect(row).toContainText("Published");
  const visitor = await context.newPage();
  await visitor.goto("/workshops");
  const upcoming = visitor.getByRole("region", { name: "Upcoming Workshops" });
  await expect(upcoming.getByRole("heading", { name: TITLE })).toBeVisible();

  // An international client registers: her place awaits her bank transfer.
  const client = await signUpClient(baseURL!, {
    firstName: "Adwoa",
    lastName: `Calm${tag}`,
    email: `adwoa.${tag.toLowerCase()}@example.test`,
  });
  const eventId = ((await row.getByRole("link", { name: TITLE }).getAttribute("href")) ?? "").split("/").pop();
  const registered = await client.api.post("/api/event-registrations", {
    form: { event_id: eventId ?? "", dietary_requirements: "No nuts", accessibility_needs: "", pay_deposit: "" },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { reference } = (await registered.json()) as { reference: string };
  await client.api.dispose();

  // Its page: the registrant awaiting payment, her transfer recorded from there.
  await page.reload();
  await expect(row.getByRole("cell").nth(2)).toHaveText("1"); // awaiting payment
  await row.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  const registrant = page.getByRole("row").filter({ hasText: `Adwoa Calm${tag}` });
  await expect(registrant).toContainText("Awaiting payment");
  await expect(registrant).toContainText("No nuts");
  await expect(registrant).toContainText(reference);
  await expectAccessible(page, "event registrations");
  await registrant.getByRole("button", { name: `Mark ${reference} as received` }).click();
  await expect(toastTitled(page, "Transfer recorded")).toBeVisible();
  await expect(registrant).toContainText("Confirmed");
  await expect(registrant).toContainText("$40");

  // Cancelled, with a reason: the place is released and the payment is listed to refund.
  await page.getByRole("link", { name: "All events" }).click();
  await eventRow(page, TITLE)
    .getByRole("button", { name: `Cancel ${TITLE}` })
    .click();
  const cancel = page.getByRole("dialog", { name: "Cancel this event?" });
  await cancel.getByRole("button", { name: "Cancel event" }).click();
  await expect(cancel.getByText(EVENT_ADMIN_TEXT.reasonMissing)).toBeVisible();
  await cancel.getByLabel("Reason").fill("The facilitator is unwell.");
  await cancel.getByRole("button", { name: "Cancel event" }).click();
  await expect(toastTitled(page, EVENT_ADMIN_TEXT.cancelled)).toBeVisible();
  const done = page.getByRole("dialog", { name: "Event cancelled" });
  await expect(done.getByRole("heading", { name: "Refunds to make" })).toBeVisible();
  const refund = done.getByRole("listitem", { name: reference });
  await expect(refund).toContainText("$40");
  await expect(refund).toContainText(`Adwoa Calm${tag}`);
  const toLedger = refund.getByRole("link", { name: `Refund ${reference} in Transactions` });
  await expect(toLedger).toHaveAttribute("href", /^\/admin-dashboard\/transactions\?client=[0-9a-f-]{36}$/);
  await done.getByRole("button", { name: "Close" }).click();
  await expect(eventRow(page, TITLE)).toContainText("Cancelled");
  await expect(eventRow(page, TITLE)).toContainText("0 of 15");
  await expect(eventRow(page, TITLE).getByRole("button", { name: `Publish ${TITLE}` })).toHaveCount(0);

  // The registrant is told why; the event leaves the public page.
  await waitForMail(client.credentials.email, /Why: The facilitator is unwell\./);
  await visitor.reload();
  await expect(upcoming.getByRole("heading", { name: TITLE })).toHaveCount(0);

  // The refund itself is made from the client's payments in Transactions.
  await toLedgerFrom(page, reference);
  await context.close();
});

/** Follows the refund link of the event's page to the ledger line of `reference`. */
async function toLedgerFrom(page: Page, reference: string) {
  await eventRow(page, TITLE).getByRole("link", { name: TITLE }).click();
  await page.getByRole("link", { name: `Refund ${reference} in Transactions` }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Transactions" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reference }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Refund ${reference}` })).toBeVisible();
}

test("the demo retreat's registrations show Kwame's place and notes, and export as CSV", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, DEMO.admin, { timezoneId: "Africa/Accra" });
  const page = await openPage(context, EVENTS);
  await eventRow(page, RETREAT).getByRole("link", { name: RETREAT }).click();
  await expect(page.getByRole("heading", { level: 2, name: RETREAT })).toBeVisible();
  const kwame = page.getByRole("row").filter({ hasText: "Kwame Osei" });
  // Whether his balance is paid yet depends on the portal's journey: the place is confirmed either way.
  await expect(kwame).toContainText(/Confirmed/);
  await expect(kwame).toContainText("Vegetarian");
  await expect(kwame).toContainText(/₵1,950|₵6,500/);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registrations-reset-by-the-volta-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path()) ?? "", "utf8")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "registered,client,email,status,paid,balance due,balance due by,overdue,currency,dietary requirements,accessibility needs,transfer awaited",
  );
  expect(lines.find((line) => line.includes(",Kwame Osei,"))).toMatch(/,Confirmed.*,GHS,Vegetarian,/);
  await context.close();
});
