import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Browser journeys run against the production build, on a throw-away embedded database
// seeded with the demo data. Chromium is Debian's (no browser is ever downloaded).
const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "practice-e2e-"));
export const baseURL = `http://localhost:${port}`;

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine as the
 * browser without its windows and their popups, and Playwright's own choice for headless runs.
 * A fifth faster here than the whole browser in its headless mode, which serves when it is all
 * there is.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Chromium features off in the tests' browser. Chromium keeps only the last --disable-features
 * it is given, so the list starts with the ones Playwright 1.65 passes itself (its
 * chromiumSwitches, less those for Windows and Edge); then the omnibox's popups, which Chromium 156 draws as web pages of their
 * own in every new window, headless too: about a sixth of a journey's time on two cores.
 */
const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Spec files run side by side (each builds its own people or touches no shared demo row); the
  // tests of one file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Long journeys (several pages, axe on each) on a loaded two-core machine take 20-30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot at every step) costs a third of a run's
    // time on two cores: a test records one when it is run again after a failure, and a
    // screenshot of the page that failed is always kept. `--trace on` records every test.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        `--disable-features=${DISABLED_FEATURES.join(",")}`,
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The production server, its e-mail delivered to files the tests can read (tests/support/e2e-server.mjs).
    command: "node tests/support/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      PGLITE_DIR: path.join(process.env.E2E_DATA_DIR, "pglite"),
      E2E_MAIL_DIR: path.join(process.env.E2E_DATA_DIR, "mail"),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // Every journey signs its people up from this one machine's address.
      SIGN_UPS_PER_ADDRESS_HOUR: "1000",
      // A long conversation is written through the API in seconds (portal-messages.spec).
      MESSAGES_PER_SENDER_MINUTE: "1000",
      NODE_ENV: "production",
    },
  },
});
