import { EVENT_ADMIN_TEXT as TEXT } from "@domain/event-admin";
import { DEFAULT_CANCELLATION_POLICY } from "@domain/events";
import { auditLogs, events } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { listEvents } from "@server/modules/events";
import { withTestDatabase } from "@tests/support/database";
import { eventForm as form, insertPlace } from "@tests/support/event-admin-world";
import { insertEvent, insertPerson } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "./create-event";
import { publishEvent, unpublishEvent } from "./publish-event";
import { updateEvent } from "./update-event";

const database = withTestDatabase();
const NOW = new Date("2031-07-15T12:00:00Z");

let admin: Viewer;
let others: Viewer[];

beforeAll(async () => {
  const { db } = database;
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  others = [
    await viewerFor(db, (await insertPerson(db, { role: "client" })).id),
    await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id),
  ];
});

const eventById = async (id: string) => (await database.db.select().from(events).where(eq(events.id, id)))[0];
const auditOf = (id: string) =>
  database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.tableName, "events"), eq(auditLogs.recordId, id)));
const create = (overrides: Record<string, string> = {}) =>
  createEvent(database.db, admin, form(overrides), { now: NOW });

describe("createEvent", () => {
  it("creates a draft from the form: Accra times, minor units, lists from lines, a slug, and an audit entry", async () => {
    const created = await create({ title: "Grief & Growth: Together!" });
    const stored = await eventById(created.id);
    expect(stored).toMatchObject({
      slug: "grief-growth-together",
      title: "Grief & Growth: Together!",
      status: "draft",
      eventType: "workshop",
      startDate: new Date("2031-09-10T14:00:00Z"),
      endDate: new Date("2031-09-10T17:00:00Z"),
      capacity: 20,
      seatsTaken: 0,
      priceLocal: 35_000,
      priceInternational: 4_550,
      allowDeposit: false,
      depositPercentage: null,
      balanceDueDate: null,
      cancellationPolicy: null,
      tagline: null,
      image: null,
      duration: "3 hours",
      objectives: ["Name what you carry", "Find your support"],
      itinerary: [{ day: "Afternoon", activities: ["Opening circle", "Sharing in pairs", "Closing"] }],
    });
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ action: "event.created", userId: admin.userId });
    expect(audit?.details).toMatchObject({ slug: "grief-growth-together", priceLocal: 35_000, capacity: 20 });
  });

  it("gives a title already used the next free slug", async () => {
    const first = await create({ title: "Rest Day" });
    const second = await create({ title: "rest   day" });
    const third = await create({ title: "Rest day!" });
    expect([first.slug, second.slug, third.slug]).toEqual(["rest-day", "rest-day-2", "rest-day-3"]);
  });

  it("keeps a deposit's percentage and balance day (the end of that day in Accra), and drops them without deposits", async () => {
    const deposit = { depositPercentage: "30", balanceDueOn: "2031-08-20" };
    const taken = await create({ ...deposit, allowDeposit: "on", eventType: "retreat", image: "/images/x.jpg" });
    expect(await eventById(taken.id)).toMatchObject({
      eventType: "retreat",
      allowDeposit: true,
      depositPercentage: 30,
      balanceDueDate: new Date("2031-08-20T23:59:00Z"),
      image: "/images/x.jpg",
    });
    const defaultDay = await create({ allowDeposit: "on", depositPercentage: "25" });
    expect((await eventById(defaultDay.id))?.balanceDueDate).toBeNull();
    const none = await create({ ...deposit, allowDeposit: "" });
    expect(await eventById(none.id)).toMatchObject({
      allowDeposit: false,
      depositPercentage: null,
      balanceDueDate: null,
    });
  });

  it("creates a free community event (a price of 0), which no workshop or retreat may be", async () => {
    const free = await create({ eventType: "community", priceLocal: "0", priceInternational: "0.00" });
    expect(await eventById(free.id)).toMatchObject({ eventType: "community", priceLocal: 0, priceInternational: 0 });
    for (const eventType of ["workshop", "retreat"]) {
      const error = await rejection(create({ eventType, priceInternational: "0" }));
      expect([error.code, error.fields?.priceInternational]).toEqual(["bad_request", TEXT.priceInvalid]);
    }
  });

  it("keeps a policy of its own, and the practice's default as none of its own", async () => {
    const own = await create({ cancellationPolicy: "  No refunds after 1 August. " });
    expect((await eventById(own.id))?.cancellationPolicy).toBe("No refunds after 1 August.");
    const same = await create({ cancellationPolicy: DEFAULT_CANCELLATION_POLICY });
    expect((await eventById(same.id))?.cancellationPolicy).toBeNull();
  });

  it.each([
    ["no title", { title: "  " }, "title", TEXT.titleMissing],
    ["a title of 121 characters", { title: "t".repeat(121) }, "title", TEXT.tooLong(120)],
    ["no description", { description: "" }, "description", TEXT.descriptionMissing],
    ["an unknown type", { eventType: "conference" }, "eventType", TEXT.chooseType],
    ["a start that is no day", { startsAt: "2031-02-30T10:00" }, "startsAt", TEXT.startInvalid],
    ["a start with a zone", { startsAt: "2031-09-10T14:00:00Z" }, "startsAt", TEXT.startInvalid],
    ["a start in year 9999", { startsAt: "9999-12-31T10:00" }, "startsAt", TEXT.startInvalid],
    ["a start far too long to read", { startsAt: "2031-09-10T14:00".padEnd(400, "0") }, "startsAt", TEXT.startInvalid],
    ["an end far too long to read", { endsAt: "x".repeat(400) }, "endsAt", TEXT.endInvalid],
    ["an end before the start", { endsAt: "2031-09-10T13:00" }, "endsAt", TEXT.endBeforeStart],
    ["no end", { endsAt: "" }, "endsAt", TEXT.endInvalid],
    ["no place", { location: " " }, "location", TEXT.locationMissing],
    ["no facilitator", { facilitator: "" }, "facilitator", TEXT.facilitatorMissing],
    ["a capacity of 0", { capacity: "0" }, "capacity", TEXT.capacityInvalid],
    ["a capacity in words", { capacity: "twenty" }, "capacity", TEXT.capacityInvalid],
    ["a capacity of 10,001", { capacity: "10001" }, "capacity", TEXT.capacityInvalid],
    ["a free local price", { priceLocal: "0" }, "priceLocal", TEXT.priceInvalid],
    ["a negative price", { priceInternational: "-5" }, "priceInternational", TEXT.priceInvalid],
    ["a price with three decimals", { priceLocal: "12.345" }, "priceLocal", TEXT.priceInvalid],
    ["a deposit without its percentage", { allowDeposit: "on" }, "depositPercentage", TEXT.depositInvalid],
    ["a deposit of 100%", { allowDeposit: "on", depositPercentage: "100" }, "depositPercentage", TEXT.depositInvalid],
    ["a wrong tick", { allowDeposit: "maybe" }, "allowDeposit", "Tick the box or leave it empty."],
    [
      "a balance day on the start's day",
      { allowDeposit: "on", depositPercentage: "30", balanceDueOn: "2031-09-10" },
      "balanceDueOn",
      TEXT.balanceDueAfterStart,
    ],
    ["a balance day that is no day", { balanceDueOn: "2031-13-01" }, "balanceDueOn", TEXT.balanceDueInvalid],
    [
      "an itinerary line without a day",
      { itinerary: "Day 1: Arrival\nWalk; Talk" },
      "itinerary",
      TEXT.itineraryInvalid(2),
    ],
    ["21 objectives", { objectives: "x\n".repeat(21) }, "objectives", TEXT.objectivesInvalid],
    ["a script for an image", { image: "javascript:alert(1)" }, "image", TEXT.imageInvalid],
    ["a start already past", { startsAt: "2031-07-15T11:00", endsAt: "2031-07-15T13:00" }, "startsAt", TEXT.startPast],
  ])("refuses %s with a message for its field, writing nothing", async (_name, change, field, message) => {
    const before = (await database.db.select().from(events)).length;
    const error = await rejection(create(change));
    expect([error.code, error.message]).toEqual(["bad_request", message]);
    expect(error.fields?.[field]).toBe(message);
    expect((await database.db.select().from(events)).length).toBe(before);
  });

  it("is for admins only, before the input is read", async () => {
    for (const viewer of others) {
      const error = await rejection(createEvent(database.db, viewer, form(), { now: NOW }));
      expect([error.code, error.message]).toEqual(["forbidden", TEXT.adminsOnly]);
      expect((await rejection(createEvent(database.db, viewer, {}))).code).toBe("forbidden");
    }
  });
});

