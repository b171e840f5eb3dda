// The join page's weight: a client opens her upcoming session's join page (/sessions/<id>/join)
// on a phone-sized Chromium, and the script sums the JavaScript it downloads, compressed as sent,
// and everything else. The budget: under 100 KB of JavaScript, since the page is opened on a
// phone's data, often on a weak line, minutes before a session. Exits non-zero only when
// something breaks, not when the budget is missed: it reports figures.
//
//   npm run bench:join                     builds if needed, starts the server on a throw-away
//                                          database with the demo data, measures
//   BENCH_URL=http://localhost:3000 ...    measures a server that is already running (demo data)
//   BENCH_PORT=3397                        the port of the server started here
//   BENCH_RUNS=3                           loads measured (the largest is reported)
import { existsSync } from "node:fs";
import { chromium, request } from "@playwright/test";
import { cleanup, cleanups, startServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3397);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const BUDGET_KB = 100;
/** Ama (demo client) and her upcoming session with the director (server/db/seed: seedId("session", ...)). */
const AMA = { email: "ama@demo.nkabom.example", password: "demo-client-2026" };
const AMA_UPCOMING_SESSION = "2c334d18-f583-5d9e-885a-2fd2da3fce83";

async function cookiesOf(base) {
  const api = await request.newContext({ baseURL: base, maxRedirects: 0, extraHTTPHeaders: { Origin: base } });
  const response = await api.post("/auth", { form: { intent: "signin", ...AMA } });
  if (response.status() !== 200) throw new Error(`sign-in of ${AMA.email} answered ${response.status()}`);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

/** One cold load: bytes on the wire per kind of response, once the page is quiet. */
async function measure(browser, base, cookies) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const sent = [];
  page.on("requestfinished", (req) => {
    sent.push(
      req.sizes().then((sizes) => ({
        type: req.resourceType(),
        url: req.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  const response = await page.goto(`${base}/sessions/${AMA_UPCOMING_SESSION}/join`, { waitUntil: "networkidle" });
  if (response?.status() !== 200) throw new Error(`the join page answered ${response?.status()}`);
  await page.getByRole("heading", { name: "Join your session" }).waitFor();
  // Scripts written into the HTML itself count too (as their text, uncompressed).
  const inlineBytes = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src).reduce((total, script) => total + script.text.length, 0),
  );
  const all = await Promise.all(sent);
  await context.close();
  const kb = (items) => items.reduce((total, r) => total + r.bytes, 0) / 1024;
  const scripts = all.filter((r) => r.type === "script");
  return {
    jsKb: kb(scripts) + inlineBytes / 1024,
    inlineKb: inlineBytes / 1024,
    totalKb: kb(all),
    scripts: scripts.length,
    files: scripts,
  };
}

async function main() {
  const base = process.env.BENCH_URL ?? (await startServer("bench-join", PORT));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  cleanups.push(() => browser.close());
  const cookies = await cookiesOf(base);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base, cookies));
  const worst = runs.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
  console.log(`\nThe join page, ${RUNS} cold loads as a signed-in client on a 360 px phone (the largest):`);
  console.log(
    `  JavaScript: ${worst.jsKb.toFixed(1)} KB: ${worst.inlineKb.toFixed(1)} KB inline and ${worst.scripts} files (budget < ${BUDGET_KB} KB)`,
  );
  console.log(`  everything: ${worst.totalKb.toFixed(1)} KB`);
  for (const file of worst.files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`    ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
  }
  console.log(worst.jsKb < BUDGET_KB ? "\nBudget met." : "\nBudget missed.");
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
