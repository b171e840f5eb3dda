import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { SESSION_RULE_TEXT } from "../../domain/session-rules";
import { STATUS_REFUSAL_MESSAGE, STATUS_TEXT } from "../../domain/session-status";
import { sessionWhen } from "../../domain/session-time";
import { PRACTICE_TIME_ZONE } from "../../domain/slots";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { DAY_MS, exportOf, weekdayAhead } from "./support/portal";
import { clientIdOf, directorsNewClient, openPage, signedInContext, toastTitled } from "./support/staff";

// A session's status as the therapist sets it (user research, decision 0032): Cancel asks for a
// reason the client is told; Completed and No show only from the start; Undo for a few seconds
// and Revert later, each in the audit log. As the director, with a new client of her own per test.

const tag = `T${Date.now().toString(36).toUpperCase()}`;

/** Puts a session with the client on the director's calendar at the first of `starts` that is free. */
async function directorsSession(context: BrowserContext, baseURL: string, clientId: string, starts: Date[]) {
  for (const start of starts) {
    const created = await context.request.post("/therapist-dashboard/sessions", {
      headers: { Origin: new URL(baseURL).origin },
      form: { intent: "create-session", clientId, start: start.toISOString(), durationMinutes: "60" },
    });
    if (created.status() === 200) return start;
    // Taken by another session (a test beside this one, or the demo's): the next time.
    expect([400, 409], `a session at ${start.toISOString()}`).toContain(created.status());
  }
  throw new Error("no free time for the session");
}

/** Times in working hours (Accra, UTC+0) on the given days, in a random order. */
function timesOn(days: string[]): Date[] {
  const hours = ["09", "10", "11", "13", "14", "15", "16"];
  const times = days.flatMap((day) => hours.map((hour) => new Date(`${day}T${hour}:00:00Z`)));
  return times.sort(() => Math.random() - 0.5);
}

/** A practice weekday `n` days ago. */
const weekdayAgo = (n: number) => weekdayAhead(-n, Date.now());

const rowOf = (page: Page, start: Date) =>
  page.getByRole("listitem").filter({ hasText: sessionWhen(start, PRACTICE_TIME_ZONE).text });

/** The admin's audit log lists an entry of `action` holding every one of `texts`. */
async function auditHas(browser: Browser, baseURL: string, action: string, texts: string[]) {
  const admin = await signedInContext(browser, baseURL, DEMO.admin);
  const page = await openPage(admin, `/admin-dashboard/audit?action=${action}`);
  let entry = page.getByRole("table", { name: "Audit log entries, newest first" }).getByRole("row");
  for (const text of texts) entry = entry.filter({ hasText: text });
  await expect(entry).toHaveCount(1);
  await admin.close();
}

