import { isCalendarDay } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { homeworkAssignments, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { createNotification } from "@server/modules/notifications";
import { publishLive } from "@server/realtime/live-updates";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { CLIENT_HOMEWORK_LINK, THERAPISTS_ONLY } from "./homework-rules";

export const NOT_YOUR_CLIENT = "This person is not one of your clients.";

const schema = z.object({
  clientId: z.string({ error: NOT_YOUR_CLIENT }).trim().refine(isUuid, NOT_YOUR_CLIENT),
  title: z
    .string({ error: "Please give the homework a title." })
    .trim()
    .min(1, "Please give the homework a title.")
    .max(200),
  description: z
    .string()
    .trim()
    .max(5000, "Please keep the description under 5,000 characters.")
    .optional()
    .transform((v) => v || null),
  dueDate: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isCalendarDay(v), "Please choose a valid due date.")
    .transform((v) => v || null),
});

/**
 * A therapist sets homework for one of their clients (someone they have a session with, as
 * spec 001 §6 defines a therapist's clients). The client is notified and both portals reload.
 */
export async function assignHomework(db: Database, viewer: Viewer, raw: unknown): Promise<{ id: string }> {
  if (viewer.role !== "therapist") throw new AppError("forbidden", THERAPISTS_ONLY);
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const [relation] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.clientId, input.clientId), eq(sessions.therapistId, viewer.userId)))
      .limit(1);
    if (!relation) throw new AppError("not_found", NOT_YOUR_CLIENT);
    const [created] = await tx
      .insert(homeworkAssignments)
      .values({ ...input, therapistId: viewer.userId, status: "assigned" })
      .returning({ id: homeworkAssignments.id });
    if (!created) throw new Error("homework insert returned no row");
    await recordAudit(tx, {
      action: "homework.assigned",
      userId: viewer.userId,
      tableName: "homework_assignments",
      recordId: created.id,
      details: { clientId: input.clientId, dueDate: input.dueDate },
    });
    await createNotification(
      tx,
      {
        userId: input.clientId,
        title: "New homework",
        message: `${viewer.firstName} set you "${input.title}".`,
        link: CLIENT_HOMEWORK_LINK,
      },
      ["homework"],
    );
    await publishLive(tx, [viewer.userId], "homework");
    return created;
  });
}
