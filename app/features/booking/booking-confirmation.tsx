import { BOOKING_CONFIRMED } from "@domain/booking-messages";
import { BookedNotice } from "~/components/booking/booked-notice";

/** A free booking went straight through: what, when, and where to find it. */
export function BookingConfirmation({
  serviceName,
  when,
  note = null,
  onAnother,
}: {
  serviceName: string;
  when: { date: string; time: string };
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
      .{note ? ` ${note}` : null}
    </BookedNotice>
  );
}
