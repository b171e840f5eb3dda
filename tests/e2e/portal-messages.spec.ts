import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { LOAD_MESSAGES_FAILED, MESSAGE_REQUIRED, NO_RECIPIENT, SEND_MESSAGE_FAILED } from "../../domain/messaging";
import { apiAs, DEMO, signInThroughPage } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { bookSession, exportOf, type PortalClient, signUpClient } from "./support/portal";

// The client portal's Messages and Notifications tabs. The tests make their own client: signed
// up, with a session booked through the booking engine (a bank transfer, so the director holds the
// slot and is the client's therapist: the recipient of spec 001 §7). The director writes through
// POST /api/messages, the endpoint the therapist dashboard will use. No demo row is changed.

test.describe.configure({ mode: "serial" });

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The director writes to the client through POST /api/messages. */
async function directorWrites(baseURL: string, recipientId: string, content: string) {
  const director = await apiAs(baseURL, DEMO.director);
  const response = await director.post("/api/messages", { form: { recipientId, content, clientKey: randomUUID() } });
  const body = (await response.json()) as { ok: boolean; error?: string };
  await director.dispose();
  expect(body.error ?? "", "the director's message").toBe("");
  expect(response.status()).toBe(200);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const conversation = (page: Page) => page.getByRole("log", { name: "Conversation with Efua Asante" });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message to Efua Asante" });
const bubbles = (page: Page) => conversation(page).getByRole("listitem");
const messagesTabLink = (page: Page) =>
  page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: /^Messages/ });
/** The number on the stats strip's "Unread messages" card (on the portal's overview). */
const unreadCount = (page: Page) =>
  page
    .getByRole("list", { name: "Your summary" })
    .getByRole("listitem")
    .filter({ hasText: "Unread messages" })
    .locator("p")
    .first();

/** Opens a portal page and waits until its live-update stream is connected (the server has subscribed). */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await page.goto(path);
  await waitForHydration(page);
  expect((await stream).status()).toBe(200);
}

type TestClient = PortalClient & { id: string };

const newClient = (baseURL: string, firstName: string) =>
  signUpClient(baseURL, { firstName, lastName: "Tetteh", email: `msg-${tag}-${firstName.toLowerCase()}@example.com` });

let client: TestClient;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  const signedUp = await newClient(baseURL!, "Abla");
  await bookSession(signedUp, "+44 20 7946 0001");
  client = { ...signedUp, id: (await exportOf<{ profile: { id: string } }>(signedUp.api)).profile.id };
});

test.afterAll(async () => client?.api.dispose());

