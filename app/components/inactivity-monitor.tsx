import { ACTIVITY_EVENTS, inactivityPhase, nextPhaseInMs, shouldRecordActivity } from "@domain/inactivity";
import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { showToast } from "./toasts";

/** One warning at a time: a fixed id lets it be dismissed before sonner has even loaded. */
const WARNING_TOAST_ID = "inactivity-warning";

/**
 * Spec 001 §4/§9: warns after 55 minutes without activity and signs out at 60. Any of the
 * activity events resets both timers; the server hears about activity at most once a minute
 * (it also ends a session idle for an hour on its own, whatever happens here).
 */
export function InactivityMonitor() {
  const submit = useSubmit();

  const state = useRef({
    lastActivity: Date.now(),
    lastReported: null as number | null,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    warned: false,
  });

  useEffect(() => {
    const s = state.current;
    const dismissWarning = () => {
      if (!s.warned) return;
      s.warned = false;
      showToast((toast) => toast.dismiss(WARNING_TOAST_ID));
    };

    const check = () => {
      clearTimeout(s.timer);
      const idle = Date.now() - s.lastActivity;
      const phase = inactivityPhase(idle);
      if (phase === "expired") {
        dismissWarning();
        showToast((toast) =>
          toast.error("Session Expired", { description: "You have been logged out due to inactivity." }),
        );
        void submit({ reason: "inactivity" }, { method: "post", action: "/sign-out" });
        return;
      }
      if (phase === "warning" && !s.warned) {
        s.warned = true;
        showToast((toast) =>
          toast.warning("Session Expiring Soon", {
            id: WARNING_TOAST_ID,
            description: "Your session will expire in 5 minutes due to inactivity.",
            duration: Number.POSITIVE_INFINITY,
          }),
        );
      }
      s.timer = setTimeout(check, nextPhaseInMs(idle) ?? 0);
    };

    const onActivity = () => {
      const now = Date.now();
      s.lastActivity = now;
      dismissWarning();
      check();
      if (shouldRecordActivity(s.lastReported, now)) {
        s.lastReported = now;
        // Failures are only logged (spec 001 §8): the next activity tries again.
        fetch("/api/activity", { method: "POST", credentials: "same-origin" }).catch((err) =>
          console.warn("activity update failed", err),
        );
      }
    };

    check();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(s.timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [submit]);

  return null;
}
