import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { sessionWhen } from "../../domain/session-time";
import { apiAs, chooseRegion, DEMO, signInThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { bookSession, exportOf, type PortalClient, signUpClient } from "./support/portal";

// The client portal's Homework and Profile tabs and "Download my data". The tests make their own
// client: signed up, with a session booked through the booking engine (a bank transfer, so the
// director holds the slot and is the client's therapist), and homework the director sets and
// reviews through POST /api/homework. No demo row is changed.

test.describe.configure({ mode: "serial" });

const DAY_MS = 86_400_000;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TO_SUBMIT = `Gratitude list ${tag}`;
const REVIEWED = `Walk and notice ${tag}`;
const REVIEWED_RESPONSE = `I walked three times and noticed the trees ${tag}.`;

const newClient = (baseURL: string, firstName: string) =>
  signUpClient(baseURL, { firstName, lastName: "Owusu", email: `hw-${tag}-${firstName.toLowerCase()}@example.com` });

type Export = {
  profile: { id: string; email: string; firstName: string; timezone: string };
  sessions: { therapist: string; status: string }[];
  bookings: { status: string; paymentReference: string | null }[];
  homework: { title: string; status: string; response: string | null; submittedAt: string | null }[];
  messages: unknown[];
  notifications: { title: string }[];
  eventRegistrations: { event: string; dietaryRequirements: string | null; accessibilityNeeds: string | null }[];
  payments: { reference: string; for: string; status: string }[];
  plans: { plan: string; status: string; paymentReference: string | null }[];
};

const WORKSHOP = "Managing Stress and Burnout";
const PLAN = "Steady Growth: Individual Teletherapy";

/** "Download my data" on the profile tab, read as the file the browser saved. */
async function downloadMyData(page: Page): Promise<{ text: string; data: Export; fileName: string }> {
  await openTab(page, "profile");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  const text = await readFile((await download.path()) ?? "", "utf8");
  return { text, data: JSON.parse(text) as Export, fileName: download.suggestedFilename() };
}

/** The director's side, through the same endpoint the therapist dashboard will use. */
async function asDirector(baseURL: string, form: Record<string, string>): Promise<string> {
  const director = await apiAs(baseURL, DEMO.director);
  const response = await director.post("/api/homework", { form });
  const body = (await response.json()) as { ok: boolean; id?: string; error?: string };
  await director.dispose();
  expect(body.error ?? "", `${form.intent} as the director`).toBe("");
  return body.id ?? "";
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });

async function openTab(page: Page, tab: "homework" | "profile") {
  await page.goto(`/client-dashboard/${tab}`);
  await waitForHydration(page);
}

let client: PortalClient;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  client = await newClient(baseURL!, "Esi");
  await bookSession(client, "+44 20 7946 0000");
  const { profile } = await exportOf<Export>(client.api);
  const dueDate = new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10);
  const reviewedId = await asDirector(baseURL!, { intent: "assign", clientId: profile.id, title: REVIEWED });
  await asDirector(baseURL!, {
    intent: "assign",
    clientId: profile.id,
    title: TO_SUBMIT,
    description: "Three good things each evening.",
    dueDate,
  });
  const submitted = await client.api.post("/client-dashboard/homework", {
    form: { intent: "submit-homework", assignmentId: reviewedId, response: REVIEWED_RESPONSE },
  });
  expect(submitted.status()).toBe(200);
  await asDirector(baseURL!, { intent: "review", assignmentId: reviewedId });
});

test.afterAll(async () => client?.api.dispose());

