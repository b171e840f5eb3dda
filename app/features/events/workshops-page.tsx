import { useState } from "react";
import { SearchField } from "~/components/ui/search-field";
import { EventObjectives } from "./event-card";
import type { EventItem } from "./event-view";
import type { EventsPageData } from "./events-page.server";
import { MailingListBox } from "./mailing-list-box";
import { PageIntro } from "./page-intro";
import { PastEvents } from "./past-events";
import { UpcomingEvents } from "./upcoming-events";
import { useLoadErrorToast } from "./use-load-error-toast";

/** Case-insensitive match on title or description; an empty query keeps everything. */
export function matchesQuery(event: Pick<EventItem, "title" | "description">, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || event.title.toLowerCase().includes(q) || event.description.toLowerCase().includes(q);
}

/** Spec 001 §2: search box, Upcoming and Past lists, newsletter e-mail box. */
export function WorkshopsPage({ upcoming, past, paystackMode, transferCurrencies, places, loadError }: EventsPageData) {
  useLoadErrorToast(loadError);
  const [query, setQuery] = useState("");
  const shownUpcoming = upcoming.filter((event) => matchesQuery(event, query));
  const shownPast = past.filter((event) => matchesQuery(event, query));
  const searching = query.trim() !== "";

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro eyebrow="Learn together" title="Workshops">
        Small, practical group sessions on the things that weigh on many of us: stress, boundaries, relationships and
        rest. Each workshop is led by a qualified therapist and is open to anyone, in Accra or online.
      </PageIntro>

      <search className="mt-10 max-w-xl">
        <SearchField
          label="Search workshops"
          value={query}
          onChange={setQuery}
          placeholder="e.g. burnout, boundaries"
        />
        <p aria-live="polite" className="mt-2 min-h-5 text-sm text-stone-600">
          {searching ? `${shownUpcoming.length + shownPast.length} workshops match “${query.trim()}”.` : ""}
        </p>
      </search>

      <UpcomingEvents
        title="Upcoming Workshops"
        events={shownUpcoming}
        empty={
          searching
            ? "No upcoming workshops match your search."
            : "No workshops are scheduled right now. Join the newsletter below to hear about new dates."
        }
        className="mt-8"
        {...{ paystackMode, transferCurrencies, places }}
        details={(event) => <EventObjectives objectives={event.objectives} />}
      />

      <PastEvents
        id="past-heading"
        title="Past Workshops"
        events={shownPast}
        empty={searching ? "No past workshops match your search." : "Our first workshops are still to come."}
      />

      <MailingListBox
        id="newsletter-heading"
        title="Workshop newsletter"
        text="Hear about new workshops first, with a short note on each topic and who it is for."
        source="/workshops"
      />
    </main>
  );
}
