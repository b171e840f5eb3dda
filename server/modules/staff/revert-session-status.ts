import { revertRefusal, STATUS_REFUSAL_MESSAGE } from "@domain/session-status";
import type { Database } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { type RestoreDecision, restoreRequestedStatus, type StatusRestored } from "./restore-session-status";

/**
 * Revert: the therapist (or an admin) puts a session back to Scheduled, some days after its
 * status was set (domain/session-status.ts says when; a cancellation also needs its time still
 * free and its plan session or coupon unspent). Audited as session.status_reverted.
 */
export async function revertSessionStatus(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<StatusRestored> {
  return restoreRequestedStatus(db, viewer, raw, "revert", revertToScheduled(now), now);
}

/**
 * Revert's decision. `scheduledIsNoChange`: the dropdown's Scheduled on a session already
 * scheduled changes nothing (rather than being refused).
 */
export function revertToScheduled(now: Date, options: { scheduledIsNoChange?: boolean } = {}): RestoreDecision {
  return (facts) => {
    if (facts.status === "scheduled" && options.scheduledIsNoChange) return null;
    const refusal = revertRefusal(facts, now);
    if (refusal) throw new AppError("conflict", STATUS_REFUSAL_MESSAGE[refusal]);
    return "scheduled";
  };
}