test.describe("homework tab", () => {
  test("a response is submitted, after a blank one is refused, and the homework is then read-only", async ({
    page,
  }) => {
    await signInThroughPage(page, client.credentials);
    await openTab(page, "homework");
    await expect(page.getByRole("heading", { name: "Homework", level: 2 })).toBeVisible();
    const open = card(page, TO_SUBMIT);
    await expect(open).toContainText("Assigned");
    await expect(open).toContainText("From Efua Asante");
    await expect(open).toContainText("Three good things each evening.");
    // One of her two assignments done (the reviewed one): 50%.
    const completion = page.getByRole("progressbar", { name: "Homework completion" });
    await expect(completion).toHaveAttribute("aria-valuenow", "50");
    await expect(page.getByText("1 of 2 done.")).toBeVisible();
    await expectAccessible(page, "homework tab");

    const box = open.getByRole("textbox", { name: "Your response" });
    await expect(box).toHaveAttribute("rows", "6");
    await box.fill("   ");
    await open.getByRole("button", { name: "Submit Response" }).click();
    await expect(toast(page, "Error submitting homework")).toContainText(
      "Please write your response before submitting.",
    );
    await expect(box).toHaveAccessibleDescription("Please write your response before submitting.");

    const answer = "1. The sun this morning.\n2. A call with my sister.\n3. Jollof for dinner.";
    await box.fill(answer);
    await open.getByRole("button", { name: "Submit Response" }).click();
    await expect(toast(page, "Homework submitted successfully")).toBeVisible();
    await expect(open).toContainText("Completed");
    await expect(open.getByText("3. Jollof for dinner.", { exact: false })).toBeVisible();
    await expect(open.getByRole("textbox")).toHaveCount(0);
    // The refusal went with the success: nothing says the response is missing any more.
    await expect(open.getByText("Please write your response before submitting.")).toHaveCount(0);
    await expect(completion).toHaveAttribute("aria-valuenow", "100");
    // The stats strip is the overview's, not this tab's; there, nothing is pending any more.
    const summary = page.getByRole("list", { name: "Your summary" });
    await expect(summary).toHaveCount(0);
    await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Sessions" }).click();
    await expect(summary.getByRole("listitem").filter({ hasText: "Pending homework" })).toContainText("0");

    await openTab(page, "homework");
    await expect(card(page, TO_SUBMIT).getByRole("textbox")).toHaveCount(0);
    await expect(card(page, TO_SUBMIT)).toContainText("Jollof for dinner.");
  });

  test("reviewed homework carries the 'Reviewed by Therapist' badge and shows the response, read-only", async ({
    page,
  }) => {
    await signInThroughPage(page, client.credentials);
    await page.goto("/client-portal/homework");
    const reviewed = card(page, REVIEWED);
    await expect(reviewed.getByText("Reviewed by Therapist")).toBeVisible();
    await expect(reviewed).toContainText(REVIEWED_RESPONSE);
    await expect(reviewed.getByRole("textbox")).toHaveCount(0);
    await expect(reviewed.getByRole("button")).toHaveCount(0);
  });
});

test.describe("profile tab", () => {
  test("a saved name shows in the welcome; a blank one is refused beside the field and nothing typed is lost", async ({
    page,
    baseURL,
  }) => {
    const fresh = await newClient(baseURL!, "Yaa");
    await signInThroughPage(page, fresh.credentials);
    await openTab(page, "profile");
    await expect(page.getByText("Welcome back, Yaa.")).toBeVisible();
    await expect(page.getByLabel("Bio (optional)")).toHaveAttribute("rows", "4");
    await expectAccessible(page, "profile tab");

    await page.getByLabel("First name").fill("Akosua");
    await page.getByLabel("Phone (optional)").fill("+233 24 555 0199");
    await page.getByLabel("Bio (optional)").fill("Learning to rest.");
    // Hold the save for a moment to see the busy button.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/client-dashboard/profile.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(toast(page, "Profile updated successfully")).toBeVisible();
    await expect(page.getByText("Welcome back, Akosua.")).toBeVisible();
    await page.unrouteAll();

    await page.getByLabel("Last name").fill("  ");
    await page.getByLabel("Bio (optional)").fill("Typed, not yet saved.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Error updating profile")).toContainText("Last name is required");
    await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("Last name is required");
    await expect(page.getByLabel("Bio (optional)")).toHaveValue("Typed, not yet saved.");
    await expect(page.getByLabel("First name")).toHaveValue("Akosua");

    await page.reload();
    await expect(page.getByLabel("Last name")).toHaveValue("Owusu");
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("+233 24 555 0199");
    await expect(page.getByLabel("Bio (optional)")).toHaveValue("Learning to rest.");
    await fresh.api.dispose();
  });

  test("changing the time zone changes the times the portal shows", async ({ page }) => {
    await signInThroughPage(page, client.credentials);
    const before = await exportOf<Export>(page.request);
    const submittedAt = before.homework.find((h) => h.title === REVIEWED)?.submittedAt;
    expect(submittedAt).toBeTruthy();
    const at = new Date(submittedAt!);
    expect(before.profile.timezone).toBe("UTC");

    await openTab(page, "homework");
    await expect(card(page, REVIEWED)).toContainText(`Submitted ${sessionWhen(at, "UTC").text}`);

    await openTab(page, "profile");
    await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated successfully")).toBeVisible();

    await page.getByRole("link", { name: "Homework", exact: true }).click();
    await expect(page).toHaveURL(/\/client-dashboard\/homework$/);
    const tokyo = sessionWhen(at, "Asia/Tokyo").text;
    expect(tokyo).not.toBe(sessionWhen(at, "UTC").text);
    await expect(card(page, REVIEWED)).toContainText(`Submitted ${tokyo}`);
  });
});

