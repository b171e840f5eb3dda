import type { BookingPaymentStatus, BookingStatus, Currency, SessionKind, SessionStatus } from "@domain/enums";
import { bookings, sessions, transactionLedger } from "@server/db/schema";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { demoPrice, demoService } from "./catalogue";
import { amaFirstBookedAt, COUPON_CODES, couponUsedAt } from "./commerce";
import { addDays, addMinutes, insertMissing, type SeedContext, seedId, weekdayAt } from "./context";
import { demoBookingId, REFS } from "./payments";
import { DEMO_PEOPLE, type People, type PersonKey } from "./people";

export { DEMO_RECEIPT_BOOKING_ID } from "./payments";

interface DemoBooking {
  currency: Currency;
  paymentStatus: BookingPaymentStatus;
  status: BookingStatus;
  paymentId?: string;
  couponCode?: string;
  /** A bank transfer not yet verified holds the slot for a while. */
  holdDays?: number;
  concerns: string;
  bookedAt: (now: Date) => Date;
}

interface DemoSession {
  key: string;
  client: PersonKey;
  therapist: PersonKey;
  /** Weekdays from today (negative: past) and hour in Accra; distinct pairs never overlap. */
  day: number;
  hour: number;
  serviceId: string;
  kind: SessionKind;
  status: SessionStatus;
  meetingLink?: string;
  notes?: string;
  cancellationReason?: string;
  booking?: DemoBooking;
}

const SESSIONS: DemoSession[] = [
  {
    key: "ama-1",
    client: "ama",
    therapist: "director",
    day: -15,
    hour: 10,
    serviceId: "individual-teletherapy",
    kind: "individual_therapy",
    status: "completed",
    notes: "First session: goals, history, introduced box breathing.",
    booking: {
      currency: "GHS",
      paymentStatus: "paid",
      status: "completed",
      paymentId: REFS.amaPastBooking,
      concerns: "Feeling overwhelmed at work; would like to start therapy.",
      bookedAt: amaFirstBookedAt,
    },
  },
  {
    key: "ama-2",
    client: "ama",
    therapist: "director",
    day: -10,
    hour: 10,
    serviceId: "individual-in-person",
    kind: "individual_therapy",
    status: "completed",
    notes: "Worked with body sensations around work stress.",
    booking: {
      currency: "GHS",
      paymentStatus: "free",
      status: "completed",
      couponCode: COUPON_CODES.used,
      concerns: "Would like to try a session in person.",
      bookedAt: couponUsedAt,
    },
  },
  {
    key: "ama-3",
    client: "ama",
    therapist: "director",
    day: -5,
    hour: 10,
    serviceId: "individual-teletherapy",
    kind: "individual_therapy",
    status: "cancelled",
    cancellationReason: "Client unwell; rescheduled.",
  },
  {
    key: "ama-4",
    client: "ama",
    therapist: "director",
    day: 2,
    hour: 10,
    serviceId: "individual-teletherapy",
    kind: "teletherapy",
    status: "scheduled",
    meetingLink: "https://meet.jit.si/nkabom-demo-ama",
    booking: {
      currency: "GHS",
      paymentStatus: "paid",
      status: "confirmed",
      paymentId: REFS.amaBooking,
      concerns: "Anxiety and stress at work.",
      bookedAt: (now) => addDays(now, -1),
    },
  },
  {
    key: "ama-5",
    client: "ama",
    therapist: "director",
    day: 7,
    hour: 10,
    serviceId: "individual-teletherapy",
    kind: "individual_therapy",
    status: "scheduled",
  },
  {
    key: "sarah-1",
    client: "sarah",
    therapist: "director",
    day: -12,
    hour: 14,
    serviceId: "intl-individual-50",
    kind: "individual_therapy",
    status: "completed",
    notes: "Adjusting after the move to London; sleep and routine.",
    booking: {
      currency: "GBP",
      paymentStatus: "paid",
      status: "completed",
      paymentId: REFS.sarahPastBooking,
      concerns: "Settling in after moving abroad.",
      bookedAt: (now) => addDays(weekdayAt(now, -12, 14), -4),
    },
  },
  {
    key: "sarah-2",
    client: "sarah",
    therapist: "director",
    day: -4,
    hour: 14,
    serviceId: "intl-individual-50",
    kind: "individual_therapy",
    status: "no_show",
  },
  {
    key: "sarah-3",
    client: "sarah",
    therapist: "director",
    day: 5,
    hour: 14,
    serviceId: "intl-individual-50",
    kind: "teletherapy",
    status: "scheduled",
    booking: {
      currency: "GBP",
      paymentStatus: "pending",
      status: "pending_payment",
      paymentId: REFS.sarahPendingBooking,
      holdDays: 3,
      concerns: "Trouble sleeping; feeling far from family.",
      bookedAt: (now) => addDays(now, -1),
    },
  },
  {
    key: "kwame-1",
    client: "kwame",
    therapist: "therapist",
    day: -14,
    hour: 14,
    serviceId: "couples-teletherapy",
    kind: "couples_therapy",
    status: "completed",
    notes: "Mapped the recurring argument; both keen to continue.",
  },
  {
    key: "kwame-2",
    client: "kwame",
    therapist: "therapist",
    day: -7,
    hour: 14,
    serviceId: "couples-teletherapy",
    kind: "couples_therapy",
    status: "completed",
    notes: "Practised repair attempts.",
  },
  {
    key: "kwame-3",
    client: "kwame",
    therapist: "therapist",
    day: -3,
    hour: 10,
    serviceId: "couples-teletherapy",
    kind: "couples_therapy",
    status: "cancelled",
    cancellationReason: "Therapist unavailable; moved to next week.",
  },
  {
    key: "kwame-4",
    client: "kwame",
    therapist: "therapist",
    day: 1,
    hour: 14,
    serviceId: "couples-in-person",
    kind: "couples_therapy",
    status: "scheduled",
  },
  {
    key: "kwame-5",
    client: "kwame",
    therapist: "therapist",
    day: 6,
    hour: 14,
    serviceId: "couples-teletherapy",
    kind: "couples_therapy",
    status: "scheduled",
    meetingLink: "https://meet.jit.si/nkabom-demo-kwame",
  },
];

