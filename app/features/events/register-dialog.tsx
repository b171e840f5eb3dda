import { Mail } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatDateRange } from "./event-dates";
import { depositOf, type EventItem, type EventPrice, priceLabel, registerMailto, spacesLeft } from "./event-view";

/**
 * Spec 001 §2: "Each Register button opens a registration dialog". Online registration and
 * payment come later; until then the dialog says so and offers to reserve by e-mail.
 */
export function RegisterDialog({ event, price, email }: { event: EventItem; price: EventPrice; email: string }) {
  const [open, setOpen] = useState(false);
  const deposit = depositOf(event, price);
  const full = spacesLeft(event) === 0;
  const action = full ? "Join the waiting list" : "Register";
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${action}: ${event.title}`}
        onClick={() => setOpen(true)}
        className={buttonClass("primary", "md")}
      >
        {action}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Register for ${event.title}`}
        description="Online registration opens soon. Until then, reserve your place by e-mail: tell us your name and phone number and any dietary or accessibility needs, and we will confirm your place and how to pay."
      >
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-4 text-sm">
          <dt className="text-stone-600">When</dt>
          <dd className="text-stone-800">{formatDateRange(event.startDate, event.endDate)}</dd>
          <dt className="text-stone-600">Price</dt>
          <dd className="text-stone-800">{priceLabel(price)}</dd>
          {deposit ? (
            <>
              <dt className="text-stone-600">Deposit</dt>
              <dd className="text-stone-800">
                {deposit.percent}% ({deposit.amount}) to hold your place
              </dd>
            </>
          ) : null}
        </dl>
        {full ? (
          <p className="mt-4 text-sm text-stone-700">
            This event is fully booked. Write to us and we will offer you the next place that opens up.
          </p>
        ) : null}
        <p className="mt-4 text-sm text-stone-700">
          Our address: <span className="block font-medium break-words text-stone-800">{email}</span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <a href={registerMailto(email, event, price)} className={buttonClass("primary", "md")}>
            <Mail aria-hidden className="size-4" />
            Reserve by e-mail
          </a>
          <button type="button" onClick={() => setOpen(false)} className={buttonClass("secondary", "md")}>
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