test.describe("download my data", () => {
  test("the file holds the client's own profile, sessions, bookings, homework and notifications, and no one else's", async ({
    page,
  }) => {
    await signInThroughPage(page, client.credentials);
    const { text, data, fileName } = await downloadMyData(page);
    expect(fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);

    expect(data.profile).toMatchObject({ email: client.credentials.email, firstName: "Esi" });
    expect(data.sessions).toEqual([expect.objectContaining({ therapist: "Efua Asante", status: "scheduled" })]);
    expect(data.bookings).toEqual([
      expect.objectContaining({ status: "pending_payment", paymentReference: expect.stringMatching(/^SCH-/) }),
    ]);
    expect(data.homework.map((h) => h.title).sort()).toEqual([TO_SUBMIT, REVIEWED].sort());
    expect(data.homework.find((h) => h.title === REVIEWED)).toMatchObject({
      status: "reviewed",
      response: REVIEWED_RESPONSE,
    });
    expect(data.notifications.map((n) => n.title)).toEqual(
      expect.arrayContaining(["New homework", "Homework reviewed"]),
    );
    expect(Array.isArray(data.messages)).toBe(true);
    // Nobody else's rows, and no secrets.
    for (const other of [DEMO.ama.email, DEMO.kwame.email, "Box breathing log", "Conflict map"]) {
      expect(text).not.toContain(other);
    }
    expect(text).not.toMatch(/"(password|token|passwordHash)"/i);
  });

  test("it also holds her event place with the notes she typed, her payments and her plan", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // an event registration and a plan checkout, then the download
    await chooseRegion(page.context(), baseURL ?? "", "international.USD");
    await signInThroughPage(page, client.credentials);

    await page.goto("/workshops");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Register: ${WORKSHOP}` }).click();
    const dialog = page.getByRole("dialog", { name: `Register for ${WORKSHOP}` });
    await dialog.getByLabel("Dietary requirements (optional)").fill(`Vegetarian ${tag}`);
    await dialog.getByLabel("Accessibility needs (optional)").fill(`Step-free access ${tag}`);
    await dialog.getByRole("button", { name: "Register and get payment instructions" }).click();
    await expect(page).toHaveURL(/\/payment-success\?reference=EVT-[^&]*$/);
    const place = new URL(page.url()).searchParams.get("reference") ?? "";

    await page.goto("/support-plans");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Choose Plan: ${PLAN}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: PLAN })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get Payment Instructions" }).click();
    const instructions = page.getByRole("region", { name: "Bank Transfer Instructions" });
    const plan = (await instructions.getByText(/^WISE-[A-Z0-9-]+$/).textContent()) ?? "";

    const { text, data } = await downloadMyData(page);
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({
        event: WORKSHOP,
        dietaryRequirements: `Vegetarian ${tag}`,
        accessibilityNeeds: `Step-free access ${tag}`,
      }),
    ]);
    // Every payment: the session's transfer, the event place's and the plan's, each named.
    expect(data.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reference: expect.stringMatching(/^SCH-/),
          for: expect.stringMatching(/^Session booking/),
        }),
        expect.objectContaining({ reference: place, for: `Event registration: ${WORKSHOP}`, status: "pending" }),
        expect.objectContaining({ reference: plan, for: `Support plan: ${PLAN}`, status: "pending" }),
      ]),
    );
    expect(data.plans).toEqual([expect.objectContaining({ plan: PLAN, paymentReference: plan })]);
    expect(text).not.toMatch(/"(password|token|passwordHash|accessCode)"/i);
  });

  test("another client's export is theirs alone", async ({ baseURL }) => {
    const kwame = await apiAs(baseURL!, DEMO.kwame);
    const text = await (await kwame.get("/api/portal/export")).text();
    await kwame.dispose();
    const data = JSON.parse(text) as Export;
    expect(data.profile.email).toBe(DEMO.kwame.email);
    for (const other of [client.credentials.email, TO_SUBMIT, REVIEWED, DEMO.ama.email, "Box breathing log"]) {
      expect(text).not.toContain(other);
    }
  });
});
