import { EVENT_ADMIN_TEXT as TEXT } from "@domain/event-admin";
import { auditLogs, eventWaitlist } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertEventPayment, insertPlace } from "@tests/support/event-admin-world";
import { insertEvent, insertPerson } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exportEventRegistrations } from "./export-event-registrations";
import { listAdminEvents } from "./list-admin-events";
import { listEventRegistrations } from "./list-event-registrations";

const database = withTestDatabase();
// The balance of the retreat below fell due on 1 July (its own date): it is overdue now.
const NOW = new Date("2031-07-15T12:00:00Z");
const DUE = new Date("2031-07-01T23:59:00Z");

let admin: Viewer;
let therapist: Viewer;

beforeAll(async () => {
  admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
  therapist = await viewerFor(database.db, (await insertPerson(database.db, { role: "therapist" })).id);
});

async function retreatWithPlaces() {
  const { db } = database;
  const event = await insertEvent(db, {
    eventType: "retreat",
    startDate: new Date("2031-08-20T14:00:00Z"),
    endDate: new Date("2031-08-23T12:00:00Z"),
    capacity: 8,
    allowDeposit: true,
    depositPercentage: 30,
    balanceDueDate: DUE,
  });
  const [abena, kojo, esi, akua] = await Promise.all(
    ["Abena", "Kojo", "Esi", "Akua"].map((firstName) => insertPerson(db, { firstName })),
  );
  const minutes = (n: number) => new Date(NOW.getTime() - (100 - n) * 60_000);
  const deposit = await insertPlace(db, {
    eventId: event.id,
    userId: abena!.id,
    status: "confirmed",
    paymentStatus: "deposit_paid",
    total: 650_000,
    dueNow: 195_000,
    dietaryRequirements: "Vegetarian",
    accessibilityNeeds: "Ground-floor room",
    createdAt: minutes(1),
  });
  const transfer = await insertPlace(db, {
    eventId: event.id,
    userId: kojo!.id,
    status: "pending_payment",
    paymentStatus: "pending",
    total: 85_000,
    currency: "USD",
    createdAt: minutes(2),
  });
  const awaited = await insertEventPayment(db, transfer, {
    amount: 85_000,
    status: "pending",
    provider: "bank_transfer",
  });
  await insertPlace(db, {
    eventId: event.id,
    userId: esi!.id,
    status: "confirmed",
    paymentStatus: "paid",
    total: 650_000,
    createdAt: minutes(3),
  });
  await db.insert(eventWaitlist).values({ eventId: event.id, userId: akua!.id, createdAt: minutes(4) });
  return { event, deposit, transfer, awaited };
}

describe("listEventRegistrations", () => {
  it("gives each registrant her status, what she paid and owes, by when, whether overdue, her notes and her awaited transfer", async () => {
    const { event, awaited } = await retreatWithPlaces();
    const page = await listEventRegistrations(database.db, admin, event.id, { now: NOW });
    expect(page.event.id).toBe(event.id);
    expect(
      page.registrations.map((r) => ({
        name: r.clientName,
        label: r.statusLabel,
        paid: r.paid,
        balance: r.balance,
        dueAt: r.balanceDueAt,
        overdue: r.overdue,
        currency: r.currency,
        transfer: r.pendingTransfer?.reference ?? null,
      })),
    ).toEqual([
      {
        name: "Abena Mensah",
        label: "Confirmed (deposit paid)",
        paid: 195_000,
        balance: 455_000,
        dueAt: DUE,
        overdue: true,
        currency: "GHS",
        transfer: null,
      },
      {
        name: "Kojo Mensah",
        label: "Awaiting payment",
        paid: 0,
        balance: 0,
        dueAt: null,
        overdue: false,
        currency: "USD",
        transfer: awaited.reference,
      },
      {
        name: "Esi Mensah",
        label: "Confirmed",
        paid: 650_000,
        balance: 0,
        dueAt: null,
        overdue: false,
        currency: "GHS",
        transfer: null,
      },
    ]);
    expect(page.registrations[0]).toMatchObject({
      dietaryRequirements: "Vegetarian",
      accessibilityNeeds: "Ground-floor room",
    });
    expect(page.registrations[1]?.pendingTransfer).toEqual({
      reference: awaited.reference,
      amount: 85_000,
      currency: "USD",
    });
    expect(page.waitlist.map((w) => w.clientName)).toEqual(["Akua Mensah"]);
    expect(page.refunds).toEqual([]);

    // Before its due date the same balance is owed, not overdue.
    const earlier = await listEventRegistrations(database.db, admin, event.id, {
      now: new Date("2031-06-30T00:00:00Z"),
    });
    expect(earlier.registrations[0]).toMatchObject({ balance: 455_000, overdue: false });
  });

  it("says an unknown or malformed event is not found, and is for admins only", async () => {
    for (const eventId of ["7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", "not-an-id", undefined]) {
      expect((await rejection(listEventRegistrations(database.db, admin, eventId))).code).toBe("not_found");
    }
    const { event } = await retreatWithPlaces();
    const error = await rejection(listEventRegistrations(database.db, therapist, event.id));
    expect([error.code, error.message]).toEqual(["forbidden", TEXT.adminsOnly]);
  });
});

