// The audit tab's reads: the latest 100 entries, filters by user, action and days (in the viewer's
// time zone), keyset pages that neither skip nor repeat an entry, admins only, and a page deep in
// 100,000 entries read from an index.
import { auditLogs, profiles } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, queryRows } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAuditFilters } from "./list-audit-filters";
import { AUDIT_ADMINS_ONLY, AUDIT_PAGE_SIZE, auditLogQuery, listAuditLog } from "./list-audit-log";

const database = withTestDatabase();
let admin: Viewer;
let efua: Viewer;
let kofi: Viewer;

beforeAll(async () => {
  const { db } = database;
  const person = async (role: "admin" | "therapist" | "client", firstName: string, lastName: string, email: string) => {
    const user = await insertPerson(db, { role, firstName });
    await db.update(profiles).set({ lastName, email }).where(eq(profiles.id, user.id));
    return viewerFor(db, user.id);
  };
  admin = await person("admin", "Abena", "Owusu", "abena.admin@example.test");
  efua = await person("therapist", "Efua", "Asante", "efua.asante@example.test");
  kofi = await person("client", "Kofi", "Mensah", "kofi.m@example.test");
  // The admin reads in New York: days begin at 05:00 UTC in winter.
  await database.db.update(profiles).set({ timezone: "America/New_York" }).where(eq(profiles.id, admin.userId));
  admin = await viewerFor(database.db, admin.userId);
});

/** Entries by `who`, one per `at`, action and details as given. */
async function insertEntries(rows: { action: string; userId: string | null; at: string; details?: object }[]) {
  await database.db.insert(auditLogs).values(
    rows.map((row) => ({
      action: row.action,
      userId: row.userId,
      tableName: "profiles",
      recordId: row.userId,
      details: (row.details ?? {}) as Record<string, unknown>,
      createdAt: new Date(row.at),
    })),
  );
}

/** Every page of a listing, following the keyset links. */
async function allPages(viewer: Viewer, filters: Record<string, string> = {}) {
  const pages = [];
  let before: string | undefined;
  for (;;) {
    const page = await listAuditLog(database.db, viewer, { ...filters, ...(before ? { before } : {}) });
    pages.push(page);
    if (!page.next) return pages;
    before = page.next;
  }
}

