import { formatMonth } from "./event-dates";
import type { EventItem } from "./event-view";

/** Past workshops or retreats: a compact list, nothing to register for. */
export function PastEvents({
  id,
  title,
  events,
  empty,
}: {
  id: string;
  title: string;
  events: EventItem[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="font-serif text-3xl text-brand-900">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              <p className="text-sm text-stone-600">
                <time dateTime={event.startDate.toISOString()}>{formatMonth(event.startDate)}</time>
                {" · "}
                {event.location}
              </p>
              <h3 className="mt-1 font-serif text-xl text-brand-900">{event.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{event.description}</p>
              {event.testimonials[0] ? (
                <blockquote className="mt-3 border-l-2 border-brand-200 pl-3 text-sm text-stone-700 italic">
                  “{event.testimonials[0].quote}”
                  <footer className="mt-1 not-italic text-stone-600">— {event.testimonials[0].author}</footer>
                </blockquote>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
