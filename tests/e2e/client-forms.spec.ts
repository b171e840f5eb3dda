import { expect, type Page, test } from "@playwright/test";
import { SELF_HARM_NOTICE } from "../../domain/clinical/crisis";
import { signInThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { bookSession, confirmTransfer, type PortalClient, signUpClient } from "./support/portal";

// A client answers her forms on a phone: a new client with a session booked (by bank transfer,
// marked received by the admin, so the session is confirmed and its forms are due) answers the
// PHQ-9 one question a screen, leaves and comes back, and signs the consent to treatment.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 740 }, timezoneId: "Africa/Accra" });

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let client: PortalClient;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  client = await signUpClient(baseURL!, {
    firstName: "Afua",
    lastName: "Boateng",
    email: `forms-${tag}@example.com`,
  });
  await bookSession(client, "+44 20 7946 0001");
  await confirmTransfer(baseURL!, client);
});

test.afterAll(async () => client?.api.dispose());

/** Chooses an answer on the question shown, and waits for it to be saved. */
async function answer(page: Page, label: string) {
  await page.getByRole("radio", { name: label, exact: true }).check();
  await expect(page.getByRole("status")).toHaveText("Saved");
}

test("the PHQ-9, one question a screen, kept across a failed save and a reload, ends with the crisis lines when item 9 is above 0", async ({
  page,
}) => {
  await signInThroughPage(page, client.credentials);
  await page.goto("/client-dashboard/forms");
  await waitForHydration(page);
  const due = page.getByRole("list", { name: "Forms due" });
  await expect(due.getByText("PHQ-9", { exact: true })).toBeVisible();
  await expect(due.getByText(/^Due by /).first()).toBeVisible();
  await expectAccessible(page, "the Forms tab");
  await page.getByRole("link", { name: "Start PHQ-9" }).click();
  await waitForHydration(page);

  await expect(page.getByText("Question 1 of 10")).toBeVisible();
  await expectAccessible(page, "a form, one question a screen");
  // The first save fails on the way: she is told, her answer stays, and it is saved on the retry.
  let failed = 0;
  await page.route("**/client-dashboard/forms/phq-9.data*", (route) =>
    failed++ === 0 ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByRole("radio", { name: "Several days", exact: true }).check();
  await expect(page.getByRole("status")).toHaveText("Not saved yet, we'll retry");
  await expect(page.getByRole("radio", { name: "Several days", exact: true })).toBeChecked();
  await expect(page.getByRole("status")).toHaveText("Saved");
  await page.unrouteAll();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 10")).toBeVisible();
  await answer(page, "More than half the days");

  // She leaves and comes back: her answers are there.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: "Several days" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("radio", { name: "More than half the days" })).toBeChecked();

  for (let question = 3; question <= 9; question++) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
    await answer(page, question === 9 ? "Several days" : "Not at all");
  }
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 10 of 10")).toBeVisible();
  await page.getByRole("button", { name: "Send my answers" }).click();

  const notice = page.getByRole("region", { name: SELF_HARM_NOTICE.title });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading", { name: SELF_HARM_NOTICE.title })).toBeFocused();
  await expect(notice.getByRole("link", { name: /0800 678 678/ })).toHaveAttribute("href", "tel:0800678678");
  await expect(page.getByText("Your score: 4 of 27 (Minimal).")).toBeVisible();
  await expectAccessible(page, "the crisis notice");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test("the consent is signed with a tick and her typed name, and its signed copy can be downloaded", async ({
  page,
}) => {
  await signInThroughPage(page, client.credentials);
  await page.goto("/client-dashboard/forms/consent-to-treatment");
  await waitForHydration(page);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Next" }).click();
  const name = page.getByRole("textbox", { name: /Your full name/ });
  await expect(name).toBeFocused();
  await page.getByRole("button", { name: "Sign and send" }).click();
  await expect(page.getByText("Please type your full name to sign.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  await name.fill("Afua Boateng");
  await page.getByRole("button", { name: "Sign and send" }).click();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(page.getByText(/You signed the Consent to treatment/)).toBeVisible();

  await page.getByRole("link", { name: "Back to your forms" }).click();
  const sent = page.getByRole("list", { name: "Forms you have sent" });
  const download = sent.getByRole("link", { name: "Download the signed copy (PDF)" });
  await expect(download).toBeVisible();
  const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Her answers as she sent them, with the signature's record.
  await sent.getByRole("link", { name: /Consent to treatment.*: see your answers/ }).click();
  await expect(page.getByRole("heading", { name: /Consent to treatment/ })).toBeVisible();
  await expect(page.getByText("Afua Boateng").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Your forms" })).toHaveAttribute("href", "/client-dashboard/forms");
});