describe("listAuditLog", () => {
  it("shows the latest 100 entries newest first, with who did each; older pages neither skip nor repeat", async () => {
    const { db } = database;
    await insertEntries([
      { action: "test.old", userId: efua.userId, at: "2025-06-01T10:00:00Z", details: { changes: { a: 1 } } },
    ]);
    // 260 more: many at the very same instant, and many a microsecond apart (which a JavaScript
    // Date cannot tell apart).
    await db.execute(sql`insert into audit_logs (action, user_id, table_name, created_at)
      select 'test.bulk', ${kofi.userId}::uuid, 'sessions',
        timestamptz '2025-07-01 12:00:00+00' + (i / 3) * interval '1 microsecond'
      from generate_series(1, 200) i`);
    await db.execute(sql`insert into audit_logs (action, user_id, created_at)
      select 'test.same_instant', null, timestamptz '2025-07-01 12:00:00.000050+00' from generate_series(1, 60)`);

    const first = await listAuditLog(db, admin);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.older).toBe(false);
    expect(first.next).toMatch(/^\d+_[0-9a-f-]{36}$/);

    const pages = await allPages(admin);
    const listed = pages.flatMap((page) => page.entries.map((entry) => entry.id));
    const expected = await queryRows<{ id: string }>(
      db,
      sql`select id from audit_logs order by created_at desc, id desc`,
    );
    expect(listed).toEqual(expected.map((row) => row.id));
    expect(pages.slice(1).every((page) => page.older)).toBe(true);

    const oldest = pages.at(-1)?.entries.at(-1);
    expect(oldest).toMatchObject({
      action: "test.old",
      tableName: "profiles",
      recordId: efua.userId,
      details: { changes: { a: 1 } },
      user: { id: efua.userId, name: "Efua Asante", email: "efua.asante@example.test" },
      createdAt: new Date("2025-06-01T10:00:00Z"),
    });
    expect(first.entries.find((entry) => entry.action === "test.same_instant")?.user).toBeNull();
  });

  it("filters by action, by user (name, e-mail or id, any part, any case) and by days in the viewer's zone", async () => {
    const { db } = database;
    await insertEntries([
      { action: "plan.test_a", userId: admin.userId, at: "2026-03-01T04:59:00Z" }, // 28 Feb in New York
      { action: "plan.test_a", userId: efua.userId, at: "2026-03-01T05:00:00Z" }, // 1 March
      { action: "plan.test_b", userId: efua.userId, at: "2026-03-02T04:59:59Z" }, // 1 March, late
      { action: "plan.test_b", userId: kofi.userId, at: "2026-03-02T05:00:00Z" }, // 2 March
    ]);
    const actions = async (query: Record<string, string>) =>
      (await listAuditLog(db, admin, query)).entries.map((e) => `${e.action} ${e.user?.name}`);

    expect(await actions({ action: "plan.test_a" })).toEqual(["plan.test_a Efua Asante", "plan.test_a Abena Owusu"]);
    expect(await actions({ from: "2026-03-01", to: "2026-03-01" })).toEqual([
      "plan.test_b Efua Asante",
      "plan.test_a Efua Asante",
    ]);
    expect(await actions({ from: "2026-03-01", to: "2026-03-01", user: "EFUA asa" })).toHaveLength(2);
    expect(await actions({ action: "plan.test_b", user: "kofi.m@" })).toEqual(["plan.test_b Kofi Mensah"]);
    expect(await actions({ action: "plan.test_b", user: kofi.userId })).toEqual(["plan.test_b Kofi Mensah"]);
    expect(await actions({ action: "plan.test_a", user: "Kofi" })).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await actions({ action: "plan.test_a", user: "%" })).toEqual([]);
    const filtered = await listAuditLog(db, admin, { action: "plan.test_b", from: "2026-03-02" });
    expect(filtered.filters).toEqual({ user: "", action: "plan.test_b", client: "", from: "2026-03-02", to: "" });
    expect(filtered.timeZone).toBe("America/New_York");
  });

  it("filters by the client whose record an entry concerns (name, e-mail or id), with no date cap", async () => {
    const { db } = database;
    await db.insert(auditLogs).values([
      { action: "clinical.read", userId: efua.userId, clientId: kofi.userId, createdAt: new Date("2019-05-01T10:00Z") },
      { action: "clinical.read", userId: efua.userId, clientId: kofi.userId, createdAt: new Date("2026-05-01T10:00Z") },
      { action: "clinical.read", userId: efua.userId, clientId: efua.userId, createdAt: new Date("2026-05-02T10:00Z") },
    ]);
    for (const client of ["Kofi Mens", "KOFI.M@EXAMPLE", kofi.userId]) {
      const page = await listAuditLog(db, admin, { client, action: "clinical.read" });
      expect(
        page.entries.map((entry) => entry.createdAt.toISOString()),
        client,
      ).toEqual(["2026-05-01T10:00:00.000Z", "2019-05-01T10:00:00.000Z"]);
      expect(page.entries[0]?.client).toEqual({ id: kofi.userId, name: "Kofi Mensah" });
      expect(page.filters.client).toBe(client);
    }
  });

  it("pages a filtered listing by keyset too", async () => {
    const { db } = database;
    await db.execute(sql`insert into audit_logs (action, user_id, created_at)
      select 'test.filtered', ${efua.userId}::uuid, timestamptz '2025-08-01 00:00:00+00' + i * interval '1 second'
      from generate_series(1, 150) i`);
    const pages = await allPages(admin, { action: "test.filtered", user: "Efua" });
    expect(pages.map((page) => page.entries.length)).toEqual([100, 50]);
    const times = pages.flatMap((page) => page.entries.map((entry) => entry.createdAt.getTime()));
    expect(new Set(times).size).toBe(150);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("takes damaged parameters as absent rather than failing", async () => {
    const { db } = database;
    const latest = await listAuditLog(db, admin);
    for (const query of [
      { before: "garbage" },
      { before: "99999999999999999999_x" },
      { before: `1_${"0".repeat(36)}` },
      { from: "2026-02-30", to: "+275760-09-13" },
      { action: "x".repeat(500) },
      { action: "drop table; --" },
      { user: "x".repeat(500) },
    ]) {
      const page = await listAuditLog(db, admin, query);
      expect(
        page.entries.map((e) => e.id),
        JSON.stringify(query),
      ).toEqual(latest.entries.map((e) => e.id));
    }
  });

  it("is for admins only", async () => {
    for (const viewer of [efua, kofi]) {
      expect(await rejection(listAuditLog(database.db, viewer))).toMatchObject({
        code: "forbidden",
        message: AUDIT_ADMINS_ONLY,
      });
      expect(await rejection(listAuditFilters(database.db, viewer))).toMatchObject({ code: "forbidden" });
    }
  });
});

