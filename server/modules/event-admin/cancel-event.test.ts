import { EVENT_ADMIN_TEXT as TEXT } from "@domain/event-admin";
import {
  auditLogs,
  emailOutbox,
  eventRegistrations,
  events,
  eventWaitlist,
  notifications,
  paymentTransactions,
  refunds,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertEventPayment, insertPlace } from "@tests/support/event-admin-world";
import { insertEvent, insertPerson } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelEvent, EVENT_CANCELLED_TITLE } from "./cancel-event";
import { listEventRegistrations } from "./list-event-registrations";
import { publishEvent } from "./publish-event";

const database = withTestDatabase();
const NOW = new Date("2031-07-15T12:00:00Z");
const START = new Date("2031-09-10T14:00:00Z");

let admin: Viewer;
let client: Viewer;

beforeAll(async () => {
  admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
  client = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
});

const retreat = () =>
  insertEvent(database.db, {
    title: "River Retreat",
    eventType: "retreat",
    startDate: START,
    endDate: new Date("2031-09-13T12:00:00Z"),
    capacity: 10,
    priceLocal: 650_000,
    priceInternational: 85_000,
    allowDeposit: true,
    depositPercentage: 30,
  });

/** Five people around a retreat: a deposit paid, a place paid in full, a transfer awaited, an old cancellation, a waiting-list entry. */
async function peopleAround(eventId: string) {
  const { db } = database;
  const [deposit, full, transfer, gone, waiting] = await Promise.all(
    ["Abena", "Kojo", "Esi", "Yaw", "Akua"].map((firstName) => insertPerson(db, { firstName, region: "local" })),
  );
  const depositPlace = await insertPlace(db, {
    eventId,
    userId: deposit!.id,
    status: "confirmed",
    paymentStatus: "deposit_paid",
    total: 650_000,
    dueNow: 195_000,
  });
  const depositPaid = await insertEventPayment(db, depositPlace, { amount: 195_000, status: "success" });
  const fullPlace = await insertPlace(db, {
    eventId,
    userId: full!.id,
    status: "confirmed",
    paymentStatus: "paid",
    total: 650_000,
  });
  const fullPaid = await insertEventPayment(db, fullPlace, { amount: 650_000, status: "success" });
  const transferPlace = await insertPlace(db, {
    eventId,
    userId: transfer!.id,
    status: "pending_payment",
    paymentStatus: "pending",
    total: 650_000,
  });
  const awaited = await insertEventPayment(db, transferPlace, {
    amount: 650_000,
    status: "pending",
    provider: "bank_transfer",
  });
  const old = await insertPlace(db, {
    eventId,
    userId: gone!.id,
    status: "cancelled",
    paymentStatus: "failed",
    total: 650_000,
  });
  await db.insert(eventWaitlist).values({ eventId, userId: waiting!.id });
  return {
    depositPlace,
    depositPaid,
    fullPlace,
    fullPaid,
    transferPlace,
    awaited,
    old,
    people: [deposit!, full!, transfer!, gone!, waiting!],
  };
}

