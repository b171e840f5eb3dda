import { COUPON_APPLIED, COUPON_REMOVED, INVALID_COUPON, VALIDATE_COUPON_FAILED } from "@domain/booking-messages";
import { COUPON_CODE_MAX_LENGTH, normalizeCouponCode } from "@domain/coupons";
import { formatMoney } from "@domain/money";
import { sessionWhen } from "@domain/session-time";
import type { ServiceOffer } from "@server/modules/catalogue";
import { Tag, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { checkCoupon } from "./booking-api";
import { type BookingDetails, type BookingDraft, isFree } from "./booking-draft";
import { MissingDetails } from "./missing-details";
import { SignInToBook } from "./sign-in-to-book";
import { StepHeading } from "./step-indicator";

export interface PlanCredit {
  name: string;
  remainingSessions: number;
}

/**
 * Step 3: what is being booked, for when, for how much; a coupon or a plan session makes it
 * free. A visitor who has not signed in is asked to here (`signInReturn`: back to this choice).
 */
export function SummaryStep({
  service,
  draft,
  credits,
  viewerZone,
  errors,
  focus,
  signInReturn,
  onDetails,
  onCouponInput,
  onCoupon,
  onPlanCredit,
  onBack,
  onContinue,
}: {
  service: ServiceOffer;
  draft: BookingDraft;
  credits: readonly PlanCredit[];
  viewerZone: string;
  errors: Readonly<Record<string, string>>;
  focus: boolean;
  /** Given to a visitor who has not signed in: the page to come back to, her choice in it. */
  signInReturn?: string | null;
  onDetails(patch: Partial<BookingDetails>): void;
  onCouponInput(value: string): void;
  onCoupon(coupon: BookingDraft["coupon"]): void;
  onPlanCredit(use: boolean): void;
  onBack(): void;
  /** False when a detail is missing; focus then goes to the first field that says what. */
  onContinue(): boolean;
}) {
  const when = draft.start ? sessionWhen(new Date(draft.start), viewerZone) : null;
  const free = isFree(draft);
  const sessionsLeft = credits.reduce((sum, credit) => sum + credit.remainingSessions, 0);
  const creditId = useId();
  const section = useRef<HTMLElement>(null);

  return (
    <section ref={section} aria-labelledby="step-summary">
      <StepHeading id="step-summary" focus={focus}>
        Booking summary
      </StepHeading>
      <dl className="mt-5 divide-y divide-stone-100 rounded-2xl bg-white px-6 py-2 shadow-sm ring-1 ring-stone-200">
        <SummaryRow label="Service">{service.name}</SummaryRow>
        <SummaryRow label="Date">{when?.date}</SummaryRow>
        <SummaryRow label="Time (your time zone)">{when?.time}</SummaryRow>
        <SummaryRow label="Duration">{service.durationMinutes} minutes</SummaryRow>
        <SummaryRow label="Price">
          <span data-testid="booking-price" className="text-lg font-semibold text-brand-900">
            {free ? "Free" : formatMoney(service.price, service.currency)}
          </span>
          {free ? (
            <s className="ml-2 text-sm text-stone-500">
              <span className="sr-only">instead of </span>
              {formatMoney(service.price, service.currency)}
            </s>
          ) : null}
        </SummaryRow>
      </dl>

      {signInReturn !== undefined ? (
        <>
          <SignInToBook returnTo={signInReturn} />
          <div className="mt-8">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          </div>
        </>
      ) : (
        <>
          <MissingDetails details={draft.details} errors={errors} onDetails={onDetails} />
          <CouponEntry
            serviceId={service.id}
            draft={draft}
            error={errors.couponCode}
            onInput={onCouponInput}
            onCoupon={onCoupon}
          />

          {sessionsLeft > 0 ? (
            <div className="mt-6 rounded-2xl bg-brand-50 p-5">
              <div className="flex items-start gap-3">
                <input
                  id={creditId}
                  type="checkbox"
                  checked={draft.usePlanCredit && draft.coupon === null}
                  disabled={draft.coupon !== null}
                  aria-describedby={`${creditId}-hint`}
                  onChange={(event) => onPlanCredit(event.target.checked)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <div>
                  <label htmlFor={creditId} className="font-medium text-brand-900">
                    Use a session from my support plan ({sessionsLeft} left)
                  </label>
                  <p id={`${creditId}-hint`} className="text-sm text-stone-600">
                    {draft.coupon !== null
                      ? "A coupon already makes this session free."
                      : `This session is then free. ${credits.map((c) => c.name).join(", ")}.`}
                  </p>
                </div>
              </div>
              {errors.usePlanCredit ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {errors.usePlanCredit}
                </p>
              ) : null}
            </div>
          ) : null}

          <div className="mt-8 flex flex-wrap justify-between gap-3">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
            <Button
              onClick={() => {
                if (onContinue()) return;
                // After React has drawn the messages (discrete events render before timers run).
                setTimeout(() => section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
              }}
            >
              Continue
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function CouponEntry({
  serviceId,
  draft,
  error,
  onInput,
  onCoupon,
}: {
  serviceId: string;
  draft: BookingDraft;
  error?: string;
  onInput(value: string): void;
  onCoupon(coupon: BookingDraft["coupon"]): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function apply() {
    const code = normalizeCouponCode(draft.couponInput);
    // Spec 000 §5: an empty code is ignored.
    if (!code || busy) return;
    setBusy(true);
    const answer = await checkCoupon(code, serviceId);
    setBusy(false);
    if (answer.ok) {
      onCoupon({ couponId: answer.couponId, code: answer.code });
      toast.success(COUPON_APPLIED, { description: `${answer.code}: this session is free.` });
    } else if (answer.status >= 400 && answer.status < 500) {
      toast.error(INVALID_COUPON, { description: answer.error });
    } else {
      toast.error("Error", { description: VALIDATE_COUPON_FAILED });
    }
  }

  function remove() {
    onCoupon(null);
    onInput("");
    toast.info(COUPON_REMOVED.title, { description: COUPON_REMOVED.description });
  }

  if (draft.coupon) {
    return (
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-5">
        <p className="flex items-center gap-2 font-medium text-brand-900">
          <Tag aria-hidden className="size-4 text-brand-600" />
          Coupon {draft.coupon.code} applied
        </p>
        <Button variant="secondary" size="sm" onClick={remove}>
          <X aria-hidden className="size-4" />
          Remove coupon
        </Button>
      </div>
    );
  }

  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Coupon code (optional)
      </label>
      <div className="mt-1 flex max-w-md gap-2">
        <input
          id={id}
          name="couponCode"
          value={draft.couponInput}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onInput(event.target.value.toUpperCase())}
          className="block w-full rounded-lg border border-stone-300 px-3 py-2.5 font-mono uppercase text-stone-900 shadow-sm focus:border-brand-500"
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

function SummaryRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right text-stone-900">{children}</dd>
    </div>
  );
}
