import { bookings, paymentTransactions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, uniq, validRow, type World } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { describeOwnPayment } from "./describe-own-payment";

const database = withTestDatabase();

/** The rows validRow builds point only at the client and the service here. */
const rowsOf = (clientId: string, serviceId = ""): World => ({
  clientId,
  therapistId: "",
  serviceId,
  planId: "",
  planSessionType: "individual_teletherapy",
  giftProductId: "",
  eventId: "",
});

async function client(firstName: string): Promise<Viewer> {
  return viewerFor(database.db, (await insertPerson(database.db, { role: "client", firstName })).id);
}

async function payment(viewer: Viewer, purpose: string, details: Record<string, unknown>): Promise<string> {
  const reference = uniq("REF");
  await database.db.insert(paymentTransactions).values({
    ...validRow.paymentTransaction(rowsOf(viewer.userId)),
    reference,
    purpose,
    details,
  });
  return reference;
}

describe("describeOwnPayment", () => {
  it("names a booking by the name typed on its form, its service and its time in the zone it was booked in", async () => {
    const viewer = await client("Kofi");
    const service = await insertService(database.db, { name: "Couples Teletherapy" });
    const reference = await payment(viewer, "booking", { serviceName: "Couples Teletherapy" });
    await database.db.insert(bookings).values({
      ...validRow.booking(rowsOf(viewer.userId, service.id)),
      serviceName: "Couples Teletherapy",
      firstName: "Akosua",
      startsAt: new Date("2031-02-03T10:00:00Z"),
      timezone: "Asia/Tokyo",
      paymentId: reference,
    });

    const subject = await describeOwnPayment(database.db, viewer, ` ${reference} `);
    expect(subject).toMatchObject({ firstName: "Akosua", service: "Couples Teletherapy" });
    expect(subject?.date).toMatch(/^Monday 3 February 2031 at 7:00 PM \(.+\)$/);
  });

  it("names a plan, an event place and an event's balance, thanking the payer by her own name", async () => {
    const viewer = await client("Abena");
    const plan = await payment(viewer, "support_plan", { planName: "Steady Growth", planId: "p" });
    const place = await payment(viewer, "event_registration", { serviceName: "Reset by the Volta", part: "first" });
    const balance = await payment(viewer, "event_registration", { serviceName: "Reset by the Volta", part: "balance" });

    expect(await describeOwnPayment(database.db, viewer, plan)).toEqual({
      firstName: "Abena",
      service: "Steady Growth",
      date: "",
    });
    expect(await describeOwnPayment(database.db, viewer, place)).toEqual({
      firstName: "Abena",
      service: "Reset by the Volta",
      date: "",
    });
    expect((await describeOwnPayment(database.db, viewer, balance))?.service).toBe("Reset by the Volta (balance)");
  });

  it("tells nothing of someone else's payment, nor of an unknown, blank or oversized reference", async () => {
    const owner = await client("Yaa");
    const stranger = await client("Esi");
    const reference = await payment(owner, "support_plan", { planName: "Steady Growth" });

    expect(await describeOwnPayment(database.db, stranger, reference)).toBeNull();
    expect(await describeOwnPayment(database.db, owner, "PLN-UNKNOWN")).toBeNull();
    expect(await describeOwnPayment(database.db, owner, "   ")).toBeNull();
    expect(await describeOwnPayment(database.db, owner, `${reference}${"A".repeat(100)}`)).toBeNull();
  });
});
