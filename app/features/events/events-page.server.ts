import type { Currency, EventType } from "@domain/enums";
import { EVENT_MESSAGES } from "@domain/events";
import { getDb } from "@server/db";
import { type RouteContext, requestIdOf, viewerOf } from "@server/http/load-context";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { errorFields, logger } from "@server/lib/logger";
import { listEvents } from "@server/modules/events";
import { findMyPlaces } from "@server/modules/my-events";
import { transferAccountCurrencies } from "@server/modules/payments";
import { data } from "react-router";
import { type EventItem, toEventLists } from "./event-view";
import { type PlaceView, toPlaceView } from "./place-view";

export interface EventsPageData {
  upcoming: EventItem[];
  past: EventItem[];
  paystackMode: "live" | "simulated";
  /** The currencies the practice holds a bank account in: abroad, a price is quoted in one of them. */
  transferCurrencies: Currency[];
  /** The signed-in client's places at the upcoming events, by event id: "You are registered". */
  places: Record<string, PlaceView>;
  /** Spec 001 §8: 'Error loading workshops' / 'Error loading retreats', a toast over the page. */
  loadError: string | null;
}

const LOAD_ERROR: Record<EventType, string> = {
  workshop: EVENT_MESSAGES.loadWorkshops,
  retreat: EVENT_MESSAGES.loadRetreats,
  community: EVENT_MESSAGES.loadCommunity,
};

/**
 * The workshops or retreats page's data. When the events cannot be read the page still renders
 * (its introduction, the mailing list) with empty lists and the spec's toast, answered as a 503.
 * `extra` is the page's own data beside the events (the community page's article titles).
 */
export async function loadEventsPage<Extra extends object = object>(
  eventType: EventType,
  context: RouteContext,
  extra = {} as Extra,
) {
  const shared = { ...extra, paystackMode: paystackMode(), transferCurrencies: transferAccountCurrencies() };
  try {
    const db = await getDb();
    const lists = toEventLists(await listEvents(db, eventType));
    const viewer = viewerOf(context);
    const mine = viewer
      ? await findMyPlaces(
          db,
          viewer,
          lists.upcoming.map((event) => event.id),
        )
      : [];
    const places = Object.fromEntries(mine.map((place) => [place.eventId, toPlaceView(place, viewer?.timezone)]));
    return data<EventsPageData & Extra>({ ...lists, ...shared, places, loadError: null });
  } catch (err) {
    logger.error(`loading ${eventType}s failed`, { ...errorFields(err), requestId: requestIdOf(context) });
    return data<EventsPageData & Extra>(
      { upcoming: [], past: [], ...shared, places: {}, loadError: LOAD_ERROR[eventType] },
      { status: 503 },
    );
  }
}
