import { DEFAULT_OFFICE_HOURS } from "@domain/office-hours";
import type { Database } from "@server/db/client";
import { auditLogs } from "@server/db/schema";
import { insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getOfficeHours, getShownOfficeHours } from "./get-office-hours";
import { OFFICE_HOURS_ADMINS_ONLY, updateOfficeHours } from "./update-office-hours";

const payments = usePaymentsWorld();
let db: Database;
beforeAll(() => {
  db = payments.world.db;
});

/** The form with every day from 10:00 to 16:00, open on the `open` days, in person on `inPerson`. */
function form(open: number[], inPerson: number[]): Record<string, string> {
  return Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
      [`start-${d}`, "10:00"],
      [`end-${d}`, "16:00"],
      [`open-${d}`, open.includes(d) ? "on" : ""],
      [`inPerson-${d}`, inPerson.includes(d) ? "on" : ""],
    ]),
  );
}

describe("office hours", () => {
  it("are spec 000 §9's until an admin saves others", async () => {
    expect(await getOfficeHours(db)).toEqual(DEFAULT_OFFICE_HOURS);
  });

  it("are for an admin alone to change", async () => {
    for (const role of ["client", "therapist"] as const) {
      const viewer = await insertViewer(db, { role });
      const refused = await rejection(updateOfficeHours(db, viewer, form([1, 2], [2])));
      expect(refused.code).toBe("forbidden");
      expect(refused.message).toBe(OFFICE_HOURS_ADMINS_ONLY);
    }
    expect(await getOfficeHours(db)).toEqual(DEFAULT_OFFICE_HOURS);
  });

  it("refuse an in-person day the practice is closed, changing nothing", async () => {
    const admin = await insertViewer(db, { role: "admin" });
    const refused = await rejection(updateOfficeHours(db, admin, form([1, 2], [5])));
    expect(refused.code).toBe("bad_request");
    expect(await getOfficeHours(db)).toEqual(DEFAULT_OFFICE_HOURS);
  });

  it("saved by an admin are what everyone reads next, and the audit log keeps before and after", async () => {
    const admin = await insertViewer(db, { role: "admin" });
    await updateOfficeHours(db, admin, form([1, 2, 3], [3]));
    const saved = await getOfficeHours(db);
    expect(saved.week.filter((d) => d.available).map((d) => d.dayOfWeek)).toEqual([1, 2, 3]);
    expect(saved.week[1]).toEqual({ dayOfWeek: 1, available: true, start: "10:00", end: "16:00" });
    expect(saved.inPersonDays).toEqual([3]);
    await updateOfficeHours(db, admin, form([1, 5], [5]));
    expect((await getOfficeHours(db)).inPersonDays).toEqual([5]);
    const entries = await db.select().from(auditLogs).where(eq(auditLogs.action, "office_hours_updated"));
    expect(entries).toHaveLength(2);
    type Change = { before: { inPersonDays: number[] }; after: { inPersonDays: number[] } };
    const last = entries.find((e) => (e.details as Change).after.inPersonDays[0] === 5);
    expect(last?.userId).toBe(admin.userId);
    expect((last?.details as Change | undefined)?.before.inPersonDays).toEqual([3]);
  });

  it("shown on the pages are the saved ones at once after a save, and the last read while the database is down", async () => {
    const admin = await insertViewer(db, { role: "admin" });
    await updateOfficeHours(db, admin, form([2, 4], [4]));
    const up = async () => db;
    expect((await getShownOfficeHours(up)).inPersonDays).toEqual([4]);
    const down = async (): Promise<Database> => {
      throw new Error("database unreachable");
    };
    // Within the minute and after it, an unreachable database shows what was last read.
    expect((await getShownOfficeHours(down)).inPersonDays).toEqual([4]);
    expect((await getShownOfficeHours(down, Date.now() + 120_000)).inPersonDays).toEqual([4]);
    await updateOfficeHours(db, admin, form([1, 2], [2]));
    expect((await getShownOfficeHours(up)).inPersonDays).toEqual([2]);
  });
});
