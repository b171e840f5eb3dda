import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { insertPerson, insertWorld, type World } from "../../../tests/support/fixtures";
import type { Database, DatabaseHandle } from "../../db/client";
import type { Viewer } from "../accounts/viewer";
import { viewerFor } from "../payments/payments-test-kit";
import { findBookingForReference } from "./find-booking-for-reference";
import { insertBooking } from "./receipt-test-kit";

let handle: DatabaseHandle;
let db: Database;
let world: World;
let owner: Viewer;
let otherClient: Viewer;
let therapist: Viewer;
let admin: Viewer;
let bookingId: string;
const REFERENCE = "PSK-FIND-0001";

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  world = await insertWorld(db);
  owner = await viewerFor(db, world.clientId);
  otherClient = await viewerFor(db, (await insertPerson(db)).id);
  therapist = await viewerFor(db, world.therapistId);
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  bookingId = (await insertBooking(db, world, { paymentId: REFERENCE }, { status: "success" })).id;
  // A booking without a reference must never match a blank one.
  await insertBooking(db, world, { paymentId: null, paymentAmount: 0, paymentStatus: "free" });
});

afterAll(async () => {
  await handle?.close();
});

describe("findBookingForReference", () => {
  it("finds the owner's booking by its payment reference, even with stray spaces", async () => {
    expect(await findBookingForReference(db, owner, REFERENCE)).toEqual({ bookingId });
    expect(await findBookingForReference(db, owner, ` ${REFERENCE}\n`)).toEqual({ bookingId });
  });

  it("finds it for an admin too", async () => {
    expect(await findBookingForReference(db, admin, REFERENCE)).toEqual({ bookingId });
  });

  it("finds nothing for another client, a therapist or someone signed out", async () => {
    for (const viewer of [otherClient, therapist, null]) {
      expect(await findBookingForReference(db, viewer, REFERENCE)).toBeNull();
    }
  });

  it("finds nothing for an unknown, blank or odd reference", async () => {
    const odd = ["PSK-NO-SUCH-REF", "", "   ", REFERENCE.toLowerCase(), "x".repeat(500), null, undefined, 42, {}];
    for (const reference of odd) {
      expect(await findBookingForReference(db, admin, reference), String(reference)).toBeNull();
    }
  });
});