test("Cancel asks for a reason and confirms, the client reads it, and Revert puts the session back", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // two dialogs, the client's portal, a revert and the audit log
  const client = await directorsNewClient(baseURL!, `${tag}C`);
  const context = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(context, "/therapist-dashboard/sessions");
  const clientId = await clientIdOf(page, client.name);
  const far = 320 + Math.floor(Math.random() * 150);
  const start = await directorsSession(
    context,
    baseURL!,
    clientId,
    timesOn([weekdayAhead(far), weekdayAhead(far + 1)]),
  );

  await page.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  await waitForHydration(page);
  const row = rowOf(page, start);
  await row.getByRole("combobox").selectOption("cancelled");
  const dialog = page.getByRole("dialog", { name: "Cancel this session?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The client is notified and e-mailed, with your reason.");
  await expectAccessible(page, "cancel dialog");
  // No reason, no cancellation.
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  await expect(dialog.getByLabel("Reason for cancelling")).toHaveAccessibleDescription(
    new RegExp(STATUS_TEXT.reasonRequired),
  );
  // Keeping it changes nothing.
  await dialog.getByRole("button", { name: "Keep session" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("combobox")).toHaveValue("scheduled");

  const reason = `Unwell this week (${tag})`;
  await row.getByRole("combobox").selectOption("cancelled");
  await dialog.getByLabel("Reason for cancelling").fill(reason);
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  await expect(toastTitled(page, SESSION_RULE_TEXT.updated)).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent changes" });
  await expect(recent.getByRole("listitem").filter({ hasText: reason })).toContainText("Cancelled");

  // The client reads the reason on her past sessions and in her notifications.
  const portal = await signedInContext(browser, baseURL!, client.credentials);
  const own = await openPage(portal, "/client-dashboard");
  await expect(own.getByText(`Reason: ${reason}`)).toBeVisible();
  await own.goto("/client-dashboard/notifications");
  await expect(own.getByText(`Reason: "${reason}"`)).toBeVisible();

  // Revert, days before the session: asked first, then back among her upcoming sessions.
  await recent.getByRole("button", { name: /^Revert the session with/ }).click();
  const revert = page.getByRole("dialog", { name: "Revert to Scheduled?" });
  await expect(revert).toContainText("The client is told it is going ahead after all.");
  await revert.getByRole("button", { name: "Revert to Scheduled" }).click();
  await expect(toastTitled(page, STATUS_TEXT.reverted)).toBeVisible();
  await expect(recent).toBeHidden();
  await expect(rowOf(page, start).getByRole("combobox")).toHaveValue("scheduled");
  await own.reload();
  await expect(own.getByText("is going ahead after all: its cancellation was withdrawn.")).toBeVisible();

  await auditHas(browser, baseURL!, "session.status_changed", [`clientId: ${clientId}`, `reason: ${reason}`]);
  await auditHas(browser, baseURL!, "session.status_reverted", [`clientId: ${clientId}`, "from: cancelled"]);
  await portal.close();
  await context.close();
  await client.api.dispose();
});

test("Completed and No show only from the start (the page and the server refuse), Undo, then Revert", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a booking, two status changes, an undo, a revert and the audit log
  const client = await directorsNewClient(baseURL!, `${tag}O`);
  const context = await signedInContext(browser, baseURL!, DEMO.director);
  const page = await openPage(context, "/therapist-dashboard/sessions");
  const clientId = await clientIdOf(page, client.name);

  // Her booked session is weeks away: the page disables the two, and the server refuses them.
  const [booked] = (await exportOf<{ sessions: { id: string; status: string }[] }>(client.api)).sessions;
  await page.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  const upcoming = page.getByRole("listitem").filter({ has: page.getByRole("combobox") });
  await expect(upcoming.getByRole("option", { name: "Completed" })).toBeDisabled();
  await expect(upcoming.getByRole("combobox")).toHaveAccessibleDescription(STATUS_REFUSAL_MESSAGE.not_started);
  const early = await context.request.post("/therapist-dashboard/sessions", {
    headers: { Origin: new URL(baseURL!).origin },
    form: { intent: "set-status", sessionId: booked!.id, status: "completed" },
  });
  expect(early.status()).toBe(409);
  expect((await exportOf<{ sessions: { status: string }[] }>(client.api)).sessions[0]?.status).toBe("scheduled");

  // A session of hers some days ago, still Scheduled: it awaits an outcome.
  const days = Array.from({ length: 6 }, (_, i) => weekdayAgo(3 + Math.floor(Math.random() * 20) + i));
  const start = await directorsSession(context, baseURL!, clientId, timesOn(days));
  expect(start.getTime()).toBeLessThan(Date.now() - DAY_MS);
  await page.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  await waitForHydration(page);
  const awaiting = page.getByRole("region", { name: "Awaiting an outcome" });
  await expect(awaiting.getByRole("listitem")).toHaveCount(1);
  await expectAccessible(page, "sessions awaiting an outcome");

  // Completed, then Undo from the toast: Scheduled again.
  await awaiting.getByRole("combobox").selectOption("completed");
  const toast = toastTitled(page, SESSION_RULE_TEXT.updated);
  await toast.getByRole("button", { name: STATUS_TEXT.undo }).click();
  await expect(toastTitled(page, STATUS_TEXT.undone)).toBeVisible();
  await expect(awaiting.getByRole("combobox")).toHaveValue("scheduled");
  await auditHas(browser, baseURL!, "session.status_undone", [`clientId: ${clientId}`, "from: completed"]);

  // No show, kept; later Revert puts it back to Scheduled.
  await awaiting.getByRole("combobox").selectOption("no_show");
  const recent = page.getByRole("region", { name: "Recent changes" });
  await expect(recent.getByRole("listitem")).toContainText("No show");
  await expect(awaiting).toBeHidden();
  await recent.getByRole("button", { name: /^Revert the session with/ }).click();
  const revert = page.getByRole("dialog", { name: "Revert to Scheduled?" });
  await expect(revert).toContainText("no longer No show");
  await revert.getByRole("button", { name: "Revert to Scheduled" }).click();
  await expect(toastTitled(page, STATUS_TEXT.reverted)).toBeVisible();
  await expect(awaiting.getByRole("combobox")).toHaveValue("scheduled");
  await auditHas(browser, baseURL!, "session.status_reverted", [`clientId: ${clientId}`, "from: no_show"]);
  await context.close();
  await client.api.dispose();
});
