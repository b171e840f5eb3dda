import type { ReactNode } from "react";
import { EventCard } from "./event-card";
import type { EventItem } from "./event-view";
import type { EventsPageData } from "./events-page.server";

/**
 * The upcoming workshops or retreats, each a card to register from (the first image loaded at
 * once); `details` adds what a card of that kind shows, `empty` is said when there are none.
 */
export function UpcomingEvents({
  title,
  events,
  empty,
  className,
  paystackMode,
  transferCurrencies,
  places,
  details,
}: Pick<EventsPageData, "paystackMode" | "transferCurrencies" | "places"> & {
  title: string;
  events: EventItem[];
  empty: string;
  /** The section's margin. */
  className: string;
  details(event: EventItem): ReactNode;
}) {
  return (
    <section aria-labelledby="upcoming-heading" className={className}>
      <h2 id="upcoming-heading" className="font-serif text-3xl text-brand-900">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-6 grid gap-8">
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                eager={index === 0}
                paystackMode={paystackMode}
                accounts={transferCurrencies}
                place={places[event.id]}
              >
                {details(event)}
              </EventCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
