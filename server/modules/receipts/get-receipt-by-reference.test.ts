import * as schema from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertWorld, type World } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { insertPayment, insertRefund, pdfText } from "@tests/support/receipts-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RECEIPT_NOT_FOUND } from "./get-booking-receipt";
import { getReceiptByReference } from "./get-receipt-by-reference";
import { renderMoneyReceiptPdf } from "./money-receipt-pdf";

const database = withTestDatabase();
let world: World;
let owner: Viewer;
let otherClient: Viewer;
let therapist: Viewer;
let admin: Viewer;

const NOW = new Date("2026-12-08T09:00:00Z");
const PLAN = "PLN-TEST-RCPT-0001";
const REFUNDED = { completed: "RFD-TEST-0001", pending: "RFD-TEST-0002", failed: "RFD-TEST-0003" };
const PAID = { verifiedAt: new Date("2026-12-01T09:30:00Z"), status: "success" } as const;

beforeAll(async () => {
  world = await insertWorld(database.db);
  await database.db
    .update(schema.profiles)
    .set({ firstName: "Ama", lastName: "Adɔmakɔ", email: "ama@example.test", timezone: "Asia/Kolkata" })
    .where(eq(schema.profiles.id, world.clientId));
  owner = await viewerFor(database.db, world.clientId);
  otherClient = await viewerFor(database.db, (await insertPerson(database.db)).id);
  therapist = await viewerFor(database.db, world.therapistId);
  admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);

  const plan = await insertPayment(database.db, world, {
    ...PAID,
    reference: PLAN,
    purpose: "support_plan",
    details: { planId: world.planId, planName: "Steady Growth", sessionCount: 8, validMonths: 3 },
    amount: 288_000,
    currency: "GHS",
    channel: "mobile_money",
    network: "VOD",
    fulfilledAt: PAID.verifiedAt,
  });
  // Two refunds completed (one late in the day in UTC: the next day in Kolkata), one pending, one failed.
  await insertRefund(database.db, plan, {
    reference: REFUNDED.completed,
    amount: 50_000,
    status: "completed",
    completedAt: new Date("2026-12-05T20:00:00Z"),
    reason: "Two sessions she could not attend",
    effect: "remove_credits",
  });
  await insertRefund(database.db, plan, {
    reference: "RFD-TEST-0004",
    amount: 10_050,
    status: "completed",
    completedAt: new Date("2026-12-06T08:00:00Z"),
  });
  await insertRefund(database.db, plan, { reference: REFUNDED.pending, amount: 1_000 });
  await insertRefund(database.db, plan, { reference: REFUNDED.failed, amount: 1_000, status: "failed" });

  // Money that arrived for a session whose hold had run out: completed, waiting to be settled.
  await insertPayment(database.db, world, {
    reference: "PSK-TEST-LATE-01",
    purpose: "booking",
    details: { bookingId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", serviceName: "Individual Teletherapy" },
    status: "success",
    verifiedAt: new Date("2026-12-02T10:00:00Z"),
    needsSettlingAt: new Date("2026-12-02T10:00:00Z"),
    channel: "card",
  });
  const event = await insertPayment(database.db, world, {
    ...PAID,
    reference: "WISE-EVT00001",
    provider: "bank_transfer",
    purpose: "event_registration",
    details: { eventId: world.eventId, title: "Reset by the Volta" },
    amount: 45_000,
    currency: "GBP",
    fulfilledAt: PAID.verifiedAt,
  });
  await insertRefund(database.db, event, {
    reference: "RFD-TEST-0005",
    amount: 45_000,
    status: "completed",
    completedAt: new Date("2026-12-03T12:00:00Z"),
    reason: "The retreat was cancelled",
    effect: "cancel",
  });
  await insertPayment(database.db, world, { ...PAID, reference: "PSK-TEST-GIFT-01", purpose: "gift_certificate" });
  // Not completed: awaited, failed, or reported successful but never verified.
  await insertPayment(database.db, world, { reference: "WISE-PENDING1", provider: "bank_transfer" });
  await insertPayment(database.db, world, { reference: "PSK-TEST-FAILED", status: "failed" });
  await insertPayment(database.db, world, { reference: "PSK-TEST-UNVERIFIED", status: "success" });
});

const receiptOf = (viewer: Viewer | null, reference: unknown) =>
  getReceiptByReference(database.db, viewer, { reference }, NOW);

const practice = () => {
  const p = practiceConfig();
  return {
    legalName: p.legalName,
    addressLines: [p.address.line, "Accra, Ghana"],
    phone: p.phone,
    email: p.email,
  };
};

