import { expect, type Page, test } from "@playwright/test";
import { TAP_REPLAY_SCRIPT } from "../../app/lib/tap-replay";
import { apiAs, type Credentials, DEMO } from "./support/accounts";
import { holdScripts, tapBeforeHydration, waitForHydration } from "./support/hydration";
import { chooseGhana } from "./support/page-checks";
import { signUpClient } from "./support/portal";

// Decision 0048: a tap on a control in the moment between the page's paint and its hydration
// has its effect once the scripts arrive, with no second tap.

const PHONE = { width: 360, height: 740 };

test.describe("a tap before hydration has its effect", () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    await chooseGhana(context, baseURL);
  });

  test("Sign Up opens its tab", async ({ page }) => {
    await tapBeforeHydration(page, "/auth", (p) => p.getByRole("tab", { name: "Sign Up" }));
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]tab=signup/);
  });

  test("the second kind of support plan is shown", async ({ page }) => {
    await tapBeforeHydration(page, "/support-plans", (p) => p.getByRole("tab", { name: "Couples" }));
    await expect(page.getByRole("tab", { name: "Couples" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Couples" })).toBeVisible();
  });

  test("the phone menu opens", async ({ page }) => {
    await tapBeforeHydration(page, "/", (p) => p.getByRole("button", { name: "Open menu" }));
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Opened by the browser and adopted by React: a link in it closes it as before.
    await menu.getByRole("link", { name: "Workshops" }).click();
    await expect(page).toHaveURL(/\/workshops$/);
    await expect(menu).toBeHidden();
  });

  test("Register takes a signed-out visitor to sign in, which says why", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/workshops", { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Register: Managing Stress and Burnout" }).click();
    // The sign-in page, from its HTML (its scripts are still held): the reason, and the way back.
    await expect(page).toHaveURL(/\/auth\?next=%2Fworkshops%3Fregister%3D/);
    await expect(page.getByText("To register for an event, sign in or create an account")).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await release();
  });

  test("Buy as a Gift opens its dialog at once, and its form once the page has hydrated", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/wellness-kit", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Buy as a Gift: Individual Session" }).click();
    const dialog = page.getByRole("dialog", { name: "Gift certificate: Individual Session" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Loading the form...");
    await release();
    await waitForHydration(page);
    await expect(dialog.getByLabel("Recipient's name")).toBeVisible();
  });
});

test.describe("signing in before the scripts arrive", () => {
  test("a refusal keeps the e-mail and says why; then the portal, and its welcome", async ({ page, baseURL }) => {
    const client = await signUpClient(baseURL ?? "", {
      firstName: "Esi",
      lastName: "Early",
      region: "local",
      email: `esi.${Date.now().toString(36)}@example.test`,
    });
    await client.api.dispose();
    await page.setViewportSize(PHONE);
    const release = await holdScripts(page);
    await page.goto("/auth", { waitUntil: "domcontentloaded" });
    const panel = page.getByRole("tabpanel", { name: "Sign In" });
    await panel.getByLabel("Email", { exact: true }).fill(client.credentials.email);
    await panel.getByLabel("Password", { exact: true }).fill("not-her-password");
    await panel.getByRole("button", { name: "Sign In" }).click();
    // Posted by the browser and refused: the page says so in the form, her e-mail still there.
    await expect(panel.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(panel.getByLabel("Email", { exact: true })).toHaveValue(client.credentials.email);
    await panel.getByLabel("Password", { exact: true }).fill(client.credentials.password);
    await panel.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.locator("html[data-hydrated]"), "all of it before hydration").toHaveCount(0);
    await release();
    await expect(page.getByText("Welcome back!")).toBeVisible();
  });
});

