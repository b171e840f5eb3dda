import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiAs, DEMO } from "./support/accounts";
import { PUBLIC_PAGES } from "./support/pages";

// Every page loader, action and endpoint that exists so far, called as each kind of
// person, with the outcome the specifications give. Later features add their rows here.

type Actor = "nobody" | "clientA" | "clientB" | "therapist" | "therapistB" | "admin";
const ACTORS: Record<Actor, (typeof DEMO)[keyof typeof DEMO] | null> = {
  nobody: null,
  clientA: DEMO.ama,
  clientB: DEMO.kwame,
  // The director: Ama's and Sarah's therapist. Therapist B (Kojo) is Kwame's.
  therapist: DEMO.director,
  therapistB: DEMO.therapist,
  admin: DEMO.admin,
};

/** "ok" = 2xx; "auth" = redirect to /auth; "home" = redirect to /; a number = that status. */
type Outcome = "ok" | "auth" | "home" | number;

/** What each actor gets; therapist B gets what the first therapist gets unless the row says otherwise. */
type Expectations = Record<Exclude<Actor, "therapistB">, Outcome> & { therapistB?: Outcome };

interface Row {
  name: string;
  call(api: APIRequestContext): Promise<{ status(): number; headers(): Record<string, string> }>;
  expect: Expectations;
}

const everyone = (outcome: Outcome): Expectations => ({
  nobody: outcome,
  clientA: outcome,
  clientB: outcome,
  therapist: outcome,
  admin: outcome,
});
const signedIn = (outcome: Outcome): Expectations => ({ ...everyone(outcome), nobody: "auth" });
/** The therapist dashboard: therapists only (others go home, nobody to /auth). */
const therapistsOnly = (therapist: Outcome, therapistB: Outcome = therapist): Expectations => ({
  nobody: "auth",
  clientA: "home",
  clientB: "home",
  therapist,
  therapistB,
  admin: "home",
});

// Demo people and records (server/db/seed): seedId("user", email) and the seeded rows.
const AMA = "720d5612-e352-599f-8828-41be22e24a01";
const NO_FORM = "00000000-0000-4000-8000-000000000000";
const KWAME = "95743dcf-047d-5571-ab3c-711b571e88b7";
// The demo therapists: the director (Ama's and Sarah's) and Kojo (Kwame's).
const DIRECTOR = "fe6fadbe-fe51-5653-9ddb-c7db4a385e4e";
const KOJO = "e55e8201-ac2c-5066-88c1-22e091934cdb";
const AMA_UPCOMING_SESSION = "2c334d18-f583-5d9e-885a-2fd2da3fce83";
const AMA_REVIEWED_HOMEWORK = "ce48db0a-a7d6-5abd-9aa3-672c04de47ba";
const NO_SUCH_CHANNEL = "00000000-0000-4000-8000-00000000c4a1";
// The demo retreat "Reset by the Volta" (seedId("event", "reset-by-the-volta")), where Kwame holds a place.
const VOLTA_RETREAT = "138d208c-7dd4-5edd-aadc-6364c351a5aa";