describe("cancelEvent", () => {
  it("cancels the event and every place held, frees the seats, cancels awaited payments, tells everyone and lists the refunds", async () => {
    const { db } = database;
    const event = await retreat();
    const around = await peopleAround(event.id);
    // Part of the full payment was already refunded: only the rest is still to give back.
    await db.insert(refunds).values({
      reference: "RFD-EVENT-PART",
      paymentTransactionId: around.fullPaid.id,
      userId: around.fullPaid.userId,
      amount: 50_000,
      currency: "GHS",
      method: "paystack",
      status: "completed",
      completedAt: NOW,
      reason: "Goodwill",
      effect: "keep",
    });
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken).toBe(3);

    const answer = await cancelEvent(db, admin, { eventId: event.id, reason: "  The lodge flooded. " }, { now: NOW });

    expect(answer).toMatchObject({ id: event.id, registrationsCancelled: 3, paymentsCancelled: 1, waitlistTold: 1 });
    expect(answer.refunds).toEqual([
      {
        reference: around.depositPaid.reference,
        clientId: around.depositPlace.userId,
        clientName: "Abena Mensah",
        clientEmail: expect.stringContaining("@example.test"),
        amount: 195_000,
        currency: "GHS",
        part: "first",
      },
      expect.objectContaining({ reference: around.fullPaid.reference, clientName: "Kojo Mensah", amount: 600_000 }),
    ]);
    const [stored] = await db.select().from(events).where(eq(events.id, event.id));
    expect(stored).toMatchObject({
      status: "cancelled",
      cancelledAt: NOW,
      cancellationReason: "The lodge flooded.",
      seatsTaken: 0,
    });

    const places = await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    const held = [around.depositPlace.id, around.fullPlace.id, around.transferPlace.id];
    for (const place of places.filter((p) => held.includes(p.id))) {
      expect(place).toMatchObject({ status: "cancelled", cancelledAt: NOW, cancellationReason: "The lodge flooded." });
      expect(place.holdExpiresAt).toBeNull();
    }
    expect(places.find((p) => p.id === around.old.id)).toMatchObject({ status: "cancelled", cancelledAt: null });
    expect(Object.fromEntries(places.map((p) => [p.id, p.paymentStatus]))).toMatchObject({
      [around.depositPlace.id]: "deposit_paid",
      [around.fullPlace.id]: "paid",
      [around.transferPlace.id]: "failed",
    });

    const payments = await db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.id, [around.awaited.id, around.depositPaid.id, around.fullPaid.id]));
    expect(Object.fromEntries(payments.map((p) => [p.reference, p.status]))).toEqual({
      [around.awaited.reference]: "cancelled",
      [around.depositPaid.reference]: "success",
      [around.fullPaid.reference]: "success",
    });

    // The three registrants and the waiting list are e-mailed and notified; the old cancellation is not.
    const [deposit, full, transfer, gone, waiting] = around.people;
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `${EVENT_CANCELLED_TITLE}: River Retreat`));
    expect(mail).toHaveLength(4);
    const bodyTo = (userId: string) =>
      db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, EVENT_CANCELLED_TITLE)));
    expect((await bodyTo(deposit!.id))[0]?.message).toContain("Everything you paid (₵1,950) will be refunded.");
    expect((await bodyTo(full!.id))[0]?.message).toContain("(₵6,500)");
    expect((await bodyTo(transfer!.id))[0]?.message).toContain("Nothing is due from you.");
    expect((await bodyTo(waiting!.id))[0]?.message).toContain("whose waiting list you joined");
    expect(await bodyTo(gone!.id)).toEqual([]);
    expect(mail.every((m) => m.textBody.includes("Why: The lodge flooded."))).toBe(true);

    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "event.cancelled"), eq(auditLogs.recordId, event.id)));
    expect(audit).toMatchObject({ userId: admin.userId });
    expect(audit?.details).toMatchObject({ reason: "The lodge flooded.", paymentsCancelled: 1, waitlistTold: 1 });

    // The registrations page keeps listing the refunds still to make.
    const page = await listEventRegistrations(db, admin, event.id, { now: NOW });
    expect(page.refunds.map((r) => r.reference)).toEqual(answer.refunds.map((r) => r.reference));

    // Once cancelled, it stays so.
    const again = await rejection(cancelEvent(db, admin, { eventId: event.id, reason: "Again" }, { now: NOW }));
    expect([again.code, again.message]).toEqual(["conflict", TEXT.alreadyCancelled]);
    expect((await rejection(publishEvent(db, admin, { eventId: event.id }))).code).toBe("conflict");
  });

  it("needs a reason, an event that exists and an admin, and changes nothing otherwise", async () => {
    const { db } = database;
    const event = await retreat();
    const reasonless = await rejection(cancelEvent(db, admin, { eventId: event.id, reason: "  " }));
    expect([reasonless.code, reasonless.fields]).toEqual(["bad_request", { reason: TEXT.reasonMissing }]);
    const unknown = await rejection(
      cancelEvent(db, admin, { eventId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", reason: "Rain" }),
    );
    expect([unknown.code, unknown.message]).toEqual(["not_found", TEXT.notFound]);
    const forbidden = await rejection(cancelEvent(db, client, { eventId: event.id, reason: "Rain" }));
    expect([forbidden.code, forbidden.message]).toEqual(["forbidden", TEXT.adminsOnly]);
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]?.status).toBe("published");
  });
});
