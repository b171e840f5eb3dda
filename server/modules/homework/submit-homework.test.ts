import { HOMEWORK_RESPONSE_MAX, HOMEWORK_TEXT } from "@domain/homework";
import type { LiveTopic } from "@domain/live-updates";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  emailOutbox,
  homeworkAssignments,
  notificationPreferences,
  notifications,
  profiles,
} from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { LiveHub } from "@server/realtime/live-updates";
import { insertPerson, settleLiveUpdates, withLiveTestDatabase } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submitHomework } from "./submit-homework";

let db: Database;
let hub: LiveHub;
withLiveTestDatabase((opened) => {
  db = opened.db;
  hub = opened.hub;
});

async function world() {
  const therapist = await insertPerson(db, { role: "therapist" });
  const client = await insertPerson(db, { role: "client" });
  const other = await insertPerson(db, { role: "client" });
  return { therapist, client: await viewerFor(db, client.id), other: await viewerFor(db, other.id) };
}

async function assignment(clientId: string, therapistId: string, status = "assigned", response: string | null = null) {
  const [row] = await db
    .insert(homeworkAssignments)
    .values({ clientId, therapistId, title: "Mood journal", status, clientResponse: response })
    .returning();
  return row!;
}

const readRow = async (id: string) =>
  (await db.select().from(homeworkAssignments).where(eq(homeworkAssignments.id, id)))[0]!;

/** The AppError a call fails with (code and message), for one assertion on both. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("submitHomework", () => {
  it("completes the client's own assignment with the response, audits it and tells therapist and client", async () => {
    const { therapist, client } = await world();
    const homework = await assignment(client.userId, therapist.id, "in_progress", "Day 1 done.");
    const heard: Record<string, LiveTopic[]> = { therapist: [], client: [] };
    const stops = [
      await hub.subscribe(therapist.id, (topic) => heard.therapist!.push(topic)),
      await hub.subscribe(client.userId, (topic) => heard.client!.push(topic)),
    ];
    const now = new Date("2031-05-01T12:00:00Z");

    const done = await submitHomework(
      db,
      client,
      { assignmentId: homework.id, response: "  Days 1 to 7 done.\nSlept better.  " },
      now,
    );

    expect(done).toEqual({ id: homework.id, status: "completed", submittedAt: now });
    const row = await readRow(homework.id);
    expect(row.status).toBe("completed");
    expect(row.clientResponse).toBe("Days 1 to 7 done.\nSlept better.");
    expect(row.submittedAt).toEqual(now);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "homework.submitted"), eq(auditLogs.recordId, homework.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userId).toBe(client.userId);
    await settleLiveUpdates();
    // The therapist's dashboard shows 'Homework Submitted!' with the notification.
    expect(heard).toEqual({ therapist: ["notifications", "homework", "homework-submitted"], client: ["homework"] });
    for (const stop of stops) stop();
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, therapist.id));
    expect(note).toMatchObject({ title: "Homework Submitted!", link: "/therapist-dashboard/homework" });
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `${client.firstName} ${client.lastName} submitted homework`));
    expect(mails).toHaveLength(1);
  });

  it("e-mails the therapist only if she wants homework e-mails", async () => {
    const { therapist, client } = await world();
    await db.insert(notificationPreferences).values({ userId: therapist.id, emailHomeworkSubmitted: false });
    const homework = await assignment(client.userId, therapist.id);
    await submitHomework(db, client, { assignmentId: homework.id, response: "Done" });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, therapist.id));
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, profile!.email))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, therapist.id))).toHaveLength(1);
  });

  it("refuses another client's assignment as not found, and leaves it untouched", async () => {
    const { therapist, client, other } = await world();
    const homework = await assignment(client.userId, therapist.id);
    expect(await refusal(submitHomework(db, other, { assignmentId: homework.id, response: "Mine now" }))).toEqual({
      code: "not_found",
      message: HOMEWORK_TEXT.notFound,
    });
    const row = await readRow(homework.id);
    expect(row.status).toBe("assigned");
    expect(row.clientResponse).toBeNull();
  });

  it("refuses an admin or the therapist submitting for the client", async () => {
    const { therapist, client } = await world();
    const admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
    const homework = await assignment(client.userId, therapist.id);
    for (const actor of [admin, await viewerFor(db, therapist.id)]) {
      expect((await refusal(submitHomework(db, actor, { assignmentId: homework.id, response: "x" }))).code).toBe(
        "not_found",
      );
    }
    expect((await readRow(homework.id)).status).toBe("assigned");
  });

  it("refuses a second submit clearly and keeps the first response", async () => {
    const { therapist, client } = await world();
    const homework = await assignment(client.userId, therapist.id);
    await submitHomework(db, client, { assignmentId: homework.id, response: "First answer" });
    expect(await refusal(submitHomework(db, client, { assignmentId: homework.id, response: "Second" }))).toEqual({
      code: "conflict",
      message: HOMEWORK_TEXT.alreadySubmitted,
    });
    expect((await readRow(homework.id)).clientResponse).toBe("First answer");
  });

  it("refuses a reviewed assignment", async () => {
    const { therapist, client } = await world();
    const homework = await assignment(client.userId, therapist.id, "reviewed", "Reviewed answer");
    expect((await refusal(submitHomework(db, client, { assignmentId: homework.id, response: "New" }))).code).toBe(
      "conflict",
    );
    expect((await readRow(homework.id)).clientResponse).toBe("Reviewed answer");
  });

  it.each([
    ["empty", ""],
    ["blank", " \n\t "],
    ["missing", undefined],
  ])("refuses a %s response with a field message", async (_label, response) => {
    const { therapist, client } = await world();
    const homework = await assignment(client.userId, therapist.id);
    let fields: Record<string, string> | undefined;
    try {
      await submitHomework(db, client, { assignmentId: homework.id, response });
    } catch (err) {
      if (!isAppError(err)) throw err;
      expect(err.code).toBe("bad_request");
      fields = err.fields;
    }
    expect(fields).toEqual({ response: HOMEWORK_TEXT.responseRequired });
    expect((await readRow(homework.id)).status).toBe("assigned");
  });

  it("refuses a response over the limit, and accepts one at it", async () => {
    const { therapist, client } = await world();
    const homework = await assignment(client.userId, therapist.id);
    const tooLong = "a".repeat(HOMEWORK_RESPONSE_MAX + 1);
    expect(await refusal(submitHomework(db, client, { assignmentId: homework.id, response: tooLong }))).toEqual({
      code: "bad_request",
      message: HOMEWORK_TEXT.responseTooLong,
    });
    await submitHomework(db, client, { assignmentId: homework.id, response: "a".repeat(HOMEWORK_RESPONSE_MAX) });
    expect((await readRow(homework.id)).clientResponse).toHaveLength(HOMEWORK_RESPONSE_MAX);
  });

  it.each(["not-a-uuid", "", "00000000-0000-4000-8000-000000000000"])(
    "answers not found for the id %j",
    async (assignmentId) => {
      const { client } = await world();
      expect((await refusal(submitHomework(db, client, { assignmentId, response: "x" }))).code).toBe(
        assignmentId === "" ? "bad_request" : "not_found",
      );
    },
  );
});