const THERAPIST_ROWS: Row[] = [
  ...[
    "",
    "/sessions",
    "/sessions?view=calendar&span=month",
    "/homework",
    "/messages",
    "/analytics",
    "/calendar",
    "/settings",
  ].map(
    (tab): Row => ({
      name: `GET /therapist-dashboard${tab}`,
      call: (api) => api.get(`/therapist-dashboard${tab}`),
      expect: therapistsOnly("ok"),
    }),
  ),
  {
    name: "GET /therapist-dashboard?tab=messages (a notification's link)",
    call: (api) => api.get("/therapist-dashboard?tab=messages"),
    expect: therapistsOnly(302),
  },
  {
    name: "GET /therapist-dashboard/clients/{Ama} (the director's client)",
    call: (api) => api.get(`/therapist-dashboard/clients/${AMA}`),
    expect: therapistsOnly("ok", 404),
  },
  {
    name: "GET /therapist-dashboard/clients/{Kwame} (therapist B's client)",
    call: (api) => api.get(`/therapist-dashboard/clients/${KWAME}`),
    expect: therapistsOnly(404, "ok"),
  },
  {
    // A session's note: its own therapist only; another therapist is told it does not exist.
    name: "GET /therapist-dashboard/sessions/{Ama's upcoming}/note",
    call: (api) => api.get(`/therapist-dashboard/sessions/${AMA_UPCOMING_SESSION}/note`),
    expect: therapistsOnly("ok", 404),
  },
  {
    // A session yet to start has no note yet (400); another therapist's is not found.
    name: "POST /therapist-dashboard/sessions/{Ama's upcoming}/note (a draft before the session)",
    call: (api) =>
      api.post(`/therapist-dashboard/sessions/${AMA_UPCOMING_SESSION}/note`, {
        form: { intent: "save-draft", template: "free", "section.note": "Too early." },
      }),
    expect: therapistsOnly(400, 404),
  },
  {
    // A session's join page: its client and its therapist only; the same not-found for everyone else.
    name: "GET /sessions/{Ama's upcoming}/join",
    call: (api) => api.get(`/sessions/${AMA_UPCOMING_SESSION}/join`),
    expect: { nobody: 404, clientA: "ok", clientB: 404, therapist: "ok", therapistB: 404, admin: 404 },
  },
  {
    // Its room is not open days ahead (409), for its two people; not found for everyone else.
    name: "POST /sessions/{Ama's upcoming}/join",
    call: (api) => api.post(`/sessions/${AMA_UPCOMING_SESSION}/join`, { form: { audioOnly: "on" } }),
    expect: { nobody: 404, clientA: 409, clientB: 404, therapist: 409, therapistB: 404, admin: 404 },
  },
  {
    name: "GET /api/video/probe",
    call: (api) => api.get("/api/video/probe"),
    expect: everyone("ok"),
  },
  {
    // A form that is not one of hers (none of the demo data's): not found, whoever asks.
    name: "GET /therapist-dashboard/clients/{Ama}/forms/{no form}",
    call: (api) => api.get(`/therapist-dashboard/clients/${AMA}/forms/${NO_FORM}`),
    expect: therapistsOnly(404),
  },
  {
    name: "GET /api/staff/clinical/responses/{no form}/signed.pdf",
    call: (api) => api.get(`/api/staff/clinical/responses/${NO_FORM}/signed.pdf`),
    expect: everyone(404),
  },
  {
    name: "GET /therapist-dashboard/messages/{Ama}",
    call: (api) => api.get(`/therapist-dashboard/messages/${AMA}`),
    expect: therapistsOnly("ok", 404),
  },
  {
    // Setting the status it already has changes nothing; another therapist's session is not found.
    name: "POST /therapist-dashboard/sessions (Ama's upcoming session, status unchanged)",
    call: (api) =>
      api.post("/therapist-dashboard/sessions", {
        form: { intent: "set-status", sessionId: AMA_UPCOMING_SESSION, status: "scheduled" },
      }),
    expect: therapistsOnly("ok", 404),
  },
  {
    // At 8:00, before the working day: the director does not reach the rules (not her client).
    name: "POST /therapist-dashboard/sessions (a session with Kwame at 8:00)",
    call: (api) =>
      api.post("/therapist-dashboard/sessions", {
        form: { intent: "create-session", clientId: KWAME, start: `${daysAhead(20)}T08:00:00.000Z` },
      }),
    expect: therapistsOnly(404, 400),
  },
  {
    name: "POST /therapist-dashboard/homework (review Ama's reviewed homework)",
    call: (api) =>
      api.post("/therapist-dashboard/homework", { form: { intent: "review", assignmentId: AMA_REVIEWED_HOMEWORK } }),
    expect: therapistsOnly(409, 404),
  },
  {
    name: "POST /therapist-dashboard/messages/{Ama} (blank message)",
    call: (api) =>
      api.post(`/therapist-dashboard/messages/${AMA}`, {
        form: { intent: "send", content: " ", clientKey: randomUUID() },
      }),
    expect: therapistsOnly(400),
  },
  {
    // Her own calendar address: the demo therapists have none to renew, and revoking none changes nothing.
    name: "POST /therapist-dashboard/settings (renew, then revoke, my calendar address)",
    call: async (api) => {
      const renew = await api.post("/therapist-dashboard/settings", { form: { intent: "renew-calendar-feed" } });
      if (renew.status() !== 404) return renew;
      return api.post("/therapist-dashboard/settings", { form: { intent: "revoke-calendar-feed" } });
    },
    expect: therapistsOnly("ok"),
  },
  {
    name: "POST /therapist-dashboard/settings (unknown intent)",
    call: (api) => api.post("/therapist-dashboard/settings", { form: { intent: "delete-everything" } }),
    expect: therapistsOnly(400),
  },
  {
    // Sync now: back to her tab with its toast ('Sync completed', or 'Sync failed' with nothing connected).
    name: "POST /therapist-dashboard/calendar (Sync now)",
    call: (api) => api.post("/therapist-dashboard/calendar", { form: { intent: "sync" } }),
    expect: therapistsOnly(302),
  },
  {
    name: "POST /therapist-dashboard/calendar (unknown intent)",
    call: (api) => api.post("/therapist-dashboard/calendar", { form: { intent: "delete-everything" } }),
    expect: therapistsOnly(400),
  },
  {
    // A forged state connects no one: staff go back to their tab ('Connection failed'), clients home.
    name: "GET /api/google-calendar/callback (a forged state)",
    call: (api) => api.get("/api/google-calendar/callback?code=stolen&state=a.1.b.c"),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: 302, admin: 302 },
  },
  {
    name: "POST /api/google-calendar/notifications (a channel we never opened)",
    call: (api) =>
      api.post("/api/google-calendar/notifications", {
        headers: { "x-goog-channel-id": NO_SUCH_CHANNEL, "x-goog-channel-token": "forged" },
      }),
    expect: everyone(404),
  },
  {
    name: "GET /api/staff/busy (a day of the therapist's calendar)",
    call: (api) => api.get(`/api/staff/busy?day=${daysAhead(7)}&client=${AMA}`),
    expect: { nobody: 401, clientA: 403, clientB: 403, therapist: "ok", admin: "ok" },
  },
  {
    name: "GET /api/staff/clients (a client picker's search)",
    call: (api) => api.get("/api/staff/clients?q=a"),
    expect: { nobody: 401, clientA: 403, clientB: 403, therapist: "ok", admin: "ok" },
  },
];

