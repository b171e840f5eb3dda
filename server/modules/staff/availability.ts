import { AVAILABILITY_TEXT, DEFAULT_WEEK, type WorkingDay, workingDayProblem } from "@domain/availability";
import { DAYS_OF_WEEK } from "@domain/enums";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, isCalendarDay } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { therapistAvailability, therapistTimeOff, userRoles } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { publishLive } from "@server/realtime/live-updates";
import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { staffScope } from "./staff-scope";

export const CHOOSE_THERAPIST = "Choose a therapist.";

export interface DayOff {
  id: string;
  day: string;
  note: string | null;
}

export interface TherapistAvailability {
  therapistId: string;
  week: WorkingDay[];
  /** Today's and later days off, soonest first. */
  daysOff: DayOff[];
}

/**
 * Whose availability the viewer edits: a therapist her own (spec 001 §7); an admin any
 * therapist's, named by `therapist` (the admin's availability sub-tab).
 */
async function whoseAvailability(db: Executor, viewer: Viewer, named: unknown): Promise<string> {
  const scope = staffScope(viewer);
  if (scope.role === "therapist") return scope.therapistId;
  if (!isUuid(named)) throw new AppError("bad_request", CHOOSE_THERAPIST, { therapistId: CHOOSE_THERAPIST });
  const [row] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, named), eq(userRoles.role, "therapist")));
  if (!row) throw new AppError("not_found", CHOOSE_THERAPIST);
  return row.id;
}

const hhmm = (time: string) => time.slice(0, 5);

/** The week as stored, with the spec's default (Monday-Friday 09:00-17:00) for days without a row. */
export async function getAvailability(
  db: Executor,
  viewer: Viewer,
  raw: { therapist?: unknown } = {},
  now: Date = new Date(),
): Promise<TherapistAvailability> {
  const therapistId = await whoseAvailability(db, viewer, raw.therapist);
  const [rows, daysOff] = await Promise.all([
    db.select().from(therapistAvailability).where(eq(therapistAvailability.therapistId, therapistId)),
    db
      .select({ id: therapistTimeOff.id, day: therapistTimeOff.day, note: therapistTimeOff.note })
      .from(therapistTimeOff)
      .where(
        and(
          eq(therapistTimeOff.therapistId, therapistId),
          gte(therapistTimeOff.day, dayInZone(now, PRACTICE_TIME_ZONE)),
        ),
      )
      .orderBy(asc(therapistTimeOff.day)),
  ]);
  const week = DEFAULT_WEEK.map((fallback) => {
    const row = rows.find((r) => r.dayOfWeek === fallback.dayOfWeek);
    return row
      ? { dayOfWeek: row.dayOfWeek, available: row.isAvailable, start: hhmm(row.startTime), end: hhmm(row.endTime) }
      : { ...fallback };
  });
  return { therapistId, week, daysOff };
}

const daySchema = z
  .object({
    dayOfWeek: z.coerce.number().int(),
    available: z
      .union([z.boolean(), z.enum(["true", "false", "on", ""])])
      .transform((v) => v === true || v === "true" || v === "on"),
    start: z.string().trim(),
    end: z.string().trim(),
  })
  .superRefine((day, ctx) => {
    const problem = workingDayProblem(day);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [`day-${day.dayOfWeek}`] });
  });

const weekSchema = z.object({
  therapistId: z.string().optional(),
  days: z
    .array(daySchema)
    .length(7, AVAILABILITY_TEXT.wholeWeek)
    .refine((days) => DAYS_OF_WEEK.every((d) => days.some((day) => day.dayOfWeek === d)), AVAILABILITY_TEXT.wholeWeek),
});

/**
 * Saves the whole week at once (spec 001 §7: the therapist's rows are replaced by seven), in one
 * transaction, so a booking never sees half a week. Client booking slots follow at once.
 */
export async function saveAvailability(db: Database, viewer: Viewer, raw: unknown): Promise<WorkingDay[]> {
  const input = parseInput(weekSchema, raw);
  const therapistId = await whoseAvailability(db, viewer, input.therapistId);
  const week = [...input.days].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  await db.transaction(async (tx) => {
    await tx.delete(therapistAvailability).where(eq(therapistAvailability.therapistId, therapistId));
    await tx.insert(therapistAvailability).values(
      week.map((day) => ({
        therapistId,
        dayOfWeek: day.dayOfWeek,
        startTime: day.start,
        endTime: day.end,
        isAvailable: day.available,
      })),
    );
    await recordAudit(tx, {
      action: "availability.saved",
      userId: viewer.userId,
      tableName: "therapist_availability",
      recordId: therapistId,
      details: { week: week.map((d) => (d.available ? `${d.dayOfWeek}:${d.start}-${d.end}` : `${d.dayOfWeek}:off`)) },
    });
    await publishLive(tx, [therapistId], "sessions");
  });
  return week;
}

const dayOffSchema = z.object({
  therapistId: z.string().optional(),
  day: z.string().trim().refine(isCalendarDay, "Choose a date."),
  note: z
    .string()
    .trim()
    .max(200, "Keep the note under 200 characters.")
    .optional()
    .transform((v) => v || null),
});

/** A whole day off (a holiday, a leave): that day's slots are gone from the booking pages. */
export async function addDayOff(db: Database, viewer: Viewer, raw: unknown, now: Date = new Date()): Promise<DayOff> {
  const input = parseInput(dayOffSchema, raw);
  const therapistId = await whoseAvailability(db, viewer, input.therapistId);
  if (input.day < dayInZone(now, PRACTICE_TIME_ZONE)) {
    throw new AppError("bad_request", AVAILABILITY_TEXT.dayOffPast, { day: AVAILABILITY_TEXT.dayOffPast });
  }
  try {
    return await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(therapistTimeOff)
        .values({ therapistId, day: input.day, note: input.note })
        .returning({ id: therapistTimeOff.id, day: therapistTimeOff.day, note: therapistTimeOff.note });
      if (!added) throw new Error("time off insert returned no row");
      await recordAudit(tx, {
        action: "availability.day_off_added",
        userId: viewer.userId,
        tableName: "therapist_time_off",
        recordId: added.id,
        details: { therapistId, day: input.day },
      });
      return added;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) {
      throw new AppError("conflict", AVAILABILITY_TEXT.dayOffTaken, { day: AVAILABILITY_TEXT.dayOffTaken });
    }
    throw err;
  }
}

const removeSchema = z.object({ id: z.string().trim(), therapistId: z.string().optional() });

export async function removeDayOff(db: Database, viewer: Viewer, raw: unknown): Promise<void> {
  const input = parseInput(removeSchema, raw);
  const therapistId = await whoseAvailability(db, viewer, input.therapistId);
  if (!isUuid(input.id)) throw new AppError("not_found", "Day off not found");
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(therapistTimeOff)
      .where(and(eq(therapistTimeOff.id, input.id), eq(therapistTimeOff.therapistId, therapistId)))
      .returning({ day: therapistTimeOff.day });
    if (!removed) throw new AppError("not_found", "Day off not found");
    await recordAudit(tx, {
      action: "availability.day_off_removed",
      userId: viewer.userId,
      tableName: "therapist_time_off",
      recordId: input.id,
      details: { therapistId, day: removed.day },
    });
  });
}
