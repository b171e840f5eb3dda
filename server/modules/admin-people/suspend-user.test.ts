import { USER_TEXT } from "@domain/admin-people";
import type { Database } from "@server/db/client";
import { auditLogs, authSessions, profiles } from "@server/db/schema";
import type { Auth } from "@server/modules/accounts";
import {
  ACCOUNT_SUSPENDED,
  INVALID_CREDENTIALS,
  registerClient,
  resolveViewer,
  signIn,
  startSession,
} from "@server/modules/accounts";
import { cookieHeader, testAuth } from "@tests/support/auth";
import { testEngine, withTestDatabase } from "@tests/support/database";
import { insertPerson, uniq } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { restoreUser } from "./restore-user";
import { suspendUser } from "./suspend-user";

const database = withTestDatabase();
let auth: Auth;
const PASSWORD = "secret-2026";
const meta = { ipAddress: "198.51.100.30", headers: new Headers() };

beforeAll(() => {
  auth = testAuth(database.db);
});

async function client() {
  const email = `${uniq("kwame")}@example.test`;
  const { userId } = await registerClient(database.db, {
    firstName: "Kwame",
    lastName: "Osei",
    email,
    password: PASSWORD,
  });
  return { userId, email };
}

/**
 * On PostgreSQL, opens a few pooled connections first, so two transactions started together
 * really run side by side (rather than the second waiting for a connection to be made).
 */
async function warmPool(db: Database) {
  if (testEngine() !== "postgres") return;
  await Promise.all([1, 2, 3, 4].map(() => db.execute(sql`select pg_sleep(0.02)`)));
}

const admin = async () => viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
const signedIn = async (email: string) =>
  cookieHeader((await signIn(database.db, auth, { email, password: PASSWORD }, meta)).cookies);
const resolve = (headers: Headers) => resolveViewer(database.db, auth, headers, { recordActivity: false });
const sessionsOf = (userId: string) => database.db.select().from(authSessions).where(eq(authSessions.userId, userId));
const auditOf = (action: string, recordId: string) =>
  database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.recordId, recordId)));

describe("suspendUser and restoreUser", () => {
  it("signs the account out everywhere, refuses its sign-in, and restores it", async () => {
    const boss = await admin();
    const kwame = await client();
    const phone = await signedIn(kwame.email);
    const laptop = await signedIn(kwame.email);
    expect((await resolve(phone)).viewer?.userId).toBe(kwame.userId);

    const done = await suspendUser(database.db, boss, { userId: kwame.userId });
    expect(done.sessionsEnded).toBe(2);
    expect(await sessionsOf(kwame.userId)).toEqual([]);
    expect((await resolve(phone)).viewer).toBeNull();
    expect((await resolve(laptop)).viewer).toBeNull();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, kwame.userId));
    expect(profile?.suspendedBy).toBe(boss.userId);
    expect(profile?.suspendedAt).toBeInstanceOf(Date);
    const [audit] = await auditOf("user.suspended", kwame.userId);
    expect(audit).toMatchObject({ userId: boss.userId });
    expect(audit?.details).toMatchObject({ email: kwame.email, sessionsEnded: 2 });

    // The right password is told why; no session is left behind. A wrong one learns nothing.
    await expect(signIn(database.db, auth, { email: kwame.email, password: PASSWORD }, meta)).rejects.toMatchObject({
      code: "forbidden",
      message: ACCOUNT_SUSPENDED,
    });
    expect(await sessionsOf(kwame.userId)).toEqual([]);
    await expect(signIn(database.db, auth, { email: kwame.email, password: "wrong-one" }, meta)).rejects.toMatchObject({
      message: INVALID_CREDENTIALS,
    });

    await restoreUser(database.db, boss, { userId: kwame.userId });
    const back = await signedIn(kwame.email);
    expect((await resolve(back)).viewer?.userId).toBe(kwame.userId);
    const [restored] = await auditOf("user.restored", kwame.userId);
    expect(restored).toMatchObject({ userId: boss.userId });
  });

  it("does not resolve a session that slipped past the suspension, and ends it", async () => {
    const boss = await admin();
    const kwame = await client();
    await suspendUser(database.db, boss, { userId: kwame.userId });
    // As a sign-in racing the suspension (or a one-time link) would leave one.
    const cookie = await startSession(auth, kwame.userId, { ipAddress: meta.ipAddress });
    expect(await sessionsOf(kwame.userId)).toHaveLength(1);
    expect((await resolve(cookieHeader([cookie]))).viewer).toBeNull();
    expect(await sessionsOf(kwame.userId)).toEqual([]);
  });

  it("refuses suspending oneself, twice, or nobody; restoring someone not suspended", async () => {
    const boss = await admin();
    const kwame = await client();
    await expect(suspendUser(database.db, boss, { userId: boss.userId })).rejects.toMatchObject({
      code: "bad_request",
      message: USER_TEXT.notSelf,
    });
    await expect(restoreUser(database.db, boss, { userId: kwame.userId })).rejects.toMatchObject({
      code: "conflict",
      message: USER_TEXT.notSuspended,
    });
    await suspendUser(database.db, boss, { userId: kwame.userId });
    await expect(suspendUser(database.db, boss, { userId: kwame.userId })).rejects.toMatchObject({
      code: "conflict",
      message: USER_TEXT.alreadySuspended,
    });
    for (const userId of ["00000000-0000-4000-8000-000000000000", "x"]) {
      await expect(suspendUser(database.db, boss, { userId })).rejects.toMatchObject({ code: "not_found" });
      await expect(restoreUser(database.db, boss, { userId })).rejects.toMatchObject({ code: "not_found" });
    }
    expect(await auditOf("user.suspended", kwame.userId)).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const kwame = await client();
    const session = await signedIn(kwame.email);
    for (const role of ["client", "therapist"] as const) {
      const someone = await viewerFor(database.db, (await insertPerson(database.db, { role })).id);
      await expect(suspendUser(database.db, someone, { userId: kwame.userId })).rejects.toMatchObject({
        code: "forbidden",
      });
      await expect(restoreUser(database.db, someone, { userId: kwame.userId })).rejects.toMatchObject({
        code: "forbidden",
      });
    }
    expect((await resolve(session)).viewer?.userId).toBe(kwame.userId);
  });

  it("of two admins suspending each other at the same moment, only one succeeds", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await admin(), await admin()];
      await warmPool(database.db);
      const outcomes = await Promise.allSettled([
        suspendUser(database.db, a, { userId: b.userId }),
        suspendUser(database.db, b, { userId: a.userId }),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({
        code: "forbidden",
        message: USER_TEXT.noLongerAdmin,
      });
    }
  });
});
