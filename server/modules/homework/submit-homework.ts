import { HOMEWORK_RESPONSE_MAX, HOMEWORK_TEXT, isPendingHomework } from "@domain/homework";
import type { Database, Executor } from "@server/db/client";
import { homeworkAssignments, profiles } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { createNotification, enqueueWantedEmail } from "@server/modules/notifications";
import { publishLive } from "@server/realtime/live-updates";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { lockOwnAssignment } from "./lock-own-assignment";

const schema = z.object({
  // Any malformed id is simply not one of the viewer's assignments.
  assignmentId: z.string({ error: HOMEWORK_TEXT.notFound }).trim().min(1, HOMEWORK_TEXT.notFound),
  response: z
    .string({ error: HOMEWORK_TEXT.responseRequired })
    .trim()
    .min(1, HOMEWORK_TEXT.responseRequired)
    .max(HOMEWORK_RESPONSE_MAX, HOMEWORK_TEXT.responseTooLong),
});

export interface SubmittedHomework {
  id: string;
  status: "completed";
  submittedAt: Date;
}

/**
 * The therapist hears of it at once: a notification, the live 'Homework Submitted!' on her open
 * dashboard, and an e-mail unless she turned those off.
 */
async function tellTherapist(
  tx: Executor,
  viewer: Viewer,
  assignment: { id: string; therapistId: string; title: string },
) {
  const client = `${viewer.firstName} ${viewer.lastName}`.trim();
  const link = "/therapist-dashboard/homework";
  await createNotification(
    tx,
    {
      userId: assignment.therapistId,
      title: HOMEWORK_TEXT.submittedToast,
      message: `${client} submitted "${assignment.title}".`,
      link,
    },
    ["homework", "homework-submitted"],
  );
  const [therapist] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, assignment.therapistId));
  if (!therapist) return;
  await enqueueWantedEmail(tx, assignment.therapistId, "emailHomeworkSubmitted", {
    to: therapist.email,
    subject: `${client} submitted homework`,
    text: [
      `Hello ${therapist.firstName},`,
      "",
      `${client} submitted "${assignment.title}". Read the response and mark it reviewed in your dashboard:`,
      `${publicUrl()}${link}`,
    ].join("\n"),
  });
}

/**
 * The client answers an assignment (spec 001 §4, §7): it becomes completed with the response,
 * and is read-only from then on. Only the assignment's own client may submit, once: someone
 * else's id is the same 404 as an unknown one, and a second submit is a conflict. The therapist's
 * and the client's open pages reload when it commits.
 */
export async function submitHomework(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<SubmittedHomework> {
  const input = parseInput(schema, raw);
  if (!isUuid(input.assignmentId)) throw new AppError("not_found", HOMEWORK_TEXT.notFound);
  return db.transaction(async (tx) => {
    const assignment = await lockOwnAssignment(tx, input.assignmentId, { userId: viewer.userId, side: "client" });
    if (!isPendingHomework(assignment.status)) throw new AppError("conflict", HOMEWORK_TEXT.alreadySubmitted);

    await tx
      .update(homeworkAssignments)
      .set({ status: "completed", clientResponse: input.response, submittedAt: now, updatedAt: now })
      .where(eq(homeworkAssignments.id, assignment.id));
    await recordAudit(tx, {
      action: "homework.submitted",
      userId: viewer.userId,
      tableName: "homework_assignments",
      recordId: assignment.id,
      details: { previousStatus: assignment.status, responseLength: input.response.length },
    });
    await publishLive(tx, [viewer.userId], "homework");
    await tellTherapist(tx, viewer, assignment);
    return { id: assignment.id, status: "completed", submittedAt: now };
  });
}
