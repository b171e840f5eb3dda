import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { BOOKING_CONFIRMED } from "../../../domain/booking-messages";
import { Button, buttonClass } from "../../components/ui/button";

/** A free booking went straight through: what, when, and where to find it. */
export function BookingConfirmation({
  serviceName,
  when,
  onAnother,
}: {
  serviceName: string;
  when: { date: string; time: string };
  onAnother(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="booking-confirmed"
      className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-brand-600" />
      <h2
        id="booking-confirmed"
        ref={heading}
        tabIndex={-1}
        className="mt-3 font-serif text-2xl text-brand-900 outline-none"
      >
        {BOOKING_CONFIRMED}
      </h2>
      <p className="mt-3 text-stone-700">
        Your <strong>{serviceName}</strong> session is booked for{" "}
        <strong>
          {when.date} at {when.time}
        </strong>
        .
      </p>
      <p className="mt-2 text-sm text-stone-600">
        A confirmation with a calendar invitation is on its way to your e-mail.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/client-portal" className={buttonClass("primary")}>
          View in my portal
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Book another session
        </Button>
      </div>
    </section>
  );
}
