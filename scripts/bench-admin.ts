// `npm run bench:admin`: the server time of the admin dashboard's first load of each tab, and of
// its searches, for a practice of 20,000 users, 50,000 sessions and 100,000 audit entries, on a
// throw-away PostgreSQL (the target: p95 <= 100 ms per page) and a throw-away PGlite (for
// information), against the production build.
//
//   npm run bench:admin           builds build-bench if stale, then both engines
//   Optional: BENCH_ENGINES=postgres,pglite BENCH_REQUESTS=100 BENCH_PORT=3447 BENCH_JSON=out.json
//   BENCH_SKIP_BUILD=true BUILD_DIR=build-bench
//
// How, per engine: a fresh database gets the demo data, then a bench admin (sign-up use case, role
// set directly) and, inserted directly, 10 therapists and 19,989 clients (users, profiles and
// roles: 20,000 users with the demo people), 50,000 sessions (8 a day per therapist, most past,
// some cancelled or missed, 100 days ahead), 5,000 homework assignments, 200 coupons, 50 pending
// therapist applications and 100,000 audit entries over the last year, and the money
// (scripts/bench-admin-money.ts: 100,000 payments and their ledger lines, 40,000 of them paying
// for the sessions, 1,000 refunds, 2,000 plans, 100 coupons redeemed). The admin gets a session
// from the authentication library; each page is then requested as a browser's first visit does.

import { eq } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { auditLogs, coupons, homeworkAssignments, profiles, sessions, userRoles, users } from "../server/db/schema";
import { registerClient } from "../server/modules/accounts";
import { insertMoney, MONEY } from "./bench-admin-money";
import { BENCH_PASSWORD, benchSignIn, inBatches, seedFreshDatabase, withBenchDatabase } from "./bench-data";
import { runPageBench } from "./bench-pages";

const PRACTICE = {
  users: 20_000,
  therapists: 10,
  applicants: 50,
  sessions: 50_000,
  upcomingDays: 100,
  homework: 5_000,
  coupons: 200,
  audit: 100_000,
};
const TARGET_P95_MS = 100;
const DAY_MS = 86_400_000;
const ACTIONS = ["session.created_by_staff", "booking.created", "message.sent", "availability.saved", "auth.sign_in"];

type Person = { id: string; role: "client" | "therapist"; pending?: boolean };

async function insertPeople(db: Database, count: number, role: Person["role"], tag: string, pending = false) {
  const made: Person[] = [];
  const rows = Array.from({ length: count }, (_, i) => ({ i, id: crypto.randomUUID() }));
  await inBatches(rows, async (batch) => {
    await db.insert(users).values(
      batch.map(({ i, id }) => ({
        id,
        name: `${tag}${String(i).padStart(5, "0")} Bench`,
        email: `bench-${tag.toLowerCase()}-${i}@bench.example`,
        emailVerified: true,
      })),
    );
    await db.insert(profiles).values(
      batch.map(({ i, id }) => ({
        id,
        firstName: `${tag}${String(i).padStart(5, "0")}`,
        lastName: "Bench",
        email: `bench-${tag.toLowerCase()}-${i}@bench.example`,
        region: "local",
        currency: "GHS",
        timezone: "Africa/Accra",
        approvalStatus: role === "therapist" ? "approved" : pending ? "pending" : null,
        applicationNote: pending ? "I have practised for ten years." : null,
      })),
    );
    await db.insert(userRoles).values(batch.map(({ id }) => ({ userId: id, role })));
    made.push(...batch.map(({ id }) => ({ id, role, pending })));
  });
  return made;
}

