// Opening a client's record and exporting it are written to the audit log (her record holds health
// data, special personal data under Ghana's Data Protection Act): who, which client, when.
import { auditLogs } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { exportMyData } from "@server/modules/profile";
import { getClientOverview } from "@server/modules/staff";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAuditLog } from "./list-audit-log";

const database = withTestDatabase();
let admin: Viewer;
let efua: Viewer;
let kojo: Viewer;
let ama: Viewer;

beforeAll(async () => {
  const { db } = database;
  const person = async (role: "admin" | "therapist" | "client", firstName: string) =>
    viewerFor(db, (await insertPerson(db, { role, firstName })).id);
  admin = await person("admin", "Abena");
  efua = await person("therapist", "Efua");
  kojo = await person("therapist", "Kojo");
  ama = await person("client", "Ama");
  await insertSession(db, { clientId: ama.userId, therapistId: efua.userId, start: "2026-09-10T10:00:00Z" });
});

const entriesAbout = (clientId: string) =>
  database.db.select().from(auditLogs).where(eq(auditLogs.recordId, clientId)).orderBy(auditLogs.createdAt);

describe("a client's record", () => {
  it("is audited each time a staff member opens it, and not when she is refused", async () => {
    const { db } = database;
    await getClientOverview(db, efua, ama.userId);
    await getClientOverview(db, admin, ama.userId);
    expect(await rejection(getClientOverview(db, kojo, ama.userId))).toMatchObject({ code: "not_found" });

    const entries = await entriesAbout(ama.userId);
    expect(entries.map((e) => [e.action, e.tableName, e.recordId, e.userId])).toEqual([
      ["client_record.viewed", "profiles", ama.userId, efua.userId],
      ["client_record.viewed", "profiles", ama.userId, admin.userId],
    ]);
  });

  it("is audited when it is exported", async () => {
    const { db } = database;
    await exportMyData(db, ama);
    const exported = (await entriesAbout(ama.userId)).filter((e) => e.action === "client_record.exported");
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ tableName: "profiles", recordId: ama.userId, userId: ama.userId });
  });

  it("shows in the audit tab, filtered by action", async () => {
    const viewed = await listAuditLog(database.db, admin, { action: "client_record.viewed" });
    expect(viewed.entries.map((e) => e.user?.id)).toEqual([admin.userId, efua.userId]);
    const exported = await listAuditLog(database.db, admin, { action: "client_record.exported", user: "Ama" });
    expect(exported.entries.map((e) => e.recordId)).toEqual([ama.userId]);
  });
});
