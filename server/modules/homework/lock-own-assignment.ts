import { HOMEWORK_TEXT } from "@domain/homework";
import type { Executor } from "@server/db/client";
import { homeworkAssignments } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { and, eq } from "drizzle-orm";

/**
 * One of the viewer's own assignments, locked (FOR UPDATE) while its status changes: as its
 * client (submitting) or as the therapist who set it (reviewing). Anyone else's is the same 404
 * as an unknown id, so ids cannot be probed.
 */
export async function lockOwnAssignment(
  tx: Executor,
  assignmentId: string,
  viewer: { userId: string; side: "client" | "therapist" },
) {
  const owner = viewer.side === "client" ? homeworkAssignments.clientId : homeworkAssignments.therapistId;
  const [assignment] = await tx
    .select({
      id: homeworkAssignments.id,
      status: homeworkAssignments.status,
      clientId: homeworkAssignments.clientId,
      therapistId: homeworkAssignments.therapistId,
      title: homeworkAssignments.title,
    })
    .from(homeworkAssignments)
    .where(and(eq(homeworkAssignments.id, assignmentId), eq(owner, viewer.userId)))
    .for("update");
  if (!assignment) throw new AppError("not_found", HOMEWORK_TEXT.notFound);
  return assignment;
}
