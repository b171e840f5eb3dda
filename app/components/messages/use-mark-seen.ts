import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * Once the conversation is on screen with unread received messages, tells the page's action
 * (`action`, or the current route's) they have been seen (never from the loader: reading a page
 * must not write). A hidden browser tab waits until it is shown again. Each message is reported
 * once; the action's answer reloads the page's data, so the unread counts and badges drop. A
 * failure is left for the next visit.
 */
export function useMarkSeen(newestUnreadId: string | null, action?: string) {
  const fetcher = useFetcher();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!newestUnreadId) return;
    const report = () => {
      if (document.visibilityState !== "visible" || reported.current === newestUnreadId) return;
      reported.current = newestUnreadId;
      void submit.current({ intent: "mark-read", upTo: newestUnreadId }, { method: "post", action });
    };
    report();
    document.addEventListener("visibilitychange", report);
    return () => document.removeEventListener("visibilitychange", report);
  }, [newestUnreadId, action]);
}
