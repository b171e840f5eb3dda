import { expect, test } from "@playwright/test";
import { addDays, dayInZone } from "../../domain/zone-time";
import { chooseRegion, DEMO, signInThroughPage } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";

// Buying a gift certificate on /wellness-kit without an account, from abroad: the dialog prices
// a session where it will be used, a refusal keeps what was typed and says what to fix under the
// field, and the purchase ends on the bank-transfer instructions, which are also e-mailed. On a
// 360 px phone, where the dialog must not scroll sideways.

test.use({ viewport: { width: 360, height: 740 } });

/** How far an element's content reaches past its own width (0 when it fits). */
const overflow = (element: Element) => element.scrollWidth - element.clientWidth;

test("a signed-out visitor abroad buys a session in Ghana as a gift, paying by bank transfer", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseRegion(context, baseURL ?? "", "international.GBP");
  await page.goto("/wellness-kit");
  await waitForHydration(page);

  const card = page.getByRole("article", { name: "Individual Session" });
  // ₵400 in Accra is £20 at the display rates; abroad the session is £75.
  await expect(card.getByTestId("gift-price")).toContainText("One individual session in Ghana: £20");
  await expect(card.getByTestId("gift-price")).toContainText("One individual session outside Ghana: £75");
  await card.getByRole("button", { name: "Buy as a Gift: Individual Session" }).click();

  const dialog = page.getByRole("dialog", { name: "Gift certificate: Individual Session" });
  await expect(dialog.getByRole("radio", { name: "Outside Ghana: £75" })).toBeChecked();
  await dialog.getByRole("radio", { name: "In Ghana: £20" }).check();
  await expect(dialog.getByText("To pay: £20 by bank transfer")).toBeVisible();

  const buyer = `gift-buyer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await dialog.getByLabel("Recipient's name").fill("Akosua Boateng");
  await dialog.getByLabel("Recipient's e-mail").fill("akosua-at-example.com");
  await dialog.getByLabel("Your message (optional)").fill("For the walks you never take for yourself.");
  await dialog.getByLabel("First name").fill("Efua");
  await dialog.getByLabel("Last name").fill("Boateng");
  await dialog.getByLabel("Your e-mail").fill(buyer);
  await dialog.getByRole("button", { name: "Get Payment Instructions" }).click();

  // The server's message, under the field it is about, which takes the focus; nothing typed is lost.
  const recipientEmail = dialog.getByLabel("Recipient's e-mail");
  await expect(recipientEmail).toHaveAccessibleDescription("Enter the recipient's e-mail address.");
  await expect(recipientEmail).toHaveAttribute("aria-invalid", "true");
  await expect(recipientEmail).toBeFocused();
  await expect(dialog.getByRole("alert")).toContainText("Please check the form");
  await expect(dialog.getByLabel("Recipient's name")).toHaveValue("Akosua Boateng");
  await expect(dialog.getByLabel("Your message (optional)")).toHaveValue("For the walks you never take for yourself.");
  await expect(dialog.getByLabel("Your e-mail")).toHaveValue(buyer);
  await expect(dialog.getByRole("radio", { name: "In Ghana: £20" })).toBeChecked();
  expect(await dialog.evaluate(overflow)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await recipientEmail.fill("akosua@example.com");
  await dialog.getByRole("button", { name: "Get Payment Instructions" }).click();

  const instructions = dialog.getByRole("region", { name: "Bank Transfer Instructions" });
  await expect(instructions).toBeVisible();
  await expect(instructions).toContainText("GBP");
  await expect(instructions).toContainText("20");
  await expect(instructions).toContainText("Your gift certificate is issued within 1-3 business days");
  const reference = /Reference\s*([A-Z]+-[A-Z0-9]+?)\s*Copy/.exec((await instructions.textContent()) ?? "")?.[1] ?? "";
  expect(reference).not.toBe("");

  // The same instructions reach the buyer's inbox, for after the dialog is closed.
  const [mail] = await waitForMail(buyer, new RegExp(`gift certificate[\\s\\S]*${reference}`));
  expect(mail).toContain("Akosua Boateng");
});

test("a signed-in client in Ghana pays in the payment window, and the success page says for whom and when", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // sign-in, the purchase, the simulated payment and the success page
  await chooseRegion(context, baseURL ?? "", "local.GHS");
  await signInThroughPage(page, DEMO.kwame);
  await page.goto("/wellness-kit");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Buy as a Gift: Individual Session" }).click();
  const dialog = page.getByRole("dialog", { name: "Gift certificate: Individual Session" });
  await expect(dialog.getByRole("radio", { name: "In Ghana: ₵400" })).toBeChecked();
  // She is her account: nothing of her own is asked.
  await expect(dialog.getByLabel("Your e-mail")).toHaveCount(0);
  await dialog.getByLabel("Recipient's name").fill("Yaa Asantewaa");
  await dialog.getByLabel("Recipient's e-mail").fill("yaa@example.com");
  await dialog.getByLabel("Delivery date").fill(addDays(dayInZone(new Date(), "Africa/Accra"), 3));
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();

  const window = page.getByRole("dialog", { name: "Simulated payment" });
  await expect(window.getByTestId("simulated-amount")).toHaveText("₵400");
  await window.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?reference=GFT-[^&]*$/);
  const reference = new URL(page.url()).searchParams.get("reference") ?? "";
  await expect(page.getByRole("heading", { name: /Thank you, Kwame/ })).toBeVisible();
  await expect(
    page.getByText("We have received your order for an Individual Session gift certificate for Yaa Asantewaa."),
  ).toBeVisible();
  await expect(
    page.getByText(/^We will e-mail it to Yaa Asantewaa on \w+day \d+ \w+ \d{4} at 8:00 AM \(GMT\)\.$/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Receipt" })).toHaveAttribute(
    "href",
    `/api/receipts/${reference}`,
  );
});

test("a signed-out buyer back from Paystack is told what happens next, and nothing of the payment", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseRegion(context, baseURL ?? "", "local.GHS");
  // A purchase started without an account, as the form sends it; Paystack's own page would send her back.
  const started = await page.request.post("/api/gifts", {
    headers: { Origin: new URL(baseURL ?? "").origin },
    form: {
      productId: "gift-couples-session",
      kind: "service",
      usedIn: "local",
      recipientName: "Abena Owusu",
      recipientEmail: "abena@example.com",
      deliverOn: addDays(dayInZone(new Date(), "Africa/Accra"), 1),
      firstName: "Esi",
      lastName: "Owusu",
      buyerEmail: `esi-${Date.now().toString(36)}@example.com`,
    },
  });
  expect(started.status()).toBe(200);
  const { checkout } = (await started.json()) as { checkout: { kind: string; reference: string } };
  expect(checkout).toMatchObject({ kind: "paystack", reference: expect.stringMatching(/^GFT-/) });

  await page.goto(`/payment-success?reference=${checkout.reference}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  await expect(
    page.getByText("Your gift certificate is issued as soon as Paystack confirms your payment"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Gift Certificates" })).toHaveAttribute("href", "/wellness-kit");
  const text = (await page.locator("main").textContent()) ?? "";
  for (const personal of ["Abena", "Esi", "Owusu", "Couples", "₵"]) expect(text).not.toContain(personal);
  await expect(page.getByRole("link", { name: "Go to My Portal" })).toHaveCount(0);
  await expect(page.getByTestId("countdown")).toHaveCount(0);
});
