// Web performance benchmark: Lighthouse's mobile preset (simulated slow 4G, mid-range phone)
// on the public pages, with a region chosen, against the production build on a throw-away
// database. Each page is measured twice over, interleaved (served run 1, no-script run 1,
// served run 2, ...): as served, and as the same HTML with its scripts taken out. The second
// is what the page costs with no JavaScript at all, so the ratio of the two LCPs says how
// much the scripts slow the first view. Prints the median of several runs per figure and a
// verdict per budget. Exits non-zero only when something breaks, not when a budget is
// missed: it reports figures.
//
// Both versions come through a small proxy started here in front of the server, on two
// ports: one passes everything through ("served"), the other takes the scripts out of the
// HTML documents ("no-script"). Everything else (stylesheets, images, fonts, headers,
// compression) is the same for both.
//
//   npm run bench:web                      builds if needed, starts the server, measures
//   npm run bench:web -- --all             every public page, the legal pages, sign-in and
//                                          the not-found page, in both regions
//   BUILD_DIR=build-mine BENCH_PORT=3395   builds into / serves from that folder, on that port
//   BENCH_URL=http://localhost:3000 ...    measures a server that is already running
//   BENCH_RUNS=5 BENCH_JSON=out.json       runs per page and version (default 3), figures to a file
//   BENCH_REGION=international.GBP         measures in this region only
//   BENCH_PAGES=/,/about                   measures only these pages
//   CHROME_PATH=/usr/bin/chromium          the browser Lighthouse drives
import { writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { pipeline } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { cleanup, cleanups, server, sleep, startServer } from "./bench-server.mjs";

/** A path no route has: the site's not-found page, which answers 404. */
const NOT_FOUND_PAGE = "/no-such-page";
/** A representative set: the home page, two content pages, the shop and sign-in. */
const DEFAULT_PAGES = ["/", "/services", "/about", "/wellness-kit", "/auth"];
/** Pages the sitemap leaves out (search engines have no use for them) that are measured too. */
const UNLISTED_PAGES = ["/auth", NOT_FOUND_PAGE];
const ALL_REGIONS = ["local.GHS", "international.USD"];

const args = process.argv.slice(2);
const ALL = args.includes("--all");
const unknownArgs = args.filter((arg) => arg !== "--all");
const REGIONS = process.env.BENCH_REGION ? [process.env.BENCH_REGION] : ALL ? ALL_REGIONS : ["local.GHS"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
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

/** The two versions of every page, in the order each run measures them. */
const VERSIONS = [
  { key: "served", label: "served", stripScripts: false },
  { key: "noScript", label: "no-script", stripScripts: true },
];

/** The budgets of the public website (the issue's acceptance). `of` picks the figure from a result. */
const TARGETS = [
  { key: "performance", label: "perf", of: (r) => r.served.performance, ok: (v) => v >= 98, text: ">= 98" },
  { key: "lcp", label: "LCP", of: (r) => r.served.lcp, ok: (v) => v <= 1.5, text: "<= 1.5 s" },
  { key: "ratio", label: "LCP ratio", of: (r) => r.ratio, ok: (v) => v <= 1.3, text: "<= 1.3" },
  { key: "jsKb", label: "JS", of: (r) => r.served.jsKb, ok: (v) => v <= 120, text: "<= 120 KB" },
  { key: "totalKb", label: "total", of: (r) => r.served.totalKb, ok: (v) => v <= 300, text: "<= 300 KB" },
  { key: "cls", label: "CLS", of: (r) => r.served.cls, ok: (v) => v <= 0.02, text: "<= 0.02" },
];

const show = {
  performance: (v) => String(Math.round(v)),
  lcp: (v) => `${v.toFixed(2)} s`,
  ratio: (v) => v.toFixed(2),
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${Math.round(v)} ms`,
  jsKb: (v) => `${v.toFixed(1)} KB`,
  totalKb: (v) => `${v.toFixed(1)} KB`,
};

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

// ---------------------------------------------------------------------------------------------
// Taking the scripts out of a document

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
/**
 * Script types the browser never runs, kept: structured data for search engines is part of the
 * page without JavaScript too. Every other script goes, whatever its type: none, module,
 * text/javascript, and the app's inert holders (a made-up type whose code an inline loader runs
 * later) with their loader.
 */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json"]);

/** An attribute's value in a tag's text, lower-case, or undefined when absent. */
function attribute(tagText, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tagText);
  return match ? (match[1] ?? match[2] ?? match[3]).trim().toLowerCase() : undefined;
}

/** A <link> that fetches JavaScript: a module preload, or a preload of a script. */
function loadsScript(linkTag) {
  const rel = (attribute(linkTag, "rel") ?? "").split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attribute(linkTag, "as") === "script");
}

/**
 * The document without anything that runs or fetches JavaScript. A script element ends at the
 * first </script> in HTML too, so a lazy match finds the same end as the browser's parser.
 */
function withoutScripts(html) {
  return html
    .replace(SCRIPT_ELEMENT, (element, attrs) => (DATA_SCRIPT_TYPES.has(attribute(attrs, "type") ?? "") ? element : ""))
    .replace(LINK_TAG, (tag) => (loadsScript(tag) ? "" : tag));
}

// ---------------------------------------------------------------------------------------------
// The proxy in front of the server

/** Headers about one connection, not the answer: a proxy does not pass them on. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

function forwardable(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/** Whether the request is for a document (a navigation asks for HTML first). */
function asksForHtml(req) {
  return (req.method === "GET" || req.method === "HEAD") && String(req.headers.accept ?? "").includes("text/html");
}

/** The encoding the proxy gives a document: brotli when the client takes it, else gzip, else none (as the app does). */
function documentEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? "");
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const DECODERS = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

/** The app's own settings for its HTML (server/http/node-fetch.ts), so the figures stay the site's. */
function encode(body, encoding) {
  if (encoding === "br") return brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === "gzip") return gzip(body, { level: 6 });
  return Promise.resolve(body);
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Sends an HTML answer: read whole (the app was asked for it uncompressed), scripts taken out on
 * the no-script port, then compressed the same way on both ports, so the only difference
 * between them is the scripts. Reading it whole costs both ports the same streaming delay.
 */
async function sendDocument(req, res, upstreamRes, stripScripts) {
  let raw = await readAll(upstreamRes);
  // The app was asked for identity; should it compress anyway, undo that first.
  const upstreamEncoding = String(upstreamRes.headers["content-encoding"] ?? "identity").toLowerCase();
  if (upstreamEncoding !== "identity") {
    const decode = DECODERS[upstreamEncoding];
    if (!decode) throw new Error(`cannot read an HTML answer encoded as ${upstreamEncoding}`);
    raw = await decode(raw);
  }
  // latin1 maps every byte to one character and back, so the bytes outside the removed
  // elements come out exactly as they went in, whatever the page's charset.
  const html = raw.toString("latin1");
  const body = Buffer.from(stripScripts ? withoutScripts(html) : html, "latin1");

  const encoding = documentEncoding(req.headers["accept-encoding"]);
  const sent = await encode(body, encoding);
  const headers = forwardable(upstreamRes.headers);
  delete headers["content-length"];
  delete headers["content-encoding"];
  if (encoding) headers["content-encoding"] = encoding;
  const vary = String(headers.vary ?? "");
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  headers["content-length"] = String(sent.length);
  res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, headers);
  res.end(req.method === "HEAD" ? undefined : sent);
}

/**
 * Answers a request the proxy could not carry through, or cuts it if the answer had started.
 * A browser that left (Lighthouse stops a page's last requests when it is done) is not worth a word.
 */
function failRequest(res, label, req, err) {
  if (res.destroyed) return;
  console.warn(`  proxy (${label}) ${req.method} ${req.url}: ${err instanceof Error ? err.message : err}`);
  if (res.headersSent) res.destroy();
  else res.writeHead(502, { "content-type": "text/plain" }).end("bench-web proxy: the server did not answer");
}

/**
 * Starts one port of the proxy. Documents are asked of the app uncompressed; every HTML answer
 * goes through sendDocument, everything else is piped as it comes, with the client's own headers.
 */
async function startProxy(upstream, { label, stripScripts }) {
  const target = new URL(upstream);
  const transport = target.protocol === "https:" ? https : http;
  // Kept-alive connections to the app, as a browser or a real reverse proxy would hold.
  const agent = new transport.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const isDocument = asksForHtml(req);
    const headers = { ...forwardable(req.headers), host: target.host };
    if (isDocument) headers["accept-encoding"] = "identity";
    const upstreamReq = transport.request(
      new URL(req.url ?? "/", target),
      { method: req.method, headers, agent },
      (upstreamRes) => {
        const type = String(upstreamRes.headers["content-type"] ?? "").toLowerCase();
        // Every HTML answer, even one not asked for as a document (sendDocument decodes it then).
        if (type.startsWith("text/html")) {
          sendDocument(req, res, upstreamRes, stripScripts).catch((err) => failRequest(res, label, req, err));
          return;
        }
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, forwardable(upstreamRes.headers));
        pipeline(upstreamRes, res, (err) => {
          if (err && !res.writableFinished && err.code !== "ERR_STREAM_PREMATURE_CLOSE") {
            failRequest(res, label, req, err);
          }
        });
      },
    );
    upstreamReq.on("error", (err) => failRequest(res, label, req, err));
    // A browser that leaves mid-answer: stop asking the app for it too.
    res.on("close", () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    req.pipe(upstreamReq);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    // Any free port: several benchmarks may run on this machine at once.
    server.listen(0, "127.0.0.1", resolve);
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  );
  return `http://localhost:${server.address().port}`;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Compressed bytes the page transferred: its scripts, and every request together. */
function transferred(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (Array.isArray(requests)) {
    const sum = (items) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0);
    return { script: sum(requests.filter((r) => r.resourceType === "Script")), total: sum(requests) };
  }
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const of = (type) => summary.find((r) => r.resourceType === type)?.transferSize ?? 0;
  return { script: of("script"), total: of("total") };
}

function figures(lhr) {
  const audit = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error(`Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}`);
  const bytes = transferred(lhr);
  return {
    performance: Math.round(score * 100),
    lcp: audit("largest-contentful-paint") / 1000,
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    jsKb: bytes.script / 1024,
    totalKb: bytes.total / 1024,
  };
}

/**
 * One Lighthouse run. Lighthouse sometimes loses the trace of a load (NO_NAVSTART,
 * NO_FCP…) on a busy machine; such a run is repeated, up to twice, before giving up.
 */
async function measure(lighthouse, port, url, { cookie, expectNotFound }) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { Cookie: cookie },
      // Lighthouse refuses to measure a 404 unless told it is meant.
      ignoreStatusCode: expectNotFound,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (server.exit) {
      throw new Error(`the server stopped during the benchmark (${server.exit.code ?? server.exit.signal})`);
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

function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

/**
 * The pages to measure: BENCH_PAGES, else the representative set, else (--all) every public page
 * the site's own sitemap lists, with sign-in and the not-found page.
 */
async function pagesToMeasure(base) {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",");
  if (!ALL) return DEFAULT_PAGES;
  const res = await fetch(`${base}/sitemap.xml`);
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const listed = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (listed.length === 0) throw new Error("/sitemap.xml lists no page");
  return [...listed, ...UNLISTED_PAGES];
}

/**
 * One plain request per page, region and port before measuring, so the measured runs do not pay
 * for cold code paths; it also checks every page answers (404 only for the not-found page) and
 * that the no-script port left no script in the document.
 */
async function warmUp(proxies, pages, cookie) {
  for (const page of pages) {
    const expected = page === NOT_FOUND_PAGE ? [404] : [200];
    for (const version of VERSIONS) {
      const res = await fetch(`${proxies[version.key]}${page}`, { headers: { Cookie: cookie, Accept: "text/html" } });
      const html = await res.text();
      if (!expected.includes(res.status)) {
        throw new Error(
          `${page} (${cookie}) answered ${res.status}, expected ${expected.join(" or ")}, before measuring`,
        );
      }
      if (version.stripScripts && withoutScripts(html) !== html) {
        throw new Error(`the no-script version of ${page} still holds a script`);
      }
    }
  }
}

function describeRun(f) {
  return [
    `score ${show.performance(f.performance)}`,
    `LCP ${show.lcp(f.lcp)}`,
    `CLS ${show.cls(f.cls)}`,
    `TBT ${show.tbt(f.tbt)}`,
    `JS ${show.jsKb(f.jsKb)}`,
    `total ${show.totalKb(f.totalKb)}`,
  ].join(", ");
}

/** RUNS runs of each version of one page in one region, interleaved so a slow spell of the machine hits both. */
async function measurePage(lighthouse, chromePort, proxies, page, region) {
  const cookie = `region=${region}`;
  const expectNotFound = page === NOT_FOUND_PAGE;
  const runs = { served: [], noScript: [] };
  for (let run = 1; run <= RUNS; run++) {
    for (const version of VERSIONS) {
      const lhr = await measure(lighthouse, chromePort, `${proxies[version.key]}${page}`, { cookie, expectNotFound });
      for (const warning of lhr.runWarnings ?? []) {
        // The not-found page's 404 is what is being measured there, not news.
        if (expectNotFound && String(warning).includes("Status code: 404")) continue;
        console.warn(`  warning (${page}, ${version.label}): ${warning}`);
      }
      const f = figures(lhr);
      runs[version.key].push(f);
      console.log(`  ${page} ${region} ${version.label} run ${run}: ${describeRun(f)}`);
    }
  }
  const served = medians(runs.served);
  const noScript = medians(runs.noScript);
  // The ratio of the medians, so it reads straight off the two LCP columns.
  return { page, region, served, noScript, ratio: served.lcp / noScript.lcp, runs };
}

// ---------------------------------------------------------------------------------------------
// Reporting

function printTable(results) {
  const header = [
    "page",
    "region",
    "perf",
    "LCP (s)",
    "LCP no-JS (s)",
    "ratio",
    "CLS",
    "TBT (ms)",
    "JS KB",
    "total KB",
  ];
  const rows = results.map((r) => [
    r.page,
    r.region,
    show.performance(r.served.performance),
    r.served.lcp.toFixed(2),
    r.noScript.lcp.toFixed(2),
    show.ratio(r.ratio),
    show.cls(r.served.cls),
    String(Math.round(r.served.tbt)),
    r.served.jsKb.toFixed(1),
    r.served.totalKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\nMedian of ${RUNS} run(s) (figures of the page as served; LCP no-JS: its HTML without scripts):`);
  console.log([line(header), ...rows.map(line)].join("\n"));

  // The no-script version should load no JavaScript at all; if it does, its LCP is not the floor.
  const leaks = results.filter((r) => r.runs.noScript.some((f) => f.jsKb > 0));
  const totals = results.map((r) => r.noScript.totalKb);
  const range = `${Math.min(...totals).toFixed(1)} to ${Math.max(...totals).toFixed(1)} KB`;
  console.log(`\nWithout scripts: total transferred ${range} a page (median).`);
  if (leaks.length === 0) console.log("Without scripts, no page loaded any JavaScript.");
  for (const r of leaks) {
    console.warn(
      `  warning: without scripts, ${r.page} (${r.region}) still loaded ${show.jsKb(r.noScript.jsKb)} of JS`,
    );
  }
}

/** Prints what each page met and missed; returns how many budgets were missed. */
function printVerdicts(results) {
  console.log(`\nBudgets: ${TARGETS.map((t) => `${t.label} ${t.text}`).join(", ")}`);
  const pageWidth = Math.max(...results.map((r) => r.page.length));
  const regionWidth = Math.max(...results.map((r) => r.region.length));
  let missed = 0;
  for (const result of results) {
    const met = [];
    const misses = [];
    for (const target of TARGETS) {
      const value = target.of(result);
      const text = `${target.label} ${show[target.key](value)}`;
      if (target.ok(value)) met.push(text);
      else misses.push(`${text} (${target.text})`);
    }
    missed += misses.length;
    const verdict =
      misses.length === 0
        ? `all met: ${met.join(", ")}`
        : `MISSED ${misses.join(", ")}; met: ${met.join(", ") || "none"}`;
    console.log(`  ${result.page.padEnd(pageWidth)}  ${result.region.padEnd(regionWidth)}  ${verdict}`);
  }
  console.log(missed === 0 ? "\nAll budgets met." : `\n${missed} budget(s) missed.`);
  return missed;
}

async function main() {
  if (unknownArgs.length > 0) throw new Error(`unknown argument(s): ${unknownArgs.join(" ")} (the only one is --all)`);
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number, got ${RUNS}`);
  const { default: lighthouse } = await importOrExplain("lighthouse");
  const chromeLauncher = await importOrExplain("chrome-launcher");

  const base = process.env.BENCH_URL?.replace(/\/$/, "") ?? (await startServer("bench-web", PORT));
  const proxies = {};
  for (const version of VERSIONS) proxies[version.key] = await startProxy(base, version);
  console.log(`Proxy in front of ${base}: served at ${proxies.served}, no-script at ${proxies.noScript}`);
  const pages = await pagesToMeasure(base);
  for (const region of REGIONS) await warmUp(proxies, pages, `region=${region}`);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  cleanups.push(() => chrome.kill());

  console.log(
    `Lighthouse (mobile preset), ${RUNS} run(s) per page and version, ${pages.length} page(s), region(s) ${REGIONS.join(", ")}\n`,
  );
  const results = [];
  // Page by page, each in every region, so a page's regions sit together in the table.
  for (const page of pages) {
    for (const region of REGIONS) results.push(await measurePage(lighthouse, chrome.port, proxies, page, region));
  }

  printTable(results);
  printVerdicts(results);

  if (process.env.BENCH_JSON) {
    const budgets = Object.fromEntries(TARGETS.map((t) => [t.key, t.text]));
    const report = { regions: REGIONS, runs: RUNS, budgets, results };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(report, null, 2)}\n`);
  }
}

try {
  await main();
  await cleanup();
  // Lighthouse can leave sockets open; the figures are out, so leave now.
  process.exit(0);
} catch (err) {
  console.error(`bench:web failed: ${err instanceof Error ? err.message : err}`);
  if (server.log.some((line) => line.trim() !== "")) console.error(`\nLast server output:\n${server.log.join("\n")}`);
  await cleanup();
  process.exit(1);
}
