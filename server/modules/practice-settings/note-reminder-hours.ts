import {
  NOTE_REMINDER_HOURS,
  NOTE_REMINDER_HOURS_KEY,
  NOTE_REMINDER_HOURS_MESSAGE,
  noteReminderHoursFrom,
} from "@domain/clinical/notes";
import type { Database, Executor } from "@server/db/client";
import { practiceSettings } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq, sql } from "drizzle-orm";

export const NOTE_REMINDERS_ADMINS_ONLY = "Only an administrator can change when notes are reminded.";

/**
 * How many hours after a session ends its therapist is reminded of a note left unsigned: as an
 * admin last saved it, else NOTE_REMINDER_HOURS.default (48).
 */
export async function getNoteReminderHours(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: practiceSettings.value })
    .from(practiceSettings)
    .where(eq(practiceSettings.key, NOTE_REMINDER_HOURS_KEY));
  return (row && noteReminderHoursFrom(row.value)) ?? NOTE_REMINDER_HOURS.default;
}

/** An admin sets the hours (a whole number from 1 to 720); the change is audited. */
export async function updateNoteReminderHours(db: Database, viewer: Viewer, raw: unknown): Promise<number> {
  assertAdmin(viewer, NOTE_REMINDERS_ADMINS_ONLY);
  const hours = noteReminderHoursFrom(raw);
  if (hours === null) {
    throw new AppError("bad_request", NOTE_REMINDER_HOURS_MESSAGE, { noteReminderHours: NOTE_REMINDER_HOURS_MESSAGE });
  }
  return db.transaction(async (tx) => {
    const before = await getNoteReminderHours(tx);
    await tx
      .insert(practiceSettings)
      .values({ key: NOTE_REMINDER_HOURS_KEY, value: hours, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: practiceSettings.key,
        set: { value: hours, updatedBy: viewer.userId, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      action: "note_reminder_hours_updated",
      userId: viewer.userId,
      tableName: "practice_settings",
      recordId: NOTE_REMINDER_HOURS_KEY,
      details: { before, after: hours },
    });
    return hours;
  });
}
