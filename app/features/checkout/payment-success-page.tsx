import type { PaymentProvider, PaymentPurpose, PaymentStatus } from "@domain/enums";
import { PAYMENT_NEEDS_SETTLING, TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import { PAYMENT_SUCCESS_REDIRECT_SECONDS } from "@domain/timing";
import type { GiftPurchaseSummary } from "@server/modules/gifts";
import { CalendarDays, CheckCircle2, Download, Gift } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type BankTransferDetails, BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";
import { Button, buttonClass } from "~/components/ui/button";

export interface PaymentSuccessProps {
  reference: string;
  firstName: string;
  service: string;
  date: string;
  /** The viewer's payment with this reference, when there is one. */
  status: PaymentStatus | null;
  /** Received, but what it paid for was no longer held. */
  needsSettling?: boolean;
  provider: PaymentProvider | null;
  purpose?: PaymentPurpose | null;
  receiptBookingId: string | null;
  /** A bank transfer still awaited: its instructions. */
  transfer?: BankTransferDetails | null;
  /** False for a visitor without a session (a gift's buyer back from Paystack): nothing of the payment is shown. */
  signedIn?: boolean;
  /** The viewer's gift purchase with this reference. */
  gift?: GiftPurchaseSummary | null;
  /** Signed out, with a gift's reference: what happens next is worded for a gift. */
  signedOutGift?: boolean;
}

const PORTAL = "/client-portal";
const PORTAL_EVENTS = "/client-dashboard/events";
const GIFT_PAGE = "/wellness-kit";

const NEXT_STEPS = {
  session: [
    "A confirmation e-mail with your reference is on its way to you.",
    "Your sessions, plan credits and messages are in your portal.",
    "Your therapist will be in touch before your first session. Keep your reference for any questions.",
    "Before a booked session, complete any forms it asks for in your portal's Forms tab.",
  ],
  event: [
    "A confirmation e-mail with your reference is on its way to you.",
    "Your place, what you have paid and any balance still due are in your portal's Events.",
    "We will e-mail you the day before the event with where to be and when. Keep your reference for any questions.",
  ],
  gift: [
    "A confirmation e-mail with your reference is on its way to you.",
    "We e-mail the certificate, with its code and a printable card, to its recipient on the day you chose; you receive a copy without the code.",
    "Your receipt is in your portal, under Payments and receipts. Keep your reference for any questions.",
  ],
  signedOut: [
    "We will e-mail you as soon as your payment is confirmed; it usually takes a moment.",
    "Keep your reference for any questions: it is in that e-mail too.",
  ],
  signedOutGift: [
    "Your gift certificate is issued as soon as Paystack confirms your payment; it usually takes a moment.",
    "We e-mail the certificate, with its code and a printable card, to its recipient on the day you chose.",
    "You receive a copy without the code, and your receipt. Keep your reference for any questions.",
  ],
};

/** When the recipient hears of her gift. */
function giftDelivery(gift: GiftPurchaseSummary): string {
  if (gift.state === "sent") return `It is on its way to ${gift.recipientName} by e-mail now.`;
  if (gift.state === "scheduled") return `We will e-mail it to ${gift.recipientName} on ${gift.deliveryAt}.`;
  return `Once your payment is confirmed, we will e-mail it to ${gift.recipientName} on ${gift.deliveryAt}, or at once if that time has passed by then.`;
}

function statusLine(status: PaymentStatus | null, provider: PaymentProvider | null): string | null {
  if (status === "success") return "Your payment is confirmed.";
  if (status === "pending" && provider === "paystack") {
    return "We are waiting for Paystack to confirm your payment; this usually takes a moment.";
  }
  if (status === "pending")
    return `We will confirm your payment once your transfer reaches us, within ${TRANSFER_CHECK_TIME}.`;
  if (status)
    return "We could not confirm this payment. If money has left your account, please contact us with the reference below.";
  return null;
}

/**
 * Spec 000 §2.11: thank-you, reference, next steps, and a 7-second countdown to the portal;
 * no countdown while bank-transfer instructions are shown (she needs them to pay). A gift says
 * for whom and when it is delivered. Signed out (a gift's buyer back from Paystack's own page)
 * nothing of the payment is shown, only what happens next, and there is no portal to go to.
 */
export function PaymentSuccessPage(props: PaymentSuccessProps) {
  const { reference, firstName, service, date, status, provider, receiptBookingId, transfer, gift } = props;
  const signedIn = props.signedIn ?? true;
  const forEvent = props.purpose === "event_registration";
  const forGift = props.purpose === "gift_certificate";
  const portal = forEvent ? PORTAL_EVENTS : PORTAL;
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(PAYMENT_SUCCESS_REDIRECT_SECONDS);
  // Bank details she still has to use are not taken away from her, and a visitor who is not
  // signed in has no portal to be taken to: no countdown then.
  const [staying, setStaying] = useState(Boolean(transfer) || !signedIn);
  const steps = !signedIn
    ? NEXT_STEPS[props.signedOutGift ? "signedOutGift" : "signedOut"]
    : NEXT_STEPS[forEvent ? "event" : forGift ? "gift" : "session"];
  const ordered = gift ? `${gift.what} for ${gift.recipientName}` : service;

  useEffect(() => {
    if (staying) return;
    if (secondsLeft <= 0) {
      navigate(portal);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft, staying, navigate, portal]);

  const line = props.needsSettling ? PAYMENT_NEEDS_SETTLING.page : statusLine(status, provider);

  return (
    <main className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6 sm:py-16">
      <CheckCircle2 aria-hidden className="mx-auto size-14 text-brand-600" />
      <h1 className="mt-4 font-serif text-3xl text-brand-900 sm:text-4xl">
        Thank you{firstName ? `, ${firstName}` : ""}!
      </h1>
      <p className="mt-3 text-stone-700">
        {!signedIn
          ? "If your payment went through, your order is on its way: we will confirm it by e-mail."
          : ordered
            ? `We have received your order for ${ordered}.`
            : "We have received your order."}{" "}
        {line}
      </p>
      {gift ? (
        <p className="mt-3 inline-flex items-start gap-2 text-stone-700">
          <Gift aria-hidden className="mt-1 size-4 shrink-0 text-brand-600" />
          {giftDelivery(gift)}
        </p>
      ) : null}
      {reference ? (
        <p className="mt-4 text-sm text-stone-600">
          Payment reference: <span className="font-mono font-semibold text-stone-900">{reference}</span>
        </p>
      ) : null}
      {date ? (
        <p className="mt-2 text-sm text-stone-600">
          Session: <span className="font-medium text-stone-900">{date}</span>
        </p>
      ) : null}

      <section aria-labelledby="next-steps" className="mt-8 rounded-2xl bg-brand-50 p-6 text-left">
        <h2 id="next-steps" className="font-serif text-xl text-brand-900">
          What happens next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-700">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {transfer ? (
        <div className="mt-8 text-left">
          <BankTransferInstructions
            details={transfer}
            activates={
              forEvent
                ? "Your place is confirmed"
                : forGift
                  ? "Your gift certificate is issued"
                  : "Your payment is confirmed"
            }
          />
        </div>
      ) : null}

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <Link to={portal} className={buttonClass("primary", "lg")}>
            Go to My Portal
          </Link>
        ) : (
          <Link to={props.signedOutGift ? GIFT_PAGE : "/"} className={buttonClass("primary", "lg")}>
            {props.signedOutGift ? "Back to Gift Certificates" : "Back to the Home Page"}
          </Link>
        )}
        {(forEvent || forGift) && status === "success" && !props.needsSettling ? (
          <ReceiptLink href={`/api/receipts/${encodeURIComponent(reference)}`} />
        ) : null}
        {receiptBookingId ? <ReceiptLink href={`/api/receipt/${receiptBookingId}`} /> : null}
        {date ? (
          <Link to={`${PORTAL}?tab=sessions`} className={buttonClass("secondary", "lg")}>
            <CalendarDays aria-hidden className="size-4" />
            View Session Details
          </Link>
        ) : null}
      </div>

      {signedIn ? (
        <p className="mt-8 text-sm text-stone-600">
          {transfer ? (
            "These details stay here until you leave, and are in your portal until your transfer arrives."
          ) : staying ? (
            "You can stay on this page as long as you like."
          ) : (
            <>
              Taking you to your portal in <span data-testid="countdown">{secondsLeft}</span>{" "}
              {secondsLeft === 1 ? "second" : "seconds"}...{" "}
              <Button variant="ghost" size="sm" onClick={() => setStaying(true)}>
                Stay on this page
              </Button>
            </>
          )}
        </p>
      ) : null}
    </main>
  );
}

/** The receipt (a PDF), opened in a new tab. */
function ReceiptLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClass("secondary", "lg")}>
      <Download aria-hidden className="size-4" />
      Download Receipt
    </a>
  );
}