describe("updateEvent", () => {
  it("changes the fields, keeps the slug and the status, and audits what changed", async () => {
    const created = await create({ title: "Sleep Well" });
    const saved = await updateEvent(
      database.db,
      admin,
      { ...form({ title: "Sleep Well Again", capacity: "12", priceLocal: "400" }), eventId: created.id },
      { now: NOW },
    );
    expect(saved).toEqual({ id: created.id, slug: "sleep-well", title: "Sleep Well Again" });
    expect(await eventById(created.id)).toMatchObject({ title: "Sleep Well Again", capacity: 12, priceLocal: 40_000 });
    const updated = (await auditOf(created.id)).find((a) => a.action === "event.updated");
    expect(updated?.details).toEqual({ slug: "sleep-well", changed: ["title", "capacity", "priceLocal"] });
  });

  it("refuses a capacity below the places taken, with how many are taken, and accepts exactly that many", async () => {
    const event = await insertEvent(database.db, {
      capacity: 5,
      startDate: new Date("2031-09-10T14:00:00Z"),
      endDate: new Date("2031-09-10T17:00:00Z"),
    });
    for (let i = 0; i < 3; i += 1) {
      const person = await insertPerson(database.db);
      await insertPlace(database.db, {
        eventId: event.id,
        userId: person.id,
        status: i === 0 ? "pending_payment" : "confirmed",
        paymentStatus: i === 0 ? "pending" : "paid",
        total: 35_000,
      });
    }
    expect((await eventById(event.id))?.seatsTaken).toBe(3);
    const edit = (capacity: string) =>
      updateEvent(database.db, admin, { ...form({ capacity }), eventId: event.id }, { now: NOW });
    const error = await rejection(edit("2"));
    expect([error.code, error.message]).toEqual(["bad_request", TEXT.capacityBelowTaken(3)]);
    expect(error.fields).toEqual({ capacity: TEXT.capacityBelowTaken(3) });
    expect((await eventById(event.id))?.capacity).toBe(5);
    await edit("3");
    expect(await eventById(event.id)).toMatchObject({ capacity: 3, seatsTaken: 3 });
  });

  it("leaves a cancelled event as it is, and says an unknown or malformed event is not found", async () => {
    const cancelled = await insertEvent(database.db, { status: "cancelled", cancelledAt: NOW });
    const edit = (eventId: string) => rejection(updateEvent(database.db, admin, { ...form(), eventId }, { now: NOW }));
    expect((await edit(cancelled.id)).message).toBe(TEXT.cancelledNoChange);
    expect((await edit("7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e")).code).toBe("not_found");
    expect(await edit("not-an-id")).toMatchObject({ code: "bad_request", message: TEXT.notFound });
  });

  it("refuses moving the start into the past, but an unchanged past start may stay", async () => {
    const created = await create();
    const error = await rejection(
      updateEvent(database.db, admin, { ...form({ startsAt: "2031-07-01T10:00" }), eventId: created.id }, { now: NOW }),
    );
    expect(error.fields).toEqual({ startsAt: TEXT.startPast });
    const later = new Date("2031-09-20T12:00:00Z");
    const saved = await updateEvent(
      database.db,
      admin,
      { ...form({ duration: "Three hours" }), eventId: created.id },
      {
        now: later,
      },
    );
    expect(saved.id).toBe(created.id);
  });

  it("is for admins only", async () => {
    const created = await create();
    for (const viewer of others) {
      const error = await rejection(updateEvent(database.db, viewer, { ...form(), eventId: created.id }));
      expect(error.code).toBe("forbidden");
    }
  });
});

