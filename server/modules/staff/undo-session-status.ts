import { STATUS_REFUSAL_MESSAGE, undoRefusal } from "@domain/session-status";
import type { Database } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { restoreRequestedStatus, type StatusRestored } from "./restore-session-status";

/**
 * Undo, from the toast of a change: the viewer takes back her own last change to the session
 * within UNDO_WINDOW_SECONDS, and the session has the status it had before (a cancellation is
 * put back as Revert puts it back, with its time still free). Audited as session.status_undone.
 */
export async function undoSessionStatus(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<StatusRestored> {
  return restoreRequestedStatus(
    db,
    viewer,
    raw,
    "undo",
    (facts) => {
      const refusal = undoRefusal(facts, viewer.userId, now);
      if (refusal || !facts.lastChange)
        throw new AppError("conflict", STATUS_REFUSAL_MESSAGE[refusal ?? "nothing_to_undo"]);
      return facts.lastChange.from;
    },
    now,
  );
}
