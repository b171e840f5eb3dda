import type { EventItem } from "./event-view";
import type { EventsPageData } from "./events-page.server";
import { MailingListBox } from "./mailing-list-box";
import { PageIntro } from "./page-intro";
import { PastEvents } from "./past-events";
import { UpcomingEvents } from "./upcoming-events";
import { useLoadErrorToast } from "./use-load-error-toast";

function SampleItinerary({ id, days }: { id: string; days: EventItem["itinerary"] }) {
  if (days.length === 0) return null;
  return (
    <details className="group rounded-xl bg-sand-50 p-4 ring-1 ring-stone-200" open>
      <summary className="cursor-pointer text-sm font-semibold text-stone-800" id={id}>
        Sample itinerary
      </summary>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby={id}>
        {days.map((day) => (
          <li key={day.day}>
            <p className="text-sm font-medium text-brand-700">{day.day}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-700">
              {day.activities.map((activity) => (
                <li key={activity}>{activity}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}

function Testimonial({ testimonial }: { testimonial: EventItem["testimonials"][number] | undefined }) {
  if (!testimonial) return null;
  return (
    <figure className="border-l-4 border-brand-200 pl-4">
      <blockquote className="font-serif text-lg text-stone-800 italic">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-1 text-sm text-stone-600">— {testimonial.author}</figcaption>
    </figure>
  );
}

/** Spec 001 §2: upcoming retreat cards with a sample itinerary and a testimonial, past retreats, mailing list. */
export function RetreatsPage({ upcoming, past, paystackMode, transferCurrencies, places, loadError }: EventsPageData) {
  useLoadErrorToast(loadError);
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro eyebrow="Rest and reconnect" title="Retreats">
        A few days away from the noise, in a small group, with time for rest, reflection and gentle therapeutic work.
        Our retreats take place in peaceful places a short journey from Accra.
      </PageIntro>

      <UpcomingEvents
        title="Upcoming Retreats"
        events={upcoming}
        empty="No retreats are scheduled right now. Join the mailing list below to hear about the next one."
        className="mt-12"
        {...{ paystackMode, transferCurrencies, places }}
        details={(event) => (
          <>
            <SampleItinerary id={`itinerary-${event.id}`} days={event.itinerary} />
            <Testimonial testimonial={event.testimonials[0]} />
          </>
        )}
      />

      <PastEvents id="past-heading" title="Past Retreats" events={past} empty="Our first retreat is still to come." />

      <MailingListBox
        id="mailing-list-heading"
        title="Retreat mailing list"
        text="Places are limited to a small group. Be the first to know when a new retreat is announced."
        source="/retreats"
      />
    </main>
  );
}
