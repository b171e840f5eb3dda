import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/** How close to the bottom counts as "reading the latest" (pixels). */
const NEAR_BOTTOM = 80;

interface Snapshot {
  top: number;
  height: number;
  atBottom: boolean;
  first: string | undefined;
  last: string | undefined;
}

const measure = (el: HTMLElement) => ({
  top: el.scrollTop,
  height: el.scrollHeight,
  atBottom: el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM,
});

/**
 * Keeps a chat log where a reader expects it: at the latest message when it opens; at the same
 * message when older ones are loaded above; following new messages when the reader was at the
 * bottom or wrote the new message, and staying put while they read further up.
 */
export function useScrollAnchor(
  ref: RefObject<HTMLElement | null>,
  first: string | undefined,
  last: string | undefined,
  lastIsMine: boolean,
) {
  const snapshot = useRef<Snapshot | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = snapshot.current;
    if (!before) el.scrollTop = el.scrollHeight;
    else if (before.first !== first && before.last === last)
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    else if (before.last !== last && (before.atBottom || lastIsMine)) el.scrollTop = el.scrollHeight;
    snapshot.current = { ...measure(el), first, last };
  }, [ref, first, last, lastIsMine]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      if (snapshot.current) snapshot.current = { ...snapshot.current, ...measure(el) };
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, [ref]);
}
