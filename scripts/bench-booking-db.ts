// The database side of `npm run bench:booking` (scripts/bench-booking.ts), run with tsx while
// no server has the database open (PGlite allows one process per folder):
//
//   tsx scripts/bench-booking-db.ts prepare <out.json>   fresh database -> demo data, bench clients
//                                                         and sessions, 5,000 past sessions, coupons
//   tsx scripts/bench-booking-db.ts verify <plan.json> <out.json>
//                                                         after the run: what the bookings left behind,
//                                                         and EXPLAIN ANALYZE of the slots query
//
// The database is DATABASE_URL when set, else PGlite under PGLITE_DIR. PUBLIC_URL must be the
// server's, since the session cookies are made for it.
import { readFileSync, writeFileSync } from "node:fs";
import { and, count, eq, inArray, like, ne, sql } from "drizzle-orm";
import { type AvailabilityWindow, PRACTICE_TIME_ZONE, slotsForDay } from "../domain/slots";
import { dayOfWeek } from "../domain/zone-time";
import type { Database, DatabaseHandle } from "../server/db/client";
import { bookings, coupons, services, sessions, therapistAvailability, users } from "../server/db/schema";
import { daySlotsQuery } from "../server/modules/booking";
import {
  benchSignIn,
  directorId,
  inBatches,
  registerBenchClient,
  seedFreshDatabase,
  withBenchDatabase,
} from "./bench-data";
import { wholeSetting } from "./bench-support";

/** The service the bench books: the local individual teletherapy (free with an individual_teletherapy coupon). */
const BENCH_SERVICE_ID = "individual-teletherapy";
const COUPON_PREFIX = "BENCH";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface BenchPlan {
  engine: string;
  serviceId: string;
  durationMinutes: number;
  pastSessions: number;
  /** The bench clients: their session cookie (name=value pairs) and what the booking form pre-fills. */
  clients: { cookie: string; email: string; lastName: string }[];
  /** Practice-calendar days the slots query asks about, in the order it asks. */
  slotDays: string[];
  /** create-booking requests, each a different free slot and coupon; client is an index into `clients`. */
  bookings: { start: string; client: number; coupon: string }[];
}

export interface BenchVerification {
  /** Confirmed free bookings paid by a bench coupon. */
  confirmedBookings: number;
  usedCoupons: number;
  directorSessions: number;
  /** EXPLAIN ANALYZE of the slots query (working hours and busy sessions) for the director, one client, one day. */
  explainDay: string;
  explain: string;
}

/** A small seeded generator, so two runs ask for the same slots in the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

interface Calendar {
  therapistId: string;
  /** Working hours by day of week (0 = Sunday); null where the therapist does not work. */
  hours: Map<number, AvailabilityWindow | null>;
  /** Non-cancelled sessions already there (the demo ones), which the bench keeps clear of. */
  busy: { start: Date; end: Date }[];
  durationMinutes: number;
}

/**
 * The director's bookable slot starts on `days` practice days from `fromDay`, going forward
 * (step 1) or back (step -1), by the app's own slot rule (domain/slots.ts): working days and
 * hours only, nothing overlapping a session. `now` decides what counts as past.
 */
function freeSlots(calendar: Calendar, fromDay: Date, days: number, step: 1 | -1, now: Date): Date[] {
  const starts: Date[] = [];
  for (let d = 0; d < days; d++) {
    const day = isoDay(new Date(fromDay.getTime() + step * d * DAY_MS));
    const slots = slotsForDay({
      day,
      durationMinutes: calendar.durationMinutes,
      timeZone: PRACTICE_TIME_ZONE,
      availability: calendar.hours.get(dayOfWeek(day)) ?? null,
      therapistBusy: calendar.busy,
      clientBusy: [],
      now,
    }).filter((slot) => slot.available);
    if (step === -1) slots.reverse();
    starts.push(...slots.map((slot) => slot.start));
  }
  return starts;
}

async function directorCalendar(db: Database, durationMinutes: number): Promise<Calendar> {
  const therapistId = await directorId(db);
  const rows = await db.select().from(therapistAvailability).where(eq(therapistAvailability.therapistId, therapistId));
  const hours = new Map(
    rows.map((r) => [r.dayOfWeek, r.isAvailable ? { startTime: r.startTime, endTime: r.endTime } : null] as const),
  );
  if (![...hours.values()].some(Boolean)) throw new Error("the director has no working hours");
  const busy = await db
    .select({ start: sessions.startsAt, end: sessions.endsAt })
    .from(sessions)
    .where(and(eq(sessions.therapistId, therapistId), ne(sessions.status, "cancelled")));
  return { therapistId, hours, busy, durationMinutes };
}

