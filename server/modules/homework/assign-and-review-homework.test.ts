import { homeworkAssignments, notifications } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assignHomework, NOT_YOUR_CLIENT } from "./assign-homework";
import { THERAPISTS_ONLY } from "./homework-rules";
import { ONLY_COMPLETED_REVIEWED, reviewHomework } from "./review-homework";
import { submitHomework } from "./submit-homework";

const database = withTestDatabase();

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("expected a refusal");
}

/** A therapist with one client (a session between them), and a stranger client. */
async function world() {
  const therapist = await viewerFor(
    database.db,
    (await insertPerson(database.db, { role: "therapist", firstName: "Efua" })).id,
  );
  const client = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
  const stranger = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
  await insertSession(database.db, {
    clientId: client.userId,
    therapistId: therapist.userId,
    start: "2031-02-03T10:00:00Z",
  });
  return { therapist, client, stranger };
}

const notesOf = (userId: string) => database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("assignHomework", () => {
  it("sets homework for the therapist's own client, who is notified", async () => {
    const { therapist, client } = await world();
    const { id } = await assignHomework(database.db, therapist, {
      clientId: client.userId,
      title: "  Gratitude list ",
      description: "Three things a day.",
      dueDate: "2031-02-10",
    });
    const [row] = await database.db.select().from(homeworkAssignments).where(eq(homeworkAssignments.id, id));
    expect(row).toMatchObject({
      clientId: client.userId,
      therapistId: therapist.userId,
      title: "Gratitude list",
      description: "Three things a day.",
      dueDate: "2031-02-10",
      status: "assigned",
    });
    expect(await notesOf(client.userId)).toEqual([
      expect.objectContaining({ title: "New homework", link: "/client-dashboard/homework", read: false }),
    ]);
  });

  it("refuses a client the therapist has no session with, a client and an admin", async () => {
    const { therapist, client, stranger } = await world();
    expect(await refusal(assignHomework(database.db, therapist, { clientId: stranger.userId, title: "Hi" }))).toEqual({
      code: "not_found",
      message: NOT_YOUR_CLIENT,
    });
    const admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
    for (const actor of [client, admin]) {
      expect(await refusal(assignHomework(database.db, actor, { clientId: client.userId, title: "Hi" }))).toEqual({
        code: "forbidden",
        message: THERAPISTS_ONLY,
      });
    }
    expect(
      await database.db.select().from(homeworkAssignments).where(eq(homeworkAssignments.clientId, stranger.userId)),
    ).toEqual([]);
  });

  it("refuses a blank title and an impossible due date", async () => {
    const { therapist, client } = await world();
    expect((await refusal(assignHomework(database.db, therapist, { clientId: client.userId, title: "  " }))).code).toBe(
      "bad_request",
    );
    expect(
      (
        await refusal(
          assignHomework(database.db, therapist, { clientId: client.userId, title: "x", dueDate: "2031-02-30" }),
        )
      ).message,
    ).toBe("Please choose a valid due date.");
  });
});

describe("reviewHomework", () => {
  it("marks the therapist's submitted homework reviewed and notifies the client; only once submitted", async () => {
    const { therapist, client } = await world();
    const { id } = await assignHomework(database.db, therapist, { clientId: client.userId, title: "Sleep diary" });
    expect(await refusal(reviewHomework(database.db, therapist, { assignmentId: id }))).toEqual({
      code: "conflict",
      message: ONLY_COMPLETED_REVIEWED,
    });
    await submitHomework(database.db, client, { assignmentId: id, response: "Done" });
    const now = new Date("2031-02-12T09:00:00Z");
    expect(await reviewHomework(database.db, therapist, { assignmentId: id }, now)).toEqual({ id, status: "reviewed" });
    const [row] = await database.db.select().from(homeworkAssignments).where(eq(homeworkAssignments.id, id));
    expect(row).toMatchObject({ status: "reviewed", reviewedAt: now, clientResponse: "Done" });
    expect((await notesOf(client.userId)).map((n) => n.title).sort()).toEqual(["Homework reviewed", "New homework"]);
    expect((await refusal(reviewHomework(database.db, therapist, { assignmentId: id }))).code).toBe("conflict");
  });

  it("refuses another therapist's homework as not found, and a client", async () => {
    const { therapist, client } = await world();
    const { id } = await assignHomework(database.db, therapist, { clientId: client.userId, title: "Walk daily" });
    await submitHomework(database.db, client, { assignmentId: id, response: "Walked" });
    const otherTherapist = await viewerFor(database.db, (await insertPerson(database.db, { role: "therapist" })).id);
    expect((await refusal(reviewHomework(database.db, otherTherapist, { assignmentId: id }))).code).toBe("not_found");
    expect((await refusal(reviewHomework(database.db, client, { assignmentId: id }))).code).toBe("forbidden");
    const [row] = await database.db.select().from(homeworkAssignments).where(eq(homeworkAssignments.id, id));
    expect(row?.status).toBe("completed");
  });
});