describe("listAuditFilters", () => {
  it("offers every action in the log once, alphabetically, and the staff to pick from", async () => {
    const { db } = database;
    const choices = await listAuditFilters(db, admin);
    const expected = await queryRows<{ action: string }>(
      db,
      sql`select distinct action from audit_logs order by action`,
    );
    expect(choices.actions).toEqual(expected.map((row) => row.action));
    expect(choices.actions).toContain("plan.test_a");
    expect(choices.people).toEqual([
      { id: admin.userId, name: "Abena Owusu", email: "abena.admin@example.test" },
      { id: efua.userId, name: "Efua Asante", email: "efua.asante@example.test" },
    ]);
  });
});

describe("with 100,000 entries", () => {
  it("reads the first page, a deep page and filtered pages from an index, never the whole log", async () => {
    const { db } = database;
    await db.execute(sql`insert into audit_logs (action, user_id, table_name, record_id, client_id, created_at)
      select 'load.' || (i % 12), case i % 3 when 0 then ${efua.userId}::uuid when 1 then ${kofi.userId}::uuid end,
        'sessions', i::text, case when i % 4 = 0 then ${kofi.userId}::uuid end,
        timestamptz '2024-01-01 00:00:00+00' + i * interval '5 minutes'
      from generate_series(1, 100000) i`);
    await db.execute(sql`analyze audit_logs`);

    const deep = await listAuditLog(db, admin, { action: "load.5" });
    const cursorOf = deep.next ?? "";
    const queries: Record<string, Record<string, string>> = {
      latest: {},
      "a deep page": { before: cursorOf },
      "by action": { action: "load.7" },
      "by action, deep": { action: "load.5", before: cursorOf },
      "by user id": { user: kofi.userId },
      "by client id": { client: kofi.userId },
      "by days": { from: "2024-06-01", to: "2024-06-30" },
    };
    for (const [label, query] of Object.entries(queries)) {
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        db,
        sql`explain ${auditLogQuery(query, "America/New_York").query}`,
      );
      const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
      // SHOW_PLANS=1 prints the plans, to compare engines.
      if (process.env.SHOW_PLANS) console.log(label, "\n", text);
      expect(text, `${label}:\n${text}`).not.toMatch(/Seq Scan on audit_logs/);
      const started = performance.now();
      const page = await listAuditLog(db, admin, query);
      expect(page.entries.length, label).toBe(AUDIT_PAGE_SIZE);
      // Generous for a loaded 2-core machine; reading all 100,000 would be far slower on PGlite.
      expect(performance.now() - started, label).toBeLessThan(2_000);
    }
  });
});