describe("publishEvent and unpublishEvent", () => {
  it("publishes a draft onto the public list, and moves it back to draft, each audited once", async () => {
    const created = await create({ title: "Published Workshop" });
    const listed = async () =>
      (await listEvents(database.db, "workshop", NOW)).upcoming.some((event) => event.id === created.id);
    expect(await listed()).toBe(false);
    expect(await publishEvent(database.db, admin, { eventId: created.id })).toMatchObject({ status: "published" });
    expect(await listed()).toBe(true);
    await publishEvent(database.db, admin, { eventId: created.id });
    expect(await unpublishEvent(database.db, admin, { eventId: created.id })).toMatchObject({ status: "draft" });
    expect(await listed()).toBe(false);
    const actions = (await auditOf(created.id)).map((a) => a.action).sort();
    expect(actions).toEqual(["event.created", "event.published", "event.unpublished"]);
  });

  it("leaves a cancelled event cancelled, and is for admins only", async () => {
    const cancelled = await insertEvent(database.db, { status: "cancelled", cancelledAt: NOW });
    const error = await rejection(publishEvent(database.db, admin, { eventId: cancelled.id }));
    expect([error.code, error.message]).toEqual(["conflict", TEXT.cancelledNoChange]);
    const draft = await create();
    for (const viewer of others) {
      expect((await rejection(publishEvent(database.db, viewer, { eventId: draft.id }))).code).toBe("forbidden");
    }
    expect((await eventById(draft.id))?.status).toBe("draft");
  });
});