/** The admin's Applications and Users tabs: admins only; the POSTs name no one, or are refused, so no demo row changes. */
const adminsOnly = (admin: Outcome): Expectations => ({
  nobody: "auth",
  clientA: "home",
  clientB: "home",
  therapist: "home",
  admin,
});
const NO_ONE = "00000000-0000-4000-8000-000000000000";
const ADMIN_PEOPLE_ROWS: Row[] = [
  ...[
    "/admin-dashboard/applications",
    "/admin-dashboard/applications?show=50",
    "/admin-dashboard/users?q=ama&page=1",
  ].map((path): Row => ({ name: `GET ${path}`, call: (api) => api.get(path), expect: adminsOnly("ok") })),
  {
    name: "POST /admin-dashboard/applications (approve an application that does not exist)",
    call: (api) => api.post("/admin-dashboard/applications", { form: { intent: "approve", applicantId: NO_ONE } }),
    expect: adminsOnly(404),
  },
  {
    // 'Please provide a reason for rejection', before anyone is looked up.
    name: "POST /admin-dashboard/applications (reject without a reason)",
    call: (api) =>
      api.post("/admin-dashboard/applications", { form: { intent: "reject", applicantId: NO_ONE, reason: " " } }),
    expect: adminsOnly(400),
  },
  ...["set-role", "suspend", "restore"].map(
    (intent): Row => ({
      name: `POST /admin-dashboard/users (${intent} someone who does not exist)`,
      call: (api) => api.post("/admin-dashboard/users", { form: { intent, userId: NO_ONE, role: "client" } }),
      expect: adminsOnly(404),
    }),
  ),
];

