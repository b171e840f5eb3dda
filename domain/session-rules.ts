/**
 * The rules for a session a therapist (or an admin) puts on the calendar (spec 001 §5, §9): a
 * client and a time are required, it starts at 9:00 or later and ends by 18:00 in the practice's
 * time zone, it does not overlap another session, and it leaves at least 15 minutes before and
 * after the sessions around it. The dialog runs these as the therapist types; the server runs
 * them again against the database, whose exclusion constraint has the last word on overlaps.
 */
import type { SessionKind } from "./enums";
import { overlaps } from "./slots";
import { dayInZone, MINUTE_MS, wallClock, zonedTimeToUtc } from "./zone-time";

/** Spec 001 §9: the working window in the practice's zone, and the least gap between sessions. */
export const WORKING_DAY_START_HOUR = 9;
export const WORKING_DAY_END_HOUR = 18;
export const MIN_GAP_MINUTES = 15;
/** Spec 001 §9: the form's defaults. */
export const DEFAULT_SESSION_MINUTES = 60;
export const DEFAULT_SESSION_KIND = "individual_therapy" satisfies SessionKind;
/** What the database accepts (sessions_duration_check). */
export const SESSION_MINUTES_MIN = 15;
export const SESSION_MINUTES_MAX = 240;

/** The kinds the therapist's form offers (spec 001 §3), in its order. */
export const THERAPIST_SESSION_KINDS = [
  "individual_therapy",
  "couples_therapy",
  "therapeutic_yoga",
] as const satisfies readonly SessionKind[];
export type TherapistSessionKind = (typeof THERAPIST_SESSION_KINDS)[number];

export const SESSION_RULE_TEXT = {
  missing: { title: "Missing information", description: "Please fill in all required fields" },
  tooEarly: "Sessions cannot start before 9:00 AM",
  tooLate: "Sessions must end by 18:00 PM",
  conflict: (client: string) => `This time conflicts with an existing session for ${client}.`,
  tooClose: (client: string) =>
    `This session is too close to an existing session with ${client}. Please allow at least 15 minutes between sessions.`,
  duration: `Sessions last from ${SESSION_MINUTES_MIN} to ${SESSION_MINUTES_MAX} minutes.`,
  created: { title: "Session created successfully", description: "No scheduling conflicts detected" },
  createFailed: "Error creating session",
  updated: "Session updated successfully",
  updateFailed: "Error updating session",
} as const;

/** A session already on a calendar the new one must fit around. */
export interface BookedSession {
  start: Date;
  end: Date;
  /** The client's name, for the message. */
  clientName: string;
}

export type SessionRuleProblem =
  | { kind: "missing" }
  | { kind: "duration" }
  | { kind: "too_early" }
  | { kind: "too_late" }
  | { kind: "conflict"; with: BookedSession }
  | { kind: "too_close"; with: BookedSession };

/**
 * The first rule a proposed session breaks, or null. `existing` holds the sessions it must fit
 * around (not cancelled): the therapist's whole calendar and the client's sessions with anyone.
 * The window is the practice's working day (9:00 to 18:00 in `timeZone`) of the day it starts.
 */
export function sessionRuleProblem(input: {
  clientChosen: boolean;
  start: Date | null;
  durationMinutes: number;
  timeZone: string;
  existing: readonly BookedSession[];
}): SessionRuleProblem | null {
  const { start, durationMinutes, timeZone, existing } = input;
  if (!input.clientChosen || !start || Number.isNaN(start.getTime())) return { kind: "missing" };
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < SESSION_MINUTES_MIN ||
    durationMinutes > SESSION_MINUTES_MAX
  ) {
    return { kind: "duration" };
  }
  const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
  const day = dayInZone(start, timeZone);
  if (wallClock(start, timeZone).hour < WORKING_DAY_START_HOUR) return { kind: "too_early" };
  if (end.getTime() > zonedTimeToUtc(day, `${WORKING_DAY_END_HOUR}:00`, timeZone).getTime()) {
    return { kind: "too_late" };
  }
  const proposed = { start, end };
  const clash = existing.find((session) => overlaps(proposed, session));
  if (clash) return { kind: "conflict", with: clash };
  const gap = MIN_GAP_MINUTES * MINUTE_MS;
  const widened = { start: new Date(start.getTime() - gap), end: new Date(end.getTime() + gap) };
  const near = existing.find((session) => overlaps(widened, session));
  if (near) return { kind: "too_close", with: near };
  return null;
}

/** The words of a problem, as the dialog and the server's refusal say them. */
export function sessionRuleMessage(problem: SessionRuleProblem): string {
  switch (problem.kind) {
    case "missing":
      return SESSION_RULE_TEXT.missing.description;
    case "duration":
      return SESSION_RULE_TEXT.duration;
    case "too_early":
      return SESSION_RULE_TEXT.tooEarly;
    case "too_late":
      return SESSION_RULE_TEXT.tooLate;
    case "conflict":
      return SESSION_RULE_TEXT.conflict(problem.with.clientName);
    case "too_close":
      return SESSION_RULE_TEXT.tooClose(problem.with.clientName);
  }
}
