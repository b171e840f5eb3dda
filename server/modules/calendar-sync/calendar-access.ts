import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";

export const SIGN_IN_TO_CONNECT = "Please sign in to connect your calendar";
export const CONNECT_FAILED = "Failed to connect to Google Calendar";
export const STAFF_ONLY = "Only therapists and administrators can connect a calendar.";

/** Calendars belong to staff: a therapist (or admin) acts on her own connection only; clients get nothing. */
export function requireCalendarOwner(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError("unauthenticated", SIGN_IN_TO_CONNECT);
  if (viewer.role !== "therapist" && viewer.role !== "admin") throw new AppError("forbidden", STAFF_ONLY);
  return viewer;
}
