import { SESSION_NOT_FOUND } from "@domain/session-changes";
import { revertRefusal, STATUS_REFUSAL_MESSAGE } from "@domain/session-status";
import type { Database } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { z } from "zod";
import { type RestoreDecision, restoreSessionStatus, type StatusRestored } from "./restore-session-status";

const schema = z.object({ sessionId: z.string().trim().min(1, SESSION_NOT_FOUND) });

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
  const input = parseInput(schema, raw);
  return restoreSessionStatus(db, viewer, input.sessionId, "revert", revertToScheduled(now), now);
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
