import {
  DETAIL_MESSAGES,
  NO_TIME_SELECTED,
  PAYMENT_INSTRUCTIONS_READY,
  SIGN_IN_TO_BOOK,
  sessionBookedToast,
  WIDGET_BOOKING_FAILED,
} from "@domain/booking-messages";
import { isPhoneNumber } from "@domain/contact";
import { paidByCreditText } from "@domain/plan-credits";
import type { RegionChoice } from "@domain/region";
import { sessionWhen } from "@domain/session-time";
import type { CreateBookingResult } from "@server/modules/booking";
import type { BookingWidget as OpenWidget } from "@server/modules/portal";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate, useRevalidator } from "react-router";
import {
  type AppliedCode,
  CODE_TEXT,
  codeMakesFree,
  giftPart,
  type RestPaidBy,
} from "~/components/booking/applied-code";
import { CodeEntry } from "~/components/booking/code-entry";
import { SlotPicker } from "~/components/booking/slot-picker";
import { chosenSlotPayment, useDaySlots } from "~/components/booking/use-day-slots";
import { usePaystackCheckout } from "~/components/payments/use-paystack-checkout";
import { showToast } from "~/components/toasts";
import type { ActionFailure } from "~/lib/action-result";
import type { BookOutcome } from "./book-outcome";
import { type PayBy, SessionDetailsCard } from "./session-details-card";

type BookAnswer = { ok: true; result: CreateBookingResult } | ActionFailure;
type Errors = { start?: string; phone?: string; couponCode?: string };

const toastError = (title: string, description: string) => showToast((toast) => toast.error(title, { description }));

/**
 * The booking widget: a day, one of its hourly slots, Confirm Booking (spec 001 §2, §5, §8),
 * booked through the same create-booking as /book: a coupon or gift certificate when one is
 * applied, a plan session when one matches, else Paystack (local) or a bank transfer
 * (international), of what a certificate leaves when it pays part. What happened goes to `onBooked`.
 */
