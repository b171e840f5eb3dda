import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { DEFAULT_FORM_SCHEDULE, type FormSchedule } from "@domain/clinical/schedule";
import type { Database, Executor } from "@server/db/client";
import { questionnaires, serviceFormSchedules, services } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";

export const SCHEDULE_MESSAGES = {
  adminsOnly: "Only an administrator can change when the practice's forms are asked.",
  unknownService: "That service does not exist or is no longer offered. Please reload the page.",
  unknownForm: "One of the chosen forms does not exist or is archived. Please reload the page.",
  recurringMeasures: "Only the scored measures (PHQ-9, GAD-7) can be asked again as sessions go on.",
  hours: "Please give the hours before the session as a whole number from 0 to 720 (30 days).",
  every: "Please ask the measures again every 1 to 52 sessions.",
  unreadable: "The schedule could not be read. Please reload the page and try again.",
  everyNeeded: "Please say every how many sessions the chosen measures are asked again.",
} as const;

const M = SCHEDULE_MESSAGES;

/** A service and the forms it asks: its own schedule, or the practice's default. */
export interface ServiceFormSchedule {
  readonly serviceId: string;
  readonly serviceName: string;
  readonly schedule: FormSchedule;
  /** False while the service uses the practice's default. */
  readonly own: boolean;
}

/** Every service on offer with the forms it asks, by the services' order. */
export async function listFormSchedules(db: Executor, viewer: Viewer): Promise<ServiceFormSchedule[]> {
  assertAdmin(viewer, M.adminsOnly);
  const rows = await db
    .select({
      serviceId: services.id,
      serviceName: services.name,
      beforeFirstSession: serviceFormSchedules.beforeFirstSession,
      hoursBefore: serviceFormSchedules.hoursBefore,
      recurringIds: serviceFormSchedules.recurringIds,
      recurringEvery: serviceFormSchedules.recurringEvery,
    })
    .from(services)
    .leftJoin(serviceFormSchedules, eq(serviceFormSchedules.serviceId, services.id))
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.name));
  return rows.map((row) => ({
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    own: row.hoursBefore !== null,
    schedule:
      row.hoursBefore === null
        ? DEFAULT_FORM_SCHEDULE
        : {
            beforeFirstSession: row.beforeFirstSession ?? [],
            hoursBefore: row.hoursBefore,
            recurring:
              row.recurringEvery === null || (row.recurringIds ?? []).length === 0
                ? null
                : { questionnaireIds: row.recurringIds ?? [], every: row.recurringEvery },
          },
  }));
}

/** A whole number from a form's text or a number. */
const whole = (message: string) =>
  z.union(
    [
      z.int(message),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, message)
        .transform(Number),
    ],
    { error: message },
  );

const ids = z
  .array(z.string({ error: M.unknownForm }).trim().min(1, M.unknownForm).max(60, M.unknownForm), {
    error: M.unknownForm,
  })
  .max(50, M.unknownForm)
  .transform((list) => [...new Set(list)]);

const scheduleInput = z.object({
  serviceId: z.string({ error: M.unknownService }).trim().min(1, M.unknownService).max(100, M.unknownService),
  beforeFirstSession: ids,
  hoursBefore: whole(M.hours).pipe(z.number().min(0, M.hours).max(720, M.hours)),
  recurringIds: ids,
  recurringEvery: z
    .union(
      [whole(M.every).pipe(z.number().min(1, M.every).max(52, M.every)), z.null(), z.literal("").transform(() => null)],
      {
        error: M.every,
      },
    )
    .optional()
    .transform((value) => value ?? null),
});

async function assertActiveService(tx: Executor, serviceId: string) {
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.isActive, true)));
  if (!service) throw new AppError("not_found", M.unknownService);
}

/**
 * An admin sets the forms a service asks: those before the first session (known questionnaires,
 * not archived), how many hours before, and the measures asked again every so many sessions
 * (measures only; none when no measure is chosen).
 */
export async function saveServiceFormSchedule(db: Database, viewer: Viewer, raw: unknown): Promise<FormSchedule> {
  assertAdmin(viewer, M.adminsOnly);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("bad_request", M.unreadable);
  const input = parseInput(scheduleInput, raw);
  if (input.recurringIds.length > 0 && input.recurringEvery === null) {
    throw new AppError("bad_request", M.everyNeeded, { recurringEvery: M.everyNeeded });
  }
  return db.transaction(async (tx) => {
    await assertActiveService(tx, input.serviceId);
    const wanted = [...new Set([...input.beforeFirstSession, ...input.recurringIds])];
    const known =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: questionnaires.id, kind: questionnaires.kind })
            .from(questionnaires)
            .where(and(inArray(questionnaires.id, wanted), isNull(questionnaires.archivedAt)));
    const kinds = new Map(known.map((row) => [row.id, row.kind]));
    if (wanted.some((id) => !kinds.has(id))) throw new AppError("bad_request", M.unknownForm);
    if (input.recurringIds.some((id) => kinds.get(id) !== "measure")) {
      throw new AppError("bad_request", M.recurringMeasures, { recurringIds: M.recurringMeasures });
    }
    const recurringEvery = input.recurringIds.length === 0 ? null : input.recurringEvery;
    const values = {
      beforeFirstSession: input.beforeFirstSession,
      hoursBefore: input.hoursBefore,
      recurringIds: input.recurringIds,
      recurringEvery,
      updatedBy: viewer.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(serviceFormSchedules)
      .values({ serviceId: input.serviceId, ...values })
      .onConflictDoUpdate({ target: serviceFormSchedules.serviceId, set: values });
    await recordAudit(tx, {
      action: CLINICAL_AUDIT_ACTIONS.scheduleChanged,
      userId: viewer.userId,
      tableName: "service_form_schedules",
      recordId: input.serviceId,
      details: {
        beforeFirstSession: input.beforeFirstSession,
        hoursBefore: input.hoursBefore,
        recurringIds: input.recurringIds,
        recurringEvery,
      },
    });
    return {
      beforeFirstSession: input.beforeFirstSession,
      hoursBefore: input.hoursBefore,
      recurring: recurringEvery === null ? null : { questionnaireIds: input.recurringIds, every: recurringEvery },
    };
  });
}

/** Puts a service back on the practice's default schedule. */
export async function resetServiceFormSchedule(db: Database, viewer: Viewer, rawServiceId: unknown): Promise<void> {
  assertAdmin(viewer, M.adminsOnly);
  const serviceId = parseInput(scheduleInput.shape.serviceId, rawServiceId);
  await db.transaction(async (tx) => {
    await assertActiveService(tx, serviceId);
    await tx.delete(serviceFormSchedules).where(eq(serviceFormSchedules.serviceId, serviceId));
    await recordAudit(tx, {
      action: CLINICAL_AUDIT_ACTIONS.scheduleChanged,
      userId: viewer.userId,
      tableName: "service_form_schedules",
      recordId: serviceId,
      details: { reset: true },
    });
  });
}
