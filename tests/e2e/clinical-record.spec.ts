import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { SELF_HARM_NOTICE } from "../../domain/clinical/crisis";
import { CLINICAL_ALERT_TITLES } from "../../domain/clinical/records";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { confirmTransfer, weekdayAhead } from "./support/portal";
import { clientIdOf, directorsNewClient, openPage, signedInContext } from "./support/staff";

// The clinical record end to end: a new client books her first session and, on a phone, fills
// the intake, signs the consent and answers the PHQ-9 (item 9 above 0) and the GAD-7; her
// therapist is alerted at once, sees the scores and the chart, writes a SOAP note of a session,
// signs it and adds an addendum; the administrator sees that the note exists but not what it says;
// the client sees who has viewed her record.

const tag = `R${Date.now().toString(36).toUpperCase()}`;
const PHONE = { width: 360, height: 740 };
const pageWidth = () => document.documentElement.scrollWidth;

/**
 * Answers the form on the page, one question a screen, and sends it. A screen's radio buttons get
 * `choices[n]` (question n), or "No" where it is offered, or the first; its text boxes a phone
 * number or a line of text; its tick boxes are ticked; a consent's name box gets `signature`.
 */
async function answerForm(page: Page, choices: Record<number, string>, signature?: string) {
  for (let question = 1; question <= 40; question++) {
    await expect(page.getByText(new RegExp(`^Question ${question} of \\d+$`))).toBeVisible();
    const radios = page.getByRole("radio");
    if ((await radios.count()) > 0) {
      const wanted =
        choices[question] ?? ((await page.getByRole("radio", { name: "No", exact: true }).count()) ? "No" : null);
      await (wanted ? page.getByRole("radio", { name: wanted, exact: true }) : radios.first()).check();
    }
    const boxes = page.getByRole("checkbox");
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
    const texts = page.getByRole("textbox");
    for (let i = 0; i < (await texts.count()); i++) {
      const box = texts.nth(i);
      const label =
        (await box.getAttribute("aria-label")) ??
        (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ""));
      await box.fill(
        /full name/i.test(label) && signature
          ? signature
          : /phone/i.test(label)
            ? "+233 24 555 0123"
            : "Sleeping badly since the spring.",
      );
    }
    const next = page.getByRole("button", { name: "Next" });
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await page.getByRole("button", { name: /^(Send my answers|Sign and send)$/ }).click();
}

/** Starts a form from her Forms tab. */
async function startForm(page: Page, title: string) {
  await page.goto("/client-dashboard/forms");
  await waitForHydration(page);
  await page.getByRole("link", { name: `Start ${title}` }).click();
  await waitForHydration(page);
}

/** Puts a session with the client on the director's calendar a few days ago (the one the note is of). */
async function pastSession(context: BrowserContext, baseURL: string, clientId: string) {
  const days = Array.from({ length: 8 }, (_, i) => weekdayAhead(-(3 + Math.floor(Math.random() * 20) + i)));
  const starts = days.flatMap((day) => ["08", "10", "13", "15"].map((hour) => new Date(`${day}T${hour}:00:00Z`)));
  for (const start of starts.sort(() => Math.random() - 0.5)) {
    const created = await context.request.post("/therapist-dashboard/sessions", {
      headers: { Origin: new URL(baseURL).origin },
      form: { intent: "create-session", clientId, start: start.toISOString(), durationMinutes: "60" },
    });
    if (created.status() === 200) return;
    expect([400, 409], `a session at ${start.toISOString()}`).toContain(created.status());
  }
  throw new Error("no free time for the session");
}