test.describe("messages tab", () => {
  test("the client writes to their therapist: Enter sends, Shift+Enter adds a line, a blank message is refused", async ({
    page,
  }) => {
    await signInThroughPage(page, client.credentials);
    await page.goto("/client-dashboard/messages");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Messages", level: 2 })).toBeVisible();
    await expect(page.getByText("Your conversation with Efua Asante")).toBeVisible();
    await expect(conversation(page)).toContainText("No messages yet.");
    const box = messageBox(page);
    await expect(box).toHaveAttribute("rows", "3");
    await expectAccessible(page, "messages tab, empty");

    const hello = `Hello Efua, it's Abla ${tag}`;
    await box.fill(hello);
    await box.press("Enter");
    const first = bubbles(page).filter({ hasText: hello });
    await expect(first).toContainText("You");
    await expect(box).toHaveValue("");

    await box.pressSequentially("Line one");
    await box.press("Shift+Enter");
    await box.pressSequentially(`Line two ${tag}`);
    await expect(box).toHaveValue(`Line one\nLine two ${tag}`);
    await expect(bubbles(page)).toHaveCount(1); // not sent yet
    await box.press("Enter");
    const second = bubbles(page).filter({ hasText: `Line two ${tag}` });
    await expect(second).toBeVisible();
    // The line break is kept, not folded into a space.
    expect(await second.locator("p.whitespace-pre-wrap").textContent()).toBe(`Line one\nLine two ${tag}`);
    await expect(box).toHaveValue("");

    await box.fill("   \n  ");
    await box.press("Enter");
    await expect(toast(page, MESSAGE_REQUIRED.title)).toContainText(MESSAGE_REQUIRED.description);
    await expect(bubbles(page)).toHaveCount(2);

    // When the server refuses, its message is shown and the text stays in the box.
    await box.fill("x".repeat(5001));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, SEND_MESSAGE_FAILED.title)).toBeVisible();
    // Even when the request itself fails and the tab shows its error card, the text is not lost.
    await page.route("**/messages.data*", (route) => route.abort());
    await box.fill(`Please keep this ${tag}`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").getByRole("heading", { name: LOAD_MESSAGES_FAILED })).toBeVisible();
    await page.unroute("**/messages.data*");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(`Please keep this ${tag}`);
    await page.getByRole("textbox", { name: /^Message/ }).fill("");

    // Both messages were stored: they are still there after a reload, oldest first.
    await page.reload();
    await expect(bubbles(page)).toHaveCount(2);
    await expect(bubbles(page).first()).toContainText(hello);
    await expectAccessible(page, "messages tab, with messages");
  });

  test("the therapist's reply appears in the open page within 2 seconds, without a reload", async ({
    page,
    baseURL,
  }) => {
    await signInThroughPage(page, client.credentials);
    await openLive(page, "/client-dashboard/messages");
    await expect(bubbles(page)).toHaveCount(2);
    // The page's JavaScript state survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    const reply = `Thank you Abla, see you soon ${tag}`;
    await directorWrites(baseURL!, client.id, reply);
    const sentAt = Date.now();
    const received = bubbles(page).filter({ hasText: reply });
    await expect(received).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - sentAt).toBeLessThanOrEqual(2_000);
    await expect(received).toContainText("Efua");
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // Seen on an open page: marked read, so no unread count remains.
    await expect(messagesTabLink(page)).toHaveText("Messages");
  });

  test("the unread badge counts what arrived elsewhere and drops once the conversation is viewed", async ({
    page,
    baseURL,
  }) => {
    await signInThroughPage(page, client.credentials);
    await openLive(page, "/client-dashboard");
    await expect(messagesTabLink(page)).toHaveText("Messages");
    await expect(unreadCount(page)).toHaveText("0");

    const news = `Here is this week's exercise ${tag}`;
    await directorWrites(baseURL!, client.id, news);
    await expect(messagesTabLink(page)).toHaveText("Messages1 unread");
    await expect(unreadCount(page)).toHaveText("1");

    await messagesTabLink(page).click();
    await expect(page).toHaveURL(/\/client-dashboard\/messages$/);
    await expect(bubbles(page).filter({ hasText: news })).toBeVisible();
    await expect(messagesTabLink(page)).toHaveText("Messages");
    // The stats strip is the overview's: back there, it counts nothing unread either.
    await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Sessions" }).click();
    await expect(unreadCount(page)).toHaveText("0");
    await page.reload();
    await expect(unreadCount(page)).toHaveText("0");
  });

  test("a client with no session and no message cannot write: 'No recipient found'", async ({ page, baseURL }) => {
    const lonely = await newClient(baseURL!, "Kafui");
    await signInThroughPage(page, lonely.credentials);
    await page.goto("/client-portal/messages");
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: NO_RECIPIENT.title })).toContainText(
      NO_RECIPIENT.description,
    );
    await expect(page.getByRole("textbox", { name: "Message" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    // The server refuses too, whatever the browser sends.
    const refused = await lonely.api.post("/api/messages", {
      form: { content: "Is anyone there?", clientKey: randomUUID() },
    });
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toMatchObject({ ok: false, error: NO_RECIPIENT.description });
    await lonely.api.dispose();
  });
});