export function BookingWidget({
  widget,
  region,
  timeZone,
  paystackMode,
  serverNow,
  onBooked,
}: {
  widget: Extract<OpenWidget, { kind: "open" }>;
  region: RegionChoice;
  timeZone: string;
  paystackMode: "live" | "simulated";
  serverNow: string;
  onBooked(outcome: BookOutcome): void;
}) {
  const { service, credit } = widget;
  const [declined, setDeclined] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [phone, setPhone] = useState(widget.phone);
  const [errors, setErrors] = useState<Errors>({});
  const [codeInput, setCodeInput] = useState("");
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const slots = useDaySlots(service.id, day);
  const submit = useFetcher<BookAnswer>();
  const handled = useRef<BookAnswer | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const checkout = usePaystackCheckout(paystackMode, WIDGET_BOOKING_FAILED);
  // Abroad a time too soon for a transfer is paid by card, in dollars; a certificate's part is measured against those.
  const byCard = region.region !== "local" && chosenSlotPayment(slots.state, start) === "paystack";
  const paidBy: RestPaidBy = region.region === "local" ? "paystack" : byCard ? "card" : "bank_transfer";
  const paid: PayBy = paidBy === "card" ? "card_abroad" : paidBy;
  // A code applied goes before a plan or package session, as the server takes it; she may decline the credit to pay.
  const payBy: PayBy = applied
    ? codeMakesFree(applied, byCard)
      ? "code"
      : paid
    : credit !== null && !declined
      ? "plan"
      : paid;
  const part = giftPart(applied, byCard);
  const charge = part
    ? { price: part.due, currency: part.currency, fullPrice: part.covered + part.due }
    : payBy === "card_abroad" && service.cardPrice !== null
      ? { price: service.cardPrice, currency: "USD", fullPrice: null }
      : { price: service.price, currency: service.currency, fullPrice: null };

  // The sign-in ended while the page was open: spec 001 §5, then /auth.
  useEffect(() => {
    if (slots.state.status !== "error" || slots.state.httpStatus !== 401) return;
    toastError(SIGN_IN_TO_BOOK.title, SIGN_IN_TO_BOOK.description);
    navigate("/auth");
  }, [slots.state, navigate]);

  function confirm() {
    if (!start) return toastError(NO_TIME_SELECTED.title, NO_TIME_SELECTED.description);
    if (!widget.phone && !isPhoneNumber(phone.trim())) return setErrors({ phone: DETAIL_MESSAGES.phone });
    setErrors({});
    submit.submit(
      {
        serviceId: service.id,
        start,
        phone: phone.trim(),
        usePlanCredit: payBy === "plan" ? "true" : "",
        couponCode: applied?.code ?? "",
      },
      { method: "post" },
    );
  }

  function booked(result: CreateBookingResult) {
    const { title, description } = sessionBookedToast(result.when.date, result.when.time);
    const note =
      result.kind !== "confirmed"
        ? null
        : result.via === "gift"
          ? CODE_TEXT.paidByGift
          : result.credit
            ? `${paidByCreditText(result.credit, result.credit.remainingSessions)}.`
            : null;
    showToast((toast) => toast.success(title, { description: note ? `${description} ${note}` : description }));
    onBooked({ kind: "booked", when: result.when });
  }

  async function pay(result: Extract<CreateBookingResult, { kind: "paystack" }>) {
    const outcome = await checkout.pay(result.payment);
    if (outcome.kind !== "verified") return;
    // The payment, not this page's form, confirmed the booking: the strip and sessions read it again.
    void revalidator.revalidate();
    booked(result);
  }

  function refused(answer: ActionFailure) {
    toastError(WIDGET_BOOKING_FAILED.title, answer.error || WIDGET_BOOKING_FAILED.fallback);
    const fields = answer.fields ?? {};
    setErrors({ start: fields.start, phone: fields.phone, couponCode: fields.couponCode });
    // The code was refused (spent meanwhile, say): the box comes back with what was typed and why.
    if (fields.couponCode) {
      if (applied) setCodeInput(applied.code);
      setApplied(null);
    }
    if (fields.start) {
      // The time went to someone else (or passed): the day is shown as it is now, the rest kept.
      setStart(null);
      slots.reload();
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new answer of the server, once.
  useEffect(() => {
    const answer = submit.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) return refused(answer);
    const { result } = answer;
    if (result.kind === "confirmed") return booked(result);
    if (result.kind === "paystack") {
      void pay(result);
      return;
    }
    showToast((toast) =>
      toast.success(PAYMENT_INSTRUCTIONS_READY, { description: "We have also e-mailed them to you." }),
    );
    onBooked({ kind: "transfer", when: result.when, details: result });
  }, [submit.data]);

  const busy = submit.state !== "idle" || checkout.phase !== "idle";
  const when = start ? sessionWhen(new Date(start), timeZone).text : null;

  return (
    <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <SlotPicker
        day={day}
        start={start}
        slots={slots.state}
        viewerZone={timeZone}
        error={errors.start}
        dateLegend="Choose a date"
        timeLegend="Choose a time"
        required={false}
        workingDays={widget.workingDays}
        serverNow={serverNow}
        zoneHint={
          <Link to="../profile" relative="path" className="font-medium text-brand-700 underline">
            Change your time zone
          </Link>
        }
        onDay={(next) => {
          if (next !== day) setStart(null);
          setDay(next);
          setErrors((current) => ({ ...current, start: undefined }));
        }}
        onStart={(next) => {
          setStart(next);
          setErrors((current) => ({ ...current, start: undefined }));
        }}
        onRetry={slots.reload}
      />
      <SessionDetailsCard
        durationMinutes={service.durationMinutes}
        price={charge.price}
        currency={charge.currency}
        fullPrice={charge.fullPrice}
        payBy={payBy}
        codeEntry={
          <CodeEntry
            className="mt-4"
            serviceId={service.id}
            input={codeInput}
            applied={applied}
            paidBy={paidBy}
            error={errors.couponCode}
            onInput={(value) => {
              setCodeInput(value);
              setErrors((current) => ({ ...current, couponCode: undefined }));
            }}
            onApplied={(code) => {
              setApplied(code);
              setErrors((current) => ({ ...current, couponCode: undefined }));
            }}
          />
        }
        credit={applied ? null : credit}
        declined={declined}
        onDecline={setDeclined}
        when={when}
        askPhone={!widget.phone}
        phone={phone}
        phoneError={errors.phone}
        busy={busy}
        busyLabel={checkout.phase === "verifying" ? "Verifying payment..." : "Booking..."}
        onPhone={(value) => {
          setPhone(value);
          setErrors((current) => ({ ...current, phone: undefined }));
        }}
        onConfirm={confirm}
      />
      {checkout.window}
    </div>
  );
}
