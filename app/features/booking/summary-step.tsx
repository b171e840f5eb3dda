import { formatMoney } from "@domain/money";
import { creditName, paidByCreditText } from "@domain/plan-credits";
import { sessionWhen } from "@domain/session-time";
import type { CreditOffer } from "@server/modules/booking";
import type { ServiceOffer } from "@server/modules/catalogue";
import { useId, useRef } from "react";
import { giftPart, type RestPaidBy } from "~/components/booking/applied-code";
import { CodeEntry } from "~/components/booking/code-entry";
import { Button } from "~/components/ui/button";
import { type BookingDetails, type BookingDraft, isFree, paysWithCredit } from "./booking-draft";
import { MissingDetails } from "./missing-details";
import { SignInToBook } from "./sign-in-to-book";
import { StepHeading } from "./step-indicator";

/**
 * Step 3: what is being booked, for when, for how much; a coupon, or the plan or package session
 * that pays unless she declines it, makes it free; a gift certificate pays all or part of it. A
 * visitor who has not signed in is asked to here (`signInReturn`: back to this choice).
 */
export function SummaryStep({
  service,
  draft,
  credit,
  viewerZone,
  paidBy,
  errors,
  focus,
  signInReturn,
  onDetails,
  onCouponInput,
  onCoupon,
  onDeclineCredit,
  onBack,
  onContinue,
}: {
  service: ServiceOffer;
  draft: BookingDraft;
  /** The plan or package the server would spend on this service; null if none pays for it. */
  credit: CreditOffer | null;
  viewerZone: string;
  /** How what is not free is paid (Paystack, a card in dollars abroad, a transfer). */
  paidBy: RestPaidBy;
  errors: Readonly<Record<string, string>>;
  focus: boolean;
  /** Given to a visitor who has not signed in: the page to come back to, her choice in it. */
  signInReturn?: string | null;
  onDetails(patch: Partial<BookingDetails>): void;
  onCouponInput(value: string): void;
  onCoupon(coupon: BookingDraft["coupon"]): void;
  onDeclineCredit(decline: boolean): void;
  onBack(): void;
  /** False when a detail is missing; focus then goes to the first field that says what. */
  onContinue(): boolean;
}) {
  const when = draft.start ? sessionWhen(new Date(draft.start), viewerZone) : null;
  const byCard = paidBy === "card";
  const free = isFree(draft, byCard, credit !== null);
  // A certificate that pays part: what is left, against the whole of what would be charged.
  const part = free ? null : giftPart(draft.coupon, byCard);
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
            {free ? "Free" : part ? formatMoney(part.due, part.currency) : formatMoney(service.price, service.currency)}
          </span>
          {free || part ? (
            <s className="ml-2 text-sm text-stone-500">
              <span className="sr-only">instead of </span>
              {part
                ? formatMoney(part.covered + part.due, part.currency)
                : formatMoney(service.price, service.currency)}
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
          <CodeEntry
            serviceId={service.id}
            input={draft.couponInput}
            applied={draft.coupon}
            paidBy={paidBy}
            error={errors.couponCode}
            onInput={onCouponInput}
            onApplied={onCoupon}
          />

          {credit ? (
            <div data-testid="booking-credit" className="mt-6 rounded-2xl bg-brand-50 p-5">
              <div className="flex items-start gap-3">
                <input
                  id={creditId}
                  type="checkbox"
                  checked={paysWithCredit(draft, true)}
                  disabled={draft.coupon !== null}
                  aria-describedby={`${creditId}-hint`}
                  onChange={(event) => onDeclineCredit(!event.target.checked)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <div>
                  <label htmlFor={creditId} className="font-medium text-brand-900">
                    Use my {creditName(credit)} for this session
                  </label>
                  <p id={`${creditId}-hint`} className="text-sm text-stone-600">
                    {draft.coupon !== null
                      ? draft.coupon.kind === "gift"
                        ? "A gift certificate is applied to this session."
                        : "A coupon already makes this session free."
                      : draft.declineCredit
                        ? `You pay for this session; your ${credit.kind} keeps its ${credit.remainingSessions} ${credit.remainingSessions === 1 ? "session" : "sessions"}.`
                        : paidByCreditText(credit, credit.remainingSessions - 1)}
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

function SummaryRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right text-stone-900">{children}</dd>
    </div>
  );
}