describe("listAdminEvents", () => {
  it("lists every status, upcoming first then past, with places taken, payments awaited and balances overdue", async () => {
    const { db } = database;
    const { event } = await retreatWithPlaces();
    const draft = await insertEvent(db, {
      status: "draft",
      startDate: new Date("2031-08-01T10:00:00Z"),
      endDate: new Date("2031-08-01T13:00:00Z"),
    });
    const past = await insertEvent(db, {
      startDate: new Date("2031-05-01T10:00:00Z"),
      endDate: new Date("2031-05-01T13:00:00Z"),
    });
    const older = await insertEvent(db, {
      status: "cancelled",
      cancelledAt: NOW,
      startDate: new Date("2031-04-01T10:00:00Z"),
      endDate: new Date("2031-04-01T13:00:00Z"),
    });
    const list = await listAdminEvents(db, admin, { now: NOW });
    const ids = list.map((e) => e.id);
    const order = [draft.id, event.id, past.id, older.id].map((id) => ids.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(list.find((e) => e.id === event.id)).toMatchObject({
      seatsTaken: 3,
      capacity: 8,
      awaitingPayment: 1,
      overdueBalances: 1,
      past: false,
    });
    expect(list.find((e) => e.id === past.id)).toMatchObject({ past: true, awaitingPayment: 0, overdueBalances: 0 });
    expect((await rejection(listAdminEvents(db, therapist))).code).toBe("forbidden");
  });
});

describe("exportEventRegistrations", () => {
  it("gives the registrations as CSV and records the export in the audit log", async () => {
    const { event, awaited } = await retreatWithPlaces();
    const { csv, fileName } = await exportEventRegistrations(database.db, admin, event.id, { now: NOW });
    expect(fileName).toBe(`registrations-${event.slug}-2031-07-15.csv`);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "registered,client,email,status,paid,balance due,balance due by,overdue,currency,dietary requirements,accessibility needs,transfer awaited",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /,Abena Mensah,.*,Confirmed \(deposit paid\),1950\.00,4550\.00,2031-07-01,yes,GHS,Vegetarian,Ground-floor room,$/,
    );
    expect(lines[2]).toContain(`,Awaiting payment,0.00,0.00,,no,USD,,,${awaited.reference}`);
    const audits = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "event_registrations.exported"), eq(auditLogs.recordId, event.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: admin.userId, details: { slug: event.slug, rows: 3 } });
  });

  it("is for admins only, and exports nothing for an unknown event", async () => {
    const { event } = await retreatWithPlaces();
    expect((await rejection(exportEventRegistrations(database.db, therapist, event.id))).code).toBe("forbidden");
    expect((await rejection(exportEventRegistrations(database.db, admin, "nope"))).code).toBe("not_found");
  });
});
