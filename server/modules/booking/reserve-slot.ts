import { DATE_IN_PAST, SLOT_TAKEN, SLOT_UNAVAILABLE } from "../../../domain/booking-messages";
import type { BookingPaymentStatus, BookingStatus, SessionKind } from "../../../domain/enums";
import { dayInZone, isSlotStart, PRACTICE_TIME_ZONE } from "../../../domain/slots";
import type { Executor } from "../../db/client";
import { bookings, sessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../accounts/viewer";
import type { CreateBookingInput } from "./create-booking-schema";
import { scheduleHoldExpiry } from "./expire-booking-hold";
import { computeDaySlots } from "./get-available-slots";
import type { BookableService } from "./load-bookable-service";

/** The kind of appointment a service puts on the therapist's calendar. */
const SESSION_KIND: Record<string, SessionKind> = {
  individual: "individual_therapy",
  couples: "couples_therapy",
  family: "family_therapy",
  walking: "walk_therapy",
  yoga: "therapeutic_yoga",
};

export interface Reservation {
  therapistId: string;
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  paymentAmount: number;
  paymentId: string | null;
  couponId?: string | null;
  purchasedPlanId?: string | null;
  /** Until when an unpaid booking keeps its slot. */
  holdExpiresAt?: Date | null;
}

export interface Reserved {
  bookingId: string;
  sessionId: string;
  start: Date;
  end: Date;
}

/**
 * Puts the session on the therapist's calendar and records the booking, in the caller's
 * transaction. The slot must be one the slot rules offer now (hour, availability, the
 * client's own sessions); another booking taking the same time at the same moment is caught
 * by the database's exclusion constraint, which the caller turns into SLOT_TAKEN.
 */
export async function reserveSlot(
  tx: Executor,
  viewer: Viewer,
  input: CreateBookingInput,
  service: BookableService,
  reservation: Reservation,
  now: Date,
): Promise<Reserved> {
  const start = input.start;
  if (start.getTime() <= now.getTime()) throw new AppError("bad_request", DATE_IN_PAST, { start: DATE_IN_PAST });
  if (!isSlotStart(start, PRACTICE_TIME_ZONE))
    throw new AppError("bad_request", SLOT_UNAVAILABLE, { start: SLOT_UNAVAILABLE });
  const durationMinutes = service.row.durationMinutes;
  const slots = await computeDaySlots(tx, {
    therapistId: reservation.therapistId,
    clientId: viewer.userId,
    day: dayInZone(start, PRACTICE_TIME_ZONE),
    durationMinutes,
    now,
  });
  const slot = slots.find((s) => s.start.getTime() === start.getTime());
  if (!slot?.available) {
    const taken = slot?.reason === "therapist_busy";
    const message = taken ? SLOT_TAKEN : slot?.reason === "past" ? DATE_IN_PAST : SLOT_UNAVAILABLE;
    throw new AppError(taken ? "conflict" : "bad_request", message, { start: message });
  }

  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const [session] = await tx
    .insert(sessions)
    .values({
      clientId: viewer.userId,
      therapistId: reservation.therapistId,
      serviceId: service.row.id,
      sessionDate: start,
      endsAt: end,
      durationMinutes,
      sessionType: SESSION_KIND[service.category] ?? "individual_therapy",
      status: "scheduled",
      createdBy: viewer.userId,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session insert returned no row");

  const [booking] = await tx
    .insert(bookings)
    .values({
      userId: viewer.userId,
      serviceId: service.row.id,
      serviceName: service.row.name,
      sessionType: service.row.delivery,
      sessionDate: start,
      durationMinutes,
      timezone: input.timezone,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      concerns: input.concerns,
      previousExperience: input.previousExperience,
      region: input.region,
      paymentAmount: reservation.paymentAmount,
      paymentCurrency: service.currency,
      paymentStatus: reservation.paymentStatus,
      paymentId: reservation.paymentId,
      status: reservation.status,
      couponId: reservation.couponId ?? null,
      purchasedPlanId: reservation.purchasedPlanId ?? null,
      sessionId: session.id,
      holdExpiresAt: reservation.holdExpiresAt ?? null,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error("booking insert returned no row");
  if (reservation.holdExpiresAt) await scheduleHoldExpiry(tx, booking.id, reservation.holdExpiresAt);
  return { bookingId: booking.id, sessionId: session.id, start, end };
}
