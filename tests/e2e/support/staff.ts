import { type Browser, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { apiAs, type Credentials, chooseRegion } from "./accounts";
import { waitForHydration } from "./hydration";
import { bookSession, type PortalClient, signUpClient } from "./portal";

/**
 * A browser context already signed in as `account`: the sign-in goes through the sign-in action
 * once, over HTTP, and its session cookie is handed to the browser (no sign-in page per test).
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  account: Credentials,
  options: { timezoneId?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const api = await apiAs(baseURL, account);
  const { cookies } = await api.storageState();
  await api.dispose();
  const context = await browser.newContext({ baseURL, ...options });
  await context.addCookies(cookies);
  await chooseRegion(context, baseURL);
  return context;
}

export async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** A new client who has booked with the director, so she is the director's client; `tag` makes her findable. */
export async function directorsNewClient(baseURL: string, tag: string): Promise<PortalClient & { name: string }> {
  const client = await signUpClient(baseURL, {
    firstName: "Yaa",
    lastName: `Tester${tag}`,
    email: `yaa.${tag.toLowerCase()}@example.test`,
  });
  await bookSession(client, "+233 24 555 0101");
  return { ...client, name: `${client.firstName} ${client.lastName}` };
}

/** The id of the director's client named `name`, found through the clients tab's search. */
export async function clientIdOf(page: Page, name: string): Promise<string> {
  await page.goto(`/therapist-dashboard?q=${encodeURIComponent(name)}`);
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  const id = href.split("/").pop() ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/**
 * Chooses a client in an admin's searching picker within `scope`: types her name, then picks her
 * among the clients found. Returns her id (the option's value).
 */
export async function findClient(scope: Page | Locator, name: string): Promise<string> {
  await scope.getByRole("searchbox", { name: "Find a client" }).fill(name);
  const choice = scope.getByRole("combobox", { name: "Client" });
  await choice.selectOption({ label: name });
  return choice.inputValue();
}

/** A sonner toast with this title. */
export const toastTitled = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) });
