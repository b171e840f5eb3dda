import type { EventStatus } from "@domain/enums";
import { EVENT_STATUS_LABEL } from "@domain/event-admin";
import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { sessionWhen } from "@domain/session-time";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { listEventRegistrations } from "@server/modules/event-admin";
import { failure, readForm, rethrowAsResponse } from "~/lib/action-result";
import { refundToMakeView } from "./events-page.server";

/** An event's registrations page: its registrants, its waiting list, and its refunds once cancelled. */
export async function loadRegistrations(viewer: Viewer, eventId: string | undefined) {
  const zone = usableZone(viewer.timezone);
  const page = await listEventRegistrations(await getDb(), viewer, eventId).catch(rethrowAsResponse);
  const { event } = page;
  const day = (at: Date) => formatLongDate(at, zone);
  return {
    event: {
      id: event.id,
      title: event.title,
      status: event.status as EventStatus,
      statusLabel: EVENT_STATUS_LABEL[event.status as EventStatus] ?? event.status,
      when: sessionWhen(event.startDate, PRACTICE_TIME_ZONE).text,
      seatsTaken: event.seatsTaken,
      capacity: event.capacity,
      cancellationReason: event.cancellationReason,
    },
    registrations: page.registrations.map((r) => ({
      id: r.id,
      clientName: r.clientName,
      clientEmail: r.clientEmail,
      status: r.status,
      statusLabel: r.statusLabel,
      paid: formatMoney(r.paid, r.currency),
      balance: r.balance > 0 ? formatMoney(r.balance, r.currency) : null,
      balanceDueOn: r.balanceDueAt ? formatLongDate(r.balanceDueAt, PRACTICE_TIME_ZONE) : null,
      overdue: r.overdue,
      overdueFlaggedOn: r.overdueFlaggedAt ? day(r.overdueFlaggedAt) : null,
      dietaryRequirements: r.dietaryRequirements,
      accessibilityNeeds: r.accessibilityNeeds,
      pendingTransfer: r.pendingTransfer
        ? {
            reference: r.pendingTransfer.reference,
            amount: formatMoney(r.pendingTransfer.amount, r.pendingTransfer.currency, { symbol: "long" }),
          }
        : null,
      registeredIso: r.createdAt.toISOString(),
      registered: day(r.createdAt),
    })),
    waitlist: page.waitlist.map((w) => ({
      clientName: w.clientName,
      clientEmail: w.clientEmail,
      joined: day(w.joinedAt),
      toldOn: w.notifiedAt ? day(w.notifiedAt) : null,
    })),
    refunds: page.refunds.map(refundToMakeView),
  };
}

export type RegistrationsView = Awaited<ReturnType<typeof loadRegistrations>>;
export type RegistrationView = RegistrationsView["registrations"][number];

/** "mark-transfer-received": the transfer for a place has arrived (the place is confirmed, or the balance paid). */
export async function registrationsAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  try {
    if (form.intent !== "mark-transfer-received") throw new AppError("bad_request", "Unknown action");
    const done = await markTransferReceived(await getDb(), viewer, { reference: form.reference });
    return { ok: true as const, reference: done.reference, needsSettling: done.needsSettling };
  } catch (err) {
    return failure(err, "Could not record the transfer. Please try again.");
  }
}
