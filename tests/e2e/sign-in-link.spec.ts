import { expect, test } from "@playwright/test";
import { SIGN_IN_LINK_TEXT } from "../../domain/accounts";
import { apiAs } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mail";
import { signUpClient } from "./support/portal";

// Decision record 0013: a stranger guessing a client's password cannot keep her out of her
// portal. Password sign-in on her account is paused; she signs in with a one-time link instead.

test("the owner of an account being guessed signs in with a one-time link from her e-mail", async ({
  page,
  baseURL,
}) => {
  // A dozen refused sign-ins, a sign-up and two e-mails: more than the default 30 s on a busy machine.
  test.slow();
  const email = `guessed-${Date.now()}@example.test`;
  const owner = await signUpClient(baseURL!, { firstName: "Adjoa", lastName: "Guessed", email });
  await owner.api.dispose();

  // Someone guesses her password until sign-in on her account is paused.
  const guesser = await apiAs(baseURL!, null);
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++) {
    status = (await guesser.post("/auth", { form: { intent: "signin", email, password: `guess-${i}` } })).status();
  }
  expect(status).toBe(429);
  await guesser.dispose();

  // Her own, right password is refused too, with the offer of a link.
  await page.goto("/auth");
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email", { exact: true }).fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(owner.credentials.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/password sign-in is paused/).first()).toBeVisible();
  await panel.getByRole("button", { name: SIGN_IN_LINK_TEXT.offer }).click();
  await expect(panel.getByRole("status")).toHaveText(SIGN_IN_LINK_TEXT.sent);
  await expectAccessible(page, "sign-in with the link offered");

  const [, token] = await waitForMail(email, /\/auth\/sign-in-link\?token=([A-Za-z0-9_-]+)/);
  await page.goto(`/auth/sign-in-link?token=${token}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: SIGN_IN_LINK_TEXT.heading })).toBeVisible();
  await page.getByRole("button", { name: SIGN_IN_LINK_TEXT.button }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole("heading", { name: "Your Portal" })).toBeVisible();

  // The link was for once. The portal is left first: its live-update stream and loaders would
  // otherwise answer the cleared cookies with a redirect racing the next navigation.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto(`/auth/sign-in-link?token=${token}`);
  await page.getByRole("button", { name: SIGN_IN_LINK_TEXT.button }).click();
  await expect(page.getByRole("alert")).toContainText(SIGN_IN_LINK_TEXT.invalid);
});
