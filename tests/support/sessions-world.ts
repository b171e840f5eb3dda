// Test support for the client's session changes (not a test itself): the booking world, a
// fixed "now", and sessions booked through the engine (coupon, plan credit) or inserted as an
// online booking already paid for.

import type { Database } from "@server/db/client";
import * as schema from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { and, eq } from "drizzle-orm";
import { accraSlot, type BookingWorld, bookingRequest } from "./booking-world";
import { insertPackageCredit } from "./credits-world";
import { uniqCode } from "./fixtures";
import { insertLocalPlan } from "./payments-world";

/** A Monday morning in Accra, far from the real clock. */
export const NOW = new Date("2031-05-05T08:00:00Z");
/** `hour`:00 in Accra, `days` days after NOW's day. */
export const slotAt = (days: number, hour: number) => accraSlot(days, hour, NOW);

export interface Booked {
  bookingId: string;
  sessionId: string;
  start: Date;
}

async function sessionOfBooking(db: Database, bookingId: string, start: Date): Promise<Booked> {
  const [booking] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingId));
  if (!booking?.sessionId) throw new Error("booked without a session");
  return { bookingId, sessionId: booking.sessionId, start };
}

/** A free booking paid with a new coupon, through create-booking. */
export async function bookWithCoupon(world: BookingWorld, viewer: Viewer, start: Date) {
  const [coupon] = await world.db
    .insert(schema.coupons)
    .values({ code: uniqCode(), couponType: "individual_teletherapy", status: "active" })
    .returning();
  const result = await createBooking(
    world.deps,
    viewer,
    bookingRequest(world.localServiceId, start, { couponCode: coupon!.code }),
    NOW,
  );
  return { ...(await sessionOfBooking(world.db, result.bookingId, start)), couponId: coupon!.id };
}

/** A free booking paid with one session of a new local plan, or package (2 of 4 left before it). */
export async function bookWithPlanCredit(
  world: BookingWorld,
  viewer: Viewer,
  start: Date,
  kind: "plan" | "package" = "plan",
) {
  const bought =
    kind === "package"
      ? await insertPackageCredit(world.db, viewer.userId, {
          remainingSessions: 2,
          totalSessions: 4,
          expiresAt: slotAt(90, 0),
        })
      : await insertLocalPlanCredit(world, viewer);
  const result = await createBooking(
    world.deps,
    viewer,
    bookingRequest(world.localServiceId, start, { usePlanCredit: "true" }),
    NOW,
  );
  return { ...(await sessionOfBooking(world.db, result.bookingId, start)), purchasedPlanId: bought.id };
}

async function insertLocalPlanCredit(world: BookingWorld, viewer: Viewer) {
  const plan = await insertLocalPlan(world.db);
  const [bought] = await world.db
    .insert(schema.purchasedSupportPlans)
    .values({
      userId: viewer.userId,
      planId: plan.id,
      sessionType: plan.sessionType,
      remainingSessions: 2,
      totalSessions: 4,
      expiresAt: slotAt(90, 0),
      status: "active",
      amount: 100_000,
      currency: "GHS",
    })
    .returning();
  return bought!;
}

/** A confirmed Paystack booking already paid (as payment fulfilment leaves it). */
export async function insertPaidBooking(
  world: BookingWorld,
  viewer: Viewer,
  start: Date,
  minutes = 50,
  status: { booking: "confirmed" | "pending_payment"; payment: "paid" | "pending" } = {
    booking: "confirmed",
    payment: "paid",
  },
): Promise<Booked> {
  const [session] = await world.db
    .insert(schema.sessions)
    .values({
      clientId: viewer.userId,
      therapistId: world.therapistId,
      serviceId: world.localServiceId,
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      sessionType: "individual_therapy",
      status: "scheduled",
    })
    .returning();
  const [booking] = await world.db
    .insert(schema.bookings)
    .values({
      userId: viewer.userId,
      serviceId: world.localServiceId,
      serviceName: "Individual Teletherapy",
      sessionType: "virtual",
      startsAt: start,
      durationMinutes: [50, 60, 80, 90].includes(minutes) ? minutes : 50,
      timezone: "Africa/Accra",
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      email: viewer.email,
      phone: "+233 24 123 4567",
      region: "local",
      paymentAmount: 40_000,
      paymentCurrency: "GHS",
      paymentStatus: status.payment,
      paymentId: `BKG-${uniqCode()}`,
      status: status.booking,
      sessionId: session!.id,
    })
    .returning();
  return { bookingId: booking!.id, sessionId: session!.id, start };
}

export const sessionRow = async (db: Database, id: string) =>
  (await db.select().from(schema.sessions).where(eq(schema.sessions.id, id)))[0]!;
export const bookingRow = async (db: Database, id: string) =>
  (await db.select().from(schema.bookings).where(eq(schema.bookings.id, id)))[0]!;

export const notificationsOf = (db: Database, userId: string) =>
  db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

export const auditOf = (db: Database, recordId: string, action: string) =>
  db
    .select()
    .from(schema.auditLogs)
    .where(and(eq(schema.auditLogs.recordId, recordId), eq(schema.auditLogs.action, action)));
