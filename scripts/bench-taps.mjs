// First taps benchmark (decision 0048): on a phone-sized Chromium with Lighthouse's slow-4G
// settings (150 ms round trip, as DevTools applies it 562.5 ms; 1.6 Mbit/s down; the CPU 4x
// slower), each listed page is loaded once, cold, and one control on it is tapped 300 ms after
// the page's first contentful paint. For each control it prints when the tap came (after the
// paint, and whether the page had hydrated yet), when its effect showed, and whether the tap was
// dead (no effect within DEAD_AFTER_MS). The goal: every effect within 1 s of its tap, no dead
// tap. Exits non-zero only when something breaks, not when a goal is missed: it reports figures.
//
//   npm run bench:taps                     builds if needed, starts the server on a throw-away
//                                          database with the demo data, measures
//   BENCH_URL=http://localhost:3000 ...    measures a server that is already running (demo data)
//   BENCH_PORT=3396                        the port of the server started here
//   BENCH_ONLY=auth,menu                   measures only the controls whose key contains one of these
//   BENCH_JSON=out.json                    the figures to a file too
//   CHROMIUM_PATH=/usr/bin/chromium        the browser
import { existsSync, writeFileSync } from "node:fs";
import { chromium, request } from "@playwright/test";
import { cleanup, cleanups, sleep, startServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3396);
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** Lighthouse's mobile preset as DevTools throttling applies it (its "slow 4G" and a 4x slower CPU). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's phone (a Moto G Power), touch taps. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const TAP_AFTER_PAINT_MS = 300;
const GOAL_MS = 1000;
/** A tap with no effect this long after it is dead: the page has long hydrated by then. */
const DEAD_AFTER_MS = 8000;

/** The demo accounts the seed creates (server/db/seed/people.ts). */
const ACCOUNTS = {
  client: { email: "kwame@demo.nkabom.example", password: "demo-client-2026" },
  director: { email: "director@demo.nkabom.example", password: "demo-therapist-2026" },
  admin: { email: "admin@demo.nkabom.example", password: "demo-admin-2026" },
};

const selectedTab = (label) =>
  `[...document.querySelectorAll('[role=tab][aria-selected=true]')].some((t) => t.textContent.trim() === ${JSON.stringify(label)})`;
const dialogShown = (label) =>
  `[...document.querySelectorAll('dialog[open], [role=dialog]')].some((d) => d.checkVisibility() && d.textContent.includes(${JSON.stringify(label)}))`;

/**
 * The controls: `selector` finds the control (the first match), `effect` is an expression true in
 * the page once the tap has had its effect (in a new document, if the control navigates).
 */
