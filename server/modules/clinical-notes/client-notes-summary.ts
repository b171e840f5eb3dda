import { type Executor, queryRows } from "@server/db/client";
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
