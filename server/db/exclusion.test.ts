// The exclusion constraint of migration 0001: no therapist has two non-cancelled sessions whose
// [starts_at, ends_at) ranges overlap. Every test works on its own day, so they do not meet.

import { PG, pgErrorCode } from "@server/lib/errors";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession, slot } from "@tests/support/fixtures";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "./schema";

const OVERLAP = "sessions_no_therapist_overlap";

const database = withTestDatabase();
let client: string;
let otherClient: string;
let therapist: string;
let otherTherapist: string;

beforeAll(async () => {
  client = (await insertPerson(database.db, { role: "client" })).id;
  otherClient = (await insertPerson(database.db, { role: "client" })).id;
  therapist = (await insertPerson(database.db, { role: "therapist" })).id;
  otherTherapist = (await insertPerson(database.db, { role: "therapist", firstName: "Esi" })).id;
});

/** A session of `therapist` on `day` (YYYY-MM-DD) at `time` (HH:MM, UTC). */
const book = (day: string, time: string, minutes = 60, extra: { therapistId?: string; status?: string } = {}) =>
  insertSession(database.db, {
    clientId: client,
    therapistId: extra.therapistId ?? therapist,
    start: `${day}T${time}:00Z`,
    minutes,
    status: extra.status,
  });

/** The error a promise rejects with (failing the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  expect.fail("expected the database to refuse the row");
}

const constraintOf = (err: unknown) => (err as { cause?: { constraint?: string } }).cause?.constraint;

async function expectOverlapRejected(promise: Promise<unknown>) {
  const err = await failure(promise);
  expect(pgErrorCode(err)).toBe(PG.exclusionViolation);
  expect(pgErrorCode(err)).toBe("23P01");
  expect(constraintOf(err)).toBe(OVERLAP);
}

const countOn = async (therapistId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.therapistId, therapistId))).length;

describe("sessions_no_therapist_overlap", () => {
  it("rejects an overlapping session for the same therapist with 23P01", async () => {
    await book("2031-01-06", "10:00");
    await expectOverlapRejected(book("2031-01-06", "10:30"));
  });

  it("allows back-to-back sessions, before and after", async () => {
    const middle = await book("2031-01-07", "10:00");
    const after = await book("2031-01-07", "11:00");
    const before = await book("2031-01-07", "09:00");
    expect([before.endsAt, after.startsAt]).toEqual([middle.startsAt, middle.endsAt]);
  });

  it("allows the same slot for different therapists", async () => {
    await book("2031-01-08", "10:00");
    const other = await book("2031-01-08", "10:00", 60, { therapistId: otherTherapist });
    expect(other.therapistId).toBe(otherTherapist);
  });

  it("rejects the same slot for the same therapist, even for another client", async () => {
    await book("2031-01-09", "10:00");
    await expectOverlapRejected(
      insertSession(database.db, { clientId: otherClient, therapistId: therapist, start: "2031-01-09T10:00:00Z" }),
    );
  });

  it("rejects partial overlaps at both ends, containing and contained ranges", async () => {
    await book("2031-01-10", "10:00", 60);
    await expectOverlapRejected(book("2031-01-10", "09:30", 60)); // ends inside
    await expectOverlapRejected(book("2031-01-10", "10:59", 60)); // starts inside, one minute before the end
    await expectOverlapRejected(book("2031-01-10", "09:01", 60)); // ends one minute after the start
    await expectOverlapRejected(book("2031-01-10", "09:00", 180)); // contains it
    await expectOverlapRejected(book("2031-01-10", "10:15", 30)); // inside it
  });

  it("does not let a cancelled session block its slot", async () => {
    await book("2031-01-13", "10:00", 60, { status: "cancelled" });
    const replacement = await book("2031-01-13", "10:00");
    expect(replacement.status).toBe("scheduled");
  });

  it("keeps completed and no-show sessions blocking their slot", async () => {
    await book("2031-01-14", "10:00", 60, { status: "completed" });
    await book("2031-01-14", "12:00", 60, { status: "no_show" });
    await expectOverlapRejected(book("2031-01-14", "10:30"));
    await expectOverlapRejected(book("2031-01-14", "12:30"));
  });

  it("frees the slot when a session is cancelled, so it can be booked again", async () => {
    const first = await book("2031-01-15", "10:00");
    await expectOverlapRejected(book("2031-01-15", "10:00"));
    await database.db
      .update(sessions)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(sessions.id, first.id));
    const second = await book("2031-01-15", "10:00");
    expect(second.id).not.toBe(first.id);
  });

  it("rejects turning a cancelled session back to scheduled over an occupied slot", async () => {
    const cancelled = await book("2031-01-16", "10:00", 60, { status: "cancelled" });
    await book("2031-01-16", "10:30");
    await expectOverlapRejected(
      database.db.update(sessions).set({ status: "scheduled" }).where(eq(sessions.id, cancelled.id)),
    );
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, cancelled.id));
    expect(row?.status).toBe("cancelled");
  });

  it("rejects moving a session onto an occupied slot", async () => {
    await book("2031-01-17", "10:00");
    const later = await book("2031-01-17", "14:00");
    await expectOverlapRejected(
      database.db.update(sessions).set(slot("2031-01-17T10:30:00Z", 60)).where(eq(sessions.id, later.id)),
    );
  });

  it("lets only one of two concurrent overlapping bookings succeed", async () => {
    const before = await countOn(otherTherapist);
    const attempt = (time: string) =>
      database.db.transaction(async (tx) => {
        await insertSession(tx, { clientId: client, therapistId: otherTherapist, start: `2031-01-20T${time}:00Z` });
      });
    const results = await Promise.allSettled([attempt("10:00"), attempt("10:30")]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(pgErrorCode(rejected?.reason)).toBe(PG.exclusionViolation);
    expect(await countOn(otherTherapist)).toBe(before + 1);
  });
});

describe("sessions_ends_at_check", () => {
  it("rejects an ends_at that disagrees with duration_minutes", async () => {
    const start = new Date("2031-01-21T10:00:00Z");
    const err = await failure(
      database.db.insert(sessions).values({
        clientId: client,
        therapistId: therapist,
        startsAt: start,
        endsAt: new Date("2031-01-21T11:30:00Z"),
        durationMinutes: 60,
        sessionType: "teletherapy",
      }),
    );
    expect(pgErrorCode(err)).toBe(PG.checkViolation);
    expect(constraintOf(err)).toBe("sessions_ends_at_check");
    const ok = await book("2031-01-21", "10:00", 90);
    expect(ok.endsAt.getTime() - ok.startsAt.getTime()).toBe(90 * 60_000);
  });

  it("rejects an update that changes the duration without moving ends_at", async () => {
    const session = await book("2031-01-22", "10:00", 60);
    const err = await failure(
      database.db.update(sessions).set({ durationMinutes: 50 }).where(eq(sessions.id, session.id)),
    );
    expect(pgErrorCode(err)).toBe(PG.checkViolation);
    expect(constraintOf(err)).toBe("sessions_ends_at_check");
  });
});
