import {
  BOOKING_CONFIRMED,
  bookingFailedToast,
  CHOSEN_TIME_GONE,
  MISSING_INFORMATION,
  PAYMENT_INSTRUCTIONS_READY,
  PROCESS_PAYMENT_FAILED,
} from "@domain/booking-messages";
import { paymentSuccessPath } from "@domain/navigation";
import { PAYMENT_SUCCESSFUL } from "@domain/payment-messages";
import { paidByCreditText } from "@domain/plan-credits";
import type { RegionChoice } from "@domain/region";
import { usableZone } from "@domain/zone-time";
import type { CreateBookingResult, CreditOffer } from "@server/modules/booking";
import type { ServiceOffer } from "@server/modules/catalogue";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import { CODE_TEXT, giftPart, type RestPaidBy } from "~/components/booking/applied-code";
import { chosenSlotPayment, useDaySlots } from "~/components/booking/use-day-slots";
import { usePaystackCheckout } from "~/components/payments/use-paystack-checkout";
import { toast } from "~/components/toasts";
import type { ActionFailure } from "~/lib/action-result";
import { BookingFinished, type Finished } from "./booking-confirmation";
import {
  type BookingDraft,
  bookingFormFields,
  checkDetails,
  chosenTimeGone,
  firstStep,
  isFree,
  newDraft,
  type Prefill,
  type Resume,
  type Step,
  stepOfErrors,
  viewerTimeZone,
} from "./booking-draft";
import { bookingReturnPath, choiceQuery, keptParams } from "./booking-return";
import { DetailsStep } from "./details-step";
import { type PaymentRoute, PaymentStep } from "./payment-step";
import { ServiceStep } from "./service-step";
import { StepIndicator } from "./step-indicator";
import { SummaryStep } from "./summary-step";

export interface BookingPageProps {
  services: ServiceOffer[];
  prefill: Prefill;
  /** Per service id: the plan or package that would pay for it (the server's choice); absent if none. */
  credits: Record<string, CreditOffer>;
  region: RegionChoice;
  paystackMode: "live" | "simulated";
  /** False for a visitor: she chooses a service and a time, then signs in to book them. */
  signedIn: boolean;
  /** The choice she comes back with (after signing in), checked by the server. */
  resume: Resume | null;
  /** Her profile's zone, for the first paint's times; null for a visitor. */
  timeZone: string | null;
  /** When the server drew the page (ISO): the calendar it drew at the date and time step is hydrated as drawn. */
  now: string;
}

type BookAnswer = { ok: true; result: CreateBookingResult } | ActionFailure;

/**
 * /book (spec 000 §2.10): service, details with date and time, summary with a coupon, gift
 * certificate or plan session, then payment (of what a certificate leaves, if it pays part). Everything typed survives Back; the server prices and checks it all.
 * A visitor who has not signed in chooses the service and time first and is asked to sign in
 * at the summary; the page's address then holds her choice, and she comes back to it.
 */
