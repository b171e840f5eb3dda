import { expect, type Page, test } from "@playwright/test";
import { INTAKE } from "../../domain/clinical/forms";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { openPage, signedInContext, toastTitled } from "./support/staff";

// The admin dashboard's Forms tab on a phone: a question added to the intake (a new version),
// moved, then removed again so the intake asks what it asked before; a service's form schedule
// saved, then put back on the default. Other journeys answer the intake and rely on the default.

const tag = `F${Date.now().toString(36).toUpperCase()}`;
const PHONE = { width: 360, height: 800 };
const SERVICE = "Individual Teletherapy";

const questions = (page: Page) => page.getByRole("region", { name: "Questions" }).getByRole("listitem");
const currentVersion = async (page: Page) => {
  const line = await page.getByText(/^Form · version \d+/).textContent();
  return Number(/version (\d+)/.exec(line ?? "")?.[1]);
};

test("the admin adds a required question to the intake, moves it up, sees each new version, and removes it", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: PHONE });
  const page = await openPage(context, "/admin-dashboard");
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Forms", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Forms and questionnaires" })).toBeVisible();
  await expectAccessible(page, "the forms tab");
  await page.getByRole("link", { name: INTAKE.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: INTAKE.title })).toBeVisible();
  await expectAccessible(page, "the intake's page");
  const before = await currentVersion(page);
  const lastBefore = (await questions(page).last().locator("p").first().textContent()) ?? "";

  const text = `How did you hear about us? ${tag}`;
  const add = page.getByRole("form", { name: "Add a question" });
  await add.getByLabel("Question").fill(text);
  await add.getByLabel("Required").check();
  await add.getByRole("button", { name: "Add the question" }).click();
  await expect(toastTitled(page, "Question added")).toBeVisible();
  await expect(questions(page).last()).toContainText(text);
  await expect(questions(page).last()).toContainText("required");
  await expect(page.getByText(`Version ${before + 1} (current)`)).toBeVisible();
  await expect(add.getByLabel("Question")).toHaveValue("");

  await page.getByRole("button", { name: `Move up: ${text}` }).click();
  await expect(toastTitled(page, "Question moved up")).toBeVisible();
  await expect(page.getByText(`Version ${before + 2} (current)`)).toBeVisible();
  await expect(questions(page).last()).toContainText(lastBefore);
  await expect(questions(page).nth(-2)).toContainText(text);

  await page.getByRole("button", { name: `Remove: ${text}` }).click();
  await expect(toastTitled(page, "Question removed")).toBeVisible();
  await expect(page.getByText(`Version ${before + 3} (current)`)).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test("the admin sets a service's form schedule, and puts it back on the default", async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, DEMO.admin, { viewport: PHONE });
  const page = await openPage(context, "/admin-dashboard/forms");
  const service = page.locator("details").filter({ has: page.getByText(SERVICE, { exact: true }) });
  await service.locator("summary").click();
  const schedule = service.getByRole("form", { name: `Schedule of ${SERVICE}` });
  await schedule.getByLabel("Due this many hours before the session").fill("48");
  await schedule.getByRole("group", { name: "Measures asked again" }).getByLabel("GAD-7").uncheck();
  await schedule.getByRole("button", { name: "Save schedule" }).click();
  await expect(toastTitled(page, `${SERVICE}: schedule saved`)).toBeVisible();
  await expect(service.locator("summary")).toContainText("its own schedule");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.reload();
  await service.locator("summary").click();
  await expect(schedule.getByLabel("Due this many hours before the session")).toHaveValue("48");
  await expect(schedule.getByRole("group", { name: "Measures asked again" }).getByLabel("GAD-7")).not.toBeChecked();
  await expect(schedule.getByRole("group", { name: "Measures asked again" }).getByLabel("PHQ-9")).toBeChecked();

  await service.getByRole("button", { name: "Use the default schedule" }).click();
  await expect(toastTitled(page, `${SERVICE}: back to the default`)).toBeVisible();
  await expect(service.locator("summary")).toContainText("the default");
  await expect(schedule.getByLabel("Due this many hours before the session")).toHaveValue("24");
  await context.close();
});
