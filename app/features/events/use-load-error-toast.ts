import { useEffect } from "react";
import { toast } from "~/components/toasts";

/** Spec 001 §8: a list that could not be loaded is a toast over the page, not an error page. */
export function useLoadErrorToast(message: string | null) {
  useEffect(() => {
    if (message) toast.error(message, { description: "Please try again in a few minutes." });
  }, [message]);
}
