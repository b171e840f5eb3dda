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

/** A calendar day some days ahead, as the booking endpoints take it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
    // 'Plan not found' and back to /support-plans (spec 000 §2.9) once signed in.
    expect: signedIn(302),
  },
  {
    name: "POST /api/activity",
    call: (api) => api.post("/api/activity"),
    expect: { nobody: 401, clientA: 204, clientB: 204, therapist: 204, admin: 204 },
  },
  {
    // Ama's paid demo booking (server/db/seed/care.ts): anyone but her and an admin gets the
    // same 404 as a booking that does not exist.
    name: "GET /api/receipt/{Ama's booking}",
    call: (api) => api.get("/api/receipt/00000000-0000-4000-8000-00000000d001"),
    expect: { nobody: 404, clientA: "ok", clientB: 404, therapist: 404, admin: "ok" },
  },
  {
    name: "GET /api/receipt/{unknown or malformed id}",
    call: async (api) => {
      const malformed = await api.get("/api/receipt/not-a-booking");
      return malformed.status() === 404 ? api.get("/api/receipt/7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e") : malformed;
    },
    expect: everyone(404),
  },
  {
    name: "POST /support-plans/checkout/{unknown plan}",
    call: (api) => api.post("/support-plans/checkout/00000000-0000-4000-8000-000000000000", { form: {} }),
    // Nothing is bought; the page then says 'Plan not found' and returns to /support-plans.
    // (Staff accounts are refused by the use case itself: start-plan-checkout.test.ts.)
    expect: { nobody: "auth", clientA: 302, clientB: 302, therapist: 302, admin: 302 },
  },
  { name: "GET /payment-success", call: (api) => api.get("/payment-success?reference=X"), expect: everyone("ok") },
  {
    // Ama's paid demo booking's Paystack payment: only its owner may have it verified.
    name: "POST /api/payments/verify {Ama's reference}",
    call: (api) => api.post("/api/payments/verify", { form: { reference: "PSK-DEMO-BOOK-0002" } }),
    expect: { nobody: 401, clientA: "ok", clientB: 404, therapist: 404, admin: 404 },
  },
  {
    name: "POST /api/payments/simulate {a payment the simulator never started}",
    call: (api) =>
      api.post("/api/payments/simulate", { form: { reference: "PSK-DEMO-BOOK-0002", outcome: "success" } }),
    expect: { nobody: 401, clientA: 404, clientB: 404, therapist: 404, admin: 404 },
  },
  {
    name: "POST /api/paystack/webhook with a bad signature",
    call: (api) =>
      api.post("/api/paystack/webhook", {
        data: JSON.stringify({ event: "charge.success", data: { reference: "PSK-DEMO-BOOK-0002" } }),
        headers: { "Content-Type": "application/json", "x-paystack-signature": "0".repeat(128) },
      }),
    expect: everyone(401),
  },
  {
    name: "POST /admin-dashboard (record a transfer that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard", { form: { intent: "mark-transfer-received", reference: "WISE-NOSUCH00" } }),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: 404 },
  },
  {
    name: "GET /api/booking/slots",
    call: (api) => api.get(`/api/booking/slots?serviceId=individual-teletherapy&day=${daysAhead(10)}`),
    expect: { nobody: 401, clientA: "ok", clientB: "ok", therapist: "ok", admin: "ok" },
  },
  {
    name: "POST /api/booking/coupon (unknown code)",
    call: (api) =>
      api.post("/api/booking/coupon", { form: { code: "NOSUCHCODE", serviceId: "individual-teletherapy" } }),
    expect: { nobody: 401, clientA: 400, clientB: 400, therapist: 400, admin: 400 },
  },
  {
    // Sessions are booked from client accounts; an empty request is refused, never half-written.
    name: "POST /book (nothing filled in)",
    call: (api) => api.post("/book", { form: {} }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: 403, admin: 403 },
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
