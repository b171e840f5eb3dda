import { Link } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { Section } from "~/components/ui/section";
import type { RegistrationCardView } from "./my-events-view";
import { RegistrationCard } from "./registration-card";

export const EVENTS_LOAD_ERROR = "Your registrations could not be loaded just now. Please try again.";

/**
 * The portal's Events: the client's places at workshops and retreats, newest event first. The
 * portal's live updates reload it when a payment arrives or the practice changes an event.
 */
export function EventsTab({
  cards,
  paystackMode,
}: {
  cards: RegistrationCardView[];
  paystackMode: "live" | "simulated";
}) {
  return (
    <Section headingId="events-heading" title="Events">
      {cards.length === 0 ? (
        <p className="mt-4 text-stone-700">
          You have not registered for an event yet. See our{" "}
          <Link to="/workshops" className="font-medium text-brand-700 underline">
            workshops
          </Link>
          ,{" "}
          <Link to="/retreats" className="font-medium text-brand-700 underline">
            retreats
          </Link>{" "}
          and{" "}
          <Link to="/community" className="font-medium text-brand-700 underline">
            community events
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Your registrations" className="mt-6 space-y-6">
          {cards.map((card) => (
            <RegistrationCard key={card.id} card={card} paystackMode={paystackMode} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** In place of the list when it cannot be read, with the rest of the portal still there. */
export function EventsLoadError() {
  return <TabLoadError announce title="Unable to Load Events" message={EVENTS_LOAD_ERROR} />;
}
