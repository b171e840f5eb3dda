import type { HomeworkStatus } from "@domain/enums";
import { homeworkCompletionPercent, isSubmittedHomework } from "@domain/homework";
import { formatLongDate } from "@domain/long-date";
import { sessionWhen } from "@domain/session-time";
import type { MyHomework } from "@server/modules/homework";

/** One assignment as the homework tab shows it: every date already written in the client's zone. */
export interface HomeworkCardView {
  id: string;
  title: string;
  description: string | null;
  status: HomeworkStatus;
  setOn: string;
  dueOn: string | null;
  therapistName: string;
  /** Completed and reviewed ones are read-only and show the response (spec 001 §4). */
  submitted: boolean;
  /** The response so far: the submitted one, or a draft the therapist's side left in progress. */
  response: string | null;
  submittedWhen: string | null;
  reviewedOn: string | null;
}

export interface HomeworkTabView {
  items: HomeworkCardView[];
  pendingCount: number;
  totalCount: number;
  completionPercent: number;
  /** The `?show=` of the "Show more" link, when there is more. */
  showMore: number | null;
}

type HomeworkRow = MyHomework;

/** A due date is a calendar day, not an instant: written as it is, whatever the zone. */
const calendarDay = (day: string) => formatLongDate(new Date(`${day}T12:00:00Z`), "UTC");

export function toHomeworkTabView(
  page: { items: HomeworkRow[]; hasMore: boolean; pendingCount: number; totalCount: number },
  timeZone: string,
  pageSize: number,
): HomeworkTabView {
  return {
    items: page.items.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.status,
      setOn: formatLongDate(row.createdAt, timeZone),
      dueOn: row.dueDate ? calendarDay(row.dueDate) : null,
      therapistName: row.therapistName,
      submitted: isSubmittedHomework(row.status),
      response: row.response,
      submittedWhen: row.submittedAt ? sessionWhen(row.submittedAt, timeZone).text : null,
      reviewedOn: row.reviewedAt ? formatLongDate(row.reviewedAt, timeZone) : null,
    })),
    pendingCount: page.pendingCount,
    totalCount: page.totalCount,
    completionPercent: homeworkCompletionPercent({ pending: page.pendingCount, total: page.totalCount }),
    showMore: page.hasMore ? page.items.length + pageSize : null,
  };
}
