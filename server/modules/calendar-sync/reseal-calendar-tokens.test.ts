// The upgrade from servers that kept the auth secret in the database and sealed Google tokens with
// a key derived from it: the stored secret leaves the database, the tokens are sealed again.
import { appSecrets, calendarConnections } from "@server/db/schema";
import { secretBox } from "@server/lib/secret-box";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { retireDerivedCalendarKeys } from "./reseal-calendar-tokens";

const database = withTestDatabase();
const secrets = { authSecret: "a".repeat(40), calendarTokenKey: "c".repeat(40) };

async function connectionSealedWith(key: string, tokens = { access: "access-1", refresh: "refresh-1" }) {
  const { id: userId } = await insertPerson(database.db, { role: "therapist" });
  const box = secretBox(key);
  const [row] = await database.db
    .insert(calendarConnections)
    .values({ userId, accessToken: box.seal(tokens.access), refreshToken: box.seal(tokens.refresh) })
    .returning();
  return row!;
}

const connection = async (id: string) =>
  (await database.db.select().from(calendarConnections).where(eq(calendarConnections.id, id)))[0]!;

describe("retiring the secrets older servers kept in the database", () => {
  it("deletes the stored auth secret and seals its tokens again with the calendar key", async () => {
    const stored = "s".repeat(43);
    await database.db.insert(appSecrets).values({ key: "auth_secret", value: stored });
    const old = await connectionSealedWith(`calendar-tokens:${stored}`);
    const fromEnv = await connectionSealedWith(`calendar-tokens:${secrets.authSecret}`, {
      access: "access-2",
      refresh: "refresh-2",
    });
    const current = await connectionSealedWith(secrets.calendarTokenKey, { access: "access-3", refresh: "refresh-3" });

    expect(await retireDerivedCalendarKeys(database.db, secrets)).toEqual({ resealed: 2 });

    expect(await database.db.$count(appSecrets)).toBe(0);
    const box = secretBox(secrets.calendarTokenKey);
    for (const [row, access, refresh] of [
      [old, "access-1", "refresh-1"],
      [fromEnv, "access-2", "refresh-2"],
      [current, "access-3", "refresh-3"],
    ] as const) {
      const now = await connection(row.id);
      expect(box.open(now.accessToken!)).toBe(access);
      expect(box.open(now.refreshToken!)).toBe(refresh);
    }
    expect((await connection(current.id)).accessToken).toBe(current.accessToken);
    // Once done, a start changes nothing.
    expect(await retireDerivedCalendarKeys(database.db, secrets)).toEqual({ resealed: 0 });
  });
});