test.describe("a tap before hydration on the dashboards", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("a therapist's New Session opens at once, and its form once the page has hydrated", async ({
    page,
    baseURL,
  }) => {
    await signInCookies(page, baseURL ?? "", DEMO.director);
    const release = await holdScripts(page);
    await page.goto("/therapist-dashboard/sessions", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "New Session" }).click();
    const dialog = page.getByRole("dialog", { name: "New Session" });
    await expect(dialog).toBeVisible();
    await release();
    await waitForHydration(page);
    await expect(dialog.getByLabel("Client")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Session" })).toBeEnabled();
  });

  test("an admin's tab is followed, and the page it leaves stops loading", async ({ page, baseURL }) => {
    await signInCookies(page, baseURL ?? "", DEMO.admin);
    const release = await holdScripts(page);
    await page.goto("/admin-dashboard", { waitUntil: "domcontentloaded" });
    // Note (in the tab's session storage, which the next page can read) when the page stops loading.
    await page.evaluate(() => {
      const stop = window.stop.bind(window);
      window.stop = () => {
        sessionStorage.setItem("stopped-at", location.pathname);
        stop();
      };
    });
    await page.getByRole("link", { name: "Calendar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/calendar$/);
    await expect(page.getByRole("heading", { name: "Sessions", level: 2 })).toBeVisible();
    // The scripts the dashboard was still waiting for were given up, not left to share the line.
    expect(await page.evaluate(() => sessionStorage.getItem("stopped-at"))).toBe("/admin-dashboard");
    await release();
  });
});

/** Gives the page the cookies of `account`, signed in (with the region chosen). */
async function signInCookies(page: Page, baseURL: string, account: Credentials) {
  const api = await apiAs(baseURL, account);
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();
}

/** A page with the replay script and controls of each kind; `hydrate()` plays React's part. */
async function replayPage(page: Page) {
  // A page of its own origin, so that its links have addresses to go to.
  const origin = "http://replay.test";
  await page.route(`${origin}/**`, (route) =>
    route.request().url() === `${origin}/`
      ? route.fulfill({ contentType: "text/html", body: html })
      : route.fulfill({ contentType: "text/plain", body: "elsewhere" }),
  );
  await page.goto(`${origin}/`);
  await setUp(page);
}

const html = `<!doctype html><html><head><script>${TAP_REPLAY_SCRIPT}</script></head><body>
    <button type="button" id="toggle">Toggle</button>
    <div role="tablist"><div role="tab" aria-selected="true" aria-controls="p1">One</div><div role="tab" id="tab" aria-selected="false" aria-controls="p2">Tab</div></div>
    <div role="tabpanel" id="p1">First panel</div><div role="tabpanel" id="p2" hidden>Second panel</div>
    <a href="#linked" id="link"><button type="button">In a link</button></a>
    <a href="/report.csv" download id="file">A file</a>
    <form method="post" action="/nowhere" id="native"><button id="post">Post</button></form>
    <form id="react"><input name="secret" value="x"><button id="send">Send</button></form>
    <button type="button" id="opener" commandfor="sheet" command="show-modal">Open</button><dialog id="sheet">Sheet</dialog>
    <a href="/elsewhere" id="away">Another page</a>
    <output id="log"></output>
  </body></html>`;

async function setUp(page: Page) {
  await page.evaluate(() => {
    const log = (text: string) => {
      const out = document.getElementById("log");
      if (out) out.textContent += `${text};`;
    };
    Object.assign(window, {
      hydrate() {
        // React's listeners arrive, then the root marks the page hydrated.
        document.getElementById("toggle")?.addEventListener("click", () => log("toggle"));
        document.getElementById("tab")?.addEventListener("mousedown", () => log("tab"));
        document.getElementById("react")?.addEventListener("submit", (event) => {
          event.preventDefault();
          log("send");
        });
        document.documentElement.dataset.hydrated = "true";
      },
      log,
    });
    document.getElementById("native")?.addEventListener("submit", (event) => {
      event.preventDefault();
      log("native post");
    });
    document.getElementById("link")?.addEventListener("click", () => log("link"));
    document.getElementById("file")?.addEventListener("click", () => log("file"));
    // After the replay script's own listener: the page notes where a link would go, and stays.
    window.addEventListener("click", (event) => {
      const link = (event.target as Element).closest("a[href]");
      if (link && !link.hasAttribute("download") && !link.getAttribute("href")?.startsWith("#")) {
        event.preventDefault();
        log(`to ${link.getAttribute("href")}`);
      }
    });
    window.stop = () => log("stop");
  });
}

const logOf = (page: Page) => page.locator("#log");
const hydrate = (page: Page) => page.evaluate(() => (window as unknown as { hydrate: () => void }).hydrate());

test.describe("the replay script", () => {
  test("gives the last tap on a button once, after hydration", async ({ page }) => {
    await replayPage(page);
    await page.locator("#toggle").click();
    await page.locator("#toggle").click();
    await expect(logOf(page)).toHaveText("");
    await hydrate(page);
    await expect(logOf(page)).toHaveText("toggle;");
    // Hydrated, taps are React's own: no more replays.
    await page.locator("#toggle").click();
    await expect(logOf(page)).toHaveText("toggle;toggle;");
  });

  test("shows a tapped tab at once, and gives React the mousedown it replays", async ({ page }) => {
    await replayPage(page);
    await page.locator("#tab").click();
    // Shown at once, before hydration, then given to React.
    await expect(page.locator("#tab")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Second panel")).toBeVisible();
    await expect(page.getByText("First panel")).toBeHidden();
    await expect(logOf(page)).toHaveText("");
    await hydrate(page);
    await expect(logOf(page)).toHaveText("tab;");
  });

  test("leaves links, posting forms and dialog openers to the browser, and holds a React form's submission", async ({
    page,
  }) => {
    await replayPage(page);
    await page.locator("#post").click();
    await expect(logOf(page)).toHaveText("native post;");
    await page.locator("#link button").click();
    await expect(logOf(page)).toHaveText("native post;link;");
    // A link within the page, or to a file, leaves the page's loading alone; one to another page
    // stops it before the browser follows (a posting form's submission would too, but this one's is
    // prevented before it leaves).
    await page.locator("#file").click();
    await expect(logOf(page)).toHaveText("native post;link;file;");
    await page.locator("#away").click();
    await expect(logOf(page)).toHaveText("native post;link;file;stop;to /elsewhere;");
    await page.locator("#send").click();
    // Not sent natively (the field would go into the address), but kept.
    expect(new URL(page.url()).search).toBe("");
    // A button that opens its dialog by itself opens it at once, and is not replayed.
    await page.locator("#opener").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await hydrate(page);
    await expect(logOf(page)).toHaveText("native post;link;file;stop;to /elsewhere;send;");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
