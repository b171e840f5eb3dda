import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertWorld, type World } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { insertBooking } from "@tests/support/receipts-world";
import { beforeAll, describe, expect, it } from "vitest";
import { findBookingForReference } from "./find-booking-for-reference";

const database = withTestDatabase();
let world: World;
let owner: Viewer;
let otherClient: Viewer;
let therapist: Viewer;
let admin: Viewer;
let bookingId: string;
const REFERENCE = "PSK-FIND-0001";

beforeAll(async () => {
  world = await insertWorld(database.db);
  owner = await viewerFor(database.db, world.clientId);
  otherClient = await viewerFor(database.db, (await insertPerson(database.db)).id);
  therapist = await viewerFor(database.db, world.therapistId);
  admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);
  bookingId = (await insertBooking(database.db, world, { paymentId: REFERENCE }, { status: "success" })).id;
  // A booking without a reference must never match a blank one.
  await insertBooking(database.db, world, { paymentId: null, paymentAmount: 0, paymentStatus: "free" });
});

describe("findBookingForReference", () => {
  it("finds the owner's booking by its payment reference, even with stray spaces", async () => {
    expect(await findBookingForReference(database.db, owner, REFERENCE)).toEqual({ bookingId });
    expect(await findBookingForReference(database.db, owner, ` ${REFERENCE}\n`)).toEqual({ bookingId });
  });

  it("finds it for an admin too", async () => {
    expect(await findBookingForReference(database.db, admin, REFERENCE)).toEqual({ bookingId });
  });

  it("finds nothing for another client, a therapist or someone signed out", async () => {
    for (const viewer of [otherClient, therapist, null]) {
      expect(await findBookingForReference(database.db, viewer, REFERENCE)).toBeNull();
    }
  });

  it("finds nothing for an unknown, blank or odd reference", async () => {
    const odd = ["PSK-NO-SUCH-REF", "", "   ", REFERENCE.toLowerCase(), "x".repeat(500), null, undefined, 42, {}];
    for (const reference of odd) {
      expect(await findBookingForReference(database.db, admin, reference), String(reference)).toBeNull();
    }
  });
});
