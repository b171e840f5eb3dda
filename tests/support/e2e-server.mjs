// The browser tests' server: the production start script, with its e-mail sent over real SMTP
// to a small mail drop that writes each message to a file under $E2E_MAIL_DIR, where the tests
// read it (a sign-in link, say), and Google's servers and a Jitsi server stood in for. Only
// node: builtins; the app itself is unchanged.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startMailDrop } from "./mail-drop.mjs";

const dir = process.env.E2E_MAIL_DIR;
if (!dir) throw new Error("E2E_MAIL_DIR must name the folder the mail drop writes to");
process.env.SMTP_URL = (await startMailDrop(dir)).url;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// Google's OAuth and Calendar servers, stood in for by tests/support/fake-google.ts (plain
// node: builtins, loaded as TypeScript by Node itself).
const { startFakeGoogle } = await import(pathToFileURL(path.join(root, "tests/support/fake-google.ts")).href);
const google = await startFakeGoogle();
process.env.GOOGLE_CLIENT_ID = "e2e-google-client";
process.env.GOOGLE_CLIENT_SECRET = "e2e-google-secret";
process.env.GOOGLE_OAUTH_BASE_URL = google.url;
process.env.GOOGLE_TOKEN_BASE_URL = google.url;
process.env.GOOGLE_API_BASE_URL = google.url;

// The practice's video: a Jitsi server with token authentication, stood in for by
// tests/support/fake-jitsi.ts, and the join page's clock set by each test (a `test-now` cookie).
const JITSI_APP = { appId: "e2e-jitsi", secret: "e2e-jitsi-secret-of-at-least-32-characters" };
const { startFakeJitsi } = await import(pathToFileURL(path.join(root, "tests/support/fake-jitsi.ts")).href);
const jitsi = await startFakeJitsi(JITSI_APP);
process.env.VIDEO_PROVIDER = "jitsi";
process.env.JITSI_URL = jitsi.url;
process.env.JITSI_APP_ID = JITSI_APP.appId;
process.env.JITSI_APP_SECRET = JITSI_APP.secret;
process.env.TEST_CLOCK = "cookie";
await import(pathToFileURL(path.join(root, "scripts/start.mjs")).href);
