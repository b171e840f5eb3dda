import {
  DETAIL_MESSAGES,
  NO_TIME_SELECTED,
  PAYMENT_INSTRUCTIONS_READY,
  SIGN_IN_TO_BOOK,
  sessionBookedToast,
  WIDGET_BOOKING_FAILED,
} from "@domain/booking-messages";
import { isPhoneNumber } from "@domain/contact";
import type { RegionChoice } from "@domain/region";
import { sessionWhen } from "@domain/session-time";
import type { CreateBookingResult } from "@server/modules/booking";
import type { BookingWidget as OpenWidget } from "@server/modules/portal";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate, useRevalidator } from "react-router";
import { SlotPicker } from "~/components/booking/slot-picker";
import { chosenSlotPayment, useDaySlots } from "~/components/booking/use-day-slots";
import { usePaystackCheckout } from "~/components/payments/use-paystack-checkout";
import { showToast } from "~/components/toasts";
import type { ActionFailure } from "~/lib/action-result";
import type { BookOutcome } from "./book-outcome";
import { type PayBy, SessionDetailsCard } from "./session-details-card";

type BookAnswer = { ok: true; result: CreateBookingResult } | ActionFailure;
type Errors = { start?: string; phone?: string };

const toastError = (title: string, description: string) => showToast((toast) => toast.error(title, { description }));

/**
 * The booking widget: a day, one of its hourly slots, Confirm Booking (spec 001 §2, §5, §8),
 * booked through the same create-booking as /book: a plan session when one matches, else
 * Paystack (local) or a bank transfer (international). What happened goes to `onBooked`.
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
  const { service, credits } = widget;
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [phone, setPhone] = useState(widget.phone);
  const [errors, setErrors] = useState<Errors>({});
  const slots = useDaySlots(service.id, day);
  const submit = useFetcher<BookAnswer>();
  const handled = useRef<BookAnswer | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const checkout = usePaystackCheckout(paystackMode, WIDGET_BOOKING_FAILED);
  const payBy: PayBy =
    credits.length > 0
      ? "plan"
      : region.region === "local"
        ? "paystack"
        : chosenSlotPayment(slots.state, start) === "paystack"
          ? "card_abroad"
          : "bank_transfer";

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
      { serviceId: service.id, start, phone: phone.trim(), usePlanCredit: payBy === "plan" ? "true" : "" },
      { method: "post" },
    );
  }

  function booked(result: CreateBookingResult) {
    const { title, description } = sessionBookedToast(result.when.date, result.when.time);
    showToast((toast) => toast.success(title, { description }));
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
    setErrors({ start: fields.start, phone: fields.phone });
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
        price={payBy === "card_abroad" && service.cardPrice !== null ? service.cardPrice : service.price}
        currency={payBy === "card_abroad" ? "USD" : service.currency}
        payBy={payBy}
        credits={credits}
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
