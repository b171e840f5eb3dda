import { expect, request, test } from "@playwright/test";
import { NEWSLETTER_TEXT } from "../../domain/newsletter";
import { apiAs, chooseRegion, DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { mailsTo, waitForMail } from "./support/mail";
import { openPage, signedInContext } from "./support/staff";

// Decision 0046: the mailing list with double opt-in. A visitor signs up on /resources, confirms
// by the e-mail's link, the admin sees her confirmed and sends an announcement, and the
// announcement's own link takes her off the list. A mail program's one-click unsubscribe (RFC
// 8058, posted from its own servers, with no Origin) takes another address off.

const TOKEN = "([A-Za-z0-9._-]+)";
const unfolded = (mail: string) => mail.replace(/\r?\n[ \t]+/g, " ");

test("sign up, confirm by e-mail, the admin's announcement, and leaving by its link", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow(); // three e-mails through the outbox, and the admin's tab
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `reader-${tag}@example.test`;

  await chooseRegion(context, baseURL!);
  await page.goto("/resources");
  await waitForHydration(page);
  const box = page.getByRole("region", { name: "Newsletter", exact: true });
  await box.getByLabel(NEWSLETTER_TEXT.label).fill(email);
  await box.getByRole("button", { name: NEWSLETTER_TEXT.button }).click();
  await expect(box.getByRole("status")).toHaveText(NEWSLETTER_TEXT.checkInbox);
  await expectAccessible(page, "the resources page's newsletter box after signing up");

  // The confirmation e-mail: its link, and the list's headers.
  const [, confirmToken] = await waitForMail(email, new RegExp(`/newsletter/confirm\\?token=${TOKEN}`));
  const confirmation = unfolded(mailsTo(email)[0] ?? "");
  expect(confirmation).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=u\./m);
  expect(confirmation).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  await page.goto(`/newsletter/confirm?token=${confirmToken}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: NEWSLETTER_TEXT.confirmHeading })).toBeVisible();
  await page.getByRole("button", { name: NEWSLETTER_TEXT.confirmButton }).click();
  await expect(page.getByRole("status")).toHaveText(NEWSLETTER_TEXT.confirmed);

  // The admin finds her confirmed, and sends an announcement to the confirmed list.
  const admin = await signedInContext(browser, baseURL!, DEMO.admin);
  const tab = await openPage(admin, `/admin-dashboard/newsletter?q=${encodeURIComponent(email)}`);
  const row = tab.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) });
  await expect(row).toContainText("Confirmed");
  await expectAccessible(tab, "the admin's newsletter tab");
  const subject = `New workshop dates ${tag}`;
  const form = tab.getByRole("form", { name: "Send an announcement" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Announcement").fill("A new workshop on rest, in March.");
  await form.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
  await expect(form.getByRole("status")).toContainText(NEWSLETTER_TEXT.announcementQueued);
  await expect(tab.getByRole("region", { name: "Latest announcements" })).toContainText(subject);

  // Her copy carries her own way out; following it and pressing the button takes her off the list.
  const [, leaveToken] = await waitForMail(
    email,
    new RegExp(`A new workshop on rest, in March\\.[\\s\\S]*/newsletter/unsubscribe\\?token=${TOKEN}`),
  );
  await page.goto(`/newsletter/unsubscribe?token=${leaveToken}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: NEWSLETTER_TEXT.unsubscribeButton }).click();
  await expect(page.getByRole("status")).toHaveText(NEWSLETTER_TEXT.unsubscribed);

  await tab.reload();
  await expect(tab.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) })).toContainText("Unsubscribed");
  await admin.close();
});

test("a mail program's one-click unsubscribe, posted from elsewhere, takes the address off the list", async ({
  browser,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `one-click-${tag}@example.test`;
  const visitor = await apiAs(baseURL!, null);
  const signUp = await visitor.post("/newsletter", { form: { email, source: "/workshops" } });
  expect(signUp.status()).toBe(200);
  await visitor.dispose();

  // The link in the text (the header's copy may be folded over lines).
  const [, token] = await waitForMail(
    email,
    new RegExp(`To leave the list, open: \\S+/newsletter/unsubscribe\\?token=${TOKEN}`),
  );
  // A mail program posts from its own servers: no page of ours, no Origin, no cookie.
  const mailProgram = await request.newContext({ baseURL, maxRedirects: 0 });
  const answer = await mailProgram.post(`/newsletter/unsubscribe?token=${token}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(answer.status()).toBe(200);
  await mailProgram.dispose();

  const admin = await signedInContext(browser, baseURL!, DEMO.admin);
  const tab = await openPage(admin, `/admin-dashboard/newsletter?q=${encodeURIComponent(email)}`);
  const row = tab.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) });
  await expect(row).toContainText("Unsubscribed");
  await expect(row).toContainText("/workshops");
  await admin.close();
});

test("without scripts, the box posts to /newsletter, which shows the answer", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await chooseRegion(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/workshops");
  const box = page.getByRole("region", { name: "Workshop newsletter" });
  await box.getByLabel(NEWSLETTER_TEXT.label).fill("not-an-address@");
  // The browser's own check would stop a person here; the server's answer is what is tested.
  await box.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await box.getByRole("button", { name: NEWSLETTER_TEXT.button }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("alert")).toHaveText(NEWSLETTER_TEXT.badEmail);

  const email = `no-scripts-${Date.now().toString(36)}@example.test`;
  await page.getByRole("main").getByLabel(NEWSLETTER_TEXT.label).fill(email);
  await page.getByRole("main").getByRole("button", { name: NEWSLETTER_TEXT.button }).click();
  await expect(page.getByRole("status")).toHaveText(NEWSLETTER_TEXT.checkInbox);
  await waitForMail(email, /\/newsletter\/confirm\?token=/);
  await context.close();
});
