import { isLiveTopic, LIVE_EVENT, type LiveTopic } from "@domain/live-updates";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** Several updates in a burst (a message and its notification) cause one reload. */
const COALESCE_MS = 150;

/**
 * Listens to the server's live updates (Server-Sent Events at /api/events) while the portal is
 * open and reloads the page's data when something of the viewer's changes; `onUpdate` hears
 * each topic first (for a toast, say). EventSource reconnects by itself after a drop.
 */
export function useLiveUpdates(onUpdate?: (topic: LiveTopic) => void) {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, onUpdate });
  latest.current = { revalidator, onUpdate };

  useEffect(() => {
    const source = new EventSource("/api/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: MessageEvent<string>) => {
      let topic: unknown;
      try {
        topic = (JSON.parse(event.data) as { topic?: unknown }).topic;
      } catch {
        return;
      }
      if (!isLiveTopic(topic)) return;
      latest.current.onUpdate?.(topic);
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current.revalidator.revalidate(), COALESCE_MS);
    };
    source.addEventListener(LIVE_EVENT, onEvent);
    return () => {
      clearTimeout(timer);
      source.removeEventListener(LIVE_EVENT, onEvent);
      source.close();
    };
  }, []);
}
