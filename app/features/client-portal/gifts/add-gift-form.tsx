import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { ActionFailure } from "~/lib/action-result";

type Answer = { ok: true } | ActionFailure;

export const GIFT_ADDED = {
  title: "Gift certificate added",
  description: "It is yours now: type its code when you book to use it.",
} as const;

/**
 * "Add a gift certificate": she types the code from her card or e-mail, and the certificate is
 * hers. A refusal (the one message for any code that cannot be used, or the wait after too many
 * tries) is shown under the field, with what she typed still in it.
 */
export function AddGiftForm() {
  const fetcher = useFetcher<Answer>();
  const [code, setCode] = useState("");
  const handled = useRef<Answer | undefined>(undefined);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) return;
    setCode("");
    showToast((toast) => toast.success(GIFT_ADDED.title, { description: GIFT_ADDED.description }));
  }, [answer]);

  const error = answer && !answer.ok ? (answer.fields?.code ?? answer.error) : undefined;
  return (
    <fetcher.Form method="post" noValidate className="mt-6 max-w-md rounded-2xl bg-brand-50 p-5">
      <h4 className="font-semibold text-brand-900">Add a gift certificate</h4>
      <input type="hidden" name="intent" value="claim" />
      <Field
        className="mt-3"
        label="Gift certificate code"
        name="code"
        required
        value={code}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        hint="Twelve letters and digits, as on the card or e-mail, such as 7K3M-Q9PX-2HVD."
        error={error}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="mt-3">
        {busy ? "Adding..." : "Add"}
      </Button>
    </fetcher.Form>
  );
}
