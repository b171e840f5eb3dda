import { expect, type Page, test } from "@playwright/test";
import { BOOKING_CONFIRMED } from "../../domain/booking-messages";
import { chooseRegion, DEMO, signInThroughPage, signUpThroughPage } from "./support/accounts";
import { pickDay, pickFirstFreeTime } from "./support/booking";
import { waitForHydration } from "./support/hydration";
import { mailsTo, waitForMail } from "./support/mail";
import { weekdayAhead } from "./support/portal";

// The whole life of a gift certificate, as a family abroad meets it: a daughter in London, with
// no account, buys her mother in Accra an individual session in pounds and pays by bank transfer;
// the practice records the transfer; the mother's e-mail carries the code and the printable card;
// she books a session in Accra with it and pays nothing; the daughter, once she has set a password
// for the address she bought with, sees that her gift has been used, and nothing of the session.

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a gift bought abroad by transfer is issued, e-mailed with its card, spent on a session in Accra, and shown to its buyer as used", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  const buyerEmail = `daughter-${tag()}@example.com`;
  const recipientEmail = `mother-${tag()}@example.com`;

  // 1. The daughter, signed out, in pounds.
  const buyerContext = await browser.newContext({ baseURL: base, timezoneId: "Europe/London" });
  await chooseRegion(buyerContext, base, "international.GBP");
  const buyer = await buyerContext.newPage();
  await buyer.goto("/wellness-kit");
  await waitForHydration(buyer);
  await buyer.getByRole("button", { name: "Buy as a Gift: Individual Session" }).click();
  const dialog = buyer.getByRole("dialog", { name: "Gift certificate: Individual Session" });
  // A session in Accra at its cedi price, in pounds (₵400 is £20 at the display rates).
  await dialog.getByRole("radio", { name: "In Ghana: £20" }).check();
  await dialog.getByLabel("Recipient's name").fill("Maame Serwaa");
  await dialog.getByLabel("Recipient's e-mail").fill(recipientEmail);
  await dialog.getByLabel("Your message (optional)").fill("Take an hour for yourself, Ma.");
  await dialog.getByLabel("First name").fill("Adwoa");
  await dialog.getByLabel("Last name").fill("Serwaa");
  await dialog.getByLabel("Your e-mail").fill(buyerEmail);
  await dialog.getByRole("button", { name: "Get Payment Instructions" }).click();
  const instructions = dialog.getByRole("region", { name: "Bank Transfer Instructions" });
  await expect(instructions).toBeVisible();
  const reference = /Reference\s*([A-Z]+-[A-Z0-9]+?)\s*Copy/.exec((await instructions.textContent()) ?? "")?.[1] ?? "";
  expect(reference).not.toBe("");
  // Nothing is issued before the money is in: the mother has no e-mail yet.
  expect(mailsTo(recipientEmail)).toHaveLength(0);

  // 2. The admin records the transfer.
  const adminContext = await browser.newContext({ baseURL: base });
  const admin = await adminContext.newPage();
  await signInThroughPage(admin, DEMO.admin);
  await admin.goto("/admin-dashboard");
  await waitForHydration(admin);
  const row = admin.getByRole("listitem", { name: reference });
  await expect(row).toContainText("Gift certificate");
  await row.getByRole("button", { name: "Mark as received" }).click();
  await expect(admin.getByText("Transfer recorded")).toBeVisible();
  await adminContext.close();

  // 3. The mother's e-mail (delivered today, so at once) with the code and the card. Discreet: it
  // names the buyer and the practice, not the therapy.
  const [, code] = await waitForMail(recipientEmail, /Your code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/);
  const mail = mailsTo(recipientEmail).join("\n");
  expect(mail).toContain("a gift from Adwoa Serwaa at Nkabom");
  expect(mail).toContain("Take an hour for yourself, Ma.");
  expect(mail).toMatch(/Content-Type: application\/pdf;\s*name=gift-certificate\.pdf/);
  expect(mail).toContain("From: Nkabom <");
  const body = mail.slice(mail.indexOf("Dear Maame"), mail.indexOf("Content-Type: application/pdf"));
  expect(body).not.toMatch(/therapy|session|£20/i);
  // The daughter's copy names the code by its last four symbols only.
  await waitForMail(buyerEmail, /Your gift for Maame Serwaa is ready/);
  const copy = mailsTo(buyerEmail).join("\n");
  expect(copy).toContain(`code ending ${code?.slice(-4)}`);
  expect(copy).not.toContain(code ?? "");

  // 4. The mother signs up in Accra and books a session with the code, paying nothing.
  const recipientContext = await browser.newContext({ baseURL: base, timezoneId: "Africa/Accra" });
  await chooseRegion(recipientContext, base, "local.GHS");
  const mother = await recipientContext.newPage();
  await signUpThroughPage(mother, "Maame");
  await mother.goto("/book");
  await waitForHydration(mother);
  await mother.getByRole("button", { name: "Choose Individual Teletherapy", exact: true }).click();
  await mother.getByLabel("Phone").fill("+233 24 555 0199");
  await pickDay(mother, weekdayAhead(12));
  await pickFirstFreeTime(mother);
  await mother.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(mother.getByRole("heading", { name: "Booking summary" })).toBeFocused();
  await mother.getByLabel("Gift certificate or coupon (optional)").fill(code ?? "");
  await mother.getByRole("button", { name: "Apply" }).click();
  await expect(toast(mother, "Gift Certificate Applied!")).toContainText("Nothing left to pay.");
  await mother.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(mother.getByTestId("total-to-pay")).toHaveText("Free");
  await mother.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(mother.getByRole("heading", { name: BOOKING_CONFIRMED })).toBeVisible();
  await expect(mother.getByRole("dialog", { name: "Simulated payment" })).toHaveCount(0);
  await recipientContext.close();

  // 5. The daughter sets a password for the address she bought with, and sees her gift used.
  await buyer.goto("/auth");
  await waitForHydration(buyer);
  await buyer.getByRole("button", { name: "Forgot password?" }).click();
  await buyer.getByLabel("Email for the reset link").fill(buyerEmail);
  await buyer.getByRole("button", { name: "Send reset link" }).click();
  const [, link] = await waitForMail(buyerEmail, /(\/auth\/reset-password\?token=[^\s"]+)/);
  await buyer.goto(link ?? "");
  await waitForHydration(buyer);
  const password = "Kente-stool-12";
  await buyer.getByLabel("New password", { exact: true }).fill(password);
  await buyer.getByLabel("Repeat the new password").fill(password);
  await buyer.getByRole("button", { name: "Save new password" }).click();
  await buyer.waitForURL((url) => !url.pathname.startsWith("/auth/reset-password"));
  await signInThroughPage(buyer, { email: buyerEmail, password });
  await buyer.goto("/client-dashboard/gifts");
  await waitForHydration(buyer);
  const given = buyer.getByRole("list", { name: "Gifts you gave" }).getByRole("listitem");
  await expect(given).toHaveCount(1);
  await expect(given).toContainText("For Maame Serwaa");
  await expect(given).toContainText(/Used\s*Yes, first on/);
  // Whether it was used, and when; not on what, with whom or at what time.
  const text = (await buyer.locator("main").textContent()) ?? "";
  for (const hidden of ["Teletherapy", "Efua", "0199", "Ready to use"]) expect(text).not.toContain(hidden);
  await buyerContext.close();
});
