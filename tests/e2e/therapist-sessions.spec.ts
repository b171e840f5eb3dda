import { expect, type Page, test } from "@playwright/test";
import { SESSION_RULE_TEXT } from "../../domain/session-rules";
import { STATUS_REFUSAL_MESSAGE } from "../../domain/session-status";
import { sessionWhen } from "../../domain/session-time";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { weekdayAhead } from "./support/portal";
import { clientIdOf, directorsNewClient, openPage, signedInContext, toastTitled } from "./support/staff";

// The therapist's Clients and Sessions tabs (spec 001 §2, §4, §5), as the director, with a new
// client of her own made for each run, on days far ahead that no other spec uses.

const tag = `S${Date.now().toString(36).toUpperCase()}`;

async function newSessionDialog(page: Page) {
  await page.getByRole("button", { name: "New Session" }).click();
  const dialog = page.getByRole("dialog", { name: "New Session" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("clients: search by full name, 'No clients found', and one client in one place", async ({ browser, baseURL }) => {
  test.slow(); // a new client with a booking, searches, her page and axe: about 30 s on 2 cores
  const client = await directorsNewClient(baseURL!, tag);
  const context = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(context, "/therapist-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Therapist Dashboard" })).toBeVisible();
  for (const card of ["Total Clients", "Upcoming Sessions", "Unread Messages", "Pending Reviews"]) {
    await expect(page.getByRole("list", { name: "Summary" }).getByText(card, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, "clients tab");

  const search = page.getByRole("searchbox", { name: "Search clients" });
  await search.fill(`yaa tester${tag.toLowerCase()}`);
  await expect(page.getByRole("link", { name: client.name, exact: true })).toBeVisible();
  await expect(page.locator("main li h3")).toHaveCount(1);
  await search.fill(`nobody-${tag}`);
  await expect(page.getByText("No clients found")).toBeVisible();

  await clientIdOf(page, client.name);
  await page.getByRole("link", { name: client.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: client.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();
  // Her booked session is online: Join goes to its join page on the site.
  await expect(page.getByRole("link", { name: /^Join the session of / })).toHaveAttribute(
    "href",
    /^\/sessions\/[0-9a-f-]{36}\/join$/,
  );
  await expect(page.getByRole("log", { name: `Conversation with ${client.name}` })).toBeVisible();
  await expectAccessible(page, "a client's page");
  await context.close();
  await client.api.dispose();
});

test("sessions: the rules of spec 001 §5 in the New Session dialog, then the status dropdown", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a booking, two dialogs with every rule, the status dropdown, two views
  const client = await directorsNewClient(baseURL!, `${tag}R`);
  const context = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(context, "/therapist-dashboard/sessions");
  await expect(page.getByRole("link", { name: "List View" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "sessions list view");
  const day = weekdayAhead(150 + Math.floor(Math.random() * 150));

  // Nothing chosen: 'Missing information'.
  let dialog = await newSessionDialog(page);
  await expect(dialog.getByLabel("Duration (minutes)")).toHaveValue("60");
  await expect(dialog.getByLabel("Session Type")).toHaveValue("individual_therapy");
  await dialog.getByRole("button", { name: "Create Session" }).click();
  await expect(toastTitled(page, SESSION_RULE_TEXT.missing.title)).toContainText(SESSION_RULE_TEXT.missing.description);

  await dialog.getByLabel("Client").selectOption({ label: client.name });
  await dialog.getByLabel("Date", { exact: true }).fill(day);
  await dialog.getByLabel("Time").fill("08:30");
  await expect(dialog.getByRole("alert")).toHaveText(SESSION_RULE_TEXT.tooEarly);
  await expect(dialog.getByRole("button", { name: "Create Session" })).toBeDisabled();
  await dialog.getByLabel("Time").fill("17:30");
  await expect(dialog.getByRole("alert")).toHaveText(SESSION_RULE_TEXT.tooLate);
  await dialog.getByLabel("Time").fill("10:00");
  await expect(dialog.getByRole("alert")).toHaveText("");
  await dialog.getByLabel("Meeting Link").fill("https://meet.example/room");
  await dialog.getByRole("button", { name: "Create Session" }).click();
  await expect(toastTitled(page, SESSION_RULE_TEXT.created.title)).toContainText(SESSION_RULE_TEXT.created.description);
  await expect(dialog).toBeHidden();

  // The same client again, half an hour later, then 5 minutes after it ends.
  dialog = await newSessionDialog(page);
  await dialog.getByLabel("Client").selectOption({ label: client.name });
  await dialog.getByLabel("Date", { exact: true }).fill(day);
  await dialog.getByLabel("Time").fill("10:30");
  await expect(dialog.getByRole("alert")).toHaveText(SESSION_RULE_TEXT.conflict(client.name));
  await dialog.getByLabel("Time").fill("11:05");
  await expect(dialog.getByRole("alert")).toHaveText(SESSION_RULE_TEXT.tooClose(client.name));
  await dialog.press("Escape");

  // Her upcoming sessions: the booked one and the new one. Neither has begun, so Completed and
  // No show wait for the start (therapist-session-status.spec.ts changes statuses).
  const id = await clientIdOf(page, client.name);
  await page.goto(`/therapist-dashboard/sessions?view=list&client=${id}`);
  const rows = page.getByRole("listitem").filter({ has: page.getByRole("combobox") });
  const created = rows.filter({ hasText: sessionWhen(new Date(`${day}T10:00:00Z`), PRACTICE_TIME_ZONE).date });
  await expect(rows).toHaveCount(2);
  await expect(created).toContainText("Individual Therapy");
  // Online (a meeting link was typed): Join goes to the session's own join page on the site.
  await expect(created.getByRole("link", { name: /^Virtual: Join/ })).toHaveAttribute(
    "href",
    /^\/sessions\/[0-9a-f-]{36}\/join$/,
  );
  await expect(created.getByRole("option", { name: "Completed" })).toBeDisabled();
  await expect(created.getByRole("option", { name: "No show" })).toBeDisabled();
  await expect(created.getByRole("combobox")).toHaveAccessibleDescription(STATUS_REFUSAL_MESSAGE.not_started);

  // The week of the session shows it, coloured by its status.
  await page.goto(`/therapist-dashboard/sessions?view=calendar&span=week&date=${day}`);
  await expect(page.getByRole("listitem", { name: /1 session$/ })).toContainText(client.name);
  await expectAccessible(page, "sessions calendar view");
  await context.close();
  await client.api.dispose();
});

test("the New Session dialog works by keyboard alone", async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(context, "/therapist-dashboard/sessions");
  const opener = page.getByRole("button", { name: "New Session" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New Session" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Client")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Date", { exact: true })).toBeFocused();
  await expectAccessible(page, "New Session dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});
