import { sessionBookedToast } from "@domain/booking-messages";
import { useEffect, useRef } from "react";
import { BookedNotice } from "~/components/booking/booked-notice";
import { type BankTransferDetails, BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";

type When = { date: string; time: string };

export type BookOutcome =
  | { kind: "booked"; when: When }
  | { kind: "transfer"; when: When; details: BankTransferDetails };

/**
 * After Confirm Booking: the session is booked (a plan session or a verified payment), or held
 * while the client's bank transfer travels. Focus moves to the news, so it is read out.
 */
export function BookOutcomeView({ outcome, onAnother }: { outcome: BookOutcome; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { date, time } = outcome.when;

  if (outcome.kind === "transfer") {
    return (
      <div className="mt-6 space-y-4">
        <h3 ref={heading} tabIndex={-1} className="font-semibold text-brand-900 outline-none">
          Your session on {date} at {time} is held for you until your transfer arrives.
        </h3>
        <BankTransferInstructions details={outcome.details} activates="Your booking will be confirmed" />
      </div>
    );
  }

  const news = sessionBookedToast(date, time);
  return (
    <BookedNotice
      id="session-booked"
      level="h3"
      title={news.title}
      link={{ label: "View my sessions", to: "..", relative: "path" }}
      className="mt-6"
      onAnother={onAnother}
    >
      {news.description}
    </BookedNotice>
  );
}
