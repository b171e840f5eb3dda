// A cancelled session re-opened from its dropdown (Scheduled, Completed or No show) must still
// fit the calendar: no other session of its therapist or client then, not a day she has off.
import { RESTORE_REFUSAL, STATUS_REFUSAL_MESSAGE } from "@domain/session-status";
import { dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { therapistTimeOff } from "@server/db/schema";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertSession } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { auditOf, bookingRow, insertPaidBooking, NOW, sessionRow, slotAt } from "@tests/support/sessions-world";
import { beforeAll, describe, expect, it } from "vitest";
import { setSessionStatus } from "./set-session-status";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const therapist = () => viewerFor(db, world.therapistId);
const later = (seconds: number, from: Date) => new Date(from.getTime() + seconds * 1000);

describe("re-opening a cancelled session", () => {
  it("as Completed once it has begun: the booking is completed with it, audited as a revert", async () => {
    const her = await therapist();
    const client = await world.client();
    const start = slotAt(2, 10);
    const { sessionId, bookingId } = await insertPaidBooking(world, client, start);
    await setSessionStatus(db, her, { sessionId, status: "cancelled", reason: "Flu" }, NOW);
    const early = await rejection(setSessionStatus(db, her, { sessionId, status: "no_show" }, NOW));
    expect([early.status, early.message]).toEqual([409, STATUS_REFUSAL_MESSAGE.not_started]);

    const change = await setSessionStatus(db, her, { sessionId, status: "completed" }, later(3600, start));
    expect(change).toMatchObject({ status: "completed", changed: true, reopened: true });
    expect(await sessionRow(db, sessionId)).toMatchObject({ status: "completed", cancellationReason: null });
    expect((await bookingRow(db, bookingId)).status).toBe("completed");
    const [audit] = await auditOf(db, sessionId, "session.status_reverted");
    expect(audit?.details).toMatchObject({ from: "cancelled", to: "completed" });
  });

  it("is refused with a 409 when another session has its time since, or the therapist has the day off", async () => {
    const her = await therapist();
    const client = await world.client();
    const taken = await insertPaidBooking(world, client, slotAt(5, 11));
    await setSessionStatus(db, her, { sessionId: taken.sessionId, status: "cancelled", reason: "Away" }, NOW);
    const someone = await world.client();
    await insertSession(db, { clientId: someone.userId, therapistId: world.therapistId, start: slotAt(5, 11) });
    const clash = await rejection(
      setSessionStatus(db, her, { sessionId: taken.sessionId, status: "completed" }, slotAt(5, 12)),
    );
    expect([clash.status, clash.message]).toEqual([409, RESTORE_REFUSAL.timeTaken]);

    const off = await insertPaidBooking(world, client, slotAt(6, 11));
    await setSessionStatus(db, her, { sessionId: off.sessionId, status: "cancelled", reason: "Away" }, NOW);
    await db
      .insert(therapistTimeOff)
      .values({ therapistId: world.therapistId, day: dayInZone(slotAt(6, 11), "Africa/Accra") });
    const dayOff = await rejection(
      setSessionStatus(db, her, { sessionId: off.sessionId, status: "scheduled" }, later(60, NOW)),
    );
    expect([dayOff.status, dayOff.message]).toEqual([409, RESTORE_REFUSAL.dayOff]);
    expect((await sessionRow(db, off.sessionId)).status).toBe("cancelled");
    expect((await bookingRow(db, off.bookingId)).status).toBe("cancelled");
  });
});
