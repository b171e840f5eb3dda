import type { SessionKind, SessionStatus } from "@domain/enums";
import { meetsInPerson } from "@domain/session-changes";
import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { sql } from "drizzle-orm";
import { listStaffHomework, type StaffHomework } from "./list-staff-homework";
import { assertClientInScope, CLIENT_NOT_FOUND, staffScope, therapistCondition } from "./staff-scope";

/** How many of her sessions with the client the overview shows, newest first. */
const SESSIONS_SHOWN = 20;

export interface ClientOverview {
  client: { id: string; firstName: string; lastName: string; email: string; phone: string | null; bio: string | null };
  sessions: {
    id: string;
    start: Date;
    end: Date;
    durationMinutes: number;
    sessionType: SessionKind;
    status: SessionStatus;
    /** Met in person (at the practice) rather than online at its join page. */
    inPerson: boolean;
  }[];
  homework: StaffHomework[];
}

/**
 * One client in one place (spec 001 §2: opening a client): who she is, her sessions with this
 * therapist (an admin: with anyone), newest first, and the homework set for her. Someone who is
 * not the therapist's client is not_found, as if she did not exist. Each opening is audited
 * ('client_record.viewed'): her record holds health data, special personal data under Ghana's
 * Data Protection Act, so the practice can say who looked at it and when (one insert, beside
 * the reads).
 */
export async function getClientOverview(db: Executor, viewer: Viewer, clientId: unknown): Promise<ClientOverview> {
  const scope = staffScope(viewer);
  const id = await assertClientInScope(db, scope, clientId);
  const [profiles, sessions, homework] = await Promise.all([
    queryRows<ClientOverview["client"]>(
      db,
      sql`select id, first_name as "firstName", last_name as "lastName", email, phone, bio from profiles where id = ${id}`,
    ),
    queryRows<{
      id: string;
      start: Date | string;
      end: Date | string;
      durationMinutes: number;
      sessionType: string;
      status: string;
      meetingLink: string | null;
      bookedDelivery: string | null;
      serviceDelivery: string | null;
    }>(
      db,
      sql`select s.id, s.starts_at as start, s.ends_at as "end", s.duration_minutes as "durationMinutes", s.session_type as "sessionType",
          s.status, s.meeting_link as "meetingLink",
          (select b.session_type from bookings b where b.session_id = s.id) as "bookedDelivery",
          (select svc.delivery from services svc where svc.id = s.service_id) as "serviceDelivery"
        from sessions s where s.client_id = ${id} and ${therapistCondition(scope)}
        order by s.starts_at desc limit ${SESSIONS_SHOWN}`,
    ),
    listStaffHomework(db, viewer, { client: id }),
    recordAudit(db, {
      action: "client_record.viewed",
      userId: viewer.userId,
      tableName: "profiles",
      recordId: id,
      clientId: id,
    }),
  ]);
  const client = profiles[0];
  if (!client) throw new AppError("not_found", CLIENT_NOT_FOUND);
  return {
    client,
    sessions: sessions.map((s) => ({
      id: s.id,
      start: new Date(s.start),
      end: new Date(s.end),
      durationMinutes: s.durationMinutes,
      sessionType: s.sessionType as SessionKind,
      status: s.status as SessionStatus,
      inPerson: meetsInPerson(s),
    })),
    homework: homework.items,
  };
}
