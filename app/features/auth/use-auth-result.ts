import { useCallback, useEffect, useRef } from "react";
import { useActionData, useNavigate } from "react-router";
import { showToast } from "~/components/toasts";

export type AuthActionData =
  | { ok: true; intent: string; redirectTo?: string; message?: string }
  | {
      ok: false;
      error: string;
      fields?: Record<string, string>;
      /** The form it answers, and what was typed in it (a form the browser posted itself). */
      intent?: string;
      values?: Record<string, string>;
    };

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

/**
 * A form's refusal: its fetcher's, or, when the browser posted the form itself (before the page's
 * scripts arrived, or without them), the one the page was rendered with, if it is this form's
 * (`intent`). The page says the latter in the form (`posted`), since no toast can show it yet.
 */
export function useRefusal(
  fetcher: { data?: AuthActionData },
  intent: string,
): { fields?: Record<string, string>; typed?: Record<string, string>; posted?: string } {
  const page = useActionData<AuthActionData>();
  if (fetcher.data) return fetcher.data.ok ? {} : { fields: fetcher.data.fields };
  if (!page || page.ok || page.intent !== intent) return {};
  return { fields: page.fields, typed: page.values, posted: page.error };
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
