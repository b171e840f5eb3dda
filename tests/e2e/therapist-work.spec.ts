import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { HOMEWORK_TEXT } from "../../domain/homework";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { clientIdOf, directorsNewClient, openPage, signedInContext, toastTitled } from "./support/staff";

// The therapist's Homework, Messages, Analytics and Settings tabs, across the two roles: what
// the therapist does reaches the client's portal, and what the client does reaches her dashboard
// while it is open.

const tag = `W${Date.now().toString(36).toUpperCase()}`;

test("homework: assigned by the therapist, submitted by the client (live 'Homework Submitted!'), reviewed", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // two people, a dialog, a live toast, three reloads and axe: about 30 s on 2 cores
  const client = await directorsNewClient(baseURL!, tag);
  const therapist = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(therapist, "/therapist-dashboard/homework");
  await expectAccessible(page, "homework tab");

  await page.getByRole("button", { name: "Assign Homework" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign Homework" });
  await dialog.getByLabel("Client").selectOption({ label: client.name });
  await dialog.getByLabel("Title").fill(`Gratitude list ${tag}`);
  await dialog.getByLabel("Description").fill("Three things each evening.");
  await expectAccessible(page, "Assign Homework dialog");
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(toastTitled(page, HOMEWORK_TEXT.assigned)).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.getByRole("listitem").filter({ hasText: `Gratitude list ${tag}` });
  await expect(item).toContainText("Assigned");

  // The client answers in her portal while the therapist's page stays open.
  const portal = await signedInContext(browser, baseURL!, client.credentials);
  const clientPage = await openPage(portal, "/client-dashboard/homework");
  const card = clientPage.getByRole("listitem", { name: `Gratitude list ${tag}` });
  await card.getByRole("textbox", { name: "Your response" }).fill("Family, sunshine, a good book.");
  await card.getByRole("button", { name: "Submit Response" }).click();
  await expect(clientPage.getByText(HOMEWORK_TEXT.submitted).first()).toBeVisible();

  await expect(toastTitled(page, HOMEWORK_TEXT.submittedToast)).toBeVisible({ timeout: 5_000 });
  await expect(item).toContainText("Completed");
  await item.getByRole("button", { name: "View Response" }).click();
  const response = page.getByRole("dialog", { name: `Gratitude list ${tag}` });
  await expect(response).toContainText("Family, sunshine, a good book.");
  await response.getByRole("button", { name: "Close" }).click();
  await item.getByRole("button", { name: "Mark as Reviewed" }).click();
  await expect(toastTitled(page, HOMEWORK_TEXT.reviewed)).toBeVisible();
  await expect(item).toContainText("Reviewed");
  await expect(item.getByRole("button", { name: "Mark as Reviewed" })).toHaveCount(0);

  await clientPage.reload();
  await expect(clientPage.getByRole("listitem", { name: `Gratitude list ${tag}` })).toContainText(
    HOMEWORK_TEXT.reviewedBadge,
  );
  await therapist.close();
  await portal.close();
  await client.api.dispose();
});

test("messages: each side's message appears in the other's open thread within 2 seconds", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // two people, a message each way, then axe on the thread
  const client = await directorsNewClient(baseURL!, `${tag}M`);
  const therapist = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(therapist, "/therapist-dashboard/messages");
  await expectAccessible(page, "messages tab");
  const id = await clientIdOf(page, client.name);
  await page.goto("/therapist-dashboard/messages");
  await page.getByLabel("Client").selectOption(id);
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { level: 2, name: client.name })).toBeVisible();
  await waitForHydration(page);

  const portal = await signedInContext(browser, baseURL!, client.credentials);
  const clientPage = await openPage(portal, "/client-dashboard/messages");

  await clientPage.getByRole("textbox", { name: /^Message/ }).fill(`Hello from the client ${tag}`);
  await clientPage.keyboard.press("Enter");
  await expect(page.getByRole("log").getByText(`Hello from the client ${tag}`)).toBeVisible({ timeout: 2_000 });

  const box = page.getByRole("textbox", { name: `Message to ${client.name}` });
  await box.fill(`Hello from the therapist ${tag}`);
  await box.press("Shift+Enter");
  await box.pressSequentially("Second line");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await expect(clientPage.getByRole("log").getByText(`Hello from the therapist ${tag}`)).toBeVisible({
    timeout: 2_000,
  });
  await expectAccessible(page, "a thread");

  // The list shows the conversation; the therapist has read it.
  await page.getByRole("link", { name: "Back to conversations" }).click();
  await expect(page.getByRole("link", { name: new RegExp(client.name) })).toContainText("Second line");
  await therapist.close();
  await portal.close();
  await client.api.dispose();
});

test("analytics: her 12 months in tables, each downloadable as CSV, without the whole practice's", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(context, "/therapist-dashboard/analytics");
  await expect(page.getByRole("heading", { name: "Revenue trend (GHS)" })).toBeVisible();
  for (const name of ["Revenue by month", "Sessions by month", "Clients by month"]) {
    await expect(page.getByRole("table", { name }).locator("tbody tr")).toHaveCount(12);
  }
  await expect(page.getByRole("table", { name: "Therapists, last 12 months" })).toHaveCount(0);
  await expect(page.getByText("All of it in $, at the display rates")).toHaveCount(0);
  await expectAccessible(page, "analytics tab");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV of Revenue by month" }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "", "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toMatch(/^month,received_GHS,refunded_GHS,net_GHS/);
  expect(csv[0]).not.toContain("USD_at_display_rates");
  expect(csv).toHaveLength(13);
  await context.close();
});

test("settings: a day off and the weekly hours change what clients can book, at once", async ({ browser, baseURL }) => {
  // Therapist B's client Kwame books with her; a weekday far ahead.
  const kwame = await signedInContext(browser, baseURL!, DEMO.kwame);
  const slotsOn = async (day: string) => {
    const answer = await kwame.request.get(`/api/booking/slots?serviceId=individual-teletherapy&day=${day}`);
    const body = (await answer.json()) as { slots: { available: boolean }[] };
    return body.slots.filter((s) => s.available).length;
  };
  const context = await signedInContext(browser, baseURL!, DEMO.therapist);
  const page = await openPage(context, "/therapist-dashboard/settings");
  await expectAccessible(page, "settings tab");
  let day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))
    day = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
  expect(await slotsOn(day)).toBeGreaterThan(0);

  await page.getByLabel("Date", { exact: true }).fill(day);
  await page.getByLabel("Note (optional)").fill(`Leave ${tag}`);
  await page.getByRole("button", { name: "Add day off" }).click();
  await expect(toastTitled(page, "Day off added")).toBeVisible();
  expect(await slotsOn(day)).toBe(0);
  await page
    .getByRole("button", { name: /^Remove / })
    .first()
    .click();
  await expect(page.getByText(`Leave ${tag}`)).toHaveCount(0);
  expect(await slotsOn(day)).toBeGreaterThan(0);

  // That weekday off in the weekly hours, saved, then back on.
  const weekday = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][
    new Date(`${day}T12:00:00Z`).getUTCDay()
  ] as string;
  const box = page.getByRole("checkbox", { name: weekday });
  await box.uncheck();
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(toastTitled(page, "Availability saved")).toBeVisible();
  expect(await slotsOn(day)).toBe(0);
  await page.getByRole("checkbox", { name: weekday }).check();
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(toastTitled(page, "Availability saved").last()).toBeVisible();
  expect(await slotsOn(day)).toBeGreaterThan(0);
  await context.close();
  await kwame.close();
});
