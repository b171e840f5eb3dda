import type { Currency } from "@domain/enums";
import { useRegion } from "~/components/region/region-context";
import { EventFacts } from "./event-facts";
import { depositOf, type EventItem, eventIllustration, eventPrice, priceLabel } from "./event-view";
import type { PlaceView } from "./place-view";
import { RegisterDialog } from "./register-dialog";

/**
 * An upcoming workshop or retreat: picture, facts, price in the visitor's region (abroad, in the
 * currency she would transfer it in), and Register, or "You are registered" with her place.
 * `children` adds what is particular to the kind of event (objectives, itinerary…).
 */
export function EventCard({
  event,
  eager,
  paystackMode,
  accounts,
  place,
  children,
}: {
  event: EventItem;
  eager: boolean;
  paystackMode: "live" | "simulated";
  /** The currencies the practice holds a bank account in. */
  accounts: readonly Currency[];
  /** Her place at this event, when she holds one. */
  place?: PlaceView;
  children?: React.ReactNode;
}) {
  const { choice } = useRegion();
  const quote = { choice, accounts };
  const price = eventPrice(event, quote);
  const deposit = depositOf(event, price);
  const headingId = `event-${event.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:grid md:grid-cols-[2fr_3fr]"
    >
      <div className="bg-brand-100">
        <img
          src={eventIllustration(event)}
          alt=""
          width={480}
          height={320}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[3/2] w-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-5 p-5 sm:p-7">
        <div>
          <h3 id={headingId} className="font-serif text-2xl text-brand-900">
            {event.title}
          </h3>
          {event.tagline ? <p className="mt-1 font-medium text-brand-700">{event.tagline}</p> : null}
          <p className="mt-3 leading-relaxed text-stone-700">{event.description}</p>
        </div>
        <EventFacts event={event} />
        {children}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-stone-200 pt-5">
          <div>
            <p className="text-2xl font-semibold text-stone-900">
              {priceLabel(price)}
              <span className="sr-only"> per person</span>
            </p>
            {deposit ? (
              <p className="mt-1 text-sm text-stone-700">
                Deposit available: {deposit.percent}%{" "}
                <span className="text-stone-600">({deposit.amount} to hold your place)</span>
              </p>
            ) : null}
          </div>
          <RegisterDialog event={event} price={price} quote={quote} paystackMode={paystackMode} place={place} />
        </div>
      </div>
    </article>
  );
}

/** Objectives as a short list: "What you will take away". */
export function EventObjectives({ objectives }: { objectives: string[] }) {
  if (objectives.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-800">What you will take away</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {objectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ul>
    </div>
  );
}