describe("getReceiptByReference: a payment", () => {
  it("gives the owner a support plan payment's facts, with what has been refunded of it", async () => {
    expect(await receiptOf(owner, PLAN)).toEqual({
      kind: "payment",
      reference: PLAN,
      fileName: `receipt-${PLAN}.pdf`,
      issuedOn: "8 December 2026",
      practice: practice(),
      client: { name: "Ama Adɔmakɔ", email: "ama@example.test" },
      payment: {
        description: "Support plan: Steady Growth",
        amountMinor: 288_000,
        currency: "GHS",
        amount: "GHS 2,880.00",
        method: "Paystack mobile money (Telecel)",
        paidOn: "1 December 2026",
      },
      // Completed refunds only, oldest first, dated in the client's zone.
      refunds: [
        { reference: REFUNDED.completed, amount: "GHS 500.00", refundedOn: "6 December 2026" },
        { reference: "RFD-TEST-0004", amount: "GHS 100.50", refundedOn: "6 December 2026" },
      ],
      refundedTotal: "GHS 600.50",
    });
  });

  it("gives an admin the same receipt, and finds it with stray spaces around the reference", async () => {
    expect(await receiptOf(admin, PLAN)).toEqual(await receiptOf(owner, PLAN));
    expect((await receiptOf(owner, ` ${PLAN}\n`)).reference).toBe(PLAN);
  });

  it("covers whatever was bought and however it was paid, a payment waiting to be settled included", async () => {
    expect(await receiptOf(owner, "PSK-TEST-LATE-01")).toMatchObject({
      payment: {
        description: "Session booking: Individual Teletherapy",
        amount: "USD 80.00",
        method: "Paystack card",
        paidOn: "2 December 2026",
      },
    });
    const event = await receiptOf(owner, "WISE-EVT00001");
    expect(event).toMatchObject({
      payment: { description: "Event registration: Reset by the Volta", method: "Bank transfer", amount: "GBP 450.00" },
      refundedTotal: "GBP 450.00",
    });
    expect(await receiptOf(owner, "PSK-TEST-GIFT-01")).toMatchObject({
      payment: { description: "Gift certificate", method: "Paystack" },
      refunds: [],
      refundedTotal: null,
    });
  });

  it("answers not_found to another client, a therapist and someone signed out", async () => {
    for (const viewer of [otherClient, therapist, null]) {
      for (const reference of [PLAN, REFUNDED.completed]) {
        expect(await rejection(receiptOf(viewer, reference))).toMatchObject({
          code: "not_found",
          message: RECEIPT_NOT_FOUND,
        });
      }
    }
  });

  it("answers not_found to a payment not completed, even for its owner or an admin", async () => {
    for (const viewer of [owner, admin]) {
      for (const reference of ["WISE-PENDING1", "PSK-TEST-FAILED", "PSK-TEST-UNVERIFIED"]) {
        expect((await rejection(receiptOf(viewer, reference))).code, reference).toBe("not_found");
      }
    }
  });

  it("answers not_found to an unknown or malformed reference, even for an admin", async () => {
    const malformed = ["", "   ", PLAN.toLowerCase(), `${PLAN}x`, "x".repeat(101), "PLN TEST", `${PLAN}' or '1'='1`];
    for (const reference of ["PLN-NO-SUCH-REF", ...malformed, "../etc", null, undefined, 42, {}, [PLAN]]) {
      expect((await rejection(receiptOf(admin, reference))).message, String(reference)).toBe(RECEIPT_NOT_FOUND);
    }
  });
});

describe("getReceiptByReference: a refund", () => {
  it("gives the owner the refund's facts: amount, method, reason, date and the payment it returns", async () => {
    expect(await receiptOf(owner, REFUNDED.completed)).toEqual({
      kind: "refund",
      reference: REFUNDED.completed,
      fileName: `receipt-${REFUNDED.completed}.pdf`,
      issuedOn: "8 December 2026",
      practice: practice(),
      client: { name: "Ama Adɔmakɔ", email: "ama@example.test" },
      refund: {
        amountMinor: 50_000,
        currency: "GHS",
        amount: "GHS 500.00",
        // Back the way it came: to the mobile money wallet that paid.
        method: "Paystack mobile money (Telecel)",
        reason: "Two sessions she could not attend",
        refundedOn: "6 December 2026",
      },
      original: {
        reference: PLAN,
        description: "Support plan: Steady Growth",
        amount: "GHS 2,880.00",
        paidOn: "1 December 2026",
      },
    });
    expect(await receiptOf(admin, REFUNDED.completed)).toEqual(await receiptOf(owner, REFUNDED.completed));
  });

  it("names a refund by bank transfer as such", async () => {
    expect(await receiptOf(owner, "RFD-TEST-0005")).toMatchObject({
      refund: { method: "Bank transfer", amount: "GBP 450.00", reason: "The retreat was cancelled" },
      original: { reference: "WISE-EVT00001", description: "Event registration: Reset by the Volta" },
    });
  });

  it("answers not_found to a refund pending or failed, even for its owner or an admin", async () => {
    for (const viewer of [owner, admin]) {
      for (const reference of [REFUNDED.pending, REFUNDED.failed]) {
        expect((await rejection(receiptOf(viewer, reference))).code, reference).toBe("not_found");
      }
    }
  });
});

describe("the payment and refund receipt PDFs", () => {
  it("prints a payment's amount, reference, purchase, method and what was refunded", async () => {
    const text = await pdfText(await renderMoneyReceiptPdf(await receiptOf(owner, PLAN)));
    for (const expected of [
      practiceConfig().legalName,
      "Receipt",
      PLAN,
      "GHS 2,880.00",
      "Ama Adomako",
      "Support plan: Steady Growth",
      "Paystack mobile money (Telecel)",
      "1 December 2026",
      "Refunded so far",
      `Refund ${REFUNDED.completed}`,
      "GHS 600.50",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(REFUNDED.pending);
  });

  it("prints a refund receipt with the amount refunded, its reference, the reason and the original payment", async () => {
    const pdf = await renderMoneyReceiptPdf(await receiptOf(owner, REFUNDED.completed));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const expected of [
      "Refund receipt",
      REFUNDED.completed,
      "GHS 500.00",
      "Two sessions she could not attend",
      "6 December 2026",
      PLAN,
      "Support plan: Steady Growth",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
