import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { postThrough } from "~/lib/post-form";
import { PRICE_FIELDS, type PriceView, priceInputValue } from "./package-view";

export type SaveAnswer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * Edit on a row of the Packages tab: a dialog whose form posts `hidden` (the intent, the row's id
 * and version) and the fields `children` draws (given the refusal's messages per field) to the
 * tab's action; a toast says how it went, and a saved form closes. `what` names the row ("Edit
 * Gold plan").
 */
export function EditDialog({
  what,
  title,
  description,
  version,
  hidden,
  toasts,
  action,
  children,
}: {
  what: string;
  title: string;
  description: string;
  version: number | string;
  hidden: Record<string, string>;
  toasts: { success: string; failed: string };
  action: string;
  children(errors: Record<string, string>): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // A new fetcher for each opening: an earlier answer's messages do not come back with the form.
  const [opening, setOpening] = useState(0);
  const fetcher = useFetcher<SaveAnswer>({ key: `edit-${Object.values(hidden).join("-")}-${opening}` });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSaveToast(answer, toasts, () => setOpen(false));
  const errors = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const onSubmit = postThrough(fetcher, action);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={`Edit ${what}`}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description}>
        <form key={version} onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="version" value={version} />
          {children(errors)}
          <FormProblem answer={answer} />
          <DialogActions onCancel={() => setOpen(false)} submit="Save" busyLabel="Saving..." busy={busy} />
        </form>
      </Dialog>
    </>
  );
}

/**
 * The toast for a save: the success text, or `failed` with the server's reason. After a refusal
 * the tab is read again, so a form opened on values someone else has since changed shows theirs
 * (the form is keyed by the row's version).
 */
export function useSaveToast(
  answer: SaveAnswer | undefined,
  texts: { success: string; failed: string },
  onSaved: () => void,
) {
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const revalidator = useRevalidator();
  const reload = useRef(revalidator.revalidate);
  reload.current = revalidator.revalidate;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast((toast) => toast.success(texts.success));
      saved.current();
      return;
    }
    showToast((toast) => toast.error(texts.failed, { description: answer.error }));
    void reload.current();
  }, [answer, texts.success, texts.failed]);
}

/**
 * The four prices (spec 001 §3), typed in major units; empty means not sold in that currency.
 * `only` narrows them to the currencies an item is sold in (a package's region's).
 */
export function PriceFields({
  item,
  errors,
  only,
  hint = "In whole units with up to 2 decimals (1250 or 1250.50). Leave empty where it is not sold.",
}: {
  item: PriceView;
  errors: Record<string, string>;
  only?: readonly (keyof PriceView)[];
  hint?: string;
}) {
  const hintId = useId();
  const fields = only ? PRICE_FIELDS.filter(({ name }) => only.includes(name)) : PRICE_FIELDS;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-stone-800">Prices</legend>
      <p id={hintId} className="text-xs text-stone-600">
        {hint}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {fields.map(({ name, currency }) => (
          <Field
            key={name}
            label={`Price in ${currency}`}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            defaultValue={priceInputValue(item[name])}
            error={errors[name]}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The is_active box (or another tick box of an edit form, by `name` and `label`). */
export function ActiveBox({
  defaultChecked,
  hint,
  name = "isActive",
  label = "Active",
}: {
  defaultChecked: boolean;
  hint: string;
  name?: string;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** The refusal that names no field (a stale form, a taken kind), above the buttons. */
function FormProblem({ answer }: { answer: SaveAnswer | undefined }) {
  if (!answer || answer.ok || (answer.fields && Object.keys(answer.fields).length > 0)) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {answer.error}
    </p>
  );
}
