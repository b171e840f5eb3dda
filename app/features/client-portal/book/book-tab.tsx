import type { RegionChoice } from "@domain/region";
import type { BookingWidget as Widget } from "@server/modules/portal";
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { readStoredRegion, storeRegion } from "~/components/region/region-storage";
import { Section } from "~/components/ui/section";
import { type BookOutcome, BookOutcomeView } from "./book-outcome";
import { BookingWidget } from "./booking-widget";

export interface BookTabProps {
  widget: Widget;
  region: RegionChoice;
  /** False when the browser has no region yet and the account's was used. */
  regionFromBrowser: boolean;
  timeZone: string;
  paystackMode: "live" | "simulated";
  /** When the server drew the page (ISO). */
  now: string;
}

/**
 * A browser without a region (signed in on a new device) takes the account's, so the slots
 * endpoint and the site's prices agree with what this tab was priced in.
 */
function useAccountRegion(region: RegionChoice, fromBrowser: boolean) {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    // A region kept in localStorage is put back in the cookie by the region provider itself.
    if (fromBrowser || readStoredRegion()) return;
    storeRegion(region);
    void revalidator.revalidate();
  }, []);
}

/** The portal's book tab: the booking widget, then what became of the booking. */
export function BookTab({ widget, region, regionFromBrowser, timeZone, paystackMode, now }: BookTabProps) {
  const [outcome, setOutcome] = useState<BookOutcome | null>(null);
  // A new round remounts the widget: a fresh day, time and payment window.
  const [round, setRound] = useState(0);
  useAccountRegion(region, regionFromBrowser);

  return (
    <Section headingId="book-heading" title="Book a session">
      {widget.kind === "closed" ? (
        <p role="status" className="mt-3 text-stone-700">
          {widget.reason}
        </p>
      ) : outcome ? (
        <BookOutcomeView
          outcome={outcome}
          onAnother={() => {
            setOutcome(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <>
          <p className="mt-2 text-stone-700">
            Pick a day, then a time. For another kind of session, use the{" "}
            <Link to="/book" className="font-medium text-brand-700 underline">
              full booking page
            </Link>
            .
          </p>
          <BookingWidget
            key={round}
            widget={widget}
            region={region}
            timeZone={timeZone}
            paystackMode={paystackMode}
            serverNow={now}
            onBooked={setOutcome}
          />
        </>
      )}
    </Section>
  );
}
