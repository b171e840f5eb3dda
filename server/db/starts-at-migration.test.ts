// The migration that renames a session's start to starts_at (and its booking time to booked_at, and
// a booking's start to starts_at): a database that held sessions and bookings before it keeps them,
// and the rules on those columns (length, no overlap) still hold under the new names.
import { PG, pgErrorCode } from "@server/lib/errors";
import { insertPerson, insertService, queryRows } from "@tests/support/fixtures";
import { type MigratedBefore, migrationTagged, openDatabaseBefore } from "@tests/support/migrate-up-to";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { bookings, sessions } from "./schema";

const renaming = migrationTagged("_sessions_starts_at");

const START = new Date("2031-05-05T09:00:00Z");
const BOOKED = new Date("2031-04-20T16:30:00Z");

let before: MigratedBefore | undefined;
let handle: DatabaseHandle;
let ids: { session: string; booking: string; client: string; therapist: string };

beforeAll(async () => {
  expect(renaming).toBeDefined();
  before = await openDatabaseBefore(renaming?.idx ?? 0);
  handle = before.handle;
  const client = (await insertPerson(handle.db, { role: "client" })).id;
  const therapist = (await insertPerson(handle.db, { role: "therapist" })).id;
  const service = await insertService(handle.db);
  // Written with the names the columns had then.
  const [session] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into sessions (client_id, therapist_id, session_date, scheduled_at, ends_at, duration_minutes,
          session_type, status)
        values (${client}, ${therapist}, ${START.toISOString()}, ${BOOKED.toISOString()},
          ${new Date(START.getTime() + 60 * 60_000).toISOString()}, 60, 'teletherapy', 'scheduled')
        returning id`,
  );
  const [booking] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into bookings (user_id, service_id, service_name, session_type, session_date, duration_minutes,
          first_name, last_name, email, phone, region, payment_amount, payment_currency, payment_status, status,
          session_id)
        values (${client}, ${service.id}, 'Individual teletherapy', 'virtual', ${START.toISOString()}, 60,
          'Kofi', 'Mensah', 'kofi@example.test', '+233200000000', 'international', 8000, 'USD', 'paid',
          'confirmed', ${session?.id})
        returning id`,
  );
  if (!session || !booking) throw new Error("the rows before the renaming were not written");
  ids = { session: session.id, booking: booking.id, client, therapist };
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await before?.close();
});

describe("the migration to sessions.starts_at and booked_at", () => {
  it("keeps a session's start and booking time, and a booking's start", async () => {
    const [session] = await handle.db.select().from(sessions).where(eq(sessions.id, ids.session));
    expect(session?.startsAt.toISOString()).toBe(START.toISOString());
    expect(session?.bookedAt.toISOString()).toBe(BOOKED.toISOString());
    const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, ids.booking));
    expect(booking?.startsAt.toISOString()).toBe(START.toISOString());
  });

  it("leaves no column of the old names", async () => {
    const rows = await queryRows<{ name: string }>(
      handle.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = 'public' and column_name in ('session_date', 'scheduled_at')`,
    );
    expect(rows).toEqual([]);
  });

  it("still refuses an overlapping session of the same therapist", async () => {
    const overlapping = handle.db.insert(sessions).values({
      clientId: ids.client,
      therapistId: ids.therapist,
      startsAt: new Date(START.getTime() + 30 * 60_000),
      endsAt: new Date(START.getTime() + 90 * 60_000),
      durationMinutes: 60,
      sessionType: "teletherapy",
      status: "scheduled",
    });
    await expect(overlapping).rejects.toSatisfy((err) => pgErrorCode(err) === PG.exclusionViolation);
  });

  it("still refuses an end that does not follow from the start and the length", async () => {
    const wrongEnd = handle.db.insert(sessions).values({
      clientId: ids.client,
      therapistId: ids.therapist,
      startsAt: new Date(START.getTime() + 24 * 3_600_000),
      endsAt: new Date(START.getTime() + 24 * 3_600_000 + 45 * 60_000),
      durationMinutes: 60,
      sessionType: "teletherapy",
      status: "scheduled",
    });
    await expect(wrongEnd).rejects.toSatisfy((err) => pgErrorCode(err) === PG.checkViolation);
  });
});
