import { meetsInPerson } from "@domain/session-changes";
import { sessionPlace, sessionPlaceLines } from "@domain/session-place";
import {
  DEFAULT_SESSION_KIND,
  DEFAULT_SESSION_MINUTES,
  SESSION_RULE_TEXT,
  sessionRuleMessage,
  sessionRuleProblem,
  THERAPIST_SESSION_KINDS,
} from "@domain/session-rules";
import { SESSION_KIND_LABEL, sessionWhen } from "@domain/session-time";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { usableZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { profiles, sessions, userRoles } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { instantSchema, parseInput } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { enqueueEmail, sessionInvitation } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import { joinUrl } from "@server/modules/video";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { sessionsAround } from "./sessions-around";
import { assertClientInScope, type StaffScope, staffScope } from "./staff-scope";

const MISSING = SESSION_RULE_TEXT.missing.description;
export const CHOOSE_THERAPIST = "Choose the therapist the session is with.";
export const MEETING_LINK_INVALID = "Enter the meeting link as a web address starting with https://";

const schema = z.object({
  clientId: z.string({ error: MISSING }).trim().min(1, MISSING),
  start: instantSchema(MISSING),
  durationMinutes: z.coerce.number({ error: SESSION_RULE_TEXT.duration }).default(DEFAULT_SESSION_MINUTES),
  sessionType: z.enum(THERAPIST_SESSION_KINDS).default(DEFAULT_SESSION_KIND),
  meetingLink: z
    .string()
    .trim()
    .max(500, MEETING_LINK_INVALID)
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), MEETING_LINK_INVALID),
  therapistId: z.string().trim().optional(),
});

export interface CreatedStaffSession {
  id: string;
  start: string;
  /** When, in the viewer's zone, for the toast. */
  when: string;
}

/**
 * A therapist puts a session with one of her clients on her calendar (spec 001 §2, §5); an
 * admin does so for any client with any therapist. The rules of domain/session-rules.ts are
 * checked against the therapist's whole calendar and the client's sessions with anyone, under a
 * lock on both people, so two sessions created at once are checked one after the other; the
 * database's no-overlap constraint stays the last word. The client is notified and e-mailed the
 * invitation; the therapist is notified when an admin made it.
 */
export async function createStaffSession(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<CreatedStaffSession> {
  const input = parseInput(schema, raw);
  const scope = staffScope(viewer);
  const therapistId = await therapistFor(db, scope, input.therapistId);
  const durationMinutes = input.durationMinutes;
  try {
    return await db.transaction(async (tx) => {
      // A therapist books her own clients; an admin any client, with any therapist.
      const clientId = await assertClientInScope(tx, scope, input.clientId);
      await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [therapistId, clientId]))
        .orderBy(profiles.id)
        .for("update");
      const existing = await sessionsAround(tx, {
        therapistId,
        clientId,
        start: input.start,
        minutes: durationMinutes,
      });
      const problem = sessionRuleProblem({
        clientChosen: true,
        start: input.start,
        durationMinutes,
        timeZone: PRACTICE_TIME_ZONE,
        existing,
      });
      if (problem) {
        const message = sessionRuleMessage(problem);
        const field = problem.kind === "duration" ? "durationMinutes" : "start";
        throw new AppError(problem.kind === "conflict" ? "conflict" : "bad_request", message, { [field]: message });
      }
      const end = new Date(input.start.getTime() + durationMinutes * 60_000);
      const [session] = await tx
        .insert(sessions)
        .values({
          clientId,
          therapistId,
          startsAt: input.start,
          bookedAt: now,
          endsAt: end,
          durationMinutes,
          sessionType: input.sessionType,
          status: "scheduled",
          meetingLink: input.meetingLink,
          createdBy: viewer.userId,
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error("session insert returned no row");
      await enqueueCalendarPush(tx, session.id);
      await announceNewSession(
        tx,
        viewer,
        {
          id: session.id,
          clientId,
          therapistId,
          start: input.start,
          end,
          inPerson: meetsInPerson({
            bookedDelivery: null,
            serviceDelivery: null,
            meetingLink: input.meetingLink ?? null,
            sessionType: input.sessionType,
          }),
        },
        input.sessionType,
        now,
      );
      await recordAudit(tx, {
        action: "session.created_by_staff",
        userId: viewer.userId,
        tableName: "sessions",
        recordId: session.id,
        details: { clientId, therapistId, start: input.start.toISOString(), durationMinutes, type: input.sessionType },
      });
      return {
        id: session.id,
        start: input.start.toISOString(),
        when: sessionWhen(input.start, usableZone(viewer.timezone)).text,
      };
    });
  } catch (err) {
    if (pgErrorCode(err) !== PG.exclusionViolation) throw err;
    // Another session took the time between the check and the insert.
    const message = SESSION_RULE_TEXT.conflict("another client");
    throw new AppError("conflict", message, { start: message });
  }
}

/** The therapist the session is with: herself, or for an admin the therapist she chose. */
async function therapistFor(db: Executor, scope: StaffScope, chosen: string | undefined): Promise<string> {
  if (scope.role === "therapist") return scope.therapistId;
  if (!isUuid(chosen)) throw new AppError("bad_request", CHOOSE_THERAPIST, { therapistId: CHOOSE_THERAPIST });
  const [row] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, chosen), eq(userRoles.role, "therapist")));
  if (!row) throw new AppError("bad_request", CHOOSE_THERAPIST, { therapistId: CHOOSE_THERAPIST });
  return row.id;
}

async function announceNewSession(
  tx: Executor,
  viewer: Viewer,
  session: { id: string; clientId: string; therapistId: string; start: Date; end: Date; inPerson: boolean },
  kind: keyof typeof SESSION_KIND_LABEL,
  now: Date,
) {
  const [client] = await tx
    .select({ firstName: profiles.firstName, email: profiles.email, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, session.clientId));
  if (!client) return;
  const title = SESSION_KIND_LABEL[kind];
  const when = sessionWhen(session.start, usableZone(client.timezone)).text;
  const message = `Your ${title} session on ${when} has been scheduled.`;
  const place = sessionPlace(session.inPerson, joinUrl(session.id), practiceConfig());
  await createNotification(
    tx,
    { userId: session.clientId, title: "Session scheduled", message, link: "/client-portal" },
    ["sessions"],
  );
  if (viewer.userId !== session.therapistId) {
    await createNotification(
      tx,
      {
        userId: session.therapistId,
        title: "Session scheduled",
        message: `A ${title} session with ${client.firstName} was added to your calendar for ${when}.`,
        link: "/therapist-dashboard/sessions",
      },
      ["sessions"],
    );
  }
  await enqueueEmail(tx, {
    to: client.email,
    subject: `Your session is scheduled: ${when}`,
    text: [
      `Hello ${client.firstName},`,
      "",
      message,
      ...sessionPlaceLines(place),
      "The attached invitation adds it to your calendar.",
      "",
      practiceConfig().legalName,
    ].join("\n"),
    attachments: [
      sessionInvitation({ id: `session-${session.id}`, start: session.start, end: session.end, title, place }, now),
    ],
  });
}
