import { useCallback, useEffect, useRef, useState } from "react";
import { fetchDaySlots, moveSlotsUrl, type SlotView, serviceSlotsUrl, settleSlotsUrl } from "./slots-api";

export type SlotsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; slots: SlotView[]; note: string | null }
  /** `httpStatus` 401: the sign-in ended meanwhile; 0: the server could not be reached. */
  | { status: "error"; message: string; httpStatus: number };

/** A day's times the server drew with the page, for the address they would be read from. */
interface DrawnSlots {
  url: string;
  slots: SlotView[];
  note: string | null;
}

/**
 * A day's slots read from `url` (null: nothing chosen yet), fetched when it changes and again on
 * `reload` (after someone else took a time). An answer for an earlier choice is dropped. The
 * times the server drew for the first `url` (`drawn`) are shown as they are, not read again.
 */
function useSlotsAt(url: string | null, drawn: DrawnSlots | null = null) {
  const [state, setState] = useState<SlotsState>(() =>
    drawn && drawn.url === url ? { status: "ready", slots: drawn.slots, note: drawn.note } : { status: "idle" },
  );
  const [version, setVersion] = useState(0);
  const shown = useRef(drawn && drawn.url === url ? url : null);

  useEffect(() => {
    if (url && url === shown.current && version === 0) return;
    shown.current = null;
    if (!url) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    void fetchDaySlots(url, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setState(
        answer.ok
          ? { status: "ready", slots: answer.slots, note: answer.note ?? null }
          : { status: "error", message: answer.error, httpStatus: answer.status },
      );
    });
    return () => controller.abort();
  }, [url, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}

/**
 * The chosen service's slots on the chosen day (/book and the portal's book tab); `drawn`: the
 * times the server drew with the page for a service and day, shown without reading them again.
 */
export function useDaySlots(
  serviceId: string | null,
  day: string | null,
  drawn: { serviceId: string; day: string; slots: SlotView[]; note: string | null } | null = null,
) {
  const seed = drawn
    ? { url: serviceSlotsUrl(drawn.serviceId, drawn.day), slots: drawn.slots, note: drawn.note }
    : null;
  return useSlotsAt(serviceId && day ? serviceSlotsUrl(serviceId, day) : null, seed);
}

/**
 * Another time for a session paid for: one of the client's sessions moved (`{ session }`, the
 * reschedule dialog), or the session an admin books for a payment needing settling
 * (`{ reference }`). `picker` is the chosen day, its times and the chosen start (a new day clears
 * the start); `retry` clears the start and reads the day again, after a time taken meanwhile.
 */
export function useNewTime(of: { session: string } | { reference: string }, firstDay: string | null = null) {
  const [day, setDay] = useState(firstDay);
  const [start, setStart] = useState<string | null>(null);
  const url = day ? ("session" in of ? moveSlotsUrl(of.session, day) : settleSlotsUrl(of.reference, day)) : null;
  const { state: slots, reload } = useSlotsAt(url);
  const onDay = useCallback((next: string) => {
    setDay(next);
    setStart(null);
  }, []);
  const retry = useCallback(() => {
    setStart(null);
    reload();
  }, [reload]);
  return { picker: { day, start, slots, onDay, onStart: setStart, onRetry: reload }, retry };
}

/** Abroad, how the chosen time is paid, as the calendar said (a card when a transfer is too slow for it). */
export function chosenSlotPayment(slots: SlotsState, start: string | null) {
  if (slots.status !== "ready" || !start) return null;
  return slots.slots.find((slot) => slot.start === start)?.payment ?? null;
}
