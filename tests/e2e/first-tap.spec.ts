import { expect, type Page, test } from "@playwright/test";
import { TAP_REPLAY_SCRIPT } from "../../app/lib/tap-replay";
import { tapBeforeHydration } from "./support/hydration";
import { chooseGhana } from "./support/page-checks";

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

  test("Register asks a signed-out visitor to log in", async ({ page }) => {
    await tapBeforeHydration(page, "/workshops", (p) =>
      p.getByRole("button", { name: "Register: Managing Stress and Burnout" }),
    );
    await expect(page.getByText("Please log in to register for events")).toBeVisible();
  });

  test("Buy as a Gift opens its dialog", async ({ page }) => {
    await tapBeforeHydration(page, "/wellness-kit", (p) =>
      p.getByRole("button", { name: "Buy as a Gift: Individual Session" }),
    );
    await expect(page.getByRole("dialog", { name: "Gift certificate: Individual Session" })).toBeVisible();
  });
});

/** A page with the replay script and controls of each kind; `hydrate()` plays React's part. */
async function replayPage(page: Page) {
  await page.setContent(`<!doctype html><html><head><script>${TAP_REPLAY_SCRIPT}</script></head><body>
    <button type="button" id="toggle">Toggle</button>
    <div role="tablist"><div role="tab" aria-selected="true" aria-controls="p1">One</div><div role="tab" id="tab" aria-selected="false" aria-controls="p2">Tab</div></div>
    <div role="tabpanel" id="p1">First panel</div><div role="tabpanel" id="p2" hidden>Second panel</div>
    <a href="#linked" id="link"><button type="button">In a link</button></a>
    <form method="post" action="/nowhere" id="native"><button id="post">Post</button></form>
    <form id="react"><input name="secret" value="x"><button id="send">Send</button></form>
    <button type="button" id="opener" commandfor="sheet" command="show-modal">Open</button><dialog id="sheet">Sheet</dialog>
    <output id="log"></output>
  </body></html>`);
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
    await page.locator("#send").click();
    // Not sent natively (the field would go into the address), but kept.
    expect(new URL(page.url()).search).toBe("");
    // A button that opens its dialog by itself opens it at once, and is not replayed.
    await page.locator("#opener").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await hydrate(page);
    await expect(logOf(page)).toHaveText("native post;link;send;");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
