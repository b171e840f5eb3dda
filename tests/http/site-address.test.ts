// What the server trusts about where a request came from and how: over https, seen through a
// trusted proxy (X-Forwarded-Proto), every cookie it sets is Secure and the session's carries the
// __Secure- prefix; and a state-changing request must come from a configured site address
// (PUBLIC_URL and PUBLIC_URL_ALIASES), whatever Host header it names.
//
// Requests are made with node:http, so the Host header is the test's to choose, as a proxy
// passes on the one the visitor's browser sent.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { FOREIGN_ORIGIN_MESSAGE } from "../../server/http/request-guards";
import { type AppServer, withAppServer } from "../support/app-server";
import { DEMO_LOGINS } from "../support/http-probe";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  cookies: string[];
  text: string;
}

function call(
  app: AppServer,
  path: string,
  headers: Record<string, string>,
  form?: Record<string, string>,
): Promise<Answer> {
  const url = new URL(app.url);
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const sent =
    body !== undefined
      ? {
          ...headers,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
        }
      : headers;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: body === undefined ? "GET" : "POST", headers: sent },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            cookies: res.headers["set-cookie"] ?? [],
            text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const cookiePairs = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
const isSecure = (setCookie: string) => /;\s*Secure(;|$)/i.test(setCookie);
const SITE = "https://practice.example";
const signInForm = { intent: "signin", ...DEMO_LOGINS.clientA };

// One server for both: behind one trusted proxy, at https://practice.example, also reached as
// https://www.practice.example.
const server = withAppServer({
  env: { TRUST_PROXY: "1", PUBLIC_URL: SITE, PUBLIC_URL_ALIASES: "https://www.practice.example" },
});

describe("behind a trusted proxy that says the visitor came over https", () => {
  const visitor = { host: "practice.example", "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.7" };

  it("signs her in with a Secure, __Secure- session cookie, knows her by it, and signs her out with Secure cookies", async () => {
    const answer = await call(server.app, "/auth", { ...visitor, origin: SITE }, signInForm);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(answer.cookies.find((c) => c.includes("session_token="))).toMatch(/^__Secure-practice\.session_token=/);
    for (const cookie of answer.cookies) expect(isSecure(cookie), cookie.split("=")[0]).toBe(true);
    const cookie = cookiePairs(answer.cookies);

    const portal = await call(server.app, "/client-portal", { ...visitor, cookie });
    expect(portal.status).toBe(200);

    // Signing out clears the session's cookie and sets the toast's: all Secure.
    const out = await call(server.app, "/sign-out", { ...visitor, origin: SITE, cookie }, {});
    expect(out.status).toBe(302);
    expect(out.cookies.some((c) => c.startsWith("flash="))).toBe(true);
    for (const set of out.cookies) expect(isSecure(set), set.split("=")[0]).toBe(true);
  });

  it("keeps plain cookies, and sends no HSTS, when the proxy says the visitor came over http", async () => {
    const plain = { ...visitor, "x-forwarded-proto": "http" };
    const answer = await call(server.app, "/auth", { ...plain, origin: "http://practice.example" }, signInForm);
    // Not the configured address: refused before anything is set.
    expect(answer.status).toBe(403);
    const home = await call(server.app, "/", plain);
    expect(home.headers["strict-transport-security"]).toBeUndefined();
    for (const set of home.cookies) expect(isSecure(set)).toBe(false);
  });
});

describe("a state-changing request's origin", () => {
  it("is checked against the configured site addresses, not against the Host it names", async () => {
    const own = { host: "practice.example", origin: SITE, "x-forwarded-proto": "https" };
    const signedIn = await call(server.app, "/auth", own, signInForm);
    expect(signedIn.status).toBe(200);
    const cookie = cookiePairs(signedIn.cookies);
    const save = { intent: "save-reminders" };

    const forged = await call(
      server.app,
      "/client-dashboard/profile",
      { cookie, host: "evil.example", origin: "https://evil.example", "x-forwarded-proto": "https" },
      save,
    );
    expect(forged.status).toBe(403);
    expect(forged.text).toContain(FOREIGN_ORIGIN_MESSAGE);

    // The site's own address, and a listed alias reached by its own name, are the site.
    const fromSite = await call(server.app, "/client-dashboard/profile", { ...own, cookie }, save);
    expect(fromSite.status).toBe(200);
    const alias = {
      host: "www.practice.example",
      origin: "https://www.practice.example",
      "x-forwarded-proto": "https",
    };
    const viaAlias = await call(server.app, "/auth", alias, signInForm);
    expect(viaAlias.status).toBe(200);
    const fromAlias = await call(
      server.app,
      "/client-dashboard/profile",
      { ...alias, cookie: cookiePairs(viaAlias.cookies) },
      save,
    );
    expect(fromAlias.status).toBe(200);
  });
});