export function BookingPage({
  services,
  prefill,
  credits,
  region,
  paystackMode,
  signedIn,
  resume,
  timeZone,
  now,
}: BookingPageProps) {
  const [step, setStep] = useState<Step>(() => firstStep(resume));
  // Focus follows the step only once the client has moved; the first paint keeps the page's own order.
  const [moved, setMoved] = useState(false);
  const [draft, setDraft] = useState<BookingDraft>(() => newDraft(prefill, resume));
  const [errors, setErrors] = useState<Record<string, string>>(
    (): Record<string, string> => (chosenTimeGone(resume) ? { start: CHOSEN_TIME_GONE.description } : {}),
  );
  const [finished, setFinished] = useState<Finished | null>(null);
  const [viewerZone, setViewerZone] = useState(() => usableZone(timeZone));
  // The day's times the server drew (a day's button before hydration) are shown, not read again.
  const slots = useDaySlots(
    draft.serviceId,
    draft.day,
    resume?.times && resume.day ? { serviceId: resume.serviceId, day: resume.day, ...resume.times } : null,
  );
  const submit = useFetcher<BookAnswer>();
  const handled = useRef<BookAnswer | null>(null);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkout = usePaystackCheckout(paystackMode, { title: "Error", fallback: PROCESS_PAYMENT_FAILED });

  // Only the browser knows its zone: the first paint's times are in her profile's (step 1 shows none).
  useEffect(() => setViewerZone(viewerTimeZone()), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, about the choice she came back with.
  useEffect(() => {
    if (chosenTimeGone(resume)) toast.error(CHOSEN_TIME_GONE.title, { description: CHOSEN_TIME_GONE.description });
  }, []);

  const service = services.find((s) => s.id === draft.serviceId) ?? null;
  const credit = (service && credits[service.id]) ?? null;
  // Abroad a time too soon for a transfer is paid by card, in dollars: what a certificate pays is measured against those.
  const slotPayment =
    region.region === "local" ? "paystack" : (chosenSlotPayment(slots.state, draft.start) ?? "bank_transfer");
  const byCard = region.region !== "local" && slotPayment === "paystack";
  const paidBy: RestPaidBy = region.region === "local" ? "paystack" : byCard ? "card" : "bank_transfer";
  const paymentRoute: PaymentRoute = isFree(draft, byCard, credit !== null) ? "free" : slotPayment;

  function goTo(next: Step) {
    setMoved(true);
    setStep(next);
  }

  function update(patch: Partial<BookingDraft>, clear: string[] = []) {
    setDraft((current) => ({ ...current, ...patch }));
    if (clear.some((field) => errors[field])) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))));
    }
  }

  function chooseService(serviceId: string) {
    if (serviceId !== draft.serviceId) {
      // A time, a coupon and a declined credit are all for one service; another service starts them afresh.
      update({ serviceId, start: null, coupon: null, declineCredit: false }, ["start", "couponCode", "usePlanCredit"]);
    }
    // The address the Choose button opens before hydration: a reload comes back to this step and service
    // (and, the same service again, to the day and time kept).
    if (serviceId === draft.serviceId) keepChoiceInAddress(serviceId, draft.start, draft.day);
    else keepChoiceInAddress(serviceId, null);
    goTo(2);
  }

  function updateDetails(patch: Partial<BookingDraft["details"]>) {
    update({ details: { ...draft.details, ...patch } }, Object.keys(patch));
  }

  /** The required details she has not given (none asked of a visitor), shown under their fields. */
  function detailsWrong(): boolean {
    const wrong = signedIn ? checkDetails(draft.details) : {};
    setErrors((current) => {
      const kept = Object.fromEntries(
        Object.entries(current).filter(([key]) => !["firstName", "lastName", "email", "phone"].includes(key)),
      );
      return { ...kept, ...wrong };
    });
    return Object.keys(wrong).length > 0;
  }

  function continueFromDetails(): boolean {
    const wrong = detailsWrong();
    const timeChosen = Boolean(draft.day && draft.start);
    if (!timeChosen) toast.error(MISSING_INFORMATION.title, { description: MISSING_INFORMATION.description });
    if (!timeChosen || wrong) return false;
    keepChoiceInAddress(draft.serviceId, draft.start);
    goTo(3);
    return true;
  }

  function continueFromSummary(): boolean {
    if (detailsWrong()) return false;
    goTo(4);
    return true;
  }

  /**
   * The address names the choice as far as it goes (the service from step 2, its time from the
   * summary), so that coming back to it (after signing in, with the browser's Back, on a reload)
   * finds the same choice at the same step. It replaces the entry: the steps are one page, and
   * Back leaves it as it always has. The loader has nothing new to say (see shouldRevalidate).
   */
  function keepChoiceInAddress(serviceId: string | null, start: string | null, day: string | null = null) {
    setSearchParams((current) => choiceQuery(current, serviceId, start, day), {
      replace: true,
      preventScrollReset: true,
    });
  }

  /** A day on the date and time step: its times are fetched; the address names it, as its button's form would. */
  function chooseDay(day: string) {
    const start = day === draft.day ? draft.start : null;
    update({ day, start }, ["start"]);
    keepChoiceInAddress(draft.serviceId, start, day);
  }

  /** A time on that step: the address names it with its day, as its button's form would. */
  function chooseStart(start: string) {
    update({ start }, ["start"]);
    keepChoiceInAddress(draft.serviceId, start, draft.day);
  }

  function startAgain() {
    setDraft(newDraft(prefill));
    setErrors({});
    setFinished(null);
    keepChoiceInAddress(null, null);
    goTo(1);
  }

  async function pay(result: Extract<CreateBookingResult, { kind: "paystack" }>) {
    const outcome = await checkout.pay(result.payment);
    if (outcome.kind !== "verified") return;
    const date = `${result.when.date} at ${result.when.time}`;
    toast.success(PAYMENT_SUCCESSFUL, { description: `${result.serviceName}, ${date}` });
    navigate(paymentSuccessPath(result.payment.reference));
  }

  function refused(answer: ActionFailure) {
    const shown = bookingFailedToast(answer.error);
    toast.error(shown.title, { description: shown.description });
    const fields = answer.fields ?? {};
    setErrors(fields);
    if (fields.start) {
      // The time went to someone else (or passed): show the day as it is now, with the rest kept.
      setDraft((current) => ({ ...current, start: null }));
      slots.reload();
    }
    if (fields.couponCode) {
      // The code was refused (spent meanwhile, say): the box comes back with what was typed and why.
      setDraft((current) => ({ ...current, coupon: null, couponInput: current.coupon?.code ?? current.couponInput }));
    }
    const back = stepOfErrors(fields);
    if (back !== null && back < step) goTo(back);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new answer of the server, once.
  useEffect(() => {
    const answer = submit.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) return refused(answer);
    setErrors({});
    const { result } = answer;
    if (result.kind === "paystack") {
      void pay(result);
      return;
    }
    const base = { serviceName: result.serviceName, when: result.when };
    if (result.kind === "confirmed") {
      const note =
        result.via === "gift"
          ? CODE_TEXT.paidByGift
          : result.credit
            ? `${paidByCreditText(result.credit, result.credit.remainingSessions)}.`
            : null;
      const date = `${result.when.date} at ${result.when.time}`;
      toast.success(BOOKING_CONFIRMED, { description: note ? `${date}. ${note}` : date });
      setFinished({ kind: "confirmed", ...base, note });
      return;
    }
    toast.success(PAYMENT_INSTRUCTIONS_READY, { description: "We have also e-mailed them to you." });
    setFinished({ kind: "bank_transfer", ...base, details: result });
  }, [submit.data]);

  const busy = submit.state !== "idle" || checkout.phase !== "idle";
  const busyLabel =
    checkout.phase === "verifying"
      ? "Verifying payment..."
      : paymentRoute === "bank_transfer"
        ? "Generating..."
        : "Processing...";

  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">Book a session</h1>
      <p className="mt-2 text-stone-700">Choose a service and a time that suits you; it takes about two minutes.</p>

      {finished ? (
        <BookingFinished finished={finished} onAnother={startAgain} />
      ) : (
        <>
          <div className="mt-8">
            <StepIndicator step={step} />
          </div>
          <div className="mt-8">
            {step === 1 || !service ? (
              <ServiceStep
                services={services}
                selectedId={draft.serviceId}
                focus={moved}
                kept={keptParams(searchParams)}
                onChoose={chooseService}
              />
            ) : step === 2 ? (
              <DetailsStep
                signedIn={signedIn}
                draft={draft}
                errors={errors}
                slots={slots.state}
                viewerZone={viewerZone}
                serverNow={now}
                kept={keptParams(searchParams)}
                focus={moved}
                onDetails={updateDetails}
                onDay={chooseDay}
                onStart={chooseStart}
                onRetrySlots={slots.reload}
                onBack={() => goTo(1)}
                onContinue={continueFromDetails}
              />
            ) : step === 3 ? (
              <SummaryStep
                service={service}
                draft={draft}
                credit={credit}
                viewerZone={viewerZone}
                paidBy={paidBy}
                errors={errors}
                focus={moved}
                signInReturn={signedIn ? undefined : bookingReturnPath(draft.serviceId, draft.start)}
                onDetails={updateDetails}
                onCouponInput={(couponInput) => update({ couponInput }, ["couponCode"])}
                onCoupon={(coupon) => update({ coupon }, ["couponCode", "usePlanCredit"])}
                onDeclineCredit={(declineCredit) => update({ declineCredit }, ["usePlanCredit"])}
                onBack={() => goTo(2)}
                onContinue={continueFromSummary}
              />
            ) : (
              <PaymentStep
                route={paymentRoute}
                service={service}
                gift={paymentRoute === "free" ? null : giftPart(draft.coupon, byCard)}
                paidBy={paidBy}
                busy={busy}
                busyLabel={busyLabel}
                focus={moved}
                onSubmit={() =>
                  submit.submit(bookingFormFields(draft, viewerZone, credit !== null), { method: "post" })
                }
                onBack={() => goTo(3)}
              />
            )}
          </div>
        </>
      )}
      {checkout.window}
    </main>
  );
}
