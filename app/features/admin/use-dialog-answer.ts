import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";

/**
 * A page action's answer: done (or, with a `notice`, accepted but not yet done: a refund Paystack
 * has not answered), or refused with the server's reason (and field messages).
 */
export type DialogAnswer =
  | { ok: true; notice?: { title: string; description: string } }
  | { ok: false; error: string; fields?: Record<string, string> };

/**
 * A dialog's fetcher, and what happens once its answer is in: the success toast and `onDone`, or
 * the failure toast with the server's reason (spec 001 §8: 'Failed to approve application' ...).
 * The dialogs stay mounted while their row may vanish from the reloaded list, so this always runs.
 */
export function useDialogAnswer(
  texts: { success: string; failed: string },
  onDone: () => void,
  onFailed?: (answer: Extract<DialogAnswer, { ok: false }>) => void,
) {
  const fetcher = useFetcher<DialogAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const seen = useRef(answer);
  const done = useRef(onDone);
  done.current = onDone;
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) {
      const { notice } = answer;
      showToast((toast) =>
        notice ? toast.warning(notice.title, { description: notice.description }) : toast.success(texts.success),
      );
      done.current();
    } else {
      showToast((toast) => toast.error(texts.failed, { description: answer.error }));
      failed.current?.(answer);
    }
  }, [answer, texts.success, texts.failed]);
  return { fetcher, busy: fetcher.state !== "idle" };
}