/** Past and upcoming sessions of the three clients, and the bookings that paid for some. */
export async function seedCare(ctx: SeedContext, people: People, couponIds: Map<string, string>): Promise<void> {
  const rows = SESSIONS.map((s) => sessionRow(ctx.now, s, people));
  await insertMissing(ctx, sessions, rows);
  // A slot already taken by someone else's session keeps that session; its booking is then left out.
  const stored = await ctx.tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      inArray(
        sessions.id,
        rows.map((r) => r.id),
      ),
    );
  const present = new Set(stored.map((s) => s.id));
  const bookingRows = SESSIONS.filter((s) => s.booking && present.has(seedId("session", s.key))).map((s) =>
    bookingRow(ctx.now, s, people, couponIds),
  );
  await insertMissing(ctx, bookings, bookingRows);
  // The booking payments' ledger lines (seeded with the payments) are the session's therapist's, as the app writes them.
  for (const s of SESSIONS) {
    const reference = s.booking?.paymentId;
    if (!reference || !present.has(seedId("session", s.key))) continue;
    await ctx.tx
      .update(transactionLedger)
      .set({ therapistId: people[s.therapist] })
      .where(and(eq(transactionLedger.reference, reference), isNull(transactionLedger.therapistId)));
  }
}

function sessionRow(now: Date, s: DemoSession, people: People) {
  const service = demoService(s.serviceId);
  const start = weekdayAt(now, s.day, s.hour);
  const cancelled = s.status === "cancelled";
  return {
    id: seedId("session", s.key),
    clientId: people[s.client],
    therapistId: people[s.therapist],
    serviceId: service.id,
    startsAt: start,
    endsAt: addMinutes(start, service.durationMinutes),
    durationMinutes: service.durationMinutes,
    sessionType: s.kind,
    status: s.status,
    meetingLink: s.meetingLink ?? null,
    notes: s.notes ?? null,
    cancelledAt: cancelled ? addDays(start, -1) : null,
    cancellationReason: s.cancellationReason ?? null,
    createdBy: s.booking ? people[s.client] : people[s.therapist],
    createdAt: s.booking ? s.booking.bookedAt(now) : addDays(start, -7),
  };
}

function bookingRow(now: Date, s: DemoSession, people: People, couponIds: Map<string, string>) {
  const booking = s.booking as DemoBooking;
  const person = DEMO_PEOPLE.find((p) => p.key === s.client);
  if (!person) throw new Error(`Unknown demo person ${s.client}`);
  const service = demoService(s.serviceId);
  const bookedAt = booking.bookedAt(now);
  return {
    id: demoBookingId(s.key),
    userId: people[s.client],
    serviceId: service.id,
    serviceName: service.name,
    sessionType: service.delivery,
    startsAt: weekdayAt(now, s.day, s.hour),
    durationMinutes: service.durationMinutes,
    timezone: person.timezone,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    concerns: booking.concerns,
    region: person.region,
    paymentAmount: booking.paymentStatus === "free" ? 0 : demoPrice(s.serviceId, booking.currency),
    paymentCurrency: booking.currency,
    paymentStatus: booking.paymentStatus,
    paymentId: booking.paymentId ?? null,
    status: booking.status,
    couponId: booking.couponCode ? (couponIds.get(booking.couponCode) ?? null) : null,
    sessionId: seedId("session", s.key),
    holdExpiresAt: booking.holdDays ? addDays(bookedAt, booking.holdDays) : null,
    createdAt: bookedAt,
  };
}
