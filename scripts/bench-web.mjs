// Web performance benchmark: Lighthouse's mobile preset (simulated slow 4G, mid-range phone)
// on the public pages, with a region chosen, against the production build on a throw-away
// database. Prints the median of several runs per page and a verdict per budget. Exits
// non-zero only when something breaks, not when a budget is missed: it reports figures.
//
//   npm run bench:web                      builds if needed, starts the server, measures
//   BUILD_DIR=build-mine BENCH_PORT=3395   builds into / serves from that folder, on that port
//   BENCH_URL=http://localhost:3000 ...    measures a server that is already running
//   BENCH_RUNS=5 BENCH_REGION=international.GBP BENCH_JSON=out.json  (optional)
//   BENCH_PAGES=/,/about                   measures only these pages
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = process.env.BENCH_PAGES?.split(",") ?? ["/", "/services", "/about", "/wellness-kit"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REGION = process.env.BENCH_REGION ?? "local.GHS";
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const STARTUP_TIMEOUT_MS = 300_000; // a first build takes a minute or two on two cores
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The budgets of the public website (DESIGN and the issue's acceptance). */
const TARGETS = [
  { key: "performance", label: "performance", unit: "", ok: (v) => v >= 95, text: ">= 95" },
  { key: "lcp", label: "LCP", unit: " s", ok: (v) => v <= 2.0, text: "<= 2.0 s" },
  { key: "cls", label: "CLS", unit: "", ok: (v) => v <= 0.05, text: "<= 0.05" },
  { key: "jsKb", label: "JS", unit: " KB", ok: (v) => v <= 150, text: "<= 150 KB" },
];

const cleanups = [];
/** The server's last lines of output, shown when something fails. */
const serverLog = [];
/** Set when the server started here stops: how it ended. */
let serverExit = null;
async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

async function importOrExplain(name) {
  try {
    return await import(name);
  } catch (err) {
    if (err?.code === "ERR_MODULE_NOT_FOUND") {
      throw new Error(`${name} is not installed. Run: npm install (it is a devDependency of this project)`);
    }
    throw err;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts scripts/start.mjs (which builds first when the build is stale) and waits for /healthz. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://localhost:${PORT}`;
  const keep = (chunk) => {
    serverLog.push(...chunk.toString().split("\n"));
    serverLog.splice(0, Math.max(0, serverLog.length - 60));
  };
  console.log(`Starting the server on ${base} (it builds first if the sources changed)...`);
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    // Its own process group, so a build it spawned is stopped with it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      PGLITE_DIR: path.join(dataDir, "pglite"),
      PUBLIC_URL: base,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
  });
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const exitPromise = new Promise((resolve) =>
    server.on("exit", (code, signal) => {
      serverExit = { code, signal };
      resolve();
    }),
  );
  cleanups.push(async () => {
    if (serverExit) return;
    process.kill(-server.pid, "SIGTERM");
    const stopped = await Promise.race([exitPromise.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) process.kill(-server.pid, "SIGKILL");
  });

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExit) {
      throw new Error(
        `the server exited (${serverExit.code ?? serverExit.signal}) before it was ready:\n${serverLog.join("\n")}`,
      );
    }
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return base;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the server was not ready after ${STARTUP_TIMEOUT_MS / 1000} s:\n${serverLog.join("\n")}`);
}

/** Compressed bytes of JavaScript the page loaded, from the network requests (or the summary). */
function scriptBytes(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (Array.isArray(requests)) {
    return requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  }
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  return summary.find((r) => r.resourceType === "script")?.transferSize ?? 0;
}

function figures(lhr) {
  const audit = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error(`Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}`);
  return {
    performance: Math.round(score * 100),
    lcp: audit("largest-contentful-paint") / 1000,
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    jsKb: scriptBytes(lhr) / 1024,
  };
}

/**
 * One Lighthouse run. Lighthouse sometimes loses the trace of a load (NO_NAVSTART,
 * NO_FCP…) on a busy machine; such a run is repeated, up to twice, before giving up.
 */
async function measure(lighthouse, port, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { Cookie: cookie },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (serverExit) {
      throw new Error(`the server stopped during the benchmark (${serverExit.code ?? serverExit.signal})`);
    }
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.warn(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
    await sleep(2000);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const show = {
  performance: (v) => String(Math.round(v)),
  lcp: (v) => v.toFixed(2),
  cls: (v) => v.toFixed(3),
  tbt: (v) => String(Math.round(v)),
  jsKb: (v) => v.toFixed(1),
};

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number, got ${RUNS}`);
  const { default: lighthouse } = await importOrExplain("lighthouse");
  const chromeLauncher = await importOrExplain("chrome-launcher");

  const base = process.env.BENCH_URL?.replace(/\/$/, "") ?? (await startServer());
  const cookie = `region=${REGION}`;
  // One plain request per page first, so the measured runs do not pay for cold code paths.
  for (const page of PAGES) {
    const res = await fetch(`${base}${page}`, { headers: { Cookie: cookie } });
    if (!res.ok) throw new Error(`${page} answered ${res.status} before measuring`);
    await res.arrayBuffer();
  }

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  cleanups.push(() => chrome.kill());

  console.log(`Lighthouse (mobile preset), ${RUNS} run(s) per page, cookie ${cookie}\n`);
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const lhr = await measure(lighthouse, chrome.port, `${base}${page}`, cookie);
      for (const warning of lhr.runWarnings ?? []) console.warn(`  warning (${page}): ${warning}`);
      const f = figures(lhr);
      runs.push(f);
      console.log(
        `  ${page} run ${run}: score ${show.performance(f.performance)}, LCP ${show.lcp(f.lcp)} s, CLS ${show.cls(f.cls)}, TBT ${show.tbt(f.tbt)} ms, JS ${show.jsKb(f.jsKb)} KB`,
      );
    }
    const med = Object.fromEntries(Object.keys(show).map((key) => [key, median(runs.map((r) => r[key]))]));
    results.push({ page, median: med, runs });
  }

  const header = ["page", "performance", "LCP (s)", "CLS", "TBT (ms)", "JS (KB)"];
  const rows = results.map(({ page, median: m }) => [
    page,
    show.performance(m.performance),
    show.lcp(m.lcp),
    show.cls(m.cls),
    show.tbt(m.tbt),
    show.jsKb(m.jsKb),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\nMedian of ${RUNS} run(s):\n${line(header)}\n${rows.map(line).join("\n")}`);

  console.log(`\nBudgets: ${TARGETS.map((t) => `${t.label} ${t.text}`).join(", ")}`);
  let missed = 0;
  for (const { page, median: m } of results) {
    const verdicts = TARGETS.map((t) => {
      const pass = t.ok(m[t.key]);
      if (!pass) missed++;
      return `${t.label} ${show[t.key](m[t.key])}${t.unit} ${pass ? "PASS" : "MISS"}`;
    });
    console.log(`  ${page.padEnd(widths[0])}  ${verdicts.join("  ")}`);
  }
  console.log(missed === 0 ? "\nAll budgets met." : `\n${missed} budget(s) missed.`);

  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ region: REGION, runs: RUNS, results }, null, 2)}\n`);
  }
}

try {
  await main();
  await cleanup();
  // Lighthouse can leave sockets open; the figures are out, so leave now.
  process.exit(0);
} catch (err) {
  console.error(`bench:web failed: ${err instanceof Error ? err.message : err}`);
  if (serverLog.some((line) => line.trim() !== "")) console.error(`\nLast server output:\n${serverLog.join("\n")}`);
  await cleanup();
  process.exit(1);
}
