import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { showToast } from "~/components/toasts";

export type AuthActionData =
  | { ok: true; intent: string; redirectTo?: string; message?: string }
  | { ok: false; error: string; fields?: Record<string, string> };

interface Options {
  success(data: Extract<AuthActionData, { ok: true }>): void;
  /** Spec 001 §8: 'Error' with the server's message or this fallback. */
  fallbackError: string;
}

/**
 * Reacts once to each action result of a fetcher: toast, then whatever success means. Waits
 * until the fetcher is idle (its revalidation done), so a navigation it starts is not cut short.
 */
export function useAuthResult(fetcher: { data?: AuthActionData; state: string }, { success, fallbackError }: Options) {
  const seen = useRef<AuthActionData | undefined>(undefined);
  const { data, state } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !data || seen.current === data) return;
    seen.current = data;
    if (data.ok) success(data);
    else showToast((toast) => toast.error("Error", { description: data.error || fallbackError }));
  }, [data, state, success, fallbackError]);
}

export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (to: string | undefined) => {
      if (to) void navigate(to);
    },
    [navigate],
  );
}
