// What the server writes, in a process of its own (tests/support/app-process.mjs) with its e-mail
// sent to a mail drop and Google stood in for, everything it prints kept.
//
// Odd requests: requests a browser on the site never sends, as a scanner or a careless client
// does: a POST where there is no form, methods nothing here answers, paths that do not decode,
// paths of every length, bodies of the wrong type, headers that make no sense. Each is refused
// with a 4xx or answered as a browser's would be, never with a 5xx or a stack trace, and
// everything the server writes meanwhile is one JSON object per line, none at error level, as
// docs/operations.md promises.
//
// A journey that handles every kind of credential that can travel in an address or a form:
// calendar feed tokens (made, read, renewed), a password reset link, a sign-in link, Google's
// OAuth code and state, session cookies and passwords. No credential may appear in the log, and
// once it serves every line is one JSON object.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGoogle, startFakeGoogle } from "../support/fake-google";
import { DEMO_ACCOUNTS, Visitor } from "../support/http-client";
import { startMailDrop } from "../support/mail-drop.mjs";
import { type RawAnswer, type RawRequest, rawRequest } from "../support/raw-http";
import { jsonLine, type OutputLine, type ServerProcess, startServerProcess } from "../support/server-process";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ServerProcess;
let google: FakeGoogle;
let mailDir: string;
let closeMail: () => Promise<void>;

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), "server-log-mail-"));
  const drop = await startMailDrop(mailDir);
  closeMail = drop.close;
  google = await startFakeGoogle();
  server = await startServerProcess({
    RUN_JOBS: "true",
    SMTP_URL: drop.url,
    GOOGLE_CLIENT_ID: "journey-client",
    GOOGLE_CLIENT_SECRET: "journey-secret",
    GOOGLE_OAUTH_BASE_URL: google.url,
    GOOGLE_TOKEN_BASE_URL: google.url,
    GOOGLE_API_BASE_URL: google.url,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await google?.close();
  await closeMail?.();
  rmSync(mailDir, { recursive: true, force: true });
});

const PAGES_WITHOUT_FORMS = ["/about", "/services", "/resources", "/confidentiality", "/privacy-policy", "/community"];
const FORM = "application/x-www-form-urlencoded";
const a = (n: number) => "a".repeat(n);

/** An odd request, what it tries, and the refusal it must get when there is one to expect. */
interface OddRequest {
  what: string;
  request: RawRequest;
  status?: number;
}

