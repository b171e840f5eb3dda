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

/**
 * How much of her homework a client has done, as a whole percentage: the submitted (completed or
 * reviewed) share of everything assigned to her. Spec 001 §9's "1 minus pending over (pending plus
 * 10)" read 83% with 2 of 4 still open; the practice counts what is done (nothing assigned: 100%).
 */
export function homeworkCompletionPercent(counts: { pending: number; total: number }): number {
  const { pending, total } = counts;
  if (!Number.isSafeInteger(pending) || !Number.isSafeInteger(total) || pending < 0 || total < pending) {
    throw new RangeError(`pending and total must be whole numbers with pending <= total, got ${pending} of ${total}`);
  }
  if (total === 0) return 100;
  return Math.floor((100 * (total - pending)) / total);
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
