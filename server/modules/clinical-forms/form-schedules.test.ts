import { CONSENT_TO_TREATMENT_ID, GAD7_ID, INTAKE_ID, PHQ9_ID, TELETHERAPY_CONSENT_ID } from "@domain/clinical/forms";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { DEFAULT_FORM_SCHEDULE } from "@domain/clinical/schedule";
import { auditLogs, serviceFormSchedules } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { archiveQuestionnaire, createQuestionnaire } from "./edit-questionnaires";
import {
  listFormSchedules,
  resetServiceFormSchedule,
  SCHEDULE_MESSAGES,
  saveServiceFormSchedule,
} from "./form-schedules";
import { practiceFormRules } from "./read-questionnaires";

const database = withTestDatabase();

let admin: Viewer;
let therapist: Viewer;
let client: Viewer;

beforeAll(async () => {
  const { db } = database;
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  therapist = await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id);
  client = await viewerFor(db, (await insertPerson(db, { role: "client" })).id);
});

const schedule = (serviceId: string, overrides: Record<string, unknown> = {}) => ({
  serviceId,
  beforeFirstSession: [INTAKE_ID, CONSENT_TO_TREATMENT_ID],
  hoursBefore: "48",
  recurringIds: [PHQ9_ID],
  recurringEvery: "6",
  ...overrides,
});

describe("a service's form schedule", () => {
  it("lists every active service with the default until it has its own, which practiceFormRules then gives", async () => {
    const { db } = database;
    const service = await insertService(db);
    const retired = await insertService(db, { isActive: false });
    const listed = await listFormSchedules(db, admin);
    expect(listed.find((entry) => entry.serviceId === service.id)).toEqual({
      serviceId: service.id,
      serviceName: service.name,
      own: false,
      schedule: DEFAULT_FORM_SCHEDULE,
    });
    expect(listed.some((entry) => entry.serviceId === retired.id)).toBe(false);

    const saved = await saveServiceFormSchedule(db, admin, schedule(service.id));
    const expected = {
      beforeFirstSession: [INTAKE_ID, CONSENT_TO_TREATMENT_ID],
      hoursBefore: 48,
      recurring: { questionnaireIds: [PHQ9_ID], every: 6 },
    };
    expect(saved).toEqual(expected);
    expect((await listFormSchedules(db, admin)).find((entry) => entry.serviceId === service.id)).toMatchObject({
      own: true,
      schedule: expected,
    });
    expect((await practiceFormRules(db)).schedules[service.id]).toEqual(expected);
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, CLINICAL_AUDIT_ACTIONS.scheduleChanged), eq(auditLogs.recordId, service.id)));
    expect(audit).toMatchObject({ userId: admin.userId, tableName: "service_form_schedules" });

    await resetServiceFormSchedule(db, admin, service.id);
    expect(await db.select().from(serviceFormSchedules).where(eq(serviceFormSchedules.serviceId, service.id))).toEqual(
      [],
    );
    expect((await practiceFormRules(db)).schedules[service.id]).toBeUndefined();
  });

  it("saves no recurring measures as none, and practiceFormRules drops an archived form", async () => {
    const { db } = database;
    const service = await insertService(db);
    const { questionnaireId } = await createQuestionnaire(db, admin, { title: "Travel form", kind: "form" });
    const saved = await saveServiceFormSchedule(
      db,
      admin,
      schedule(service.id, { beforeFirstSession: [questionnaireId, INTAKE_ID], recurringIds: [], recurringEvery: "" }),
    );
    expect(saved.recurring).toBeNull();
    const [row] = await db.select().from(serviceFormSchedules).where(eq(serviceFormSchedules.serviceId, service.id));
    expect(row).toMatchObject({ recurringIds: [], recurringEvery: null });

    await archiveQuestionnaire(db, admin, questionnaireId, true);
    const rules = await practiceFormRules(db);
    expect(rules.schedules[service.id]?.beforeFirstSession).toEqual([INTAKE_ID]);
    expect(rules.archived.has(questionnaireId)).toBe(true);
    const error = await rejection(
      saveServiceFormSchedule(db, admin, schedule(service.id, { beforeFirstSession: [questionnaireId] })),
    );
    expect([error.code, error.message]).toEqual(["bad_request", SCHEDULE_MESSAGES.unknownForm]);
  });

  it("refuses bad schedules with a 400 and its reason, and keeps the one saved", async () => {
    const { db } = database;
    const service = await insertService(db);
    await saveServiceFormSchedule(db, admin, schedule(service.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ beforeFirstSession: ["no-such-form"] }, SCHEDULE_MESSAGES.unknownForm],
      [{ beforeFirstSession: "intake" }, SCHEDULE_MESSAGES.unknownForm],
      [{ recurringIds: [INTAKE_ID] }, SCHEDULE_MESSAGES.recurringMeasures],
      [{ recurringIds: [TELETHERAPY_CONSENT_ID, GAD7_ID] }, SCHEDULE_MESSAGES.recurringMeasures],
      [{ hoursBefore: "721" }, SCHEDULE_MESSAGES.hours],
      [{ hoursBefore: "-1" }, SCHEDULE_MESSAGES.hours],
      [{ hoursBefore: "1.5" }, SCHEDULE_MESSAGES.hours],
      [{ hoursBefore: "" }, SCHEDULE_MESSAGES.hours],
      [{ recurringEvery: "0" }, SCHEDULE_MESSAGES.every],
      [{ recurringEvery: "53" }, SCHEDULE_MESSAGES.every],
      [{ recurringEvery: "" }, SCHEDULE_MESSAGES.everyNeeded],
    ];
    for (const [overrides, message] of cases) {
      const error = await rejection(saveServiceFormSchedule(db, admin, schedule(service.id, overrides)));
      expect([error.code, error.message]).toEqual(["bad_request", message]);
    }
    const unreadable = await rejection(saveServiceFormSchedule(db, admin, "x"));
    expect(unreadable.message).toBe(SCHEDULE_MESSAGES.unreadable);
    const [row] = await db.select().from(serviceFormSchedules).where(eq(serviceFormSchedules.serviceId, service.id));
    expect(row).toMatchObject({ hoursBefore: 48, recurringIds: [PHQ9_ID], recurringEvery: 6 });
  });

  it("answers 404 for an unknown or retired service", async () => {
    const { db } = database;
    const retired = await insertService(db, { isActive: false });
    for (const serviceId of ["no-such-service", retired.id]) {
      const saved = await rejection(saveServiceFormSchedule(db, admin, schedule(serviceId)));
      expect([saved.code, saved.message]).toEqual(["not_found", SCHEDULE_MESSAGES.unknownService]);
      expect((await rejection(resetServiceFormSchedule(db, admin, serviceId))).code).toBe("not_found");
    }
  });

  it("forbids therapists and clients", async () => {
    const { db } = database;
    const service = await insertService(db);
    for (const viewer of [therapist, client]) {
      for (const attempt of [
        () => listFormSchedules(db, viewer),
        () => saveServiceFormSchedule(db, viewer, schedule(service.id)),
        () => resetServiceFormSchedule(db, viewer, service.id),
      ]) {
        const error = await rejection(attempt());
        expect([error.code, error.message]).toEqual(["forbidden", SCHEDULE_MESSAGES.adminsOnly]);
      }
    }
    expect(await db.select().from(serviceFormSchedules).where(eq(serviceFormSchedules.serviceId, service.id))).toEqual(
      [],
    );
  });
});
