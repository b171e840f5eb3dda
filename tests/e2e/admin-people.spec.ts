import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { APPLICATION_TEXT, USER_TEXT } from "../../domain/admin-people";
import { apiAs, type Credentials, DEMO, signInThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";
import { signUpClient } from "./support/portal";
import { openPage, signedInContext, toastTitled } from "./support/staff";

// The admin's Applications and Users tabs (spec 001 §4-§6, §8). Every person here is made by the
// test (a therapist application through the sign-up page, clients through the sign-up action), so
// no demo account is approved, demoted or suspended. The audit entries are checked by the database
// tests beside the use cases (server/modules/admin-people/*.test.ts).

test.describe.configure({ timeout: 150_000 });

const ACCOUNT_SUSPENDED = "This account is suspended. Please contact the practice.";
const NO_ONE = "00000000-0000-4000-8000-000000000000";
/** Makes names and addresses unique to this run. */
const tag = () => randomUUID().slice(0, 8);

async function adminPage(browser: Browser, baseURL: string, path: string): Promise<Page> {
  return openPage(await signedInContext(browser, baseURL, DEMO.admin), path);
}

/** Applies to join as a therapist, as a person does: the sign-up page's therapist application. */
async function applyThroughSignUp(page: Page, who: { firstName: string; lastName: string; email: string }) {
  await page.goto("/auth?tab=signup");
  await waitForHydration(page);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("First name").fill(who.firstName);
  await form.getByLabel("Last name").fill(who.lastName);
  await form.getByLabel("Email", { exact: true }).fill(who.email);
  await form.getByLabel("Password", { exact: true }).fill("secret-2026");
  await form.getByLabel("I'm a therapist applying to join the practice").check();
  await form.getByLabel("Your training and experience (optional)").fill("Counselling psychologist, 8 years.");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page).toHaveURL(/\/client-dashboard$/);
}

/** The Users tab searched for `text`, once the list shows the search's result. */
async function searchUsers(page: Page, text: string) {
  await page.getByLabel("Search by name or e-mail").fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === text);
}

