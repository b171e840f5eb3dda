// createBooking's refusals: a missing or past time, a time that is not a slot or is taken, a
// service of the other region, and staff accounts (no booking is made for them).
import { DATE_IN_PAST, MISSING_INFORMATION, SLOT_TAKEN, SLOT_UNAVAILABLE } from "@domain/booking-messages";
import type { Database } from "@server/db/client";
import { bookings } from "@server/db/schema";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENTS_BOOK_ONLY, createBooking } from "./create-booking";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

describe("createBooking refuses", () => {
  it("a request without a date and time, with the spec's message", async () => {
    const viewer = await world.client();
    const error = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(3, 9), { start: "" })),
    );
    expect(error.fields?.start).toBe(MISSING_INFORMATION.description);
  });

  it("a time in the past, a time that is not a slot, and a service of the other region", async () => {
    const viewer = await world.client();
    const past = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(-1, 10))),
    );
    expect(past.message).toBe(DATE_IN_PAST);
    const odd = await rejection(
      createBooking(
        world.deps,
        viewer,
        bookingRequest(world.localServiceId, new Date(accraSlot(3, 10).getTime() + 30 * 60_000)),
      ),
    );
    expect(odd.message).toBe(SLOT_UNAVAILABLE);
    const evening = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(3, 17))),
    );
    expect(evening.message).toBe(SLOT_UNAVAILABLE);
    const abroad = await rejection(
      createBooking(world.deps, viewer, bookingRequest(world.internationalServiceId, accraSlot(3, 10))),
    );
    expect(abroad.code).toBe("bad_request");
  });

  it("a time the therapist is busy (409, SLOT_TAKEN), and one that clashes with the client's own session", async () => {
    const viewer = await world.client();
    const busy = accraSlot(8, 10);
    await insertSession(db, {
      clientId: (await world.client()).userId,
      therapistId: world.therapistId,
      start: new Date(busy.getTime() + 30 * 60_000),
    });
    const taken = await rejection(createBooking(world.deps, viewer, bookingRequest(world.localServiceId, busy)));
    expect([taken.code, taken.message]).toEqual(["conflict", SLOT_TAKEN]);

    const otherTherapist = await insertPerson(db, { role: "therapist" });
    const own = accraSlot(8, 13);
    await insertSession(db, { clientId: viewer.userId, therapistId: otherTherapist.id, start: own });
    const clash = await rejection(createBooking(world.deps, viewer, bookingRequest(world.localServiceId, own)));
    expect([clash.code, clash.message]).toEqual(["bad_request", SLOT_UNAVAILABLE]);
  });

  it("staff accounts", async () => {
    for (const role of ["therapist", "admin"] as const) {
      const viewer = await insertViewer(db, { role, region: "local" });
      const error = await rejection(
        createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(9, 10))),
      );
      expect([error.code, error.message]).toEqual(["forbidden", CLIENTS_BOOK_ONLY]);
    }
    const none = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.serviceId, world.localServiceId)));
    expect(none.every((b) => b.startsAt.getTime() !== accraSlot(9, 10).getTime())).toBe(true);
  });
});
