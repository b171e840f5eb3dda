// Every state-changing request to every route of the app (taken from the app's own route
// table, so a new route is covered the day it is added) is refused when it does not come from
// the site's own pages: foreign Origin, "null" Origin, foreign Referer, or neither header.
// Paystack's webhook, Google's notifications and the newsletter's one-click unsubscribe are the
// exceptions: a signature or a signed token says who sent them.
import { beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_ORIGIN_MESSAGE } from "../../server/http/request-guards";
import { withAppServer } from "../support/app-server";
import {
  type AppRoute,
  appRoutes,
  changedTables,
  dataPath,
  fingerprint,
  type ProbeRequest,
  refusalMessage,
  send,
  signInAs,
} from "../support/http-probe";

const server = withAppServer();
const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
const SIGNED = new Set(["/api/paystack/webhook", "/api/google-calendar/notifications", "/newsletter/unsubscribe"]);

/** A concrete URL for a route path: params filled, the splat given a name. */
const concrete = (path: string) =>
  path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace("*", "no-such-page");

const FOREIGN: { name: string; headers: Pick<ProbeRequest, "origin" | "headers"> }[] = [
  { name: "a foreign Origin", headers: { origin: "http://evil.example" } },
  { name: "a look-alike Origin", headers: { origin: "http://127.0.0.1.evil.example" } },
  { name: 'Origin "null"', headers: { origin: "null" } },
  {
    name: "a foreign Referer and no Origin",
    headers: { origin: null, headers: { referer: "http://evil.example/page" } },
  },
  { name: "neither Origin nor Referer", headers: { origin: null } },
];

let cookie: string | undefined;
let routes: AppRoute[];
beforeAll(async () => {
  cookie = await signInAs(server.app, "clientA");
  routes = appRoutes(server.app.build).filter((route) => !SIGNED.has(route.path));
});

describe("a state-changing request from outside the site", () => {
  it("is refused with 403 on every route and method, whatever it carries, and writes nothing", async () => {
    expect(routes.length).toBeGreaterThan(40);
    const before = await fingerprint(server.app.db);
    const answered: string[] = [];
    for (const route of routes) {
      for (const path of new Set([concrete(route.path), dataPath(route, concrete(route.path))])) {
        for (const method of METHODS) {
          for (const foreign of FOREIGN) {
            const answer = await send(server.app, {
              method,
              path,
              cookie,
              form: { intent: "send", content: "Hello from elsewhere", reason: "inactivity" },
              ...foreign.headers,
            });
            answered.push(`${method} ${path} with ${foreign.name}: ${answer.status}`);
            expect(answer.status, `${method} ${path} with ${foreign.name}`).toBe(403);
            expect(refusalMessage(answer)).toBe(FOREIGN_ORIGIN_MESSAGE);
          }
        }
      }
    }
    expect(changedTables(before, await fingerprint(server.app.db))).toEqual([]);
    // Still signed in: a foreign sign-out did not end the session.
    const portal = await send(server.app, { path: "/client-dashboard", cookie });
    expect(portal.status).toBe(200);
    expect(answered.length).toBeGreaterThan(routes.length * METHODS.length * FOREIGN.length);
  });

  it("passes the check when it comes from the site (by Origin, or by Referer alone)", async () => {
    const fromSite = await send(server.app, { path: "/api/activity", method: "POST", cookie });
    expect(fromSite.status).toBe(204);
    const byReferer = await send(server.app, {
      path: "/api/activity",
      method: "POST",
      cookie,
      origin: null,
      headers: { referer: `${server.app.url}/client-dashboard` },
    });
    expect(byReferer.status).toBe(204);
  });

  it("lets Paystack's webhook through to its own signature check (401 without one)", async () => {
    const answer = await send(server.app, {
      path: "/api/paystack/webhook",
      origin: "https://paystack.example",
      body: JSON.stringify({ event: "charge.success", data: { reference: "X" } }),
      contentType: "application/json",
    });
    expect(answer.status).toBe(401);
  });

  it("lets Google's calendar notifications through to their channel-token check (404 for an unknown channel)", async () => {
    const answer = await send(server.app, {
      path: "/api/google-calendar/notifications",
      method: "POST",
      origin: "https://www.googleapis.com",
      headers: { "x-goog-channel-id": "unknown-channel", "x-goog-channel-token": "forged" },
    });
    expect(answer.status).toBe(404);
  });

  it("lets reading requests through from anywhere (links to the site work)", async () => {
    const answer = await send(server.app, { path: "/services", origin: "http://evil.example" });
    expect(answer.status).not.toBe(403);
  });
});
