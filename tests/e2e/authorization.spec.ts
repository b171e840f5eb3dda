import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiAs, DEMO } from "./support/accounts";
import { PUBLIC_PAGES } from "./support/pages";

// Every page loader, action and endpoint that exists so far, called as each kind of
// person, with the outcome the specifications give. Later features add their rows here.

type Actor = "nobody" | "clientA" | "clientB" | "therapist" | "admin";
const ACTORS: Record<Actor, (typeof DEMO)[keyof typeof DEMO] | null> = {
  nobody: null,
  clientA: DEMO.ama,
  clientB: DEMO.kwame,
  therapist: DEMO.director,
  admin: DEMO.admin,
};

/** "ok" = 2xx; "auth" = redirect to /auth; "home" = redirect to /; a number = that status. */
type Outcome = "ok" | "auth" | "home" | number;

interface Row {
  name: string;
  call(api: APIRequestContext): Promise<{ status(): number; headers(): Record<string, string> }>;
  expect: Record<Actor, Outcome>;
}

const everyone = (outcome: Outcome): Record<Actor, Outcome> => ({
  nobody: outcome,
  clientA: outcome,
  clientB: outcome,
  therapist: outcome,
  admin: outcome,
});
const signedIn = (outcome: Outcome): Record<Actor, Outcome> => ({ ...everyone(outcome), nobody: "auth" });

const ENDPOINTS = [...PUBLIC_PAGES, "/sitemap.xml", "/robots.txt", "/healthz"];

const ROWS: Row[] = [
  ...ENDPOINTS.map((path) => ({
    name: `GET ${path}`,
    call: (api: APIRequestContext) => api.get(path),
    expect: everyone("ok"),
  })),
  { name: "GET /unknown", call: (api) => api.get("/no-such-page"), expect: everyone(404) },
  {
    name: "GET /auth",
    call: (api) => api.get("/auth"),
    // Someone signed in is sent on to their dashboard.
    expect: { nobody: "ok", clientA: 302, clientB: 302, therapist: 302, admin: 302 },
  },
  {
    name: "GET /client-dashboard",
    call: (api) => api.get("/client-dashboard"),
    expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
  },
  {
    name: "GET /client-portal",
    call: (api) => api.get("/client-portal"),
    expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
  },
  {
    name: "GET /therapist-dashboard",
    call: (api) => api.get("/therapist-dashboard"),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "ok", admin: "home" },
  },
  {
    name: "GET /admin-dashboard",
    call: (api) => api.get("/admin-dashboard"),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: "ok" },
  },
  { name: "GET /book", call: (api) => api.get("/book"), expect: signedIn("ok") },
  {
    name: "GET /support-plans/checkout/{planId}",
    call: (api) => api.get("/support-plans/checkout/00000000-0000-0000-0000-000000000000"),
    expect: signedIn("ok"),
  },
  {
    name: "POST /api/activity",
    call: (api) => api.post("/api/activity"),
    expect: { nobody: 401, clientA: 204, clientB: 204, therapist: 204, admin: 204 },
  },
  {
    name: "POST /internal/user-role without the operator token",
    call: (api) => api.post("/internal/user-role", { data: { email: DEMO.ama.email, role: "admin" } }),
    expect: everyone(404),
  },
];

function matches(outcome: Outcome, status: number, location: string | undefined): boolean {
  if (outcome === "ok") return status >= 200 && status < 300;
  if (outcome === "auth") return status >= 300 && status < 400 && location === "/auth";
  if (outcome === "home") return status >= 300 && status < 400 && location === "/";
  return status === outcome;
}

for (const [actor, account] of Object.entries(ACTORS) as [Actor, (typeof ACTORS)[Actor]][]) {
  test.describe(`as ${actor}`, () => {
    let api: APIRequestContext;
    test.beforeAll(async ({ baseURL }) => {
      api = await apiAs(baseURL!, account);
    });
    test.afterAll(async () => api.dispose());

    for (const row of ROWS) {
      test(`${row.name} → ${row.expect[actor]}`, async () => {
        const response = await row.call(api);
        const location = response.headers().location;
        const outcome = row.expect[actor];
        expect(matches(outcome, response.status(), location), `${response.status()} ${location ?? ""}`).toBe(true);
      });
    }
  });
}

test("without a region, /book and the gated pages go to / before anything else", async ({ baseURL }) => {
  const api = await apiAs(baseURL!, DEMO.ama, "");
  for (const path of ["/book", "/about", "/services"]) {
    const response = await api.get(path);
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe("/");
  }
  await api.dispose();
});

test("signing out ends the session on the server", async ({ baseURL }) => {
  const api = await apiAs(baseURL!, DEMO.kwame);
  expect((await api.get("/client-dashboard")).status()).toBe(200);
  const out = await api.post("/sign-out");
  expect(out.status()).toBe(302);
  expect((await api.get("/client-dashboard")).headers().location).toBe("/auth");
  await api.dispose();
});