test("a new client's forms on a phone, her therapist alerted and writing a signed note, the admin kept out, the client told who looked", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // She books her first session (a bank transfer, which the practice then receives).
  const client = await directorsNewClient(baseURL!, tag);
  await confirmTransfer(baseURL!, client);

  // Her therapist has her dashboard open.
  const therapist = await signedInContext(browser, baseURL!, DEMO.director);
  const desk = await openPage(therapist, "/therapist-dashboard");
  const clientId = await clientIdOf(desk, client.name);
  await desk.goto("/therapist-dashboard");
  await waitForHydration(desk);
  const alerts = desk.getByRole("region", { name: /^Needs your attention/ });

  // On her phone: the four forms due before the first session.
  const { cookies } = await client.api.storageState();
  const phone = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: "Africa/Accra" });
  await phone.addCookies(cookies);
  const page = await phone.newPage();
  await page.goto("/client-dashboard/forms");
  await waitForHydration(page);
  const due = page.getByRole("list", { name: "Forms due" });
  for (const title of ["Intake form", "Consent to treatment and confidentiality agreement", "PHQ-9", "GAD-7"]) {
    await expect(due.getByText(title, { exact: true })).toBeVisible();
  }

  await startForm(page, "Intake form");
  await answerForm(page, {});
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

  await startForm(page, "Consent to treatment and confidentiality agreement");
  await answerForm(page, {}, client.name);
  await expect(page.getByText(/You signed the Consent to treatment/)).toBeVisible();

  // PHQ-9: "Several days" on item 9. The crisis lines come first; her therapist is alerted live.
  await startForm(page, "PHQ-9");
  await answerForm(page, { 1: "More than half the days", 2: "Several days", 9: "Several days" });
  await expect(page.getByRole("region", { name: SELF_HARM_NOTICE.title })).toBeVisible();
  await expect(page.getByText("Your score: 4 of 27 (Minimal).")).toBeVisible();
  // Her alert arrives on the open dashboard (others of hers may be there too).
  const herAlert = alerts
    .getByRole("listitem")
    .filter({ has: desk.locator(`a[href="/therapist-dashboard/clients/${clientId}"]`) });
  await expect(herAlert).toContainText(CLINICAL_ALERT_TITLES.questionnaire);
  // (Another test's client of hers may be alerting her too: one toast at least.)
  await expect(desk.locator("[data-sonner-toast]").getByText("A client needs your attention").first()).toBeVisible();

  await startForm(page, "GAD-7");
  await answerForm(page, { 1: "Nearly every day", 2: "Several days" });
  await expect(page.getByText("Your score: 4 of 21 (Minimal).")).toBeVisible();
  expect(await page.evaluate(pageWidth), "the form's width").toBeLessThanOrEqual(PHONE.width);

  // The therapist follows the alert to her page: both scores, their charts, item 9 flagged.
  await herAlert.getByRole("link", { name: "Open the client's page" }).click();
  await waitForHydration(desk);
  const measures = desk.getByRole("region", { name: "Measures" });
  const phq = measures.getByRole("region", { name: "PHQ-9 (depression)" });
  await expect(phq).toContainText("Latest: 4 of 27, Minimal");
  await expect(phq.getByRole("note")).toContainText("Item 9 (thoughts of self-harm) was answered above 0");
  await expect(phq.getByRole("img")).toBeVisible();
  await expect(measures.getByRole("region", { name: "GAD-7 (anxiety)" })).toContainText("Latest: 4 of 21, Minimal");
  const forms = desk.getByRole("region", { name: "Forms" });
  await expect(forms.getByRole("link")).toHaveCount(4);
  await expectAccessible(desk, "a client's page with her scores");

  // A session with her took place: a SOAP note, signed, then an addendum.
  await pastSession(therapist, baseURL!, clientId);
  await desk.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  await waitForHydration(desk);
  await desk
    .getByRole("link", { name: /^Write note/ })
    .first()
    .click();
  await waitForHydration(desk);
  await desk.getByRole("radio", { name: "SOAP" }).check();
  await desk.getByRole("textbox", { name: "Subjective" }).fill("Low mood; passing thoughts of not being here.");
  await desk.getByRole("textbox", { name: "Assessment" }).fill("Mild symptoms; safety plan agreed.");
  await desk.getByRole("textbox", { name: "Plan" }).fill("Weekly sessions; PHQ-9 again in four weeks.");
  await desk.getByRole("button", { name: "Sign note" }).click();
  await desk.getByRole("dialog", { name: "Sign this note?" }).getByRole("button", { name: "Sign note" }).click();
  await expect(desk.getByRole("region", { name: /^Signed note/ })).toContainText("safety plan agreed");
  await desk.getByRole("textbox", { name: "Add an addendum" }).fill("She called the next day: feeling safer.");
  await desk.getByRole("button", { name: "Add addendum" }).click();
  await expect(desk.getByRole("region", { name: "Addenda" }).getByRole("listitem")).toHaveCount(1);

  // The administrator: that the note and the forms exist, never what they say.
  const admin = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: PHONE });
  const office = await openPage(admin, `/admin-dashboard/clients/${clientId}`);
  const adminNotes = office.getByRole("region", { name: "Notes" });
  await expect(adminNotes).toContainText("SOAP note, signed");
  await expect(adminNotes).not.toContainText("safety plan");
  await expect(office.getByRole("region", { name: "Forms" })).toContainText("PHQ-9");
  await expect(office.getByRole("region", { name: "Measures" })).toHaveCount(0);
  await expect(office.getByRole("region", { name: "Forms" }).getByRole("link")).toHaveCount(0);
  expect(await office.evaluate(pageWidth), "the admin's client page").toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(office, "an administrator's view of a client's record");

  // The client sees that her therapist read her scores and notes, and that the administrator saw
  // only that notes exist.
  await page.goto("/client-dashboard/forms");
  await waitForHydration(page);
  const views = page.getByRole("list", { name: "Who has viewed my record" }).getByRole("listitem");
  // At least once: a live update (the session she just added) may load the page, and so read, again.
  await expect(views.filter({ hasText: "Efua Asante" }).filter({ hasText: "Read your scores" }).first()).toBeVisible();
  await expect(
    views.filter({ hasText: "Efua Asante" }).filter({ hasText: "Read a session note" }).first(),
  ).toBeVisible();
  const byAdmin = views.filter({ hasText: "Abena Owusu" });
  await expect(byAdmin).toHaveCount(1);
  await expect(byAdmin).toContainText("Saw that session notes exist and when they were signed");

  await Promise.all([admin.close(), phone.close(), therapist.close(), client.api.dispose()]);
});