async function insertPractice(db: Database, adminId: string, now: Date) {
  const others = PRACTICE.users - 11; // the demo people and the bench admin
  const therapists = await insertPeople(db, PRACTICE.therapists, "therapist", "Therapist");
  const applicants = await insertPeople(db, PRACTICE.applicants, "client", "Applicant", true);
  const clients = await insertPeople(db, others - therapists.length - applicants.length, "client", "Client");

  const perTherapist = Math.ceil(PRACTICE.sessions / therapists.length);
  const sessionRows = therapists.flatMap((therapist, t) =>
    Array.from({ length: perTherapist }, (_, i) => {
      const dayOffset = PRACTICE.upcomingDays - Math.floor(i / 8);
      const day = new Date(now.getTime() + dayOffset * DAY_MS).toISOString().slice(0, 10);
      const start = new Date(`${day}T${String(9 + (i % 8)).padStart(2, "0")}:00:00Z`);
      const past = start.getTime() < now.getTime();
      const status = !past ? "scheduled" : i % 15 === 4 ? "cancelled" : i % 20 === 9 ? "no_show" : "completed";
      return {
        id: crypto.randomUUID(),
        clientId: clients[(t * perTherapist + i) % clients.length]!.id,
        therapistId: therapist.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + 60 * 60_000),
        durationMinutes: 60,
        sessionType: "individual_therapy",
        status,
        cancelledAt: status === "cancelled" ? new Date(start.getTime() - DAY_MS) : null,
      };
    }),
  );
  await inBatches(sessionRows.slice(0, PRACTICE.sessions), (batch) => db.insert(sessions).values(batch));

  const statuses = ["assigned", "in_progress", "completed", "reviewed"] as const;
  await inBatches(
    Array.from({ length: PRACTICE.homework }, (_, i) => ({
      clientId: clients[i % clients.length]!.id,
      therapistId: therapists[i % therapists.length]!.id,
      title: `Bench homework ${i + 1}`,
      status: statuses[i % 4]!,
      clientResponse: i % 4 >= 2 ? "Most days." : null,
      createdAt: new Date(now.getTime() - i * 3_600_000),
    })),
    (batch) => db.insert(homeworkAssignments).values(batch),
  );
  await inBatches(
    Array.from({ length: PRACTICE.coupons }, (_, i) => ({
      code: `BENCH${String(i).padStart(4, "0")}`,
      couponType: i % 2 ? "individual_in_person" : "individual_teletherapy",
      createdBy: adminId,
      createdAt: new Date(now.getTime() - i * DAY_MS),
    })),
    (batch) => db.insert(coupons).values(batch),
  );
  const actors = [...therapists, ...clients.slice(0, 500)];
  await inBatches(
    Array.from({ length: PRACTICE.audit }, (_, i) => ({
      action: ACTIONS[i % ACTIONS.length]!,
      tableName: "sessions",
      recordId: crypto.randomUUID(),
      details: { bench: i },
      userId: actors[i % actors.length]!.id,
      createdAt: new Date(now.getTime() - i * 300_000),
    })),
    (batch) => db.insert(auditLogs).values(batch),
  );
  await insertMoney(db, { clients, sessions: sessionRows.slice(0, PRACTICE.sessions), adminId, now });
  return { therapistId: therapists[0]!.id, clientId: clients[0]!.id };
}

/** A fresh database with the demo data and the bench practice; the admin's cookie, a therapist's and a client's id. */
async function prepare(): Promise<{ cookie: string; therapistId: string; clientId: string }> {
  return withBenchDatabase(async (handle) => {
    const { db } = handle;
    await seedFreshDatabase(db);
    const admin = await registerClient(db, {
      firstName: "Bench",
      lastName: "Admin",
      email: "bench-admin@bench.example",
      password: BENCH_PASSWORD,
      region: "local",
      currency: "GHS",
    });
    await db.update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, admin.userId));
    const { therapistId, clientId } = await insertPractice(db, admin.userId, new Date());
    const signIn = await benchSignIn(db);
    return { cookie: `${await signIn(admin.email)}; region=local.GHS`, therapistId, clientId };
  });
}

