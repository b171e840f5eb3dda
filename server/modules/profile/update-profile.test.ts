import { auditLogs, profiles, users } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getMyProfile } from "./get-my-profile";
import { timeZoneChoices } from "./time-zones";
import { PROFILE_MESSAGES, updateProfile } from "./update-profile";

const database = withTestDatabase();

const newViewer = async () => viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
const profileOf = async (id: string) => (await database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

/** The field messages of a refused update (and that it was a 400). */
async function fieldsOf(call: Promise<unknown>): Promise<Record<string, string> | undefined> {
  try {
    await call;
  } catch (err) {
    if (!isAppError(err)) throw err;
    expect(err.code).toBe("bad_request");
    return err.fields;
  }
  throw new Error("expected a refusal");
}

describe("updateProfile", () => {
  it("saves the viewer's names, phone, time zone and bio, renames the account and audits the changed fields", async () => {
    const viewer = await newViewer();
    const saved = await updateProfile(database.db, viewer, {
      firstName: "  Adwoa ",
      lastName: "Boateng",
      phone: "+233 24 555 0101",
      timezone: "America/New_York",
      bio: "Runner, reader.",
    });
    expect(saved).toEqual({
      firstName: "Adwoa",
      lastName: "Boateng",
      email: viewer.email,
      phone: "+233 24 555 0101",
      timezone: "America/New_York",
      bio: "Runner, reader.",
    });
    expect(await getMyProfile(database.db, viewer)).toEqual(saved);
    const [user] = await database.db.select().from(users).where(eq(users.id, viewer.userId));
    expect(user?.name).toBe("Adwoa Boateng");
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.recordId, viewer.userId));
    expect(audit).toMatchObject({ action: "profile.updated", userId: viewer.userId, tableName: "profiles" });
    expect(((audit?.details ?? {}) as { changed?: string[] }).changed?.sort()).toEqual([
      "bio",
      "firstName",
      "lastName",
      "phone",
      "timezone",
    ]);
  });

  it("clears the optional fields when left blank, the time zone back to UTC", async () => {
    const viewer = await newViewer();
    await updateProfile(database.db, viewer, {
      firstName: "Kofi",
      lastName: "Mensah",
      phone: "0244000000",
      bio: "x",
      timezone: "Europe/London",
    });
    const saved = await updateProfile(database.db, viewer, {
      firstName: "Kofi",
      lastName: "Mensah",
      phone: " ",
      bio: "",
      timezone: "",
    });
    expect(saved).toMatchObject({ phone: null, bio: null, timezone: "UTC" });
  });

  it.each(["Mars/Olympus_Mons", "+01:00", "../etc/passwd", "x".repeat(100)])(
    "refuses the time zone %j and changes nothing",
    async (timezone) => {
      const viewer = await newViewer();
      const before = await profileOf(viewer.userId);
      expect(
        await fieldsOf(updateProfile(database.db, viewer, { firstName: "New", lastName: "Name", timezone })),
      ).toEqual({
        timezone: PROFILE_MESSAGES.timezone,
      });
      const after = await profileOf(viewer.userId);
      expect(after.firstName).toBe(before.firstName);
      expect(after.timezone).toBe(before.timezone);
    },
  );

  it("requires first and last name, refusing blanks with a message per field", async () => {
    const viewer = await newViewer();
    expect(await fieldsOf(updateProfile(database.db, viewer, { firstName: "   ", lastName: "", phone: "12" }))).toEqual(
      {
        firstName: "First name is required",
        lastName: "Last name is required",
        phone: PROFILE_MESSAGES.phone,
      },
    );
    expect(await fieldsOf(updateProfile(database.db, viewer, {}))).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    expect((await profileOf(viewer.userId)).firstName).toBe("Kofi");
  });

  it("changes only the viewer's own profile, whatever id the input names", async () => {
    const viewer = await newViewer();
    const other = await newViewer();
    await updateProfile(database.db, viewer, {
      id: other.userId,
      userId: other.userId,
      firstName: "Intruder",
      lastName: "Attempt",
      email: "stolen@example.test",
      region: "local",
    });
    expect((await profileOf(other.userId)).firstName).toBe("Kofi");
    const mine = await profileOf(viewer.userId);
    expect(mine).toMatchObject({ firstName: "Intruder", email: viewer.email, region: viewer.region });
  });
});

describe("timeZoneChoices", () => {
  it("offers UTC first and the IANA zones, and keeps a saved zone the list lacks", () => {
    const zones = timeZoneChoices("UTC");
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Africa/Accra");
    expect(zones).toContain("America/New_York");
    expect(new Set(zones).size).toBe(zones.length);
    expect(timeZoneChoices("Etc/GMT+5")[0]).toBe("Etc/GMT+5");
    expect(timeZoneChoices("Not/AZone")).toBe(zones);
  });
});