test("a therapist application: refused without a reason, approved, and the new therapist lands on her dashboard", async ({
  browser,
  baseURL,
  page,
}) => {
  const id = tag();
  const applicant = { firstName: "Esi", lastName: `Applicant${id}`, email: `applicant-${id}@example.test` };
  const name = `${applicant.firstName} ${applicant.lastName}`;
  await applyThroughSignUp(page, applicant);

  const tab = await adminPage(browser, baseURL!, "/admin-dashboard/applications");
  const item = tab.getByRole("listitem", { name });
  await expect(item).toContainText(applicant.email);
  await expect(item).toContainText("Counselling psychologist, 8 years.");
  await expect(item).toContainText(/Applied \d{1,2} \w+ \d{4}/);
  await expectAccessible(tab, "the Applications tab");

  // Reject without a reason: the dialog refuses it, whatever its placeholder says.
  await item.getByRole("button", { name: `Reject ${name}` }).click();
  const reject = tab.getByRole("dialog", { name: "Reject application" });
  const reason = reject.getByLabel("Reason for rejection");
  await expect(reason).toHaveAttribute("placeholder", APPLICATION_TEXT.reasonPlaceholder);
  await expect(reason).toBeFocused();
  await reject.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(reject.getByText(APPLICATION_TEXT.reasonRequired)).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(toastTitled(tab, APPLICATION_TEXT.reasonRequired)).toBeVisible();
  await expectAccessible(tab, "the Reject dialog");
  await tab.keyboard.press("Escape");
  await expect(reject).toBeHidden();
  await expect(item).toBeVisible();

  // And so does the server, whatever the browser sends.
  const admin = await apiAs(baseURL!, DEMO.admin);
  const refused = await admin.post("/admin-dashboard/applications.data", {
    form: { intent: "reject", applicantId: NO_ONE, reason: "   " },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(APPLICATION_TEXT.reasonRequired);
  await admin.dispose();

  // A second admin's page, opened before the decision, still offers it.
  const stale = await adminPage(browser, baseURL!, "/admin-dashboard/applications");
  await expect(stale.getByRole("listitem", { name })).toBeVisible();

  await item.getByRole("button", { name: `Approve ${name}` }).click();
  const approve = tab.getByRole("dialog", { name: "Approve application" });
  await expect(approve).toContainText("Monday to Friday, 09:00 to 17:00");
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toastTitled(tab, APPLICATION_TEXT.approved)).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(item).toBeHidden();
  await expect(tab.getByRole("row", { name: new RegExp(name) })).toContainText("Approved");
  await waitForMail(applicant.email, /approved/);

  // Only one decision counts: the stale page is told why.
  await stale
    .getByRole("listitem", { name })
    .getByRole("button", { name: `Reject ${name}` })
    .click();
  const late = stale.getByRole("dialog", { name: "Reject application" });
  await late.getByLabel("Reason for rejection").fill("No licence on file");
  await late.getByRole("button", { name: "Reject", exact: true }).click();
  const failed = toastTitled(stale, APPLICATION_TEXT.rejectFailed);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("This application has already been approved.");

  // Her next sign-in lands on the therapist dashboard.
  const fresh = await browser.newContext({ baseURL });
  const own = await fresh.newPage();
  await signInThroughPage(own, { email: applicant.email, password: "secret-2026" });
  await expect(own).toHaveURL(/\/therapist-dashboard$/);
  await expect(own.getByRole("heading", { name: "Therapist Dashboard" })).toBeVisible();
  await fresh.close();
});

test("an admin finds someone by name or e-mail and changes the role, by keyboard", async ({ browser, baseURL }) => {
  const id = tag();
  const person = await signUpClient(baseURL!, {
    firstName: "Adwoa",
    lastName: `Roletest${id}`,
    email: `role-${id}@example.test`,
  });
  const name = `${person.firstName} ${person.lastName}`;
  const tab = await adminPage(browser, baseURL!, "/admin-dashboard/users");
  await expect(tab.getByRole("table")).toBeVisible();
  await expectAccessible(tab, "the Users tab");

  await searchUsers(tab, `role-${id}`);
  const row = tab.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(person.credentials.email);
  await expect(row).toContainText("Client");
  await expect(tab.getByText("1 user", { exact: true })).toBeVisible();
  await searchUsers(tab, `Roletest${id}`);
  await expect(row).toBeVisible();

  const change = row.getByRole("button", { name: `Change role for ${name}` });
  await change.focus();
  await tab.keyboard.press("Enter");
  const dialog = tab.getByRole("dialog", { name: "Change role" });
  const role = dialog.getByLabel("Role");
  await expect(role).toBeFocused();
  await role.selectOption("therapist");
  await expectAccessible(tab, "the Change role dialog");
  await tab.keyboard.press("Tab");
  await tab.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Save role" })).toBeFocused();
  await tab.keyboard.press("Enter");
  await expect(toastTitled(tab, USER_TEXT.roleChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Therapist");
  await expect(change).toBeFocused();

  // She is a therapist now, at her very next request.
  const dashboard = await person.api.get("/therapist-dashboard");
  expect(dashboard.status()).toBe(200);
  await person.api.dispose();
});

test("a suspended account is signed out everywhere and cannot sign in until restored", async ({
  browser,
  baseURL,
  page,
}) => {
  const id = tag();
  const person = await signUpClient(baseURL!, {
    firstName: "Kwesi",
    lastName: `Suspendtest${id}`,
    email: `suspend-${id}@example.test`,
  });
  const credentials: Credentials = person.credentials;
  const name = `${person.firstName} ${person.lastName}`;
  // Signed in on a second device too.
  const device = await signedInContext(browser, baseURL!, credentials);
  const portal = await openPage(device, "/client-dashboard");
  await expect(portal.getByRole("heading", { name: "Your Portal" })).toBeVisible();

  const tab = await adminPage(browser, baseURL!, "/admin-dashboard/users");
  await searchUsers(tab, `Suspendtest${id}`);
  const row = tab.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Active");
  // An admin cannot suspend herself: her own row offers no Suspend.
  await searchUsers(tab, "admin@demo");
  await expect(tab.getByRole("row", { name: /\(you\)/ })).toBeVisible();
  await expect(tab.getByRole("row", { name: /\(you\)/ }).getByRole("button", { name: /^Suspend/ })).toHaveCount(0);
  await searchUsers(tab, `Suspendtest${id}`);

  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  const suspend = tab.getByRole("dialog", { name: "Suspend account" });
  await expect(suspend).toContainText("signed out everywhere");
  await expectAccessible(tab, "the Suspend dialog");
  await suspend.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(toastTitled(tab, USER_TEXT.suspended)).toBeVisible();
  await expect(row).toContainText("Suspended since");

  // Both of her sessions are over.
  await portal.reload();
  await expect(portal).toHaveURL(/\/auth$/);
  expect((await person.api.get("/client-dashboard")).headers().location).toBe("/auth");
  await person.api.dispose();

  // Her password is right, and still she cannot sign in.
  await page.goto("/auth");
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email", { exact: true }).fill(credentials.email);
  await panel.getByLabel("Password", { exact: true }).fill(credentials.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(ACCOUNT_SUSPENDED)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await row.getByRole("button", { name: `Restore ${name}` }).click();
  const restore = tab.getByRole("dialog", { name: "Restore account" });
  await restore.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(toastTitled(tab, USER_TEXT.restored)).toBeVisible();
  await expect(row).toContainText("Active");

  await signInThroughPage(page, credentials);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await device.close();
});