/** The battery. Origin is the site's own unless a case says otherwise. */
function oddRequests(origin: string): OddRequest[] {
  const post = (target: string, contentType: string, body: string, headers: Record<string, string> = {}) => ({
    method: "POST",
    target,
    headers: { Origin: origin, "Content-Type": contentType, ...headers },
    body,
  });
  return [
    // A form posted where there is none.
    ...PAGES_WITHOUT_FORMS.map((path) => ({
      what: "POST to a page without a form",
      request: post(path, FORM, "a=1"),
      status: 405,
    })),
    { what: "POST to a page's data", request: post("/about.data", FORM, "a=1"), status: 405 },
    { what: "POST to the home page's data", request: post("/_.data", FORM, "a=1"), status: 405 },
    { what: "POST to a page that does not exist", request: post("/no-such-page", FORM, "a=1"), status: 405 },
    // Methods the site never uses, on pages and endpoints.
    ...["PUT", "PATCH", "DELETE"].flatMap((method) =>
      ["/", "/about", "/api/messages", "/api/booking/slots"].map((target) => ({
        what: `${method} on a route that takes GET or POST`,
        request: { method, target, headers: { Origin: origin, "Content-Type": FORM }, body: "a=1" },
        status: 405,
      })),
    ),
    ...["PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "REPORT", "PURGE"].map(
      (method) => ({
        what: `WebDAV-like ${method}`,
        request: { method, target: "/", headers: { Origin: origin } },
        status: 405,
      }),
    ),
    { what: "TRACE", request: { method: "TRACE", target: "/" }, status: 405 },
    { what: "TRACE on an endpoint", request: { method: "TRACE", target: "/api/messages" }, status: 405 },
    { what: "OPTIONS", request: { method: "OPTIONS", target: "/" }, status: 405 },
    { what: "OPTIONS on an endpoint", request: { method: "OPTIONS", target: "/api/booking/slots" }, status: 405 },
    { what: "OPTIONS *", request: { method: "OPTIONS", target: "*" }, status: 405 },
    { what: "LINK", request: { method: "LINK", target: "/about", headers: { Origin: origin } }, status: 405 },
    // Percent-encoding that does not decode, in pages, data requests, endpoints and files.
    ...[
      "/%FF",
      "/about%FF",
      "/%E0%A4%A",
      "/%C0%AF",
      "/%",
      "/%ZZ",
      "/services/%80",
      "/%FF.data",
      "/about/%FF.data",
      "/api/receipts/%FF",
      "/api/calendar-feed/%FF",
      "/client-dashboard/%FF",
      "/assets/%FF.js",
      "/%FF?x=1",
    ].map((target) => ({ what: "malformed percent-encoding", request: { method: "GET", target }, status: 400 })),
    { what: "malformed percent-encoding in a query", request: { method: "GET", target: "/about?q=%FF" } },
    {
      what: "malformed percent-encoding in a route list",
      request: { method: "GET", target: "/about.data?_routes=%FF" },
    },
    { what: "malformed percent-encoding in a POST", request: post("/%FF", FORM, "a=1"), status: 400 },
    { what: "an encoded NUL", request: { method: "GET", target: "/about%00" } },
    { what: "an encoded slash climbing out", request: { method: "GET", target: "/..%2F..%2Fetc%2Fpasswd" } },
    { what: "a dot segment", request: { method: "GET", target: "/assets/../../package.json" } },
    // Paths and queries of every length, up to what Node reads (16 KB of head).
    ...[256, 2_048, 8_000, 15_000].map((n) => ({
      what: `a path of ${n} characters`,
      request: { method: "GET", target: `/${a(n)}` },
    })),
    { what: "a long data path", request: { method: "GET", target: `/${a(8_000)}.data` } },
    { what: "a long query", request: { method: "GET", target: `/about?q=${a(12_000)}` } },
    { what: "a long route list", request: { method: "GET", target: `/about.data?_routes=${"root,".repeat(2_000)}` } },
    { what: "a path past the header limit", request: { method: "GET", target: `/${a(20_000)}` } },
    { what: "many slashes", request: { method: "GET", target: "/".repeat(500) } },
    // Bodies of the wrong type for the forms that exist.
    { what: "sign-in as text", request: post("/auth", "text/plain", "intent=signin") },
    { what: "sign-in as JSON", request: post("/auth", "application/json", '{"intent":"signin"') },
    { what: "sign-in as multipart without a boundary", request: post("/auth", "multipart/form-data", "--x\r\n") },
    {
      what: "sign-in as broken multipart",
      request: post(
        "/auth",
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
      ),
    },
    { what: "sign-in as XML", request: post("/auth", "application/xml", "<a/>") },
    { what: "a form in a charset that does not exist", request: post("/auth", `${FORM}; charset=nope`, "a=%FF") },
    { what: "a nonsense content type", request: post("/auth", "a/b/c;;;=", "a=1") },
    { what: "a form with bad escapes", request: post("/auth", FORM, "intent=%FF&email=%&password=%ZZ") },
    { what: "the contact form as multipart without a boundary", request: post("/?index", "multipart/form-data", "x") },
    { what: "the contact form as JSON", request: post("/?index", "application/json", '{"name":1}') },
    { what: "a message as JSON", request: post("/api/messages", "application/json", "{") },
    { what: "a message as multipart without a boundary", request: post("/api/messages", "multipart/form-data", "x") },
    { what: "a page action's data as XML", request: post("/auth.data", "application/xml", "<a/>") },
    { what: "a webhook that is not JSON", request: post("/api/paystack/webhook", "application/json", "{{{") },
    // Headers that make no sense.
    {
      what: "a Host that is not a host",
      request: { method: "GET", target: "/", headers: { Host: "[::1" } },
      status: 400,
    },
    {
      what: "a Host with a path",
      request: { method: "GET", target: "/about", headers: { Host: "a/b?c" } },
      status: 400,
    },
    { what: "an Origin that is not a URL", request: post("/auth", FORM, "a=1", { Origin: "::::" }) },
    { what: "a cookie that is not one", request: { method: "GET", target: "/", headers: { Cookie: "%%%;;=;=x" } } },
    {
      what: "a session cookie that is no session",
      request: { method: "GET", target: "/client-dashboard", headers: { Cookie: "nkabom.session_token=%FF.%FF" } },
    },
    { what: "an odd Accept", request: { method: "GET", target: "/about", headers: { Accept: "*/*;q=abc, \u0001" } } },
    {
      what: "a Host with a port out of range",
      request: { method: "GET", target: "/", headers: { Host: "127.0.0.1:99999" } },
      status: 400,
    },
    {
      what: "another Host, with the site's Origin",
      request: post("/auth", FORM, "intent=signin", { Host: "elsewhere.example" }),
    },
    {
      what: "a region cookie that is no region",
      request: { method: "GET", target: "/services", headers: { Cookie: "region=%FF%00; userCurrency=%%" } },
    },
    {
      what: "a length that is not a number",
      request: { method: "POST", target: "/auth", headers: { "Content-Length": "abc" } },
    },
    {
      what: "a chunked body that is not chunked",
      request: {
        method: "POST",
        target: "/auth",
        headers: { Origin: origin, "Transfer-Encoding": "chunked" },
        body: "zz\r\n",
      },
    },
    { what: "HEAD on page data", request: { method: "HEAD", target: "/about.data" } },
    { what: "HEAD on a path that does not decode", request: { method: "HEAD", target: "/%FF" } },
    {
      what: "an absolute request target",
      request: { method: "GET", target: "http://elsewhere.example/about" },
      status: 400,
    },
    {
      what: "HTTP/1.0-style request without Host",
      request: { method: "GET", target: "/about", headers: { Host: "" } },
      status: 400,
    },
  ];
}

