import type { EventType } from "@domain/enums";
import { EVENT_MESSAGES } from "@domain/events";
import { getDb } from "@server/db";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { errorFields, logger } from "@server/lib/logger";
import { listEvents } from "@server/modules/events/list-events";
import { data } from "react-router";
import { type EventItem, toEventLists } from "./event-view";

export interface EventsPageData {
  upcoming: EventItem[];
  past: EventItem[];
  paystackMode: "live" | "simulated";
  /** Spec 001 §8: 'Error loading workshops' / 'Error loading retreats', a toast over the page. */
  loadError: string | null;
}

const LOAD_ERROR: Record<EventType, string> = {
  workshop: EVENT_MESSAGES.loadWorkshops,
  retreat: EVENT_MESSAGES.loadRetreats,
};

/**
 * The workshops or retreats page's data. When the events cannot be read the page still renders
 * (its introduction, the mailing list) with empty lists and the spec's toast, answered as a 503.
 */
export async function loadEventsPage(eventType: EventType, requestId: string | undefined) {
  try {
    const lists = toEventLists(await listEvents(await getDb(), eventType));
    return data<EventsPageData>({ ...lists, paystackMode: paystackMode(), loadError: null });
  } catch (err) {
    logger.error(`loading ${eventType}s failed`, { ...errorFields(err), requestId });
    return data<EventsPageData>(
      { upcoming: [], past: [], paystackMode: paystackMode(), loadError: LOAD_ERROR[eventType] },
      { status: 503 },
    );
  }
}