const CONTROLS = [
  {
    key: "auth-signup",
    page: "/auth",
    control: "Sign Up tab",
    selector: "[role=tab] >> text=Sign Up",
    effect: selectedTab("Sign Up"),
  },
  {
    key: "plans-second-kind",
    page: "/support-plans",
    control: "second kind of plan (Couples)",
    selector: "[role=tab] >> nth=1",
    effect: "document.querySelectorAll('[role=tab]')[1]?.getAttribute('aria-selected') === 'true'",
  },
  {
    key: "home-menu",
    page: "/",
    control: "Open menu",
    selector: "button[aria-label='Open menu']",
    effect: dialogShown("Menu"),
  },
  {
    key: "about-menu",
    page: "/about",
    control: "Open menu",
    selector: "button[aria-label='Open menu']",
    effect: dialogShown("Menu"),
  },
  {
    key: "workshops-register",
    page: "/workshops",
    control: "Register (signed out)",
    selector: "[aria-label^='Register:']",
    // A link to the sign-in page, which says why she is there (the toast once hydrated).
    effect:
      "location.pathname === '/auth' && (document.body.innerText.includes('To register for an event') || document.body.innerText.includes('Please log in to register for events'))",
  },
  {
    key: "kit-gift",
    page: "/wellness-kit",
    control: "Buy as a Gift",
    selector: "button[aria-label^='Buy as a Gift:']",
    effect: dialogShown("Gift certificate"),
  },
  {
    key: "book-calendar",
    page: "/book",
    as: "client",
    control: "booking: Choose a service",
    selector: "button[aria-label^='Choose ']",
    effect: "[...document.querySelectorAll('h2')].some((h) => h.textContent.trim() === 'Your details')",
  },
  {
    key: "book-day",
    page: "/book?service=individual-teletherapy",
    as: "client",
    control: "booking: a day (Monday)",
    // The month's first open Monday (the demo therapists work Monday to Friday).
    selector: "td[data-day]:nth-child(2) button:not([disabled]) >> nth=0",
    // The day chosen and its times listed (free or taken), not "Loading times...".
    effect:
      "!!document.querySelector('[data-day][aria-selected=true]') && document.querySelectorAll('fieldset button[value]').length > 0",
  },
  {
    key: "therapist-new-session",
    page: "/therapist-dashboard/sessions",
    as: "director",
    control: "New Session",
    selector: "button >> text=New Session",
    effect: dialogShown("New Session"),
  },
  {
    key: "admin-tab",
    page: "/admin-dashboard",
    as: "admin",
    control: "Calendar tab",
    selector: "a[href='/admin-dashboard/calendar']",
    // A link: the Calendar tab's page shown, its sessions heading painted.
    effect:
      "location.pathname === '/admin-dashboard/calendar' && !!document.getElementById('sessions-heading')?.checkVisibility()",
  },
  {
    key: "region-open",
    page: "/about",
    control: "region switcher (Region: Ghana)",
    selector: "button[aria-label^='Region:'] >> visible=true",
    // The menu's regions shown.
    effect:
      "[...document.querySelectorAll('button')].some((b) => b.textContent.includes('South Africa') && b.checkVisibility())",
  },
  {
    key: "resources-category",
    page: "/resources",
    control: "category Anxiety",
    selector: "input[name=category][value=Anxiety]",
    // Only the category's articles shown.
    effect:
      "(() => { const cards = [...document.querySelectorAll('main article')].filter((a) => a.checkVisibility()); return cards.length > 0 && cards.every((a) => a.querySelector('p')?.textContent.startsWith('Anxiety')); })()",
  },
  {
    key: "home-testimonial-dot",
    page: "/",
    control: "testimonial 2 (its dot)",
    selector: "[aria-label='Show testimonial 2 of 2']",
    effect:
      "(() => { const s = document.querySelectorAll('[data-testid=testimonial]'); return s.length === 2 && s[1].checkVisibility({ visibilityProperty: true }) && !s[0].checkVisibility({ visibilityProperty: true }); })()",
  },
  {
    key: "home-testimonial-pause",
    page: "/",
    control: "pause the testimonials",
    selector: "[aria-label='Pause rotating testimonials']",
    // The control shows it is paused (its play icon).
    effect: "!!document.querySelector('[data-rotation=paused]')?.checkVisibility()",
  },
  {
    key: "home-video",
    page: "/",
    control: "play the welcome video",
    selector: ":is(button, a, summary, label):has-text('Play the welcome video')",
    effect: "!!document.querySelector('iframe[src*=\"youtube\"]')?.checkVisibility()",
  },
  {
    key: "home-contact",
    page: "/",
    control: "contact form: Send Message, empty",
    selector: "button:has-text('Send Message')",
    // What is missing said: the page's message once hydrated; before, the browser's own check, which
    // shows its message at the first missing field and focuses it.
    effect:
      "!!document.querySelector('form[aria-labelledby=contact-form-heading] [role=alert]')?.checkVisibility() || !!document.activeElement?.matches('form[aria-labelledby=contact-form-heading] :invalid')",
  },
];