/** The admin's calendar, availability, homework, messages and transactions: admins only; the POSTs change nothing. */
const ADMIN_WORK_ROWS: Row[] = [
  ...[
    "/calendar",
    "/calendar?view=calendar&span=month",
    `/calendar?view=list&therapist=${NO_ONE}`,
    "/calendar/availability",
    "/calendar/sync",
    "/homework?status=completed",
    "/messages",
    "/transactions",
    `/transactions?status=other&provider=card&currency=GHS&client=${AMA}&from=2026-01-01&page=2`,
    "/analytics",
    "/gifts",
    "/gifts?status=expired&q=kwame&page=2",
  ].map(
    (tab): Row => ({
      name: `GET /admin-dashboard${tab}`,
      call: (api) => api.get(`/admin-dashboard${tab}`),
      expect: adminsOnly("ok"),
    }),
  ),
  ...["/admin-dashboard/forms", "/admin-dashboard/forms/intake"].map(
    (path): Row => ({ name: `GET ${path}`, call: (api) => api.get(path), expect: adminsOnly("ok") }),
  ),
  {
    // A new form needs a title; the practice's forms are an administrator's to change.
    name: "POST /admin-dashboard/forms (a new form without a title)",
    call: (api) => api.post("/admin-dashboard/forms", { form: { intent: "create", title: " ", kind: "form" } }),
    expect: adminsOnly(400),
  },
  {
    // A client's page for an administrator: who she is and that her record exists.
    name: "GET /admin-dashboard/clients/{Ama}",
    call: (api) => api.get(`/admin-dashboard/clients/${AMA}`),
    expect: adminsOnly("ok"),
  },
  {
    // An administrator's emergency access needs a reason.
    name: "POST /admin-dashboard/clients/{Ama} (emergency access without a reason)",
    call: (api) => api.post(`/admin-dashboard/clients/${AMA}`, { form: { intent: "break-glass", reason: " " } }),
    expect: adminsOnly(400),
  },
  {
    name: "GET /admin-dashboard/clients/{Ama}/forms/{no form}",
    call: (api) => api.get(`/admin-dashboard/clients/${AMA}/forms/${NO_FORM}`),
    expect: adminsOnly(404),
  },
  {
    // An admin reads only her own threads: Ama has written to her therapist, not to the admin.
    name: "GET /admin-dashboard/messages/{Ama}",
    call: (api) => api.get(`/admin-dashboard/messages/${AMA}`),
    expect: adminsOnly("ok"),
  },
  {
    name: "POST /admin-dashboard/calendar (the status of a session that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard/calendar", { form: { intent: "set-status", sessionId: NO_ONE, status: "completed" } }),
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard/calendar (a session without its client)",
    call: (api) => api.post("/admin-dashboard/calendar", { form: { intent: "create-session", therapistId: NO_ONE } }),
    expect: adminsOnly(400),
  },
  {
    name: "POST /admin-dashboard/calendar/sync (Sync now)",
    call: (api) => api.post("/admin-dashboard/calendar/sync", { form: { intent: "sync" } }),
    expect: adminsOnly(302),
  },
  {
    name: "POST /admin-dashboard/calendar/availability (a day off that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard/calendar/availability", {
        form: { intent: "remove-day-off", therapistId: NO_ONE, id: NO_ONE },
      }),
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard/messages/{Ama} (blank message)",
    call: (api) =>
      api.post(`/admin-dashboard/messages/${AMA}`, {
        form: { intent: "send", content: " ", clientKey: randomUUID() },
      }),
    expect: adminsOnly(400),
  },
  {
    name: "POST /admin-dashboard/transactions (record a transfer that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard/transactions", {
        form: { intent: "mark-transfer-received", reference: "WISE-NOSUCH00" },
      }),
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard/transactions (refund a payment that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard/transactions", {
        form: { intent: "refund", reference: "PSK-NOSUCHPAYMENT", amount: "10", reason: "Test", effect: "keep" },
      }),
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard?index (refund from the overview, a payment that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard?index", {
        form: { intent: "refund", reference: "PSK-NOSUCHPAYMENT", amount: "10", reason: "Test", effect: "keep" },
      }),
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard/transactions (book another time for a payment that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard/transactions", {
        form: { intent: "settle-booking", reference: "PSK-NOSUCHPAYMENT", start: `${daysAhead(30)}T10:00:00Z` },
      }),
    expect: adminsOnly(404),
  },
  {
    name: "GET /api/admin/settling/{unknown}/slots (times for a late payment)",
    call: (api) => api.get(`/api/admin/settling/PSK-NOSUCHPAYMENT/slots?day=${daysAhead(30)}`),
    expect: { nobody: 401, clientA: 403, clientB: 403, therapist: 403, admin: 404 },
  },
  {
    name: "GET /api/admin/transactions.csv (the ledger's export)",
    call: (api) => api.get(`/api/admin/transactions.csv?client=${AMA}`),
    expect: adminsOnly("ok"),
  },
  {
    name: "POST /admin-dashboard/gifts (void a certificate that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard/gifts", { form: { intent: "void", certificateId: NO_ONE, reason: "Test" } }),
    expect: adminsOnly(404),
  },
  {
    name: "GET /api/admin/gift-certificates.csv (the gift certificates' export)",
    call: (api) => api.get("/api/admin/gift-certificates.csv?status=void"),
    expect: adminsOnly("ok"),
  },
  // The Events tab. The demo retreat is only read; the POSTs name no event, or are refused before
  // one is looked up, so no demo row changes (admin-events.spec.ts makes and cancels its own).
  ...["/admin-dashboard/events", `/admin-dashboard/events/${VOLTA_RETREAT}`].map(
    (path): Row => ({ name: `GET ${path}`, call: (api) => api.get(path), expect: adminsOnly("ok") }),
  ),
  {
    name: "GET /admin-dashboard/events/{unknown or malformed id}",
    call: async (api) => {
      const malformed = await api.get("/admin-dashboard/events/not-an-event");
      return malformed.status() === 404 ? api.get(`/admin-dashboard/events/${NO_ONE}`) : malformed;
    },
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard/events (a new event without a title)",
    call: (api) =>
      api.post("/admin-dashboard/events", { form: { intent: "create", title: " ", eventType: "workshop" } }),
    expect: adminsOnly(400),
  },
  ...["update", "publish", "unpublish"].map(
    (intent): Row => ({
      name: `POST /admin-dashboard/events (${intent} an event that does not exist)`,
      call: (api) =>
        api.post("/admin-dashboard/events", {
          form: {
            intent,
            eventId: NO_ONE,
            title: "No such event",
            description: "Nothing",
            eventType: "workshop",
            startsAt: `${daysAhead(200)}T10:00`,
            endsAt: `${daysAhead(200)}T12:00`,
            location: "Accra",
            facilitator: "Efua Asante",
            capacity: "10",
            priceLocal: "100",
            priceInternational: "20",
          },
        }),
      expect: adminsOnly(404),
    }),
  ),
  {
    name: "POST /admin-dashboard/events (cancel an event that does not exist)",
    call: (api) => api.post("/admin-dashboard/events", { form: { intent: "cancel", eventId: NO_ONE, reason: "Rain" } }),
    expect: adminsOnly(404),
  },
  {
    name: "POST /admin-dashboard/events/{the demo retreat} (record a transfer that does not exist)",
    call: (api) =>
      api.post(`/admin-dashboard/events/${VOLTA_RETREAT}`, {
        form: { intent: "mark-transfer-received", reference: "EVT-NOSUCH00" },
      }),
    expect: adminsOnly(404),
  },
  {
    name: "GET /api/admin/events/{the demo retreat}/registrations.csv",
    call: (api) => api.get(`/api/admin/events/${VOLTA_RETREAT}/registrations.csv`),
    expect: adminsOnly("ok"),
  },
  {
    name: "GET /api/admin/events/{unknown}/registrations.csv",
    call: (api) => api.get(`/api/admin/events/${NO_ONE}/registrations.csv`),
    expect: adminsOnly(404),
  },
  ...["revenue", "sessions", "clients"].map(
    (table): Row => ({
      // A therapist's own figures (the one she names is not read: see the test below); anyone's for an admin.
      name: `GET /api/staff/analytics.csv?table=${table} (naming therapist B)`,
      call: (api) => api.get(`/api/staff/analytics.csv?table=${table}&therapist=${KOJO}`),
      expect: { nobody: 401, clientA: 403, clientB: 403, therapist: "ok", admin: "ok" },
    }),
  ),
  ...["plans", "credits", "coupons", "gifts", "therapists"].map(
    (table): Row => ({
      // The whole practice's tables: admins only.
      name: `GET /api/staff/analytics.csv?table=${table}`,
      call: (api) => api.get(`/api/staff/analytics.csv?table=${table}`),
      expect: { nobody: 401, clientA: 403, clientB: 403, therapist: 403, admin: "ok" },
    }),
  ),
  {
    name: "GET /api/staff/analytics.csv?table=everything (no such table)",
    call: (api) => api.get("/api/staff/analytics.csv?table=everything"),
    expect: { nobody: 401, clientA: 403, clientB: 403, therapist: 400, admin: 400 },
  },
];

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
    name: "GET /admin-dashboard",
    call: (api) => api.get("/admin-dashboard"),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: "ok" },
  },
  // Anyone chooses a service and a time; booking it needs an account (POST /book below).
  { name: "GET /book", call: (api) => api.get("/book"), expect: everyone("ok") },
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
    // Ama's demo support plan, paid by Paystack (server/db/seed/payments.ts): anyone but her and
    // an admin gets the same 404 as a reference that does not exist.
    name: "GET /api/receipts/{Ama's plan payment}",
    call: (api) => api.get("/api/receipts/PSK-DEMO-PLAN-0001"),
    expect: { nobody: 404, clientA: "ok", clientB: 404, therapist: 404, admin: "ok" },
  },
  {
    // Sarah's transfer still awaited (no receipt yet, even for an admin), then unknown and malformed references.
    name: "GET /api/receipts/{a payment not completed, unknown or malformed reference}",
    call: async (api) => {
      for (const reference of ["SCH-DEMO-0002", "PSK-NO-SUCH-REF", "not%20a%20reference"]) {
        const answer = await api.get(`/api/receipts/${reference}`);
        if (answer.status() !== 404) return answer;
      }
      return api.get("/api/receipts/RFD-NO-SUCH-REFUND");
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
  {
    name: "GET /therapy-journeys/checkout/{unknown package}",
    call: (api) => api.get("/therapy-journeys/checkout/no-such-package"),
    // Nobody: to /auth?next=… (back here once signed in); signed in: 'Package not found' and back to the packages.
    expect: everyone(302),
  },
  {
    name: "POST /therapy-journeys/checkout/{unknown package}",
    call: (api) => api.post("/therapy-journeys/checkout/no-such-package", { form: {} }),
    // Nothing is bought (staff accounts are refused by the use case itself: start-package-checkout.test.ts).
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
    name: "POST /admin-dashboard?index (record a transfer that does not exist)",
    call: (api) =>
      api.post("/admin-dashboard?index", { form: { intent: "mark-transfer-received", reference: "WISE-NOSUCH00" } }),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: 404 },
  },
  {
    name: "GET /admin-dashboard/coupons (searched, a page)",
    call: (api) => api.get("/admin-dashboard/coupons?q=DEMO&page=1"),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: "ok" },
  },
  {
    // Nothing is created from a blank code ('Please enter a coupon code').
    name: "POST /admin-dashboard/coupons (create with a blank code)",
    call: (api) =>
      api.post("/admin-dashboard/coupons", {
        form: { intent: "create", code: " ", couponType: "individual_teletherapy" },
      }),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: 400 },
  },
  {
    // The demo's used coupon DEMO-INPERSON (seedId("coupon", "DEMO-INPERSON")): a used coupon is kept.
    name: "POST /admin-dashboard/coupons (delete the used demo coupon)",
    call: (api) =>
      api.post("/admin-dashboard/coupons", {
        form: { intent: "delete", couponId: "0b167f57-cd9d-550e-a145-d7d56c443e83" },
      }),
    expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: 409 },
  },
  ...["/admin-dashboard/packages", "/admin-dashboard/audit", "/admin-dashboard/audit?action=auth.sign_in&user=ama"].map(
    (path): Row => ({
      name: `GET ${path}`,
      call: (api) => api.get(path),
      expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: "ok" },
    }),
  ),
  ...(
    [
      { intent: "update-plan", planId: "00000000-0000-4000-8000-000000000000", sessionCount: "8", validMonths: "3" },
      { intent: "update-addon", addonId: "00000000-0000-4000-8000-000000000000", addonType: "session" },
    ] as Record<string, string>[]
  ).map(
    (form): Row => ({
      // A well-formed edit of a plan or add-on that does not exist: nothing in the demo changes.
      name: `POST /admin-dashboard/packages (${form.intent} of one that does not exist)`,
      call: (api) =>
        api.post("/admin-dashboard/packages", {
          form: {
            ...form,
            version: "1",
            name: "No such package",
            sessionType: "individual_teletherapy",
            region: "local",
            priceGhs: "100",
            discountPercentage: "0",
          },
        }),
      expect: { nobody: "auth", clientA: "home", clientB: "home", therapist: "home", admin: 404 },
    }),
  ),
  {
    name: "GET /api/booking/slots",
    call: (api) => api.get(`/api/booking/slots?serviceId=individual-teletherapy&day=${daysAhead(10)}`),
    // A visitor chooses her time before signing in (she is told only the free times).
    expect: everyone("ok"),
  },
  {
    name: "POST /api/booking/coupon (unknown code)",
    call: (api) =>
      api.post("/api/booking/coupon", { form: { code: "NOSUCHCODE", serviceId: "individual-teletherapy" } }),
    expect: { nobody: 401, clientA: 400, clientB: 400, therapist: 400, admin: 400 },
  },
  {
    // create-event-registration: signed in only, clients only; an unknown event is a 404.
    name: "POST /api/event-registrations (unknown event)",
    call: (api) => api.post("/api/event-registrations", { form: { event_id: "00000000-0000-4000-8000-000000000000" } }),
    expect: { nobody: 401, clientA: 404, clientB: 404, therapist: 403, admin: 403 },
  },
  {
    name: "POST /api/event-registrations (waiting list of an unknown event)",
    call: (api) =>
      api.post("/api/event-registrations", {
        form: { intent: "waitlist", event_id: "00000000-0000-4000-8000-000000000000" },
      }),
    expect: { nobody: 401, clientA: 404, clientB: 404, therapist: 403, admin: 403 },
  },
  {
    // Sessions are booked from client accounts; an empty request is refused, never half-written.
    name: "POST /book (nothing filled in)",
    call: (api) => api.post("/book", { form: {} }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: 403, admin: 403 },
  },
  ...["/client-dashboard/book", "/client-portal/book"].map(
    (path): Row => ({
      name: `GET ${path}`,
      call: (api) => api.get(path),
      // The booking widget, under either name of the portal; an admin sees why it is closed to them.
      expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
    }),
  ),
  {
    // The widget's create-booking: nothing is booked from an empty request, or by staff.
    name: "POST /client-dashboard/book (nothing filled in)",
    call: (api) => api.post("/client-dashboard/book", { form: {} }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 403 },
  },
  ...[
    "/client-dashboard/homework",
    "/client-portal/homework",
    "/client-dashboard/profile",
    "/client-portal/profile",
  ].map(
    (path): Row => ({
      name: `GET ${path}`,
      call: (api) => api.get(path),
      expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
    }),
  ),
  {
    // Ama's reviewed demo homework (seedId("homework", "ama-breathing")): she is told it is already
    // submitted; for anyone else it is the same 404 as homework that does not exist.
    name: "POST /client-dashboard/homework (submit Ama's reviewed homework)",
    call: (api) =>
      api.post("/client-dashboard/homework", {
        form: { intent: "submit-homework", assignmentId: "ce48db0a-a7d6-5abd-9aa3-672c04de47ba", response: "Changed" },
      }),
    expect: { nobody: "auth", clientA: 409, clientB: 404, therapist: "home", admin: 404 },
  },
  {
    // Whoever is signed in changes only their own profile; blank names change nothing.
    name: "POST /client-dashboard/profile (blank names)",
    call: (api) =>
      api.post("/client-dashboard/profile", { form: { intent: "update-profile", firstName: " ", lastName: "" } }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 400 },
  },
  {
    // The calendar address's forms act on the asker's own (no id is sent). The demo people have
    // none: revoking changes nothing, renewing finds nothing to renew. calendar-feeds.spec.ts
    // makes, copies, renews and revokes one.
    name: "POST /client-dashboard/profile (revoke my calendar address)",
    call: (api) => api.post("/client-dashboard/profile", { form: { intent: "revoke-calendar-feed" } }),
    expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
  },
  {
    // Her own choice of text reminders (no id is sent); a wrong tick-box value changes nothing.
    name: "POST /client-dashboard/profile (text reminders, a wrong value)",
    call: (api) => api.post("/client-dashboard/profile", { form: { intent: "save-reminders", smsReminders: "maybe" } }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 400 },
  },
  {
    name: "POST /client-portal/profile (renew a calendar address I do not have)",
    call: (api) => api.post("/client-portal/profile", { form: { intent: "renew-calendar-feed" } }),
    expect: { nobody: "auth", clientA: 404, clientB: 404, therapist: "home", admin: 404 },
  },
  {
    // The token is the credential, so signing in changes nothing: an unknown, malformed or
    // extension-less address is the same bare 404 for everyone.
    name: "GET /api/calendar-feed/{unknown or malformed token}.ics",
    call: async (api) => {
      const unknown = `${"A".repeat(42)}Q`;
      for (const path of [`${unknown}.ics`, unknown, "not-a-token.ics"]) {
        const answer = await api.get(`/api/calendar-feed/${path}`);
        if (answer.status() !== 404) return answer;
      }
      return api.get(`/api/calendar-feed/${"B".repeat(43)}.ics`);
    },
    expect: everyone(404),
  },
  {
    // Always the asker's own data (no id in the URL); portal-homework.spec.ts checks the contents.
    name: "GET /api/portal/export",
    call: (api) => api.get("/api/portal/export"),
    expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
  },
  {
    // The same homework, set by the director: reviewing it again is a conflict for her alone.
    name: "POST /api/homework (review Ama's reviewed homework)",
    call: (api) =>
      api.post("/api/homework", { form: { intent: "review", assignmentId: "ce48db0a-a7d6-5abd-9aa3-672c04de47ba" } }),
    expect: { nobody: 401, clientA: 403, clientB: 403, therapist: 409, therapistB: 404, admin: 403 },
  },
  {
    name: "POST /api/homework (assign to someone who is not their client)",
    call: (api) =>
      api.post("/api/homework", {
        form: { intent: "assign", clientId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", title: "Breathe" },
      }),
    expect: { nobody: 401, clientA: 403, clientB: 403, therapist: 404, admin: 403 },
  },
  { name: "GET /api/homework", call: (api) => api.get("/api/homework"), expect: everyone(405) },
  ...["/client-dashboard/forms", "/client-portal/forms", "/client-dashboard/forms/phq-9"].map(
    (path): Row => ({
      // Her own forms, scores and who viewed her record: a client's alone.
      name: `GET ${path}`,
      call: (api) => api.get(path),
      expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: 403 },
    }),
  ),
  {
    // A form she sent, for her to read again: hers alone; none of the demo data's exists.
    name: "GET /client-dashboard/forms/sent/{no form}",
    call: (api) => api.get(`/client-dashboard/forms/sent/${NO_FORM}`),
    expect: { nobody: "auth", clientA: 404, clientB: 404, therapist: "home", admin: 404 },
  },
  {
    // A signed consent's own copy: a client's, for a form of hers (none of the demo data's is);
    // staff read consents through their own route.
    name: "GET /api/signed-consents/{no form}",
    call: (api) => api.get(`/api/signed-consents/${NO_FORM}`),
    expect: { nobody: 404, clientA: 404, clientB: 404, therapist: 403, admin: 403 },
  },
  ...[
    "/client-dashboard/messages",
    "/client-portal/messages",
    "/client-dashboard/notifications",
    "/client-portal/notifications",
    "/client-dashboard/events",
    "/client-portal/events",
    "/client-dashboard/gifts",
    "/client-portal/gifts",
  ].map(
    (path): Row => ({
      name: `GET ${path}`,
      call: (api) => api.get(path),
      expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
    }),
  ),
  {
    // Pay balance names a registration; one that is not the asker's is the same 404 as none
    // (portal-events.spec.ts pays Kwame's; start-balance-payment-refusals.test.ts: another client's).
    name: "POST /client-dashboard/events (pay the balance of a registration that does not exist)",
    call: (api) =>
      api.post("/client-dashboard/events", {
        form: { intent: "pay-balance", registrationId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e" },
      }),
    expect: { nobody: "auth", clientA: 404, clientB: 404, therapist: "home", admin: 404 },
  },
  {
    // Adding a gift certificate with a code nobody holds: the one refusal, whoever asks (the
    // certificate would be hers alone; portal-gifts.spec.ts adds a real one).
    name: "POST /client-dashboard/gifts (add a code nobody holds)",
    call: (api) => api.post("/client-dashboard/gifts", { form: { intent: "claim", code: "ZZZZ-ZZZZ-ZZZZ" } }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 400 },
  },
  {
    name: "POST /client-portal/events (unknown intent)",
    call: (api) => api.post("/client-portal/events", { form: { intent: "refund-everything" } }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 400 },
  },
  {
    // Kwame's place on the demo retreat (seedId("event_registration", "kwame/reset-by-the-volta")):
    // its calendar file is his alone; anyone else gets the same 404 as a registration that does not exist.
    name: "GET /api/my-events/{Kwame's registration}/calendar.ics",
    call: (api) => api.get("/api/my-events/9ca0a44f-b926-55d7-902a-1f275fd53a15/calendar.ics"),
    expect: { nobody: 404, clientA: 404, clientB: "ok", therapist: 404, admin: 404 },
  },
  {
    name: "GET /api/my-events/{unknown or malformed id}/calendar.ics",
    call: async (api) => {
      const malformed = await api.get("/api/my-events/not-a-registration/calendar.ics");
      if (malformed.status() !== 404) return malformed;
      return api.get("/api/my-events/7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e/calendar.ics");
    },
    expect: everyone(404),
  },
  {
    // Nothing is sent from a blank message, whoever asks (the recipient rules: send-message.test.ts).
    name: "POST /api/messages (blank message)",
    call: (api) => api.post("/api/messages", { form: { content: "   ", clientKey: randomUUID() } }),
    expect: { nobody: 401, clientA: 400, clientB: 400, therapist: 400, admin: 400 },
  },
  {
    // Kojo's message to Kwame (seedId("message", "4:therapist->kwame")), already read: Kwame may
    // mark it (nothing changes); for anyone else it is the same 404 as a message that does not exist.
    name: "POST /api/messages (mark Kwame's received message read)",
    call: (api) =>
      api.post("/api/messages", { form: { intent: "mark-read", upTo: "0e6842fc-93a8-5f87-9396-0a011b62cba2" } }),
    expect: { nobody: 401, clientA: 404, clientB: "ok", therapist: 404, admin: 404 },
  },
  { name: "GET /api/messages", call: (api) => api.get("/api/messages"), expect: everyone(405) },
  {
    // Ama's notification 'Session confirmed' (seedId("notification", "ama-booking")), already read.
    name: "POST /client-dashboard/notifications (mark Ama's notification read)",
    call: (api) =>
      api.post("/client-dashboard/notifications", {
        form: { intent: "mark-read", id: "560902c0-d109-5e8e-a0a3-0072d18e099c" },
      }),
    expect: { nobody: "auth", clientA: "ok", clientB: 404, therapist: "home", admin: 404 },
  },
  {
    // "Mark all as read" only ever touches the asker's own (portal-messages.spec.ts); this row checks
    // who reaches the action without changing demo data.
    name: "POST /client-portal/notifications (unknown intent)",
    call: (api) => api.post("/client-portal/notifications", { form: { intent: "delete-all" } }),
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 400 },
  },
  ...["/client-dashboard?view=calendar&month=2031-01", "/client-portal?view=list&before=garbage&upcoming=40"].map(
    (path): Row => ({
      // The sessions tab's views and pages: always the asker's own sessions.
      name: `GET ${path}`,
      call: (api) => api.get(path),
      expect: { nobody: "auth", clientA: "ok", clientB: "ok", therapist: "home", admin: "ok" },
    }),
  ),
  {
    // Ama's completed demo session (seedId("session", "ama-1")): she is told it can no longer be
    // changed; for anyone else it is the same 404 as a session that does not exist.
    name: "POST /client-dashboard?index (cancel Ama's past session)",
    call: (api) =>
      api.post("/client-dashboard?index", {
        form: { intent: "cancel", sessionId: "e41ec7f9-c55f-59c5-ba75-ee4422e59834" },
      }),
    expect: { nobody: "auth", clientA: 409, clientB: 404, therapist: "home", admin: 404 },
  },
  {
    // Ama's cancelled demo session (seedId("session", "ama-3")), moved to a time weeks ahead.
    name: "POST /client-portal?index (reschedule Ama's cancelled session)",
    call: (api) =>
      api.post("/client-portal?index", {
        form: {
          intent: "reschedule",
          sessionId: "ef617ea5-77f6-5259-ac98-20ee3ad6ce18",
          start: `${daysAhead(40)}T10:00:00.000Z`,
        },
      }),
    expect: { nobody: "auth", clientA: 409, clientB: 404, therapist: "home", admin: 404 },
  },
  {
    name: "POST /client-dashboard?index (unknown session or intent)",
    call: async (api) => {
      const unknown = await api.post("/client-dashboard?index", {
        form: { intent: "cancel", sessionId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e" },
      });
      return unknown.status() === 404 ? api.post("/client-dashboard?index", { form: { intent: "delete" } }) : unknown;
    },
    expect: { nobody: "auth", clientA: 400, clientB: 400, therapist: "home", admin: 400 },
  },
  {
    // Ama's upcoming demo session a week ahead (seedId("session", "ama-5")); reading its free
    // times changes nothing.
    name: "GET /api/my-sessions/{Ama's upcoming session}/slots",
    call: (api) => api.get(`/api/my-sessions/2c334d18-f583-5d9e-885a-2fd2da3fce83/slots?day=${daysAhead(30)}`),
    expect: { nobody: 401, clientA: "ok", clientB: 404, therapist: 404, admin: 404 },
  },
  {
    name: "GET /api/my-sessions/{unknown or malformed id}/slots",
    call: async (api) => {
      const malformed = await api.get(`/api/my-sessions/not-a-session/slots?day=${daysAhead(30)}`);
      if (malformed.status() !== 404 && malformed.status() !== 401) return malformed;
      return api.get(`/api/my-sessions/7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e/slots?day=${daysAhead(30)}`);
    },
    expect: { nobody: 401, clientA: 404, clientB: 404, therapist: 404, admin: 404 },
  },
  {
    name: "POST /internal/user-role without the operator token",
    call: (api) => api.post("/internal/user-role", { data: { email: DEMO.ama.email, role: "admin" } }),
    expect: everyone(404),
  },
  ...ADMIN_PEOPLE_ROWS,
  ...ADMIN_WORK_ROWS,
  ...THERAPIST_ROWS,
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
      const outcome = row.expect[actor] ?? row.expect.therapist;
      test(`${row.name} → ${outcome}`, async () => {
        const response = await row.call(api);
        const location = response.headers().location;
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

test("a therapist's analytics CSVs hold her own figures, whichever therapist she names", async ({ baseURL }) => {
  const director = await apiAs(baseURL!, DEMO.director);
  const admin = await apiAs(baseURL!, DEMO.admin);
  const csv = async (api: APIRequestContext, query: string) => {
    const answer = await api.get(`/api/staff/analytics.csv?${query}`);
    expect(answer.status(), query).toBe(200);
    expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="analytics-/);
    return answer.text();
  };
  for (const table of ["revenue", "sessions", "clients"]) {
    // Asked side by side, and again should a journey running beside this one book with her in between.
    await expect(async () => {
      const [own, naming, asAdminSees] = await Promise.all([
        csv(director, `table=${table}`),
        csv(director, `table=${table}&therapist=${KOJO}`),
        csv(admin, `table=${table}&therapist=${DIRECTOR}`),
      ]);
      expect(own.trim().split("\r\n")).toHaveLength(13);
      expect(naming).toBe(own);
      // An admin's revenue adds the $ column; the rest is the same.
      if (table !== "revenue") expect(asAdminSees).toBe(own);
    }).toPass({ timeout: 15_000 });
  }
  // Kojo's figures are not hers, so the equalities above mean something.
  expect(await csv(admin, `table=sessions&therapist=${KOJO}`)).not.toBe(await csv(director, "table=sessions"));
  await director.dispose();
  await admin.dispose();
});

test("signing out ends the session on the server", async ({ baseURL }) => {
  const api = await apiAs(baseURL!, DEMO.kwame);
  expect((await api.get("/client-dashboard")).status()).toBe(200);
  const out = await api.post("/sign-out");
  expect(out.status()).toBe(302);
  expect((await api.get("/client-dashboard")).headers().location).toBe("/auth");
  await api.dispose();
});
