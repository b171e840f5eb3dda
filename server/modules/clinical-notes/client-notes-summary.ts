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
 * The state of the notes of the viewer's own sessions among `sessionIds` (a therapist's sessions
 * list): whether each has none, a draft or a signed note. Other therapists' sessions, and any
 * viewer but a therapist, get nothing. States only, never text.
 */
export async function noteStatesOf(
  db: Executor,
  viewer: Viewer,
  sessionIds: readonly string[],
): Promise<Record<string, NoteState>> {
  const ids = sessionIds.filter(isUuid);
  if (viewer.role !== "therapist" || ids.length === 0) return {};
  const rows = await queryRows<{ id: string; status: "draft" | "signed" | null }>(
    db,
    sql`select s.id, n.status from sessions s left join session_notes n on n.session_id = s.id
      where s.therapist_id = ${viewer.userId} and s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.status ?? "none"]));
}
