// The database side the benchmarks share (scripts/bench-booking-db.ts, scripts/bench-portal.ts):
// a fresh database with the demo data, the practice director, bulk inserts and signed-in bench
// accounts. Run while no server has the database open (PGlite allows one process per folder).

import { eq } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";
import { isDatabaseEmpty, seedDemoData } from "../server/db/seed/index";
import { type JobEngine, startJobEngine } from "../server/jobs/engine";
import { env } from "../server/lib/env";
import { practiceConfig } from "../server/lib/practice";
import { serverSecrets } from "../server/lib/secrets";
import { createAuth, passwordResetHooks, registerClient } from "../server/modules/accounts";

/**
 * Opens the configured database, migrated, with the job engine started (the use cases enqueue
 * their e-mails; nothing works the queues here), for `work`; then stops both.
 */
export async function withBenchDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const e = env();
  const handle = await openDatabase({ url: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  let jobs: JobEngine | undefined;
  try {
    await handle.migrate();
    jobs = await startJobEngine(handle);
    return await work(handle);
  } finally {
    await jobs?.stop();
    await handle.close();
  }
}

/** The password of every bench account. */
export const BENCH_PASSWORD = "bench-password-2026";

/** Bench client `i` (Client 0001, ...), made by the sign-up use case, in Ghana and paying in cedis. */
export async function registerBenchClient(db: Database, prefix: string, i: number) {
  const n = String(i).padStart(4, "0");
  const email = `${prefix}-${n}@bench.example`;
  const lastName = `Client ${n}`;
  const { userId } = await registerClient(db, {
    firstName: "Bench",
    lastName,
    email,
    password: BENCH_PASSWORD,
    region: "local",
    currency: "GHS",
  });
  return { id: userId, email, lastName };
}

/** What the server does on the first start of an empty database with SEED_DEMO=true. */
export async function seedFreshDatabase(db: Database) {
  if (!(await isDatabaseEmpty(db))) throw new Error("the bench expects a fresh, empty database");
  await seedDemoData(db);
}

export async function directorId(db: Database): Promise<string> {
  const email = practiceConfig().directorEmail.toLowerCase();
  const [director] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!director) throw new Error(`no director account (${email}) after seeding`);
  return director.id;
}

/** Thousands of rows, 500 to a statement (PostgreSQL takes at most 65,535 parameters in one). */
export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * Signs bench accounts in straight through the authentication library, as the tests do: the
 * sign-in use case counts attempts per address (a guard against guessing that hundreds of
 * sign-ins from one script would trip), and its audit rows are not what is measured. Each call
 * gives the account's session cookie as name=value pairs.
 */
export async function benchSignIn(db: Database): Promise<(email: string) => Promise<string>> {
  const auth = createAuth(db, serverSecrets().authSecret, passwordResetHooks(db));
  return async (email) => {
    const { headers } = await auth.api.signInEmail({
      body: { email, password: BENCH_PASSWORD },
      headers: new Headers(),
      returnHeaders: true,
    });
    const pairs = headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .filter((c) => c && !c.endsWith("="));
    if (pairs.length === 0) throw new Error(`signing in ${email} set no cookie`);
    return pairs.join("; ");
  };
}
