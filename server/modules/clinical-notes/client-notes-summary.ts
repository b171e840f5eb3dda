import { type Executor, queryRows } from "@server/db/client";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { notesNotForClients } from "./note-session";

/**
 * What a client's data export says of her therapists' notes: how many signed notes the practice
 * keeps about her sessions and how to ask for them, never their text. Process notes are the
 * therapists' own and are neither counted nor exported. Always the viewer's own record.
 */
export async function clientNotesSummary(
  db: Executor,
  viewer: Viewer,
): Promise<{ count: number; howToRequest: string }> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from session_notes where client_id = ${viewer.userId} and status = 'signed'`,
  );
  return { count: row?.count ?? 0, howToRequest: notesNotForClients() };
}

export type NoteState = "none" | "draft" | "signed";

/**
 * The state of the notes of sessions among `sessionIds` (a sessions list): whether each has none,
 * a draft or a signed note, and when it was signed. A therapist: her own sessions only; an
 * administrator: any (that a note exists and when it was signed is hers to see, never its text).
 * Anyone else gets nothing.
 */
export async function noteStatesOf(
  db: Executor,
  viewer: Viewer,
  sessionIds: readonly string[],
): Promise<Record<string, { state: NoteState; signedAt: Date | null }>> {
  const ids = sessionIds.filter(isUuid);
  if ((viewer.role !== "therapist" && viewer.role !== "admin") || ids.length === 0) return {};
  const mine = viewer.role === "therapist" ? sql`s.therapist_id = ${viewer.userId}` : sql`true`;
  const rows = await queryRows<{ id: string; status: "draft" | "signed" | null; signedAt: Date | string | null }>(
    db,
    sql`select s.id, n.status, n.signed_at as "signedAt"
      from sessions s left join session_notes n on n.session_id = s.id
      where ${mine} and s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return Object.fromEntries(
    rows.map((r) => [r.id, { state: r.status ?? "none", signedAt: r.signedAt === null ? null : new Date(r.signedAt) }]),
  );
}