test.describe("notifications tab", () => {
  const fromEfua = (page: Page): Locator =>
    page.getByRole("list", { name: "Your notifications" }).getByRole("listitem").filter({ hasText: "From Efua" });

  test("shows the client's notifications newest first; one is marked read, then all", async ({ page, baseURL }) => {
    await signInThroughPage(page, client.credentials);
    await openLive(page, "/client-dashboard/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", level: 2 })).toBeVisible();
    // Each of the director's two messages so far left a notification, unread.
    await expect(fromEfua(page)).toHaveCount(2);
    const newest = fromEfua(page).first();
    await expect(newest).toContainText("New message");
    await expect(newest).toContainText("Unread");
    await expect(newest.getByRole("link", { name: "New message" })).toHaveAttribute(
      "href",
      "/client-dashboard/messages",
    );
    await expectAccessible(page, "notifications tab");

    await newest.getByRole("button", { name: /^Mark as read/ }).click();
    await expect(newest.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
    await expect(newest).not.toContainText("Unread");
    await expect(fromEfua(page).nth(1)).toContainText("Unread");

    // A new one arrives by itself, at the top.
    const later = `One more thing ${tag}`;
    await directorWrites(baseURL!, client.id, later);
    await expect(fromEfua(page)).toHaveCount(3);
    const top = page.getByRole("list", { name: "Your notifications" }).getByRole("listitem").first();
    await expect(top).toContainText("From Efua");
    await expect(top).toContainText("Unread");

    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    await expect(page.getByRole("list", { name: "Your notifications" })).not.toContainText("Unread");
    await page.reload();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);

    // A notification leads to what it is about, under the portal name in use.
    await page.goto("/client-portal/notifications");
    await fromEfua(page).first().getByRole("link", { name: "New message" }).click();
    await expect(page).toHaveURL(/\/client-portal\/messages$/);
    await expect(page.getByRole("log", { name: "Conversation with Efua Asante" })).toContainText(later);
  });

  test("someone else's notification cannot be marked", async () => {
    // Ama's demo notification (seedId("notification", "ama-booking")): the same 404 as one that does not exist.
    const response = await client.api.post("/client-dashboard/notifications", {
      form: { intent: "mark-read", id: "560902c0-d109-5e8e-a0a3-0072d18e099c" },
    });
    expect(response.status()).toBe(404);
  });
});

test.describe("long histories", () => {
  test("older messages and notifications load a page at a time", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const director = await apiAs(baseURL!, DEMO.director);
    for (let i = 1; i <= 50; i += 1) {
      const response = await director.post("/api/messages", {
        form: { recipientId: client.id, content: `Batch ${i} ${tag}`, clientKey: randomUUID() },
      });
      expect(response.status()).toBe(200);
    }
    await director.dispose();

    await signInThroughPage(page, client.credentials);
    await page.goto("/client-dashboard/messages");
    await waitForHydration(page);
    // The latest 50: the batch; the 5 earlier messages wait behind "Load older messages".
    await expect(bubbles(page)).toHaveCount(50);
    await expect(bubbles(page).first()).toContainText(`Batch 1 ${tag}`);
    await expect(bubbles(page).last()).toContainText(`Batch 50 ${tag}`);
    // The panel opens at the latest message.
    const log = conversation(page);
    expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);

    // The reader scrolls up to the top and asks for older messages: they appear above, and the
    // message the reader was looking at stays where it was.
    await log.scrollIntoViewIfNeeded();
    await log.evaluate(
      (el) =>
        new Promise((resolve) => {
          el.scrollTop = 0;
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    const batchOne = bubbles(page).filter({ hasText: `Batch 1 ${tag}` });
    const offset = async () => ((await batchOne.boundingBox())?.y ?? 0) - ((await log.boundingBox())?.y ?? 0);
    const before = await offset();
    await page.getByRole("link", { name: "Load older messages" }).click();
    await expect(bubbles(page)).toHaveCount(55);
    await expect(bubbles(page).first()).toContainText(`Hello Efua, it's Abla ${tag}`);
    await expect(page.getByRole("link", { name: "Load older messages" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/client-dashboard\/messages\?show=100$/);
    expect(Math.abs((await offset()) - before)).toBeLessThan(5);

    await page.goto("/client-dashboard/notifications");
    const fromEfua = page
      .getByRole("list", { name: "Your notifications" })
      .getByRole("listitem")
      .filter({ hasText: "From Efua" });
    await expect(fromEfua).toHaveCount(30);
    await page.getByRole("link", { name: "Show more" }).click();
    await expect(fromEfua).toHaveCount(53);
  });
});
