import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { confirmTransfer } from "./support/portal";
import { clientIdOf, directorsNewClient, openPage, signedInContext } from "./support/staff";

// The therapist's view of a new client's clinical record, on a phone: the forms she still has to
// complete before her first session on the sessions list, the Measures and Forms sections of her
// page, and a form or signed document she does not have answered as not found.

const tag = `C${Date.now().toString(36).toUpperCase()}`;
const PHONE = { width: 360, height: 780 };

test("a new client's missing forms on her session, and her measures and forms on her page, at 360 px", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a new client with a booking, three pages and axe
  const client = await directorsNewClient(baseURL!, tag);
  // Her transfer received, her session is hers: its forms are due.
  await confirmTransfer(baseURL!, client);
  const context = await signedInContext(browser, baseURL!, DEMO.director, { viewport: PHONE });
  const page = await openPage(context, "/therapist-dashboard");
  const clientId = await clientIdOf(page, client.name);

  await page.goto(`/therapist-dashboard/sessions?view=list&client=${clientId}`);
  const row = page.locator("main li").filter({ hasText: client.name }).first();
  await expect(row.getByText(/Forms missing: Intake, Consent, PHQ-9, GAD-7/)).toBeVisible();

  await page.goto(`/therapist-dashboard/clients/${clientId}`);
  const measures = page.getByRole("region", { name: "Measures" });
  await expect(measures.getByRole("heading", { name: "PHQ-9 (depression)" })).toBeVisible();
  await expect(measures.getByRole("heading", { name: "GAD-7 (anxiety)" })).toBeVisible();
  await expect(measures.getByText("No results yet.")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Forms" }).getByText("No forms yet.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, "a client's page with her measures and forms");

  const none = "00000000-0000-4000-8000-000000000000";
  const form = await page.goto(`/therapist-dashboard/clients/${clientId}/forms/${none}`);
  expect(form?.status()).toBe(404);
  const pdf = await context.request.get(`/api/staff/clinical/responses/${none}/signed.pdf`);
  expect(pdf.status()).toBe(404);
  await context.close();
  await client.api.dispose();
});
