import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";

type Answer = { ok: true } | { ok: false; error: string };

/**
 * The toast for a keyed fetcher's answer ('Session updated successfully', or the failure with the
 * server's reason), shown by a component that stays on the page: the row or button that submitted
 * may be gone by the time the answer and the reloaded list arrive (a session set completed leaves
 * the upcoming list). Components that submit use `useFetcher({ key })` with the same key.
 */
export function useFetcherToast(key: string, texts: { success: string; failed: string }) {
  const fetcher = useFetcher<Answer>({ key });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // An answer already there when the page mounts is an old one.
  const seen = useRef(answer);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) showToast((toast) => toast.success(texts.success));
    else showToast((toast) => toast.error(texts.failed, { description: answer.error }));
  }, [answer, texts.success, texts.failed]);
}
