import { COUPON_APPLIED, COUPON_REMOVED, INVALID_COUPON, VALIDATE_COUPON_FAILED } from "@domain/booking-messages";
import { COUPON_CODE_MAX_LENGTH, normalizeCouponCode } from "@domain/coupons";
import { canonicalGiftCode } from "@domain/gift-codes";
import { Gift, Tag, X } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { type AppliedCode, CODE_TEXT, giftPart, giftPaysSentence, type RestPaidBy } from "./applied-code";
import { checkCode } from "./code-api";

/**
 * "Gift certificate or coupon": the code box and its Apply, or, once the server has accepted a
 * code, what it does and a way to remove it (spec 000 §5: an empty code is ignored, the code is
 * upper-cased, the server decides and its refusal is shown as it says it). What is typed is kept
 * by the page (`input`), so it survives Back and a refusal.
 */
export function CodeEntry({
  serviceId,
  input,
  applied,
  paidBy,
  error,
  className = "mt-6",
  onInput,
  onApplied,
}: {
  serviceId: string;
  input: string;
  applied: AppliedCode | null;
  /** How what a certificate leaves is paid, for the sentence that says so. */
  paidBy: RestPaidBy;
  error?: string;
  className?: string;
  onInput(value: string): void;
  onApplied(code: AppliedCode | null): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function apply() {
    const code = normalizeCouponCode(input);
    if (!code || busy) return;
    setBusy(true);
    const answer = await checkCode(code, serviceId);
    setBusy(false);
    if (answer.ok) {
      const { ok: _, ...accepted } = answer;
      onApplied(accepted);
      if (accepted.kind === "coupon") {
        toast.success(COUPON_APPLIED, { description: `${accepted.code}: this session is free.` });
      } else {
        const part = giftPart(accepted, paidBy === "card");
        toast.success(CODE_TEXT.giftApplied, { description: part ? giftPaysSentence(part, paidBy) : undefined });
      }
    } else if (answer.status >= 400 && answer.status < 500) {
      toast.error(canonicalGiftCode(code) ? CODE_TEXT.invalidCode : INVALID_COUPON, { description: answer.error });
    } else {
      toast.error("Error", { description: VALIDATE_COUPON_FAILED });
    }
  }

  function remove() {
    const wasGift = applied?.kind === "gift";
    onApplied(null);
    onInput("");
    const removed = wasGift ? CODE_TEXT.giftRemoved : COUPON_REMOVED;
    toast.info(removed.title, { description: removed.description });
  }

  if (applied) {
    const part = giftPart(applied, paidBy === "card");
    return (
      <div className={`${className} flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-5`}>
        <div>
          <p className="flex items-center gap-2 font-medium text-brand-900">
            {applied.kind === "gift" ? (
              <Gift aria-hidden className="size-4 text-brand-600" />
            ) : (
              <Tag aria-hidden className="size-4 text-brand-600" />
            )}
            {applied.kind === "gift" ? "Gift certificate" : "Coupon"} {applied.code} applied
          </p>
          {part ? (
            <p data-testid="gift-pays" className="mt-1 text-sm text-stone-700">
              {giftPaysSentence(part, paidBy)}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={remove}>
          <X aria-hidden className="size-4" />
          {applied.kind === "gift" ? CODE_TEXT.removeGift : "Remove coupon"}
        </Button>
      </div>
    );
  }

  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {CODE_TEXT.label}
      </label>
      <div className="mt-1 flex max-w-md gap-2">
        <input
          id={id}
          name="couponCode"
          value={input}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onInput(event.target.value.toUpperCase())}
          className="block w-full min-w-0 rounded-lg border border-stone-300 px-3 py-2.5 font-mono uppercase text-stone-900 shadow-sm focus:border-brand-500"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Checking..." : "Apply"}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
