// The server's own log through a journey that handles every kind of credential that can travel in
// an address or a form: calendar feed tokens (made, read, renewed), a password reset link, a
// sign-in link, Google's OAuth code and state, session cookies and passwords; plus a few odd
// requests. The server runs in a process of its own (tests/support/app-process.mjs) with its
// e-mail sent to a mail drop and Google stood in for, and everything it writes is kept: no
// credential may appear in it, and once it serves every line is one JSON object.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGoogle, startFakeGoogle } from "../support/fake-google";
import { DEMO_ACCOUNTS, Visitor } from "../support/http-client";
import { startMailDrop } from "../support/mail-drop.mjs";
import { jsonLine, type ServerProcess, startServerProcess } from "../support/server-process";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ServerProcess;
let url: string;
let google: FakeGoogle;
let mailDir: string;
let closeMail: () => Promise<void>;

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), "journey-mail-"));
  const drop = await startMailDrop(mailDir);
  closeMail = drop.close;
  google = await startFakeGoogle();
  server = await startServerProcess({
    LOG_LEVEL: "debug",
    RUN_JOBS: "true",
    SMTP_URL: drop.url,
    GOOGLE_CLIENT_ID: "journey-client",
    GOOGLE_CLIENT_SECRET: "journey-secret",
    GOOGLE_OAUTH_BASE_URL: google.url,
    GOOGLE_TOKEN_BASE_URL: google.url,
    GOOGLE_API_BASE_URL: google.url,
  });
  url = server.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await google?.close();
  await closeMail?.();
  rmSync(mailDir, { recursive: true, force: true });
});

/** Waits for an e-mail to `address` whose text matches `pattern` (quoted-printable undone). */
async function mailed(address: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const file of readdirSync(mailDir).sort().reverse()) {
      const mail = readFileSync(path.join(mailDir, file), "utf8");
      if (!mail.startsWith(`X-Drop-To: ${address}`)) continue;
      const match = pattern.exec(mail.replace(/=\n/g, "").replace(/=3D/g, "="));
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} matching ${pattern}`);
    await sleep(200);
  }
}

/** The token of the calendar address a page shows, once. */
function feedToken(html: string): string {
  const token = /\/api\/calendar-feed\/([A-Za-z0-9_-]{43})\.ics/.exec(html)?.[1];
  if (!token) throw new Error("the page shows no calendar address");
  return token;
}

describe("the server log of a journey", () => {
  it("holds no credential, and only JSON lines", async () => {
    const secrets: string[] = [];
    const keep = (value: string) => {
      secrets.push(value);
      return value;
    };

    // A visitor browses.
    const visitor = new Visitor(url);
    for (const page of ["/", "/services", "/book", "/no-such-page"]) await (await visitor.send(url, page)).text();

    // A client makes her calendar address, reads it, renews it (the old one then answers 404).
    const ama = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.ama);
    keep(ama.cookie.split("session_token=")[1]?.split(";")[0] ?? "");
    const profile = "/client-dashboard/profile";
    const made = keep(
      feedToken(await (await ama.send(url, profile, { form: { intent: "create-calendar-feed" } })).text()),
    );
    expect((await fetch(`${url}/api/calendar-feed/${made}.ics`)).status).toBe(200);
    const renewed = keep(
      feedToken(await (await ama.send(url, profile, { form: { intent: "renew-calendar-feed" } })).text()),
    );
    expect((await fetch(`${url}/api/calendar-feed/${made}.ics`)).status).toBe(404);
    expect((await fetch(`${url}/api/calendar-feed/${renewed}.ics`)).status).toBe(200);

    // Another forgets her password: the link's token is used in the page's address and its form.
    const kwame = DEMO_ACCOUNTS.kwame;
    const someone = new Visitor(url);
    await (await someone.send(url, "/auth", { form: { intent: "forgot", email: kwame.email } })).text();
    const reset = keep(await mailed(kwame.email, /\/auth\/reset-password\?token=([^\s"<>&]+)/));
    expect((await someone.send(url, `/auth/reset-password?token=${reset}`)).status).toBe(200);
    await (await someone.send(url, `/api/auth/reset-password/${reset}?callbackURL=%2F`)).text();
    const password = keep("a-new-Password-for-journeys-2026");
    const changed = await someone.send(url, "/auth/reset-password", {
      form: { token: reset, password, confirmPassword: password },
    });
    expect(changed.status).toBeLessThan(400);

    // And signs in with a link from her e-mail.
    await (await someone.send(url, "/auth", { form: { intent: "sign-in-link", email: kwame.email } })).text();
    const link = keep(await mailed(kwame.email, /\/auth\/sign-in-link\?token=([^\s"<>&]+)/));
    expect((await someone.send(url, `/auth/sign-in-link?token=${link}`)).status).toBe(200);
    expect((await someone.send(url, "/auth/sign-in-link", { form: { token: link } })).status).toBe(302);

    // A therapist connects her Google Calendar: Google's code and state come back in the address.
    const efua = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.therapist);
    const connect = await efua.send(url, "/therapist-dashboard/calendar", { form: { intent: "connect" } });
    const consent = await fetch(connect.headers.get("location") ?? "", { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    keep(back.searchParams.get("code") ?? "");
    keep(back.searchParams.get("state") ?? "");
    const callback = `${back.pathname}${back.search}`;
    expect((await efua.send(url, callback)).status).toBe(302);
    expect((await efua.send(url, callback)).status).toBe(302); // a replay, refused with a toast

    // Odd requests.
    for (const [method, target] of [
      ["PROPFIND", "/"],
      ["OPTIONS", "/auth"],
      ["GET", "/%FF"],
      ["GET", `/auth?token=${made}`],
      ["POST", "/services"],
    ] as const) {
      const answer = await visitor.send(url, target, { method, ...(method === "POST" ? { form: { a: "b" } } : {}) });
      expect(answer.status, `${method} ${target}`).toBeLessThan(500);
      await answer.text();
    }

    await server.stop();
    const log = server.lines.map((line) => line.text).join("\n");
    expect(secrets.filter((secret) => secret.length < 8)).toEqual([]);
    const leaked = secrets.filter((secret) => log.includes(secret));
    expect(leaked, "credentials found in the log").toEqual([]);

    // From the moment it serves, one JSON object per line.
    const lines = log.split("\n").filter((line) => line.trim() !== "");
    const serving = lines.findIndex((line) => line.includes('"msg":"server listening"'));
    expect(serving).toBeGreaterThanOrEqual(0);
    const notJson = lines.slice(serving).filter((text) => !jsonLine({ stream: "stdout", text }));
    expect(notJson, "log lines that are not JSON").toEqual([]);
    expect(lines.slice(serving).length).toBeGreaterThan(30);
  }, 180_000);
});
