import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_NOTES_MAX_LENGTH,
  COUPON_TEXT,
  COUPON_TYPE_LABEL,
  generateSecureCouponCode,
  normalizeCouponCode,
} from "@domain/coupons";
import { COUPON_TYPES } from "@domain/enums";
import { Plus, Shuffle } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import type { CouponAnswer } from "./coupon-view";

/** Keeps what can be typed to what a code may hold: upper case, at most 20 characters. */
const asTyped = (value: string) => value.toUpperCase().slice(0, COUPON_CODE_MAX_LENGTH);

/**
 * New Coupon (spec 001 §5): a code (upper-cased as typed, at most 20 characters, or made by
 * Generate), a type, an optional expiry day and notes. The server checks everything again.
 */
export function CreateCouponDialog({ action, today }: { action: string; today: string }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fetcher = useFetcher<CouponAnswer>();
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { code: useId(), type: useId(), notes: useId() };
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast((toast) => toast.success(COUPON_TEXT.created, { description: `${answer.code} is ready to use.` }));
      setOpen(false);
      setCode("");
      setErrors({});
    } else {
      showToast((toast) => toast.error(COUPON_TEXT.createError, { description: answer.error }));
      setErrors(answer.fields ?? {});
    }
  }, [answer]);

  const openDialog = () => {
    setErrors({});
    setOpen(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!normalizeCouponCode(code)) {
      setErrors({ code: COUPON_TEXT.enterCode });
      showToast((toast) => toast.error(COUPON_TEXT.enterCode));
      codeInput.current?.focus();
      return;
    }
    setErrors({});
    void fetcher.submit(event.currentTarget, { method: "post", action });
  };

  const codeDescribedBy = [`${ids.code}-hint`, errors.code ? `${ids.code}-error` : null].filter(Boolean).join(" ");

  return (
    <>
      <Button type="button" onClick={openDialog}>
        <Plus aria-hidden className="size-4" /> New Coupon
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="New Coupon"
        description="A coupon makes one session of its type free."
      >
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="create" />
          <div>
            <div className="flex gap-1 text-sm font-medium text-stone-800">
              <label htmlFor={ids.code}>Coupon code</label>
              <span aria-hidden="true">*</span>
            </div>
            <div className="mt-1 flex gap-2">
              <input
                ref={codeInput}
                id={ids.code}
                name="code"
                value={code}
                onChange={(event) => setCode(asTyped(event.currentTarget.value))}
                maxLength={COUPON_CODE_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required="true"
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={codeDescribedBy}
                className={`block w-full min-w-0 rounded-lg border px-3 py-2.5 font-mono tracking-wide text-stone-900 shadow-sm focus:border-brand-500 ${errors.code ? "border-red-600" : "border-stone-300"}`}
              />
              <Button type="button" variant="secondary" onClick={() => setCode(generateSecureCouponCode())}>
                <Shuffle aria-hidden className="size-4" /> Generate
              </Button>
            </div>
            <p id={`${ids.code}-hint`} className="mt-1 text-xs text-stone-600">
              Up to {COUPON_CODE_MAX_LENGTH} letters, digits or hyphens. Generate makes a random 8-character code.
            </p>
            {errors.code ? (
              <p id={`${ids.code}-error`} className="mt-1 text-sm text-red-700">
                {errors.code}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={ids.type} className="text-sm font-medium text-stone-800">
              Coupon type
            </label>
            <select
              id={ids.type}
              name="couponType"
              defaultValue={COUPON_TYPES[0]}
              aria-invalid={errors.couponType ? true : undefined}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900"
            >
              {COUPON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {COUPON_TYPE_LABEL[type]}
                </option>
              ))}
            </select>
            {errors.couponType ? <p className="mt-1 text-sm text-red-700">{errors.couponType}</p> : null}
          </div>
          <Field
            label="Expiry date (optional)"
            name="expiresOn"
            type="date"
            min={today}
            hint="The coupon can be used until the end of this day (Accra time)."
            error={errors.expiresOn}
          />
          <div>
            <label htmlFor={ids.notes} className="text-sm font-medium text-stone-800">
              Notes (optional)
            </label>
            <textarea
              id={ids.notes}
              name="notes"
              rows={3}
              maxLength={COUPON_NOTES_MAX_LENGTH}
              aria-invalid={errors.notes ? true : undefined}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900"
            />
            {errors.notes ? <p className="mt-1 text-sm text-red-700">{errors.notes}</p> : null}
          </div>
          <DialogActions onCancel={() => setOpen(false)} submit="Create Coupon" busyLabel="Creating..." busy={busy} />
        </form>
      </Dialog>
    </>
  );
}
