import { type APIRequestContext, type BrowserContext, expect, type Page, request } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** The demo accounts the seed creates (server/db/seed/people.ts). */
export const DEMO = {
  admin: { email: "admin@demo.nkabom.example", password: "demo-admin-2026" },
  director: { email: "director@demo.nkabom.example", password: "demo-therapist-2026" },
  therapist: { email: "therapist@demo.nkabom.example", password: "demo-therapist-2026" },
  applicant: { email: "applicant@demo.nkabom.example", password: "demo-client-2026" },
  ama: { email: "ama@demo.nkabom.example", password: "demo-client-2026" },
  kwame: { email: "kwame@demo.nkabom.example", password: "demo-client-2026" },
  sarah: { email: "sarah@demo.nkabom.example", password: "demo-client-2026" },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

export async function chooseRegion(context: BrowserContext, baseURL: string, value = "local.GHS") {
  await context.addCookies([{ name: "region", value, url: baseURL }]);
}

/** Signs in through the page, as a person would. */
export async function signInThroughPage(page: Page, account: Credentials) {
  await page.goto("/auth");
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email", { exact: true }).fill(account.email);
  await panel.getByLabel("Password", { exact: true }).fill(account.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Welcome to/);
}

/**
 * Signs up a new client through the page, with an address of her own, and lands in her portal.
 * Her sessions go to the practice director, as those of a client without a therapist do.
 */
export async function signUpThroughPage(page: Page, firstName: string) {
  await page.goto("/auth?tab=signup");
  await waitForHydration(page);
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByLabel("First name").fill(firstName);
  await form.getByLabel("Last name").fill("Mensah");
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await form.getByLabel("Email", { exact: true }).fill(`${firstName.toLowerCase()}-${tag}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("Kente-stool-12");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
}

/** An HTTP client (no browser) holding the session of `account`, or of nobody. */
export async function apiAs(
  baseURL: string,
  account: Credentials | null,
  region = "local.GHS",
): Promise<APIRequestContext> {
  const host = new URL(baseURL).hostname;
  const context = await request.newContext({
    baseURL,
    maxRedirects: 0,
    // As the site's own pages send it: state-changing requests from elsewhere are refused.
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
    storageState: {
      cookies: [
        {
          name: "region",
          value: region,
          domain: host,
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  });
  if (account) {
    const response = await context.post("/auth", {
      form: { intent: "signin", email: account.email, password: account.password },
    });
    expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  }
  return context;
}