/** The cookies of a signed-in session (through the sign-in form's action), with a region chosen. */
async function cookiesFor(base, account) {
  const region = { name: "region", value: "local.GHS", url: base };
  if (!account) return [region];
  const api = await request.newContext({ baseURL: base, maxRedirects: 0, extraHTTPHeaders: { Origin: base } });
  const response = await api.post("/auth", { form: { intent: "signin", ...account } });
  if (response.status() !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status()}`);
  const { cookies } = await api.storageState();
  await api.dispose();
  return [region, ...cookies];
}

/** Marks when the page hydrates (the root sets <html data-hydrated>), in epoch milliseconds. */
function watchHydration() {
  const now = () => performance.timeOrigin + performance.now();
  new MutationObserver((_, observer) => {
    if (document.documentElement.hasAttribute("data-hydrated")) {
      window.__hydratedAt = now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

async function measureControl(browser, base, control, cookies) {
  // The effects are checked by expressions evaluated in the page, which its policy (no eval) would
  // refuse; its own scripts are nonce'd and run the same either way.
  const context = await browser.newContext({ ...PHONE, baseURL: base, bypassCSP: true });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(watchHydration);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");

    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    await page.goto(control.page, { waitUntil: "commit" });
    const paintAt = await (
      await page.waitForFunction(
        () => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0];
          return fcp ? performance.timeOrigin + fcp.startTime : 0;
        },
        null,
        { polling: 10, timeout: 30_000 },
      )
    ).jsonValue();
    const target = page.locator(control.selector).first();
    await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
    const wait = paintAt + TAP_AFTER_PAINT_MS - (await page.evaluate(() => performance.timeOrigin + performance.now()));
    if (wait > 0) await sleep(wait);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${control.control} on ${control.page} has no box`);
    const hydratedBeforeTap = await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
    const tapAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    let effectAt = null;
    try {
      const handle = await page.waitForFunction(
        `(${control.effect}) && performance.getEntriesByName("first-contentful-paint").length > 0 && (window.__effectAt ??= performance.timeOrigin + performance.now())`,
        null,
        { polling: "raf", timeout: DEAD_AFTER_MS },
      );
      effectAt = await handle.jsonValue();
    } catch (err) {
      if (!String(err).includes("Timeout")) throw err;
    }
    const hydratedAt = await page.evaluate(() => window.__hydratedAt ?? null).catch(() => null);
    return {
      key: control.key,
      page: control.page,
      control: control.control,
      tapAfterPaintMs: Math.round(tapAt - paintAt),
      hydratedBeforeTap,
      hydratedAfterTapMs: hydratedAt ? Math.round(hydratedAt - tapAt) : null,
      effectAfterTapMs: effectAt ? Math.round(effectAt - tapAt) : null,
      dead: effectAt === null,
    };
  } finally {
    await context.close();
  }
}

function printTable(results) {
  const rows = results.map((r) => [
    r.page,
    r.control,
    `${r.tapAfterPaintMs} ms${r.hydratedBeforeTap ? " (hydrated)" : ""}`,
    r.hydratedAfterTapMs === null ? "not at the effect" : `${r.hydratedAfterTapMs} ms`,
    r.dead ? "DEAD" : `${r.effectAfterTapMs} ms`,
    r.dead ? "dead tap" : r.effectAfterTapMs <= GOAL_MS ? "ok" : `over ${GOAL_MS} ms`,
  ]);
  const head = ["page", "control", "tap after paint", "hydrated after tap", "effect after tap", "verdict"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  const dead = results.filter((r) => r.dead).length;
  const slow = results.filter((r) => !r.dead && r.effectAfterTapMs > GOAL_MS).length;
  console.log(
    `\n${dead} dead tap(s); ${slow} effect(s) later than ${GOAL_MS} ms after the tap; ${results.length} controls.`,
  );
}

async function main() {
  const base = process.env.BENCH_URL ?? (await startServer("bench-taps", PORT));
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  const controls = only ? CONTROLS.filter((c) => only.some((o) => c.key.includes(o))) : CONTROLS;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
  });
  cleanups.push(() => browser.close());
  const cookies = {};
  const results = [];
  for (const control of controls) {
    const who = control.as ?? "visitor";
    cookies[who] ??= await cookiesFor(base, control.as ? ACCOUNTS[control.as] : null);
    const result = await measureControl(browser, base, control, cookies[who]);
    console.log(`${control.page} ${control.control}: ${result.dead ? "dead" : `${result.effectAfterTapMs} ms`}`);
    results.push(result);
  }
  console.log("");
  printTable(results);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
