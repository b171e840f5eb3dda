import { DATE_IN_PAST, SLOT_TAKEN, SLOT_UNAVAILABLE, TIME_TOO_SOON } from "@domain/booking-messages";
import type { BookingPaymentStatus, BookingStatus, Currency, SessionKind } from "@domain/enums";
import { isSlotStart, PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { params, paramValues, preparedQuery } from "@server/db/prepared";
import { bookings, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { getOfficeHours } from "@server/modules/practice-settings";
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
  /** The currency it is charged in, when not the one the service was priced in (a card abroad). */
  paymentCurrency?: Currency;
  paymentId: string | null;
  couponId?: string | null;
  purchasedPlanId?: string | null;
  /** Until when an unpaid booking keeps its slot. */
  holdExpiresAt?: Date | null;
  /** Held for a Paystack window. */
  awaitsPaystack?: boolean;
}

export interface Reserved {
  bookingId: string;
  sessionId: string;
  start: Date;
  end: Date;
}

// Every booking writes these two rows: prepared once per connection (server/db/prepared.ts).
// The column lists name both the statement's placeholders and the values each call must give.
const SESSION_COLUMNS = [
  "clientId",
  "therapistId",
  "serviceId",
  "startsAt",
  "bookedAt",
  "endsAt",
  "durationMinutes",
  "sessionType",
  "status",
  "createdBy",
] as const satisfies readonly (keyof NewSession)[];
type NewSession = typeof sessions.$inferInsert;

const BOOKING_COLUMNS = [
  "userId",
  "serviceId",
  "serviceName",
  "sessionType",
  "startsAt",
  "durationMinutes",
  "timezone",
  "firstName",
  "lastName",
  "email",
  "phone",
  "concerns",
  "previousExperience",
  "region",
  "paymentAmount",
  "paymentCurrency",
  "paymentStatus",
  "paymentId",
  "status",
  "couponId",
  "purchasedPlanId",
  "sessionId",
  "holdExpiresAt",
] as const satisfies readonly (keyof NewBooking)[];
type NewBooking = typeof bookings.$inferInsert;

const insertSession = preparedQuery("insert_session", (db) =>
  db.insert(sessions).values(params(SESSION_COLUMNS)).returning({ id: sessions.id }),
);

const insertBooking = preparedQuery("insert_booking", (db) =>
  db.insert(bookings).values(params(BOOKING_COLUMNS)).returning({ id: bookings.id }),
);

/**
 * Puts the session on the therapist's calendar and records the booking, in the caller's
 * transaction. The slot must be one the slot rules offer now (hour, notice from `notBefore`,
 * availability, the practice's office hours and in-person days, the client's own sessions); another booking taking the same time at the same moment is caught
 * by the database's exclusion constraint, which the caller turns into SLOT_TAKEN.
 */
export async function reserveSlot(
  tx: Executor,
  viewer: Viewer,
  input: CreateBookingInput,
  service: BookableService,
  reservation: Reservation,
  now: Date,
  notBefore: Date,
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
    notBefore,
    officeHours: { hours: await getOfficeHours(tx), delivery: service.row.delivery },
  });
  const slot = slots.find((s) => s.start.getTime() === start.getTime());
  if (!slot?.available) {
    const taken = slot?.reason === "therapist_busy";
    const message = taken
      ? SLOT_TAKEN
      : slot?.reason === "past"
        ? DATE_IN_PAST
        : slot?.reason === "too_soon"
          ? TIME_TOO_SOON
          : SLOT_UNAVAILABLE;
    throw new AppError(taken ? "conflict" : "bad_request", message, { start: message });
  }

  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const session: Required<Pick<NewSession, (typeof SESSION_COLUMNS)[number]>> = {
    clientId: viewer.userId,
    therapistId: reservation.therapistId,
    serviceId: service.row.id,
    startsAt: start,
    bookedAt: now,
    endsAt: end,
    durationMinutes,
    sessionType: SESSION_KIND[service.category] ?? "individual_therapy",
    status: "scheduled",
    createdBy: viewer.userId,
  };
  const [inserted] = await insertSession(tx).execute(paramValues(session));
  if (!inserted) throw new Error("session insert returned no row");
  // A time held for Paystack waits minutes for a window she may leave: it reaches the therapist's
  // outside calendar once paid (booking-fulfiler). A transfer's hold lasts days and goes there now.
  if (!reservation.awaitsPaystack) await enqueueCalendarPush(tx, inserted.id);

  const values: Required<Pick<NewBooking, (typeof BOOKING_COLUMNS)[number]>> = {
    userId: viewer.userId,
    serviceId: service.row.id,
    serviceName: service.row.name,
    sessionType: service.row.delivery,
    startsAt: start,
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
    paymentCurrency: reservation.paymentCurrency ?? service.currency,
    paymentStatus: reservation.paymentStatus,
    paymentId: reservation.paymentId,
    status: reservation.status,
    couponId: reservation.couponId ?? null,
    purchasedPlanId: reservation.purchasedPlanId ?? null,
    sessionId: inserted.id,
    holdExpiresAt: reservation.holdExpiresAt ?? null,
  };
  const [booking] = await insertBooking(tx).execute(paramValues(values));
  if (!booking) throw new Error("booking insert returned no row");
  if (reservation.holdExpiresAt) await scheduleHoldExpiry(tx, booking.id, reservation.holdExpiresAt);
  return { bookingId: booking.id, sessionId: inserted.id, start, end };
}
