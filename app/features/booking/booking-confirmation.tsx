import { BOOKING_CONFIRMED } from "@domain/booking-messages";
import { Link } from "react-router";
import { BookedNotice } from "~/components/booking/booked-notice";
import { type BankTransferDetails, BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";

type When = { date: string; time: string };

/** How a booking ended on the page: booked, or held until her transfer arrives. */
export type Finished =
  | { kind: "confirmed"; serviceName: string; when: When; note: string | null }
  | { kind: "bank_transfer"; serviceName: string; when: When; details: BankTransferDetails };

/** The page once booked: the confirmation, or the transfer instructions for the session held. */
export function BookingFinished({ finished, onAnother }: { finished: Finished; onAnother(): void }) {
  if (finished.kind === "confirmed") {
    return (
      <div className="mt-8">
        <BookingConfirmation
          serviceName={finished.serviceName}
          when={finished.when}
          note={finished.note}
          onAnother={onAnother}
        />
      </div>
    );
  }
  return (
    <div className="mt-8 space-y-4">
      <p className="text-stone-700">
        Your {finished.serviceName} session on {finished.when.date} at {finished.when.time} is held for you until your
        transfer arrives.
      </p>
      <BankTransferInstructions details={finished.details} activates="Your booking will be confirmed" />
    </div>
  );
}

/** A free booking went straight through: what, when, and where to find it. */
export function BookingConfirmation({
  serviceName,
  when,
  note = null,
  onAnother,
}: {
  serviceName: string;
  when: When;
  /** How it was paid, when that is worth saying (a gift certificate). */
  note?: string | null;
  onAnother(): void;
}) {
  return (
    <BookedNotice
      id="booking-confirmed"
      level="h2"
      title={BOOKING_CONFIRMED}
      link={{ label: "View in my portal", to: "/client-portal" }}
      onAnother={onAnother}
    >
      Your <strong>{serviceName}</strong> session is booked for{" "}
      <strong>
        {when.date} at {when.time}
      </strong>
      .{note ? ` ${note}` : null} Please complete any forms due before it in{" "}
      <Link to="/client-portal/forms" className="font-medium text-brand-700 underline">
        your Forms tab
      </Link>
      .
    </BookedNotice>
  );
}
