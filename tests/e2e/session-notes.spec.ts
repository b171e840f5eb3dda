import { type BrowserContext, expect, test } from "@playwright/test";
import { NOTE_MESSAGES } from "../../domain/clinical/notes";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { weekdayAhead } from "./support/portal";
import { clientIdOf, directorsNewClient, openPage, signedInContext } from "./support/staff";

// A therapist's note of a session that took place: written in the SOAP template on a phone,
// saved as a draft, signed after a confirmation, then never changed again, only added to.

const tag = `N${Date.now().toString(36).toUpperCase()}`;

const pageWidth = () => document.documentElement.scrollWidth;

/** Puts a session with the client on the director's calendar some days ago, at the first free time. */
async function pastSession(context: BrowserContext, baseURL: string, clientId: string) {
  const days = Array.from({ length: 6 }, (_, i) => weekdayAhead(-(3 + Math.floor(Math.random() * 20) + i), Date.now()));
  const starts = days.flatMap((day) => ["09", "11", "14", "16"].map((hour) => new Date(`${day}T${hour}:00:00Z`)));
  for (const start of starts.sort(() => Math.random() - 0.5)) {
    const created = await context.request.post("/therapist-dashboard/sessions", {
      headers: { Origin: new URL(baseURL).origin },
      form: { intent: "create-session", clientId, start: start.toISOString(), durationMinutes: "60" },
    });
    if (created.status() === 200) return start;
    expect([400, 409], `a session at ${start.toISOString()}`).toContain(created.status());
  }
  throw new Error("no free time for the session");
}

test("a therapist writes a SOAP note for a past session, signs it, cannot change it, and adds an addendum", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a booking, a session, the note's four steps, and the admin's view
  const client = await directorsNewClient(baseURL!, `${tag}C`);
  const context = await signedInContext(browser, baseURL!, DEMO.director, { viewport: { width: 360, height: 780 } });
  const page = await openPage(context, "/therapist-dashboard/sessions");
  const clientId = await clientIdOf(page, client.name);
  await pastSession(context, baseURL!, clientId);

  // The past session, awaiting its outcome, links to its note.
  await page.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  await waitForHydration(page);
  const awaiting = page.getByRole("region", { name: "Awaiting an outcome" });
  await awaiting.getByRole("link", { name: /^Write note/ }).click();
  await expect(page.getByRole("heading", { name: "Session note" })).toBeVisible();
  await waitForHydration(page);
  const noteUrl = new URL(page.url()).pathname;

  // SOAP, the four sections, saved as a draft.
  await page.getByRole("radio", { name: "SOAP" }).check();
  await page.getByRole("textbox", { name: "Subjective" }).fill("Reports sleeping better since starting the diary.");
  await page.getByRole("textbox", { name: "Objective" }).fill("Calm, good eye contact.");
  await page.getByRole("textbox", { name: "Assessment" }).fill("Improving; no risk indicators.");
  await page.getByRole("button", { name: "Save draft" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Draft saved." });
  await expect(saved).toBeVisible();
  await expectAccessible(page, "note editor");
  // Saved as she types, too: the Plan is there after a reload.
  await page.getByRole("textbox", { name: "Plan" }).fill("Continue the sleep diary; review in two weeks.");
  await expect(saved).toBeHidden();
  await expect(saved).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Plan" })).toHaveValue(
    "Continue the sleep diary; review in two weeks.",
  );
  await expect(page.getByRole("textbox", { name: "Subjective" })).toHaveValue(
    "Reports sleeping better since starting the diary.",
  );

  // Signing asks first.
  await page.getByRole("button", { name: "Sign note" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign this note?" });
  await expect(dialog).toContainText("A signed note cannot be changed.");
  await dialog.getByRole("button", { name: "Sign note" }).click();
  const signed = page.getByRole("region", { name: /^Signed note/ });
  await expect(signed).toContainText("Continue the sleep diary; review in two weeks.");
  await expect(page.getByRole("textbox", { name: "Plan" })).toHaveCount(0);

  // Cannot be changed, even by a form sent by hand.
  const change = await context.request.post(noteUrl, {
    headers: { Origin: new URL(baseURL!).origin },
    form: { intent: "save-draft", template: "soap", "section.plan": "Changed afterwards." },
  });
  expect(change.status()).toBe(409);
  expect(await change.text()).toContain(NOTE_MESSAGES.signedLocked);

  // An addendum, dated, under the note.
  await page.getByRole("textbox", { name: "Add an addendum" }).fill("Late entry: she phoned, the diary is going well.");
  await page.getByRole("button", { name: "Add addendum" }).click();
  const addenda = page.getByRole("region", { name: "Addenda" });
  await expect(addenda.getByRole("listitem")).toHaveCount(1);
  await expect(addenda.getByRole("listitem")).toContainText("Late entry: she phoned, the diary is going well.");
  await expect(signed).not.toContainText("Late entry");
  await expectAccessible(page, "signed note with an addendum");
  expect(await page.evaluate(pageWidth), "the note page's width").toBeLessThanOrEqual(360);

  // The client's page lists the signed note, with its text for her therapist.
  await page.goto(`/therapist-dashboard/clients/${clientId}`);
  await waitForHydration(page);
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes).toContainText("SOAP note, signed");
  await expect(notes).toContainText("1 addendum");
  await notes.getByText("Read the note").click();
  await expect(notes).toContainText("Continue the sleep diary; review in two weeks.");
  expect(await page.evaluate(pageWidth), "the client page's width").toBeLessThanOrEqual(360);

  // The sessions list now says the note is signed.
  await page.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  await expect(page.getByRole("link", { name: /^Note signed/ })).toBeVisible();

  // An administrator sees that the note exists and when it was signed, never what it says.
  const admin = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: { width: 360, height: 780 } });
  const adminPage = await openPage(admin, `/admin-dashboard/clients/${clientId}`);
  const adminNotes = adminPage.getByRole("region", { name: "Notes" });
  await expect(adminNotes).toContainText("SOAP note, signed");
  await expect(adminNotes).not.toContainText("sleep diary");
  await expect(adminNotes.getByText("Read the note")).toHaveCount(0);
  await admin.close();
  await context.close();
  await client.api.dispose();
});
