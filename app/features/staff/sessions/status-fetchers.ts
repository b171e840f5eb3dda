import { SESSION_RULE_TEXT } from "@domain/session-rules";
import { STATUS_TEXT, UNDO_TOAST_SECONDS } from "@domain/session-status";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useFetcherToast } from "~/components/fetcher-toast";
import { showToast } from "~/components/toasts";

/** The dropdown (and its cancel dialog) submit through this fetcher; the tab says how it went. */
export const STATUS_FETCHER = "session-status";
/** Undo, from a change's toast. */
export const UNDO_FETCHER = "session-status-undo";
/** Revert, from the Recent changes list. */
export const REVERT_FETCHER = "session-status-revert";

/** What the sessions action answers a status change (app/features/staff/sessions/sessions-page.server.ts). */
export type StatusAnswer =
  | { ok: true; intent?: string; sessionId?: string; undoable?: boolean }
  | { ok: false; error: string; fields?: Record<string, string> };

/**
 * The toasts of the tab's status changes, shown by the tab (the row that submitted may be gone
 * by the time the answer arrives): 'Session updated successfully' with Undo for its life, or
 * 'Error updating session' with the server's reason; then 'Change undone' and 'Session back to
 * Scheduled', or why not.
 */
export function useStatusToasts(action: string) {
  const change = useFetcher<StatusAnswer>({ key: STATUS_FETCHER });
  const undo = useFetcher<StatusAnswer>({ key: UNDO_FETCHER });
  const answer = change.state === "idle" ? change.data : undefined;
  // An answer already there when the page mounts is an old one.
  const seen = useRef(answer);
  const submitUndo = undo.submit;
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (!answer.ok) {
      showToast((toast) => toast.error(SESSION_RULE_TEXT.updateFailed, { description: answer.error }));
      return;
    }
    const sessionId = answer.undoable ? answer.sessionId : undefined;
    showToast((toast) =>
      toast.success(SESSION_RULE_TEXT.updated, {
        duration: UNDO_TOAST_SECONDS * 1000,
        action: sessionId
          ? {
              label: STATUS_TEXT.undo,
              onClick: () => void submitUndo({ intent: "undo-status", sessionId }, { method: "post", action }),
            }
          : undefined,
      }),
    );
  }, [answer, action, submitUndo]);
  useFetcherToast(UNDO_FETCHER, { success: STATUS_TEXT.undone, failed: STATUS_TEXT.undoFailed });
  useFetcherToast(REVERT_FETCHER, { success: STATUS_TEXT.reverted, failed: STATUS_TEXT.revertFailed });
}
