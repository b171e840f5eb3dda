import { useCallback, useEffect, useState } from "react";
import { fetchDaySlots, type SlotView } from "./booking-api";

export type SlotsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; slots: SlotView[] }
  | { status: "error"; message: string };

/**
 * The slots of the chosen day for the chosen service, fetched when either changes and again on
 * `reload` (after someone else took a time). An answer for an earlier choice is dropped.
 */
export function useDaySlots(serviceId: string | null, day: string | null) {
  const [state, setState] = useState<SlotsState>({ status: "idle" });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger.
  useEffect(() => {
    if (!serviceId || !day) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    void fetchDaySlots(serviceId, day, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setState(answer.ok ? { status: "ready", slots: answer.slots } : { status: "error", message: answer.error });
    });
    return () => controller.abort();
  }, [serviceId, day, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
