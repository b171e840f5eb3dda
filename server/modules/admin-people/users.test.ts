import { USER_TEXT } from "@domain/admin-people";
import type { Database } from "@server/db/client";
import { auditLogs, profiles, therapistAvailability, userRoles, users } from "@server/db/schema";
import { OPERATOR, setUserRole } from "@server/modules/accounts";
import { testEngine, withTestDatabase } from "@tests/support/database";
import { insertPerson, insertUser, uniq, validRow } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listUsers } from "./list-users";

/**
 * On PostgreSQL, opens a few pooled connections first, so two transactions started together
 * really run side by side (rather than the second waiting for a connection to be made).
 */
async function warmPool(db: Database) {
  if (testEngine() !== "postgres") return;
  await Promise.all([1, 2, 3, 4].map(() => db.execute(sql`select pg_sleep(0.02)`)));
}

const roleOf = async (db: Database, id: string) =>
  (await db.select().from(userRoles).where(eq(userRoles.userId, id)))[0]?.role;

describe("listUsers", () => {
  const database = withTestDatabase();

  /** Someone named `first last`, with a role or (role null) no user_roles row at all. */
  async function person(first: string, last: string, role: "client" | "therapist" | "admin" | null) {
    const user = await insertUser(database.db, `${first} ${last}`);
    await database.db.insert(profiles).values({
      ...validRow.profile(user.id),
      firstName: first,
      lastName: last,
      email: `${first}.${last}.${uniq()}@example.test`.toLowerCase(),
    });
    if (role) await database.db.insert(userRoles).values({ userId: user.id, role });
    return user.id;
  }

  it("finds people by part of the name or e-mail, whatever the case, with their role (none reads client)", async () => {
    const boss = await viewerFor(database.db, await person("Abena", "Owusu", "admin"));
    const efua = await person("Efua", "Quarshie", "therapist");
    const yaw = await person("Yaw", "Quarshie", null);
    await person("Kofi", "Boateng", "client");

    const byName = await listUsers(database.db, boss, { q: "quarsh" });
    expect(byName.users.map((u) => [u.id, u.role])).toEqual([
      [efua, "therapist"],
      [yaw, "client"],
    ]);
    expect(byName.total).toBe(2);
    expect((await listUsers(database.db, boss, { q: "EFUA QUAR" })).users.map((u) => u.id)).toEqual([efua]);
    expect((await listUsers(database.db, boss, { q: "yaw.quarshie" })).users.map((u) => u.id)).toEqual([yaw]);
    // % and _ are letters, not wildcards.
    expect((await listUsers(database.db, boss, { q: "%" })).users).toEqual([]);
    expect((await listUsers(database.db, boss, { q: "Quarshie", role: "client" })).users.map((u) => u.id)).toEqual([
      yaw,
    ]);
    expect((await listUsers(database.db, boss, { q: "Quarshie", role: "owner" })).total).toBe(2);
    const [first] = (await listUsers(database.db, boss, { q: "Efua" })).users;
    expect(first).toMatchObject({ firstName: "Efua", lastName: "Quarshie", suspendedAt: null });
    expect(first?.joinedAt).toBeInstanceOf(Date);
  });

  it("pages 25 at a time by name, and answers a page past the end with the last one", async () => {
    const boss = await viewerFor(database.db, await person("Akosua", "Admin", "admin"));
    const names = Array.from({ length: 30 }, (_, i) => `Pager${String(i).padStart(2, "0")}`);
    for (const first of [...names].reverse()) await person(first, "Pagetest", "client");
    const one = await listUsers(database.db, boss, { q: "pagetest" });
    expect(one).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(one.users.map((u) => u.firstName)).toEqual(names.slice(0, 25));
    const two = await listUsers(database.db, boss, { q: "pagetest", page: "2" });
    expect(two.users.map((u) => u.firstName)).toEqual(names.slice(25));
    expect((await listUsers(database.db, boss, { q: "pagetest", page: "99" })).page).toBe(2);
    expect((await listUsers(database.db, boss, { q: "pagetest", page: "-1" })).page).toBe(1);
  });

  it("is for admins only", async () => {
    for (const role of ["client", "therapist"] as const) {
      const someone = await viewerFor(database.db, (await insertPerson(database.db, { role })).id);
      await expect(listUsers(database.db, someone)).rejects.toMatchObject({ code: "forbidden" });
    }
  });
});

