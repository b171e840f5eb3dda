/**
 * The browser's side of the slots endpoints, for every booking calendar: a service's day
 * (app/routes/api.booking.slots.ts) and the day a client's own session could move to
 * (app/routes/api.my-sessions.$sessionId.slots.ts), and the times an admin can book for a payment
 * that needs settling (app/routes/api.admin.settling.$reference.slots.ts). All answer the same shape.
 */
import type { NoticePayment } from "@domain/booking-notice";
import type { SlotUnavailableReason } from "@domain/slots";
import type { ApiAnswer } from "~/components/payments/payment-api";

export interface SlotView {
  start: string;
  end: string;
  available: boolean;
  reason: SlotUnavailableReason | null;
  /** Abroad, how a free time is paid: by transfer, or by card when a transfer is too slow for it. */
  payment?: NoticePayment | null;
}

export interface DaySlots {
  day: string;
  durationMinutes: number;
  slots: SlotView[];
  /** Why some times are not offered or are paid by card, when the notice rules say so. */
  note?: string | null;
}

const UNREACHABLE = "We could not reach the server. Please check your connection.";

/** Where a service's slots on a practice-calendar day are read. */
export function serviceSlotsUrl(serviceId: string, day: string): string {
  return `/api/booking/slots?${new URLSearchParams({ serviceId, day })}`;
}

/** Where the times one of the viewer's sessions can move to on a practice-calendar day are read. */
export function moveSlotsUrl(sessionId: string, day: string): string {
  return `/api/my-sessions/${encodeURIComponent(sessionId)}/slots?${new URLSearchParams({ day })}`;
}

/** Where the times a late payment's session could be booked at on a practice-calendar day are read. */
export function settleSlotsUrl(reference: string, day: string): string {
  return `/api/admin/settling/${encodeURIComponent(reference)}/slots?${new URLSearchParams({ day })}`;
}

/** A day's slots from one of the endpoints above. Never throws; an aborted request answers status 0. */
export async function fetchDaySlots(url: string, signal: AbortSignal): Promise<ApiAnswer<DaySlots>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" }, signal });
  } catch {
    return { ok: false, error: UNREACHABLE, status: 0 };
  }
  const body = (await response.json().catch(() => null)) as ({ ok: true } & DaySlots) | { ok: false; error?: string };
  if (response.ok && body?.ok) return body;
  const error = body && !body.ok && body.error ? body.error : `The server answered ${response.status}.`;
  return { ok: false, error, status: response.status };
}
