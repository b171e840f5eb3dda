import { DATE_IN_PAST, SLOT_TAKEN, SLOT_UNAVAILABLE } from "@domain/booking-messages";
import { CHANGE_REFUSAL_MESSAGE, SAME_TIME, SESSION_NOT_FOUND } from "@domain/session-changes";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { emailOutbox } from "@server/db/schema";
import { joinUrl } from "@server/modules/video";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertSession } from "@tests/support/fixtures";
import { insertViewer, rejection } from "@tests/support/payments-world";
import {
  auditOf,
  bookingRow,
  bookWithCoupon,
  insertPaidBooking,
  NOW,
  notificationsOf,
  sessionRow,
  slotAt,
} from "@tests/support/sessions-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getRescheduleSlots } from "./get-reschedule-slots";
import { rescheduleMySession } from "./reschedule-my-session";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const day = (start: Date) => dayInZone(start, PRACTICE_TIME_ZONE);

describe("rescheduleMySession", () => {
  it("moves the session and its booking to a free time, and tells the therapist and the client", async () => {
    const me = await world.client();
    const booked = await bookWithCoupon(world, me, slotAt(3, 10));
    const to = slotAt(4, 14);

    const result = await rescheduleMySession(db, me, { sessionId: booked.sessionId, start: to.toISOString() }, NOW);
    expect(result).toMatchObject({ sessionId: booked.sessionId, start: to.toISOString() });

    const session = await sessionRow(db, booked.sessionId);
    expect(session.startsAt.toISOString()).toBe(to.toISOString());
    expect(session.endsAt.toISOString()).toBe(new Date(to.getTime() + 50 * 60_000).toISOString());
    expect(session.status).toBe("scheduled");
    expect((await bookingRow(db, booked.bookingId)).startsAt.toISOString()).toBe(to.toISOString());

    const notice = (await notificationsOf(db, world.therapistId)).find(
      (n) => n.title === "Session rescheduled by client" && n.message.includes(me.lastName),
    );
    expect(notice?.message).toMatch(/moved their .* session from .* to /);
    expect((await notificationsOf(db, me.userId)).map((n) => n.title)).toContain("Session rescheduled");
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, me.email));
    const moved = mails.find((m) => m.subject.startsWith("Your session has moved to"));
    const ics = Buffer.from(moved?.attachments[0]?.content ?? "", "base64").toString();
    expect(ics).toContain(`UID:booking-${booked.bookingId}@`);
    expect(ics).toContain(`DTSTART:${to.toISOString().replace(/[-:]/g, "").replace(".000", "")}`);
    // The same join page as the booking's confirmation named: moving a session never changes it.
    const confirmed = mails.find((m) => m.subject.startsWith("Your session is booked"));
    const page = `Join online: ${joinUrl(booked.sessionId)}`;
    expect(confirmed?.textBody).toContain(page);
    expect(moved?.textBody).toContain(page);
    expect(ics.replace(/\r\n /g, "")).toContain(`URL:${joinUrl(booked.sessionId)}`);
    expect(await auditOf(db, booked.sessionId, "session.rescheduled_by_client")).toHaveLength(1);

    // The old time is free again for anyone.
    const other = await world.client();
    const theirs = await bookWithCoupon(world, other, slotAt(3, 10));
    expect((await sessionRow(db, theirs.sessionId)).status).toBe("scheduled");
  });

  it("refuses a time the therapist already has, with the booking's message, and changes nothing", async () => {
    const me = await world.client();
    const booked = await insertPaidBooking(world, me, slotAt(5, 10));
    const someoneElse = await world.client();
    const taken = slotAt(5, 15);
    await insertSession(db, {
      clientId: someoneElse.userId,
      therapistId: world.therapistId,
      start: taken,
      minutes: 50,
    });

    const error = await rejection(
      rescheduleMySession(db, me, { sessionId: booked.sessionId, start: taken.toISOString() }, NOW),
    );
    expect(error).toMatchObject({ code: "conflict", message: SLOT_TAKEN, fields: { start: SLOT_TAKEN } });
    expect((await sessionRow(db, booked.sessionId)).startsAt.toISOString()).toBe(booked.start.toISOString());
    expect(await notificationsOf(db, me.userId)).toHaveLength(0);
  });

  it("refuses times the engine does not offer: off the hour, past, outside working hours, the same time", async () => {
    const me = await world.client();
    const booked = await insertPaidBooking(world, me, slotAt(6, 10));
    const cases: [Date, string][] = [
      [new Date(slotAt(6, 12).getTime() + 30 * 60_000), SLOT_UNAVAILABLE],
      [slotAt(-1, 10), DATE_IN_PAST],
      [slotAt(6, 7), SLOT_UNAVAILABLE],
      [booked.start, SAME_TIME],
    ];
    for (const [start, message] of cases) {
      const error = await rejection(
        rescheduleMySession(db, me, { sessionId: booked.sessionId, start: start.toISOString() }, NOW),
      );
      expect(error.message, start.toISOString()).toBe(message);
    }
    const missing = await rejection(rescheduleMySession(db, me, { sessionId: booked.sessionId }, NOW));
    expect(missing.code).toBe("bad_request");
  });

  it("lets a long session move into the hour it overlaps now (it does not block itself)", async () => {
    const me = await world.client();
    const long = await insertPaidBooking(world, me, slotAt(7, 10), 90);
    const next = slotAt(7, 11);
    const { slots } = await getRescheduleSlots(db, me, { sessionId: long.sessionId, day: day(next) }, NOW);
    expect(slots.find((s) => s.start.getTime() === next.getTime())).toMatchObject({ available: true });

    await rescheduleMySession(db, me, { sessionId: long.sessionId, start: next.toISOString() }, NOW);
    expect((await sessionRow(db, long.sessionId)).endsAt.toISOString()).toBe(
      new Date(next.getTime() + 90 * 60_000).toISOString(),
    );
  });

  it("is refused within 24 hours, for a cancelled session and for a booking awaiting payment", async () => {
    const me = await world.client();
    const soon = await insertPaidBooking(world, me, new Date(NOW.getTime() + 20 * 3_600_000));
    const held = await insertPaidBooking(world, me, slotAt(8, 10), 50, {
      booking: "pending_payment",
      payment: "pending",
    });
    const cancelled = await insertSession(db, {
      clientId: me.userId,
      therapistId: world.therapistId,
      start: slotAt(8, 12),
      status: "cancelled",
    });
    const to = slotAt(9, 10).toISOString();
    for (const [sessionId, message] of [
      [soon.sessionId, CHANGE_REFUSAL_MESSAGE.too_late],
      [held.sessionId, CHANGE_REFUSAL_MESSAGE.awaiting_payment],
      [cancelled.id, CHANGE_REFUSAL_MESSAGE.cancelled],
    ] as const) {
      const error = await rejection(rescheduleMySession(db, me, { sessionId, start: to }, NOW));
      expect(error).toMatchObject({ code: "conflict", message });
      const slots = await rejection(getRescheduleSlots(db, me, { sessionId, day: day(slotAt(9, 10)) }, NOW));
      expect(slots).toMatchObject({ code: "conflict", message });
    }
    expect((await sessionRow(db, soon.sessionId)).startsAt.getTime()).toBe(NOW.getTime() + 20 * 3_600_000);
  });

  it("treats another client's session and an admin's attempt as not found, for slots and for the move", async () => {
    const owner = await world.client();
    const booked = await insertPaidBooking(world, owner, slotAt(10, 10));
    const stranger = await world.client();
    const admin = await insertViewer(db, { role: "admin" });
    for (const viewer of [stranger, admin]) {
      const move = await rejection(
        rescheduleMySession(db, viewer, { sessionId: booked.sessionId, start: slotAt(10, 14).toISOString() }, NOW),
      );
      expect(move).toMatchObject({ code: "not_found", message: SESSION_NOT_FOUND });
      const slots = await rejection(
        getRescheduleSlots(db, viewer, { sessionId: booked.sessionId, day: day(slotAt(10, 14)) }, NOW),
      );
      expect(slots).toMatchObject({ code: "not_found", message: SESSION_NOT_FOUND });
    }
    expect((await sessionRow(db, booked.sessionId)).startsAt.toISOString()).toBe(booked.start.toISOString());
  });
});

describe("getRescheduleSlots", () => {
  it("offers the engine's hourly slots for the session's therapist and length, busy ones marked", async () => {
    const me = await world.client();
    const booked = await insertPaidBooking(world, me, slotAt(11, 10));
    const someoneElse = await world.client();
    await insertSession(db, {
      clientId: someoneElse.userId,
      therapistId: world.therapistId,
      start: slotAt(12, 13),
      minutes: 50,
    });
    const result = await getRescheduleSlots(db, me, { sessionId: booked.sessionId, day: day(slotAt(12, 9)) }, NOW);
    expect(result.durationMinutes).toBe(50);
    expect(result.slots.map((s) => s.start.toISOString())).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map((hour) => slotAt(12, hour).toISOString()),
    );
    expect(result.slots.filter((s) => !s.available).map((s) => [s.start.toISOString(), s.reason])).toEqual([
      [slotAt(12, 13).toISOString(), "therapist_busy"],
    ]);
    const bad = await rejection(getRescheduleSlots(db, me, { sessionId: booked.sessionId, day: "2031-02-30" }, NOW));
    expect(bad.code).toBe("bad_request");
  });
});
