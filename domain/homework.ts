import type { HomeworkStatus } from "./enums";

/** Statuses the client still has to act on: counted as pending (spec 001 §7). */
export const PENDING_HOMEWORK_STATUSES = ["assigned", "in_progress"] as const satisfies readonly HomeworkStatus[];

export function isPendingHomework(status: string): boolean {
  return (PENDING_HOMEWORK_STATUSES as readonly string[]).includes(status);
}

/** Completed and reviewed assignments are read-only for the client and show the response (spec 001 §4). */
export function isSubmittedHomework(status: string): boolean {
  return status === "completed" || status === "reviewed";
}

/** The smoothing constant of spec 001 §9's completion rule. */
const COMPLETION_SMOOTHING = 10;

/**
 * Spec 001 §9: "1 minus pending over (pending plus 10)", as a whole percentage. Nothing pending
 * is 100%; each pending assignment lowers it less than the one before (10 pending is 50%).
 */
export function homeworkCompletionPercent(pending: number): number {
  if (!Number.isSafeInteger(pending) || pending < 0) {
    throw new RangeError(`pending must be a whole number of assignments, got ${pending}`);
  }
  return Math.round(100 * (1 - pending / (pending + COMPLETION_SMOOTHING)));
}

/** Long enough for a week's diary, short enough to keep one row reasonable. */
export const HOMEWORK_RESPONSE_MAX = 10_000;

/** Homework texts of spec 001 §4 and §8, kept verbatim, with the server's refusals beside them. */
export const HOMEWORK_TEXT = {
  submitted: "Homework submitted successfully",
  /** Spec 001 §4: the therapist's live toast when a client submits. */
  submittedToast: "Homework Submitted!",
  assigned: "Homework assigned successfully",
  assignError: "Error creating homework",
  reviewed: "Homework marked as reviewed",
  submitError: "Error submitting homework",
  loadError: "Error loading homework",
  reviewedBadge: "Reviewed by Therapist",
  responseRequired: "Please write your response before submitting.",
  responseTooLong: `Please keep your response under ${HOMEWORK_RESPONSE_MAX.toLocaleString("en-GB")} characters.`,
  notFound: "This homework could not be found.",
  alreadySubmitted: "You have already submitted this homework. It can no longer be changed.",
} as const;

export const HOMEWORK_STATUS_LABEL: Readonly<Record<HomeworkStatus, string>> = {
  assigned: "Assigned",
  in_progress: "In progress",
  completed: "Completed",
  reviewed: "Reviewed",
};
