import { HOMEWORK_TEXT } from "@domain/homework";
import type { Database } from "@server/db/client";
import { homeworkAssignments } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { createNotification } from "@server/modules/notifications";
import { publishLive } from "@server/realtime/live-updates";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { CLIENT_HOMEWORK_LINK, THERAPISTS_ONLY } from "./homework-rules";
import { lockOwnAssignment } from "./lock-own-assignment";

export const ONLY_COMPLETED_REVIEWED = "Only homework the client has submitted can be marked as reviewed.";

const schema = z.object({ assignmentId: z.string({ error: HOMEWORK_TEXT.notFound }).trim() });

/**
 * The therapist marks a submitted assignment reviewed (spec 001 §4: only a completed one). Only
 * the assignment's own therapist may; anyone else's is the same 404 as an unknown id. The client
 * is notified and sees the 'Reviewed by Therapist' badge.
 */
export async function reviewHomework(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ id: string; status: "reviewed" }> {
  if (viewer.role !== "therapist") throw new AppError("forbidden", THERAPISTS_ONLY);
  const input = parseInput(schema, raw);
  if (!isUuid(input.assignmentId)) throw new AppError("not_found", HOMEWORK_TEXT.notFound);
  return db.transaction(async (tx) => {
    const assignment = await lockOwnAssignment(tx, input.assignmentId, { userId: viewer.userId, side: "therapist" });
    if (assignment.status !== "completed") throw new AppError("conflict", ONLY_COMPLETED_REVIEWED);
    const [updated] = await tx
      .update(homeworkAssignments)
      .set({ status: "reviewed", reviewedAt: now, updatedAt: now })
      .where(eq(homeworkAssignments.id, assignment.id))
      .returning({ title: homeworkAssignments.title });
    await recordAudit(tx, {
      action: "homework.reviewed",
      userId: viewer.userId,
      tableName: "homework_assignments",
      recordId: assignment.id,
      details: { clientId: assignment.clientId },
    });
    await createNotification(
      tx,
      {
        userId: assignment.clientId,
        title: "Homework reviewed",
        message: `${viewer.firstName} has reviewed "${updated?.title ?? "your homework"}".`,
        link: CLIENT_HOMEWORK_LINK,
      },
      ["homework"],
    );
    await publishLive(tx, [viewer.userId], "homework");
    return { id: assignment.id, status: "reviewed" };
  });
}
