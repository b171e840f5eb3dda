/** The browser's side of the booking endpoints (app/routes/api.booking.*). */
import type { SlotUnavailableReason } from "../../../domain/slots";
import { type ApiAnswer, postForm } from "../../components/payments/payment-api";

export interface SlotView {
  start: string;
  end: string;
  available: boolean;
  reason: SlotUnavailableReason | null;
}

export interface DaySlots {
  day: string;
  durationMinutes: number;
  slots: SlotView[];
}

const UNREACHABLE = "We could not reach the server. Please check your connection.";

/** A practice-calendar day's slots for a service. Never throws; an aborted request answers status 0. */
export async function fetchDaySlots(serviceId: string, day: string, signal: AbortSignal): Promise<ApiAnswer<DaySlots>> {
  const query = new URLSearchParams({ serviceId, day });
  let response: Response;
  try {
    response = await fetch(`/api/booking/slots?${query}`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal,
    });
  } catch {
    return { ok: false, error: UNREACHABLE, status: 0 };
  }
  const body = (await response.json().catch(() => null)) as ({ ok: true } & DaySlots) | { ok: false; error?: string };
  if (response.ok && body?.ok) return body;
  const error = body && !body.ok && body.error ? body.error : `The server answered ${response.status}.`;
  return { ok: false, error, status: response.status };
}

/** validate-coupon: whether the code makes this service free, or the server's reason why not. */
export const checkCoupon = (code: string, serviceId: string) =>
  postForm<{ couponId: string; code: string }>("/api/booking/coupon", { code, serviceId });