/** A stack trace in an answer or a log line: "    at fn (file:line:col)". */
const STACK = /\n\s+at [^\n]+:\d+:\d+/;

describe("odd requests", () => {
  let answers: (OddRequest & { answer: RawAnswer })[];
  let printed: OutputLine[];

  beforeAll(async () => {
    const since = server.mark();
    answers = [];
    for (const odd of oddRequests(server.url)) {
      answers.push({ ...odd, answer: await rawRequest(server.port, odd.request) });
    }
    // The last request's log line is written just after its answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    printed = since();
  }, 240_000);

  it("are at least fifty, and none is answered with a 5xx or a stack trace", () => {
    expect(answers.length).toBeGreaterThanOrEqual(50);
    const summary = (x: (typeof answers)[number]) =>
      `${x.what}: ${x.request.method} ${x.request.target.slice(0, 60)} -> ${x.answer.status}`;
    const serverErrors = answers.filter((x) => x.answer.status >= 500 || x.answer.status === 0);
    expect(serverErrors.map(summary)).toEqual([]);
    expect(answers.filter((x) => STACK.test(x.answer.body)).map(summary)).toEqual([]);
  });

  it("are refused with 405 (and Allow) for a method nothing takes, 400 for an address that cannot be read", () => {
    const expected = answers.filter((x) => x.status !== undefined);
    expect(expected.length).toBeGreaterThan(40);
    const summary = (x: (typeof answers)[number]) => `${x.what}: ${x.request.method} ${x.request.target.slice(0, 60)}`;
    expect(expected.map((x) => `${summary(x)} -> ${x.answer.status}`)).toEqual(
      expected.map((x) => `${summary(x)} -> ${x.status}`),
    );
    for (const x of expected.filter((x) => x.status === 405 && !/^(GET|HEAD|POST)$/.test(x.request.method))) {
      expect(x.answer.head, summary(x)).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    }
  });

  it("leave only JSON lines in the output, none at error level or with a stack", () => {
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.filter((line) => jsonLine(line) === undefined).map((line) => line.text.slice(0, 200))).toEqual([]);
    const lines = printed.map((line) => jsonLine(line) ?? {});
    expect(lines.filter((line) => line.level === "error" || "stack" in line)).toEqual([]);
  });
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
    const url = server.url;
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
