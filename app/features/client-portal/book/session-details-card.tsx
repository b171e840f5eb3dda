import { widgetSessionTitle } from "@domain/booking-messages";
import { formatMoney } from "@domain/money";
import { creditName, paidByCreditText } from "@domain/plan-credits";
import type { WidgetCredit } from "@server/modules/portal";
import { Video } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

/**
 * How the session is paid for: a plan or package session, a code (a coupon, or a gift certificate that pays
 * it all), Paystack (local) or a bank transfer (international). card_abroad: a time abroad too
 * soon for a transfer, paid by card through Paystack in US dollars.
 */
export type PayBy = "plan" | "code" | "paystack" | "card_abroad" | "bank_transfer";

const HOW: Readonly<Record<Exclude<PayBy, "plan" | "code">, string>> = {
  paystack:
    "After you confirm, you pay securely through Paystack with mobile money or a card; the time is held for you while you pay.",
  card_abroad:
    "A bank transfer could not reach us before this time: after you confirm, you pay by card through Paystack, in US dollars; the time is held for you while you pay.",
  bank_transfer:
    "After you confirm, we show you our bank details and a reference; the time is held for you until your transfer reaches us.",
};

/**
 * The widget's session details card (spec 001 §2): what is booked, when, what it costs and
 * how it is paid, and Confirm Booking, disabled while the booking is on its way.
 */
export function SessionDetailsCard({
  durationMinutes,
  price,
  currency,
  fullPrice = null,
  payBy,
  codeEntry,
  credit,
  declined,
  onDecline,
  when,
  askPhone,
  phone,
  phoneError,
  busy,
  busyLabel,
  onPhone,
  onConfirm,
}: {
  durationMinutes: number;
  /** What is to pay (after a gift certificate's part, if one pays part). */
  price: number;
  currency: string;
  /** The price before a gift certificate's part, shown struck through beside what is left. */
  fullPrice?: number | null;
  payBy: PayBy;
  /** "Gift certificate or coupon" (and, once applied, what the code pays), under the price. */
  codeEntry?: React.ReactNode;
  /** The plan or package the server would spend on it (null: none pays), and whether she declined it to pay. */
  credit: WidgetCredit | null;
  declined: boolean;
  onDecline(declined: boolean): void;
  when: string | null;
  askPhone: boolean;
  phone: string;
  phoneError?: string;
  busy: boolean;
  busyLabel: string;
  onPhone(value: string): void;
  onConfirm(): void;
}) {
  const headingId = useId();
  const creditId = useId();
  const free = payBy === "plan" || payBy === "code";
  return (
    <section aria-labelledby={headingId} className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center gap-2">
        <Video aria-hidden className="size-5 text-brand-600" />
        <h3 id={headingId} className="font-semibold text-brand-900">
          {widgetSessionTitle(durationMinutes)}
        </h3>
      </div>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-stone-600">When</dt>
          <dd data-testid="widget-when" className="font-medium text-stone-900">
            {when ?? "Choose a date and a time"}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Price</dt>
          <dd data-testid="widget-price" className="font-medium text-stone-900">
            {free ? "Free" : formatMoney(price, currency)}
            {free || fullPrice !== null ? (
              <s className="ml-2 font-normal text-stone-500">
                <span className="sr-only">instead of </span>
                {formatMoney(fullPrice ?? price, currency)}
              </s>
            ) : null}
          </dd>
        </div>
      </dl>
      <p data-testid="widget-pay-by" className="mt-4 text-sm text-stone-700">
        {payBy === "plan" && credit
          ? `${paidByCreditText(credit, credit.remainingSessions - 1)}.`
          : payBy === "code"
            ? "Nothing to pay: your session is booked as soon as you confirm."
            : HOW[payBy === "plan" ? "paystack" : payBy]}
      </p>
      {credit ? (
        <div className="mt-3 flex items-start gap-2 text-sm">
          <input
            id={creditId}
            type="checkbox"
            checked={!declined}
            onChange={(event) => onDecline(!event.target.checked)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <label htmlFor={creditId} className="text-stone-800">
            Use my {creditName(credit)} ({credit.remainingSessions}{" "}
            {credit.remainingSessions === 1 ? "session" : "sessions"} left)
          </label>
        </div>
      ) : null}
      {codeEntry}
      {askPhone ? (
        <Field
          className="mt-4"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          hint="Your profile has no phone number; we call it only if your session needs us to."
          value={phone}
          error={phoneError}
          onChange={(event) => onPhone(event.target.value)}
        />
      ) : null}
      <Button size="lg" className="mt-5 w-full" disabled={busy} onClick={onConfirm}>
        {busy ? busyLabel : "Confirm Booking"}
      </Button>
    </section>
  );
}