const p = PRACTICE;
runPageBench({
  name: "bench-admin",
  script: "scripts/bench-admin.ts",
  defaultPort: 3447,
  expect: "Admin Dashboard",
  describe: `${p.users} users, ${p.sessions} sessions, ${MONEY.ledger} payments (${MONEY.bookings} booked sessions, ${MONEY.refunds} refunds, ${MONEY.plans} plans), ${p.audit} audit entries, ${p.homework} homework, ${p.coupons} coupons, ${p.applicants} applications`,
  targetP95Ms: TARGET_P95_MS,
  prepare,
  pages: ({ therapistId, clientId }) => [
    { label: "overview (first load)", path: "/admin-dashboard" },
    { label: "calendar, list", path: "/admin-dashboard/calendar" },
    { label: "calendar, week", path: "/admin-dashboard/calendar?view=calendar&span=week" },
    {
      label: "calendar, one therapist's month",
      path: `/admin-dashboard/calendar?view=calendar&span=month&therapist=${therapistId}`,
    },
    { label: "calendar, one client's sessions", path: `/admin-dashboard/calendar?client=${clientId}` },
    { label: "client picker, search by name", path: "/api/staff/clients?q=Client01234", expect: '"clients"' },
    { label: "client picker, search by e-mail", path: "/api/staff/clients?q=bench-client-77", expect: '"clients"' },
    { label: "availability", path: `/admin-dashboard/calendar/availability?therapist=${therapistId}` },
    { label: "messages", path: "/admin-dashboard/messages" },
    { label: "homework", path: "/admin-dashboard/homework" },
    {
      label: "homework, one therapist's reviewed",
      path: `/admin-dashboard/homework?therapist=${therapistId}&status=reviewed`,
    },
    { label: "packages", path: "/admin-dashboard/packages" },
    { label: "coupons", path: "/admin-dashboard/coupons" },
    { label: "coupons, search", path: "/admin-dashboard/coupons?q=BENCH01" },
    { label: "applications", path: "/admin-dashboard/applications" },
    { label: "users", path: "/admin-dashboard/users" },
    { label: "users, search by name", path: "/admin-dashboard/users?q=Client01234" },
    { label: "users, search by e-mail", path: "/admin-dashboard/users?q=bench-client-777%40" },
    { label: "users, page 50", path: "/admin-dashboard/users?page=50" },
    { label: "audit (latest 100)", path: "/admin-dashboard/audit" },
    { label: "audit, by action", path: "/admin-dashboard/audit?action=availability.saved" },
    // The money tabs' target is 150 ms (their own, for 100,000 payments and their ledger lines).
    { label: "analytics, the practice's 12 months", path: "/admin-dashboard/analytics", targetP95Ms: 150 },
    {
      label: "analytics, one therapist's 12 months",
      path: `/admin-dashboard/analytics?therapist=${therapistId}`,
      targetP95Ms: 150,
    },
    {
      label: "analytics CSV, the therapists table",
      path: "/api/staff/analytics.csv?table=therapists",
      expect: "therapist,completed",
      targetP95Ms: 150,
    },
    { label: "transactions (the ledger's first page)", path: "/admin-dashboard/transactions", targetP95Ms: 150 },
    {
      label: "transactions, cedis by mobile money, completed",
      path: "/admin-dashboard/transactions?currency=GHS&provider=mobile_money&status=completed",
      targetP95Ms: 150,
    },
    {
      label: "transactions, one client's",
      path: `/admin-dashboard/transactions?client=${clientId}`,
      targetP95Ms: 150,
    },
    { label: "transactions, page 1000", path: "/admin-dashboard/transactions?page=1000", targetP95Ms: 150 },
    {
      // 100,000 lines over a year: the last 37 days hold about 10,000.
      label: "transactions CSV, about 10,000 lines",
      path: `/api/admin/transactions.csv?from=${new Date(Date.now() - 36.5 * DAY_MS).toISOString().slice(0, 10)}`,
      expect: "date,reference",
      targetP95Ms: 1000,
    },
  ],
  measure: async () => null,
  report: () => ({ lines: [], pass: null }),
});
