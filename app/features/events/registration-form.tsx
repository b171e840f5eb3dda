import {
  balanceDueDate,
  cancellationRules,
  depositOffered,
  EVENT_MESSAGES,
  eventDeposit,
  eventPrice,
  type PriceQuote,
  registrationAmounts,
} from "@domain/events";
import { formatMoney } from "@domain/money";
import { paymentSuccessPath } from "@domain/navigation";
import { useId, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { BankTransferDetails } from "~/components/payments/bank-transfer-instructions";
import { postForm } from "~/components/payments/payment-api";
import { usePaystackCheckout } from "~/components/payments/use-paystack-checkout";
import type { PaystackPaymentStart } from "~/components/payments/use-paystack-window";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { DialogNotice, type Notice } from "./dialog-notice";
import { formatDay } from "./event-dates";
import type { EventItem } from "./event-view";

type Registered = { reference: string; amount: number; currency: string; eventTitle: string } & (
  | { kind: "confirmed" }
  | { kind: "paystack"; payment: PaystackPaymentStart }
  | ({ kind: "bank_transfer"; heldUntil: string } & BankTransferDetails)
);

const PORTAL_EVENTS = "/client-dashboard/events";
const REGISTRATION_FAILED = { title: EVENT_MESSAGES.failed, fallback: EVENT_MESSAGES.failed };
const CONFLICT = 409;

/**
 * The registration dialog's form (spec 001 §2, §5): optional dietary and accessibility notes,
 * the deposit choice where the event takes one, the cancellation rules, then payment. Loaded only
 * when someone opens the dialog, so the event pages carry none of the payment code. Its messages
 * are shown in the dialog (a toast would sit behind the dialog's backdrop); a place she turns out
 * to hold already (registered in another tab) reloads the page's data, and the dialog shows it.
 */
export default function RegistrationForm({
  event,
  quote,
  paystackMode,
  onClose,
}: {
  event: EventItem;
  quote: PriceQuote;
  paystackMode: "live" | "simulated";
  onClose(): void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const paystack = usePaystackCheckout(paystackMode, REGISTRATION_FAILED, EVENT_MESSAGES.paymentCancelled, setNotice);
  const [sending, setSending] = useState(false);
  const [payDeposit, setPayDeposit] = useState(false);
  const ids = { deposit: useId(), policy: useId() };
  const now = new Date();
  const price = eventPrice(event, quote);
  const deposit = depositOffered(event, price, now) ? eventDeposit(event, price) : null;
  const amounts = registrationAmounts(event, quote, payDeposit, now);
  const local = quote.choice?.region === "local";
  const free = amounts.total === 0;
  const busy = sending || paystack.phase !== "idle";

  async function submit(form: HTMLFormElement) {
    setSending(true);
    setNotice(null);
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const answer = await postForm<Registered>("/api/event-registrations", { ...data, event_id: event.id });
    setSending(false);
    if (!answer.ok) {
      // The dialog stays open with what was typed, and says why.
      setNotice({ tone: "error", title: EVENT_MESSAGES.failed, description: answer.error || EVENT_MESSAGES.failed });
      // Already registered (say, in another tab): the page learns of her place and shows it.
      if (answer.status === CONFLICT) void revalidator.revalidate();
      return;
    }
    const created = { description: `${answer.eventTitle}: reference ${answer.reference}` };
    if (answer.kind === "confirmed") {
      // A free event: nothing to pay, and no payment reference to quote.
      onClose();
      toast.success(EVENT_MESSAGES.created, { description: `Your place at ${answer.eventTitle} is confirmed.` });
      navigate(PORTAL_EVENTS);
      return;
    }
    const success = paymentSuccessPath(answer.reference);
    if (answer.kind === "bank_transfer") {
      onClose();
      toast.success(EVENT_MESSAGES.created, created);
      navigate(success);
      return;
    }
    // Paystack: the payment window opens over this dialog, which keeps her informed meanwhile.
    setNotice({ tone: "info", title: EVENT_MESSAGES.created, description: created.description });
    const outcome = await paystack.pay(answer.payment);
    if (outcome.kind !== "verified") return;
    onClose();
    toast.success(EVENT_MESSAGES.paymentSuccessful, {
      description: `Your place at ${answer.eventTitle} is confirmed.`,
    });
    navigate(success);
  }

  const policy = cancellationRules(event.cancellationPolicy, free ? "free" : deposit ? "deposit" : "full");
  return (
    <form
      className="mt-4 space-y-4"
      aria-describedby={ids.policy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <TextAreaField name="dietary_requirements" label="Dietary requirements (optional)" rows={2} maxLength={500} />
      <TextAreaField name="accessibility_needs" label="Accessibility needs (optional)" rows={2} maxLength={500} />
      {deposit ? (
        <div className="rounded-xl bg-sand-50 p-4 text-sm">
          <div className="flex items-start gap-3">
            <input
              id={ids.deposit}
              type="checkbox"
              name="pay_deposit"
              checked={payDeposit}
              onChange={(e) => setPayDeposit(e.currentTarget.checked)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <label htmlFor={ids.deposit} className="text-stone-800">
              Pay a deposit ({deposit.percent}%) now: {formatMoney(deposit.amount, price.currency)}
            </label>
          </div>
          <p className="mt-2 text-stone-700">
            Then the balance of {formatMoney(price.amount - deposit.amount, price.currency)} is due by{" "}
            {formatDay(balanceDueDate(event))}.
          </p>
        </div>
      ) : null}
      <p id={ids.policy} className="text-xs text-stone-600">
        <span className="font-semibold text-stone-700">Cancellation: </span>
        {policy}
      </p>
      <p className="text-sm font-medium text-stone-900" aria-live="polite">
        {free
          ? "Free: nothing to pay."
          : `To pay now: ${formatMoney(amounts.dueNow, amounts.currency)}${local ? " by mobile money or card (Paystack)" : ` by bank transfer to our ${amounts.currency} account`}`}
      </p>
      <DialogNotice notice={notice} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" disabled={busy}>
          {busy
            ? "Processing..."
            : free
              ? "Register"
              : local
                ? "Register and pay"
                : "Register and get payment instructions"}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
      {paystack.window}
    </form>
  );
}
