import { expect, request, test } from "@playwright/test";
import ICAL from "ical.js";
import { apiAs, signInThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { bookSession, exportOf, type PortalClient, signUpClient } from "./support/portal";

// A client's private calendar address, from her profile tab: made, copied, read by a calendar
// app (no sign-in: the token is the credential), shown only that once, renewed (the old address
// then answers 404) and revoked. The test makes its own client, with a session booked through the booking engine.

test.describe.configure({ mode: "serial" });

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const FEED_ADDRESS = /^http:\/\/[^/]+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/;

type Export = { sessions: { id: string; start: string; end: string; status: string }[] };

let client: PortalClient;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  client = await signUpClient(baseURL!, {
    firstName: "Abena",
    lastName: "Darko",
    email: `feed-${tag}@example.com`,
  });
  await bookSession(client, "+44 20 7946 0001");
});

test.afterAll(async () => client?.api.dispose());

test("a client makes her calendar address, copies it, reads her session through it, then renews and revokes it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const [session] = (await exportOf<Export>(client.api)).sessions;
  expect(session, "the booked session").toBeDefined();

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInThroughPage(page, client.credentials);
  await page.goto("/client-dashboard/profile");
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Calendar subscription" });
  await expect(panel.getByRole("textbox", { name: "Calendar address" })).toHaveCount(0);

  await panel.getByRole("button", { name: "Create my calendar address" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Calendar address created" })).toBeVisible();
  const address = panel.getByRole("textbox", { name: "Calendar address" });
  await expect(address).toHaveValue(FEED_ADDRESS);
  const first = await address.inputValue();
  expect(new URL(first).origin).toBe(new URL(baseURL!).origin);
  await expect(panel.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute(
    "href",
    first.replace(/^http:/, "webcal:"),
  );

  await expectAccessible(page, "profile tab with a calendar address");

  // Copy: the button says so for 2 seconds (spec timer), and the clipboard holds the address.
  await page.clock.install();
  const copy = panel.getByRole("button", { name: "Copy calendar address" });
  await copy.click();
  await expect(panel.getByRole("button", { name: "calendar address copied" })).toHaveText("Copied!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await page.clock.runFor(2_100);
  await expect(copy).toHaveText("Copy");

  // What a calendar app reads at that address.
  const answer = await page.request.get(first);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  expect(calendar.name).toBe("vcalendar");
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const booked = events.find((event) => event.uid.startsWith(`feed-session-${session?.id}@`));
  expect(booked, "her booked session in the feed").toBeDefined();
  expect(booked?.startDate.toJSDate().toISOString()).toBe(new Date(session?.start ?? "").toISOString());
  expect(booked?.endDate.toJSDate().toISOString()).toBe(new Date(session?.end ?? "").toISOString());
  expect(booked?.summary).toMatch(/ with /);
  expect(booked?.component.getFirstPropertyValue("status")).toBe("CONFIRMED");

  // No sign-in needed, and calendar apps may keep it a few minutes.
  const app = await request.newContext();
  const anonymous = await app.get(first);
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()["cache-control"]).toBe("private, max-age=300");

  // Shown once: a later visit says she has one, without it, and offers to renew it.
  await page.reload();
  await waitForHydration(page);
  await expect(panel.getByText("You have a calendar address.")).toBeVisible();
  await expect(address).toHaveCount(0);
  expect(await page.content()).not.toContain(first.split("/").at(-1));

  // Renewed: a new address, and the old one is gone.
  await panel.getByRole("button", { name: "Renew address" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Calendar address renewed" })).toBeVisible();
  await expect(address).toHaveValue(FEED_ADDRESS);
  await expect(address).not.toHaveValue(first);
  const renewed = await address.inputValue();
  expect((await app.get(first)).status()).toBe(404);
  expect((await app.get(renewed)).status()).toBe(200);

  // Revoked: no address at all, and the button to make one is back.
  await panel.getByRole("button", { name: "Revoke address" }).click();
  await expect(panel.getByRole("button", { name: "Create my calendar address" })).toBeVisible();
  await expect(address).toHaveCount(0);
  expect((await app.get(renewed)).status()).toBe(404);
  await app.dispose();
});

test("the address's forms work as plain posts, without JavaScript", async ({ browser, baseURL }) => {
  const api = await apiAs(baseURL!, client.credentials, "international.USD");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await api.storageState() });
  const page = await context.newPage();
  await page.goto("/client-dashboard/profile");
  const panel = page.getByRole("region", { name: "Calendar subscription" });
  const address = panel.getByRole("textbox", { name: "Calendar address" });

  await panel.getByRole("button", { name: "Create my calendar address" }).click();
  await expect(address).toHaveValue(FEED_ADDRESS);
  const made = await address.inputValue();
  expect((await api.get(made)).status()).toBe(200);

  await panel.getByRole("button", { name: "Renew address" }).click();
  await expect(address).not.toHaveValue(made);
  expect((await api.get(made)).status()).toBe(404);
  const renewed = await address.inputValue();

  await panel.getByRole("button", { name: "Revoke address" }).click();
  await expect(panel.getByRole("button", { name: "Create my calendar address" })).toBeVisible();
  expect((await api.get(renewed)).status()).toBe(404);
  await context.close();
  await api.dispose();
});
