// Migration 0022 (packages as credits): plans bought before it get their plan's session type, and
// every therapy-journey package gets one from its format, so no credit is left without a kind.
import { insertPerson, queryRows } from "@tests/support/fixtures";
import { type MigratedBefore, migrationTagged, openDatabaseBefore } from "@tests/support/migrate-up-to";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";

const packagesAsCredits = migrationTagged("_packages_settings_newsletter");

/** Formats as the catalogue writes them, and the session type each must get. */
const FORMATS: [format: string, sessionType: string][] = [
  ["Individual Online", "individual_teletherapy"],
  ["Couples Online", "couples_teletherapy"],
  ["Family Online", "couples_teletherapy"],
  ["Individual In-Person", "individual_in_person"],
  ["Couples In-Person", "couples_in_person"],
  ["Hybrid", "hybrid"],
  ["Individual Teletherapy", "individual_teletherapy"],
];

let before: MigratedBefore | undefined;
let handle: DatabaseHandle;
const boughtPlans: Record<string, string> = {};

beforeAll(async () => {
  expect(packagesAsCredits).toBeDefined();
  before = await openDatabaseBefore(packagesAsCredits?.idx ?? 0);
  handle = before.handle;
  const client = (await insertPerson(handle.db, { role: "client" })).id;
  // Written with the columns the tables had then: no session_type on packages or bought plans.
  for (const [i, [format]] of FORMATS.entries()) {
    await handle.db.execute(
      sql`insert into therapy_packages (id, region, name, format, icon, sessions, duration_minutes, description,
            price_ghs, valid_months)
          values (${`pkg-${i}`}, 'local', ${format}, ${format}, 'heart', 6, 60, 'Six sessions.', 210000, 6)`,
    );
  }
  for (const sessionType of ["couples_teletherapy", "hybrid"]) {
    const [plan] = await queryRows<{ id: string }>(
      handle.db,
      sql`insert into support_plans (name, region, session_type, plan_type, session_count, valid_months, price_ghs)
          values (${`Plan ${sessionType}`}, 'local', ${sessionType}, 'steady_growth', 4, 3, 100000)
          returning id`,
    );
    const [bought] = await queryRows<{ id: string }>(
      handle.db,
      sql`insert into purchased_support_plans (user_id, plan_id, remaining_sessions, total_sessions, expires_at,
            status, amount, currency)
          values (${client}, ${plan?.id}, 3, 4, now() + interval '3 months', 'active', 100000, 'GHS')
          returning id`,
    );
    if (!bought) throw new Error("the bought plan was not written");
    boughtPlans[bought.id] = sessionType;
  }
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await before?.close();
});

describe("migration 0022's backfill", () => {
  it("gives each plan bought before it its plan's session type, and no package of its own", async () => {
    const rows = await queryRows<{ id: string; sessionType: string; packageId: string | null; minutes: number | null }>(
      handle.db,
      sql`select id, session_type as "sessionType", package_id as "packageId", session_minutes as minutes
          from purchased_support_plans`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.sessionType]))).toEqual(boughtPlans);
    expect(rows.every((r) => r.packageId === null && r.minutes === null)).toBe(true);
  });

  it("gives each package the session type its format names", async () => {
    const rows = await queryRows<{ format: string; sessionType: string }>(
      handle.db,
      sql`select format, session_type as "sessionType" from therapy_packages order by id`,
    );
    expect(rows.map((r) => [r.format, r.sessionType])).toEqual(FORMATS);
  });
});
