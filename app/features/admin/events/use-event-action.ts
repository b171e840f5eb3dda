import { useState } from "react";
import { postThrough } from "~/lib/post-form";
import { useDialogAnswer } from "../use-dialog-answer";
import { EVENTS_PATH } from "./event-view";

/**
 * An events-tab dialog's form, posted to the tab's action: the answer's toasts (then `onDone`),
 * and the server's field messages, cleared at each new try.
 */
export function useEventAction(texts: { success: string; failed: string }, onDone: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { fetcher, busy } = useDialogAnswer(texts, onDone, (answer) => setErrors(answer.fields ?? {}));
  const onSubmit = postThrough(fetcher, EVENTS_PATH, () => setErrors({}));
  return { fetcher, busy, errors, clearErrors: () => setErrors({}), onSubmit };
}