async function prepare(handle: DatabaseHandle, outFile: string) {
  const { db } = handle;
  const clientCount = wholeSetting("BENCH_CLIENTS", 200);
  const pastCount = wholeSetting("BENCH_PAST_SESSIONS", 5000);
  // A year of working days holds about 2,090 slots, fewer than a fast machine books in 20 s.
  const horizonDays = wholeSetting("BENCH_BOOKING_DAYS", 730);
  await seedFreshDatabase(db);
  const [service] = await db.select().from(services).where(eq(services.id, BENCH_SERVICE_ID));
  if (!service) throw new Error(`the demo catalogue has no service ${BENCH_SERVICE_ID}`);

  console.log(`  ${clientCount} client accounts (sign-up use case)...`);
  const clients: { id: string; email: string; lastName: string }[] = [];
  for (let i = 1; i <= clientCount; i++) clients.push(await registerBenchClient(db, "bench-client", i));

  // Past sessions fill the director's calendar backwards from yesterday, every working hour,
  // with the clients in turn; a few were cancelled or missed, as in a real diary.
  const today = new Date(`${isoDay(new Date())}T00:00:00Z`);
  const calendar = await directorCalendar(db, service.durationMinutes);
  const director = calendar.therapistId;
  const durationMs = service.durationMinutes * 60_000;
  const past = freeSlots(calendar, new Date(today.getTime() - DAY_MS), Math.ceil(pastCount / 4) + 60, -1, new Date(0));
  past.splice(pastCount);
  if (past.length < pastCount) throw new Error(`only ${past.length} free past slots for ${pastCount} sessions`);
  const pastRows = past.map((start, i) => {
    const status = i % 20 === 7 ? "cancelled" : i % 20 === 13 ? "no_show" : "completed";
    const client = clients[i % clients.length]!;
    return {
      clientId: client.id,
      therapistId: director,
      serviceId: service.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + durationMs),
      durationMinutes: service.durationMinutes,
      sessionType: "individual_therapy",
      status,
      cancelledAt: status === "cancelled" ? new Date(start.getTime() - DAY_MS) : null,
      cancellationReason: status === "cancelled" ? "Client rescheduled" : null,
      createdBy: client.id,
      createdAt: new Date(start.getTime() - 7 * DAY_MS),
    };
  });
  console.log(`  ${pastRows.length} past sessions for the director...`);
  await inBatches(pastRows, (batch) => db.insert(sessions).values(batch));

  // Free future slots (working hours, none of the demo sessions), in a fixed random order.
  const future = freeSlots(calendar, new Date(today.getTime() + DAY_MS), horizonDays, 1, new Date());
  const order = shuffled(future, 20_260_101);
  const bookingPlan = order.map((start, i) => ({
    start: start.toISOString(),
    client: i % clients.length,
    coupon: `${COUPON_PREFIX}${String(i + 1).padStart(5, "0")}`,
  }));
  console.log(`  ${bookingPlan.length} single-use coupons, one per free slot in the next ${horizonDays} days...`);
  await inBatches(bookingPlan, (batch) =>
    db
      .insert(coupons)
      .values(batch.map((b) => ({ code: b.coupon, couponType: service.couponType ?? "", status: "active" }))),
  );

  console.log(`  ${clients.length} signed-in sessions...`);
  const signIn = await benchSignIn(db);
  const signedIn: BenchPlan["clients"] = [];
  for (const client of clients) {
    signedIn.push({ cookie: await signIn(client.email), email: client.email, lastName: client.lastName });
  }

  // The slots query asks about the working days of the coming year, in a fixed random order.
  const workingDays = Array.from({ length: 365 }, (_, d) => isoDay(new Date(today.getTime() + (d + 1) * DAY_MS)));
  const slotDays = shuffled(
    workingDays.filter((day) => calendar.hours.get(dayOfWeek(day))),
    7,
  );
  const plan: BenchPlan = {
    engine: handle.engine,
    serviceId: service.id,
    durationMinutes: service.durationMinutes,
    pastSessions: pastRows.length,
    clients: signedIn,
    slotDays,
    bookings: bookingPlan,
  };
  writeFileSync(outFile, JSON.stringify(plan));
}

async function verify(handle: DatabaseHandle, plan: BenchPlan, outFile: string) {
  const { db } = handle;
  const director = await directorId(db);
  const benchCoupons = db
    .select({ id: coupons.id })
    .from(coupons)
    .where(like(coupons.code, `${COUPON_PREFIX}%`));
  const [confirmed] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.couponId, benchCoupons),
        eq(bookings.status, "confirmed"),
        eq(bookings.paymentStatus, "free"),
      ),
    );
  const [used] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(like(coupons.code, `${COUPON_PREFIX}%`), eq(coupons.status, "used")));
  const [sessionsTotal] = await db.select({ n: count() }).from(sessions).where(eq(sessions.therapistId, director));
  const day = plan.slotDays[0] ?? isoDay(new Date(Date.now() + 30 * DAY_MS));
  const firstClient = plan.clients[0]?.email ?? "";
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, firstClient));
  if (!client) throw new Error(`no bench client ${firstClient}`);
  if (handle.engine === "postgres") await db.execute(sql`analyze sessions`);
  // The app's own query (get-available-slots.ts), for the director and a bench client.
  const slotsQuery = daySlotsQuery(db, {
    therapistId: director,
    clientId: client.id,
    day,
    durationMinutes: plan.durationMinutes,
    now: new Date(),
  });
  const explained = (await db.execute(sql`explain (analyze, buffers) ${slotsQuery}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const result: BenchVerification = {
    confirmedBookings: Number(confirmed?.n ?? 0),
    usedCoupons: Number(used?.n ?? 0),
    directorSessions: Number(sessionsTotal?.n ?? 0),
    explainDay: day,
    explain: explained.rows.map((row) => Object.values(row)[0]).join("\n"),
  };
  writeFileSync(outFile, JSON.stringify(result));
}

async function main() {
  const [command, ...files] = process.argv.slice(2);
  return withBenchDatabase(async (handle) => {
    if (command === "prepare" && files[0]) await prepare(handle, files[0]);
    else if (command === "verify" && files[0] && files[1])
      await verify(handle, JSON.parse(readFileSync(files[0], "utf8")) as BenchPlan, files[1]);
    else throw new Error("usage: tsx scripts/bench-booking-db.ts prepare <out.json> | verify <plan.json> <out.json>");
  });
}

main().catch((err: unknown) => {
  console.error(`bench-booking-db: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exitCode = 1;
});
