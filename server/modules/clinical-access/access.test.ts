// Who may read a client's clinical record: deny by default, checked on the server for every role,
// and every access leaves an audit entry naming whose record it was.
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { auditLogs, notifications } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditClinicalRead, clinicalAccess, clinicalMetadataAccess, RECORD_TEXT_ADMINS } from "./access";
import { BREAK_GLASS_MESSAGES, breakGlass } from "./break-glass";
import { listMyRecordViews } from "./record-views";
import { assignSupervisor, listSupervisions, SUPERVISION_MESSAGES } from "./supervisors";

const database = withTestDatabase();
let admin: Viewer;
let efua: Viewer;
let kojo: Viewer;
let akosua: Viewer;
let ama: Viewer;
let yaw: Viewer;

beforeAll(async () => {
  const { db } = database;
  const person = async (role: "admin" | "therapist" | "client", firstName: string) =>
    viewerFor(db, (await insertPerson(db, { role, firstName })).id);
  admin = await person("admin", "Abena");
  efua = await person("therapist", "Efua");
  kojo = await person("therapist", "Kojo");
  akosua = await person("therapist", "Akosua");
  ama = await person("client", "Ama");
  yaw = await person("client", "Yaw");
  await insertSession(db, { clientId: ama.userId, therapistId: efua.userId, start: "2026-09-10T10:00:00Z" });
  await insertSession(db, { clientId: yaw.userId, therapistId: kojo.userId, start: "2026-09-11T10:00:00Z" });
});

describe("reading a client's clinical text", () => {
  it("is hers, and her therapist's; another client or therapist is told she does not exist", async () => {
    const { db } = database;
    expect((await clinicalAccess(db, ama, ama.userId)).as).toBe("client");
    expect((await clinicalAccess(db, efua, ama.userId)).as).toBe("therapist");
    expect(await rejection(clinicalAccess(db, yaw, ama.userId))).toMatchObject({ code: "not_found" });
    expect(await rejection(clinicalAccess(db, kojo, ama.userId))).toMatchObject({ code: "not_found" });
    expect(await rejection(clinicalAccess(db, efua, "not-a-uuid"))).toMatchObject({ code: "not_found" });
    // A therapist is nobody's client record.
    expect(await rejection(clinicalAccess(db, efua, kojo.userId))).toMatchObject({ code: "not_found" });
  });

  it("is refused to an administrator, who may only see that the record exists", async () => {
    const { db } = database;
    expect(await rejection(clinicalAccess(db, admin, ama.userId))).toMatchObject({
      code: "forbidden",
      message: RECORD_TEXT_ADMINS,
    });
    expect((await clinicalMetadataAccess(db, admin, ama.userId)).as).toBe("admin");
    expect(await rejection(clinicalMetadataAccess(db, kojo, ama.userId))).toMatchObject({ code: "not_found" });
  });

  it("is a supervisor's while an admin has her supervise the client's therapist", async () => {
    const { db } = database;
    expect(await rejection(clinicalAccess(db, akosua, ama.userId))).toMatchObject({ code: "not_found" });
    await assignSupervisor(db, admin, { therapistId: efua.userId, supervisorId: akosua.userId, assign: true });
    expect((await clinicalAccess(db, akosua, ama.userId)).as).toBe("supervisor");
    // Only Efua's clients: Kojo's client stays out of reach.
    expect(await rejection(clinicalAccess(db, akosua, yaw.userId))).toMatchObject({ code: "not_found" });
    expect(await listSupervisions(db, admin)).toContainEqual(
      expect.objectContaining({ therapistId: efua.userId, supervisorId: akosua.userId }),
    );
    await assignSupervisor(db, admin, { therapistId: efua.userId, supervisorId: akosua.userId, assign: false });
    expect(await rejection(clinicalAccess(db, akosua, ama.userId))).toMatchObject({ code: "not_found" });
  });

  it("is assigned only by an admin, between two different therapists", async () => {
    const { db } = database;
    const pair = { therapistId: efua.userId, supervisorId: kojo.userId, assign: true };
    expect(await rejection(assignSupervisor(db, efua, pair))).toMatchObject({ code: "forbidden" });
    for (const bad of [
      { ...pair, supervisorId: efua.userId },
      { ...pair, supervisorId: ama.userId },
      { ...pair, therapistId: "x" },
    ]) {
      expect(await rejection(assignSupervisor(db, admin, bad))).toMatchObject({
        code: "bad_request",
        message: SUPERVISION_MESSAGES.notTherapists,
      });
    }
  });
});

describe("breaking the glass", () => {
  it("needs a reason, opens the record for an hour, tells her therapist and is audited", async () => {
    const { db } = database;
    expect(
      await rejection(breakGlass(db, admin, { clientId: ama.userId, reason: "She is at risk \u0001 today." })),
    ).toMatchObject({ code: "bad_request" });
    for (const reason of [undefined, "", "too short", "x".repeat(501)]) {
      expect(await rejection(breakGlass(db, admin, { clientId: ama.userId, reason }))).toMatchObject({
        code: "bad_request",
        message: BREAK_GLASS_MESSAGES.reason,
      });
    }
    expect(
      await rejection(breakGlass(db, efua, { clientId: ama.userId, reason: "I want to look at it." })),
    ).toMatchObject({
      code: "forbidden",
    });
    const reason = "She called the practice in crisis and Efua is on leave.";
    const grant = await breakGlass(db, admin, { clientId: ama.userId, reason });
    expect(grant.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await clinicalAccess(db, admin, ama.userId)).as).toBe("break-glass");
    // The grant is for her record only.
    expect(await rejection(clinicalAccess(db, admin, yaw.userId))).toMatchObject({ code: "forbidden" });

    const told = await db.select().from(notifications).where(eq(notifications.userId, efua.userId));
    expect(told.map((n) => n.message).join("\n")).toContain(reason);
    const kojoTold = await db.select().from(notifications).where(eq(notifications.userId, kojo.userId));
    expect(kojoTold).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, CLINICAL_AUDIT_ACTIONS.breakGlass), eq(auditLogs.clientId, ama.userId)));
    expect(entry).toMatchObject({ userId: admin.userId, details: expect.objectContaining({ reason }) });
  });
});

describe("who has viewed my record", () => {
  it("lists the others' reads of her record, newest first, and never her own or another client's", async () => {
    const { db } = database;
    await auditClinicalRead(db, await clinicalAccess(db, efua, ama.userId), "scores");
    await auditClinicalRead(db, await clinicalAccess(db, ama, ama.userId), "scores");
    await auditClinicalRead(db, await clinicalAccess(db, kojo, yaw.userId), "note");
    const views = await listMyRecordViews(db, ama);
    expect(views[0]).toMatchObject({ name: "Efua Mensah", role: "therapist", what: "read", detail: "scores" });
    expect(views.some((view) => view.what === "emergency access" && view.name.startsWith("Abena"))).toBe(true);
    expect(views.every((view) => !view.name.startsWith("Ama"))).toBe(true);
    expect(views.some((view) => view.detail === "note")).toBe(false);
    expect(await rejection(listMyRecordViews(db, efua))).toMatchObject({ code: "forbidden" });
  });
});
