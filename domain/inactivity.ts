import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from "./timing";

/** Spec 001 §9: the events that count as activity and reset the timers. */
export const ACTIVITY_EVENTS = ["mousedown", "keydown", "scroll", "touchstart", "click"] as const;

/** last_activity is written at most this often, so typing does not write on every key. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export type InactivityPhase = "active" | "warning" | "expired";

/** Where a signed-in person stands after `idleMs` without activity: warned at 55 min, out at 60. */
export function inactivityPhase(idleMs: number): InactivityPhase {
  if (idleMs >= INACTIVITY_TIMEOUT_MS) return "expired";
  if (idleMs >= INACTIVITY_WARNING_MS) return "warning";
  return "active";
}

/** Milliseconds from the last activity until the next change of phase (warning, then expiry). */
export function nextPhaseInMs(idleMs: number): number | null {
  if (idleMs < INACTIVITY_WARNING_MS) return INACTIVITY_WARNING_MS - idleMs;
  if (idleMs < INACTIVITY_TIMEOUT_MS) return INACTIVITY_TIMEOUT_MS - idleMs;
  return null;
}

/** Whether activity at `now` should be written, given the last write. */
export function shouldRecordActivity(lastWrittenAt: number | null, now: number): boolean {
  return lastWrittenAt === null || now - lastWrittenAt >= ACTIVITY_WRITE_INTERVAL_MS;
}

/** The server's rule: a session whose last activity is an hour old is over. */
export function isSessionIdleExpired(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() >= INACTIVITY_TIMEOUT_MS;
}
