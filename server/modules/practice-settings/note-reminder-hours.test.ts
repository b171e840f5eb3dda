import { NOTE_REMINDER_HOURS_MESSAGE } from "@domain/clinical/notes";
import { auditLogs } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getNoteReminderHours, NOTE_REMINDERS_ADMINS_ONLY, updateNoteReminderHours } from "./note-reminder-hours";

const database = withTestDatabase();

describe("the hours before an unsigned note is reminded", () => {
  it("are 48 until an admin saves others, which are audited", async () => {
    expect(await getNoteReminderHours(database.db)).toBe(48);
    const admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
    expect(await updateNoteReminderHours(database.db, admin, " 72 ")).toBe(72);
    expect(await getNoteReminderHours(database.db)).toBe(72);
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, "note_reminder_hours_updated"));
    expect(entry?.details).toEqual({ before: 48, after: 72 });
  });

  it("are for an admin alone to change, within 1 to 720", async () => {
    const before = await getNoteReminderHours(database.db);
    const therapist = await viewerFor(database.db, (await insertPerson(database.db, { role: "therapist" })).id);
    expect(await rejection(updateNoteReminderHours(database.db, therapist, "24"))).toMatchObject({
      code: "forbidden",
      message: NOTE_REMINDERS_ADMINS_ONLY,
    });
    const admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
    expect(await rejection(updateNoteReminderHours(database.db, admin, "721"))).toMatchObject({
      code: "bad_request",
      message: NOTE_REMINDER_HOURS_MESSAGE,
      fields: { noteReminderHours: NOTE_REMINDER_HOURS_MESSAGE },
    });
    expect(await getNoteReminderHours(database.db)).toBe(before);
  });
});
