import * as schema from "@server/db/schema";
import { seedDemoData } from "@server/db/seed";
import { DEMO_RECEIPT_BOOKING_ID } from "@server/db/seed/care";
import { withTestDatabase } from "@tests/support/database";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findBookingForReference } from "./find-booking-for-reference";
import { getBookingReceipt } from "./get-booking-receipt";

// The browser tests ask the demo server for this booking's receipt: it must be Ama's paid,
// past session, with the Paystack payment behind it.
const database = withTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.db);
});

describe("the demo booking with a receipt", () => {
  it("is Ama's completed session with the director, paid by Paystack", async () => {
    const [row] = await database.db
      .select({ booking: schema.bookings, session: schema.sessions, payment: schema.paymentTransactions })
      .from(schema.bookings)
      .innerJoin(schema.sessions, eq(schema.sessions.id, schema.bookings.sessionId))
      .innerJoin(schema.paymentTransactions, eq(schema.paymentTransactions.reference, schema.bookings.paymentId))
      .where(eq(schema.bookings.id, DEMO_RECEIPT_BOOKING_ID));
    expect(row?.booking).toMatchObject({
      email: "ama@demo.nkabom.example",
      status: "completed",
      paymentStatus: "paid",
    });
    expect(row?.session.status).toBe("completed");
    expect(row?.session.startsAt.getTime()).toBeLessThan(Date.now());
    expect(row?.payment).toMatchObject({
      provider: "paystack",
      purpose: "booking",
      status: "success",
      userId: row?.booking.userId,
      amount: row?.booking.paymentAmount,
    });
    expect(row?.payment.fulfilledAt?.getTime()).toBeLessThan(row?.session.startsAt.getTime() ?? 0);
  });

  it("gives Ama its receipt, also found by its reference", async () => {
    const [ama] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "ama@demo.nkabom.example"));
    const viewer = await viewerFor(database.db, ama?.id ?? "");
    const receipt = await getBookingReceipt(database.db, viewer, { bookingId: DEMO_RECEIPT_BOOKING_ID });
    expect(receipt.payment).toMatchObject({
      amount: "GHS 400.00",
      reference: "PSK-DEMO-BOOK-0002",
      method: "Paystack (card or mobile money)",
      status: "Paid",
    });
    expect(receipt.session.dateTime).toMatch(/, 10:00 \(GMT\)$/);
    expect(await findBookingForReference(database.db, viewer, "PSK-DEMO-BOOK-0002")).toEqual({
      bookingId: DEMO_RECEIPT_BOOKING_ID,
    });
  });
});
