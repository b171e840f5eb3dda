import type { EventStatus, EventType } from "@domain/enums";
import {
  EVENT_ADMIN_TEXT,
  EVENT_STATUS_LABEL,
  EVENT_TYPE_LABEL,
  EVENT_TYPE_PAGE,
  itineraryText,
  objectivesText,
  practiceDateTimeInput,
} from "@domain/event-admin";
import { formatMoney, toMajor } from "@domain/money";
import { sessionWhen } from "@domain/session-time";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import type { EventRow, RefundToMake } from "@server/modules/event-admin";
import {
  cancelEvent,
  createEvent,
  listAdminEvents,
  publishEvent,
  unpublishEvent,
  updateEvent,
} from "@server/modules/event-admin";
import { failure, readForm } from "~/lib/action-result";
import type { EventFormValues, EventRowView, EventsTabView, RefundToMakeView } from "./event-view";

const major = (minor: number) => String(toMajor(minor));

/** The stored event as the edit form shows it. */
function formValues(event: EventRow): EventFormValues {
  return {
    title: event.title,
    tagline: event.tagline ?? "",
    description: event.description,
    eventType: event.eventType,
    startsAt: practiceDateTimeInput(event.startDate),
    endsAt: event.endDate ? practiceDateTimeInput(event.endDate) : "",
    location: event.location,
    facilitator: event.facilitator,
    capacity: String(event.capacity),
    priceLocal: major(event.priceLocal),
    priceInternational: major(event.priceInternational),
    allowDeposit: event.allowDeposit,
    depositPercentage: event.depositPercentage ? String(event.depositPercentage) : "",
    balanceDueOn: event.balanceDueDate ? dayInZone(event.balanceDueDate, PRACTICE_TIME_ZONE) : "",
    cancellationPolicy: event.cancellationPolicy ?? "",
    duration: event.duration ?? "",
    objectives: objectivesText(event.objectives),
    itinerary: itineraryText(event.itinerary),
    image: event.image ?? "",
  };
}

/** A refund to make, with the link to the client's payments in the Transactions tab. */
export function refundToMakeView(refund: RefundToMake): RefundToMakeView {
  return {
    reference: refund.reference,
    clientName: refund.clientName,
    clientEmail: refund.clientEmail,
    amount: formatMoney(refund.amount, refund.currency, { symbol: "long" }),
    part: refund.part === "balance" ? "Balance" : "Deposit or full price",
    ledgerHref: `/admin-dashboard/transactions?${new URLSearchParams({ client: refund.clientId })}`,
  };
}

/** The Events tab: every event, upcoming first, each with its figures and its edit form's values. */
export async function loadEventsTab(viewer: Viewer): Promise<EventsTabView> {
  const list = await listAdminEvents(await getDb(), viewer);
  return {
    events: list.map(
      (event): EventRowView => ({
        id: event.id,
        title: event.title,
        typeLabel: EVENT_TYPE_LABEL[event.eventType as EventType] ?? event.eventType,
        status: event.status as EventStatus,
        statusLabel: EVENT_STATUS_LABEL[event.status as EventStatus] ?? event.status,
        whenIso: event.startDate.toISOString(),
        when: sessionWhen(event.startDate, PRACTICE_TIME_ZONE).text,
        seatsTaken: event.seatsTaken,
        capacity: event.capacity,
        awaitingPayment: event.awaitingPayment,
        overdueBalances: event.overdueBalances,
        past: event.past,
        publicHref: EVENT_TYPE_PAGE[event.eventType as EventType] ?? "/workshops",
        prices: `${formatMoney(event.priceLocal, "GHS")} local · ${formatMoney(event.priceInternational, "USD")} international`,
        cancellationReason: event.cancellationReason,
        form: formValues(event),
      }),
    ),
  };
}

/**
 * The Events tab's actions: "create" and "update" (the event form), "publish" and "unpublish",
 * "cancel" (answering the refunds to make).
 */
export async function eventsAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  try {
    const db = await getDb();
    switch (form.intent) {
      case "create":
        return { ok: true as const, title: (await createEvent(db, viewer, form)).title };
      case "update":
        return { ok: true as const, title: (await updateEvent(db, viewer, form)).title };
      case "publish":
      case "unpublish": {
        const done = await (form.intent === "publish" ? publishEvent : unpublishEvent)(db, viewer, form);
        return { ok: true as const, title: done.title, status: done.status };
      }
      case "cancel": {
        const done = await cancelEvent(db, viewer, form);
        return { ok: true as const, title: done.title, refunds: done.refunds.map(refundToMakeView) };
      }
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    const fallback =
      form.intent === "cancel"
        ? EVENT_ADMIN_TEXT.cancelError
        : form.intent === "publish" || form.intent === "unpublish"
          ? EVENT_ADMIN_TEXT.publishError
          : EVENT_ADMIN_TEXT.saveError;
    return failure(err, fallback);
  }
}