describe("setUserRole from the Users tab", () => {
  const database = withTestDatabase();

  it("changes a role, records who did it, and gives a new therapist the default week", async () => {
    const boss = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
    const kofi = await insertPerson(database.db, { role: "client" });
    const change = await setUserRole(database.db, boss, { userId: kofi.id, role: "therapist" });
    expect(change).toMatchObject({ previous: "client", role: "therapist" });
    expect(await roleOf(database.db, kofi.id)).toBe("therapist");
    const week = await database.db
      .select()
      .from(therapistAvailability)
      .where(eq(therapistAvailability.therapistId, kofi.id));
    expect(week).toHaveLength(7);
    const audits = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "user.role_changed"), eq(auditLogs.recordId, kofi.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: boss.userId, tableName: "user_roles" });
    expect(audits[0]?.details).toMatchObject({ from: "client", to: "therapist", by: "admin" });

    // The same role again changes and records nothing.
    await setUserRole(database.db, boss, { userId: kofi.id, role: "therapist" });
    const again = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "user.role_changed"), eq(auditLogs.recordId, kofi.id)));
    expect(again).toHaveLength(1);
  });

  it("refuses non-admins, unknown people and roles", async () => {
    const boss = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
    const kofi = await insertPerson(database.db, { role: "client" });
    for (const role of ["client", "therapist"] as const) {
      const someone = await viewerFor(database.db, (await insertPerson(database.db, { role })).id);
      await expect(setUserRole(database.db, someone, { userId: kofi.id, role: "admin" })).rejects.toMatchObject({
        code: "forbidden",
      });
    }
    for (const userId of ["00000000-0000-4000-8000-000000000000", "nobody"]) {
      await expect(setUserRole(database.db, boss, { userId, role: "admin" })).rejects.toMatchObject({
        code: "not_found",
        message: USER_TEXT.notFound,
      });
    }
    await expect(setUserRole(database.db, boss, { userId: kofi.id, role: "owner" })).rejects.toMatchObject({
      code: "bad_request",
    });
    expect(await roleOf(database.db, kofi.id)).toBe("client");
  });
});

describe("two admins demoting each other at the same moment", () => {
  const database = withTestDatabase();

  it("only one succeeds: the second finds she is no longer an admin", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [
        await insertPerson(database.db, { role: "admin" }),
        await insertPerson(database.db, { role: "admin" }),
      ];
      const [adminA, adminB] = [await viewerFor(database.db, a.id), await viewerFor(database.db, b.id)];
      await warmPool(database.db);
      const outcomes = await Promise.allSettled([
        setUserRole(database.db, adminA, { userId: b.id, role: "client" }),
        setUserRole(database.db, adminB, { userId: a.id, role: "client" }),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({
        code: "forbidden",
        message: USER_TEXT.noLongerAdmin,
      });
      const roles = [await roleOf(database.db, a.id), await roleOf(database.db, b.id)];
      expect(roles.filter((r) => r === "admin")).toHaveLength(1);
    }
  });
});

describe("the last administrator", () => {
  // A database of its own: these tests count every admin there is.
  const database = withTestDatabase();

  it("cannot remove her own admin role, by herself or through the operator", async () => {
    await insertPerson(database.db, { role: "admin" });
    const admins = await database.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
    const last = await viewerFor(database.db, admins[0]?.userId ?? "");
    await expect(setUserRole(database.db, last, { userId: last.userId, role: "therapist" })).rejects.toMatchObject({
      code: "conflict",
      message: USER_TEXT.lastAdmin,
    });
    const [account] = await database.db.select().from(users).where(eq(users.id, last.userId));
    await expect(setUserRole(database.db, OPERATOR, { email: account?.email, role: "client" })).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await roleOf(database.db, last.userId)).toBe("admin");

    // With another active admin she may step down.
    const other = await insertPerson(database.db, { role: "client" });
    await setUserRole(database.db, last, { userId: other.id, role: "admin" });
    await setUserRole(database.db, last, { userId: last.userId, role: "therapist" });
    expect(await roleOf(database.db, last.userId)).toBe("therapist");
  });

  it("does not count a suspended admin as one who remains", async () => {
    const admins = await database.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    const active = await viewerFor(database.db, admins[0]?.userId ?? "");
    const suspended = await insertPerson(database.db, { role: "admin" });
    await database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
    await expect(setUserRole(database.db, active, { userId: active.userId, role: "client" })).rejects.toMatchObject({
      code: "conflict",
      message: USER_TEXT.lastAdmin,
    });
  });
});
