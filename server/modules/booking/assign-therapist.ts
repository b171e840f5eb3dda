import { NO_THERAPIST } from "@domain/booking-messages";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { profiles, sessions, userRoles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { practiceConfig } from "@server/lib/practice";
import { and, asc, desc, eq, ne } from "drizzle-orm";

/** Every booking and every slot list asks this first. */
const latestTherapist = preparedQuery("latest_therapist", (db) =>
  db
    .select({ therapistId: sessions.therapistId })
    .from(sessions)
    .innerJoin(userRoles, and(eq(userRoles.userId, sessions.therapistId), eq(userRoles.role, "therapist")))
    .where(and(eq(sessions.clientId, param("clientId")), ne(sessions.status, "cancelled")))
    .orderBy(desc(sessions.startsAt))
    .limit(1),
);

/**
 * Who a client's booking goes to (DESIGN §4): the therapist of their latest session, else the
 * practice director, else (a practice without a configured director) the longest-serving
 * approved therapist. A visitor who has not signed in yet (`clientId` null) is a new client.
 */
export async function assignTherapist(db: Executor, clientId: string | null): Promise<string> {
  if (clientId) {
    const [previous] = await latestTherapist(db).execute({ clientId });
    if (previous) return previous.therapistId;
  }

  const therapists = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, "therapist")))
    .where(clientId ? ne(profiles.id, clientId) : undefined)
    .orderBy(asc(profiles.createdAt));
  const director = practiceConfig().directorEmail.toLowerCase();
  const chosen = therapists.find((t) => t.email.toLowerCase() === director) ?? therapists[0];
  if (!chosen) throw new AppError("unavailable", NO_THERAPIST);
  return chosen.id;
}
