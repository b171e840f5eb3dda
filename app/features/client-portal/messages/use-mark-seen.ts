import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { postSeen } from "./messages-api";

/**
 * Once the conversation is on screen with unread received messages, tells the server they have
 * been seen (never from the loader: reading a page must not write). A hidden browser tab waits
 * until it is shown again. Each message is reported once; the page then reloads its data, so
 * the unread count and the tab's badge drop. A failure is left for the next visit.
 */
export function useMarkSeen(newestUnreadId: string | null) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!newestUnreadId) return;
    const report = () => {
      if (document.visibilityState !== "visible" || reported.current === newestUnreadId) return;
      reported.current = newestUnreadId;
      void postSeen(newestUnreadId).then((answer) => {
        if (answer.ok) void latest.current.revalidate();
      });
    };
    report();
    document.addEventListener("visibilitychange", report);
    return () => document.removeEventListener("visibilitychange", report);
  }, [newestUnreadId]);
}
