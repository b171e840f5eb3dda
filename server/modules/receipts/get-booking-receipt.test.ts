import * as schema from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertWorld, validRow, type World } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { insertBooking, pdfText } from "@tests/support/receipts-world";
import { beforeAll, describe, expect, it } from "vitest";
import { renderReceiptPdf } from "./booking-receipt-pdf";
import { getBookingReceipt, RECEIPT_NOT_FOUND } from "./get-booking-receipt";

const database = withTestDatabase();
let world: World;
let owner: Viewer;
let otherClient: Viewer;
let therapist: Viewer;
let admin: Viewer;
const ids = { paid: "", coupon: "", plan: "", transfer: "", deposit: "" };

const NOW = new Date("2026-12-08T09:00:00Z");
const PAID_REFERENCE = "PSK-TEST-RECEIPT-0001";
const local = { region: "local", paymentCurrency: "GHS", timezone: "Africa/Accra" } as const;

beforeAll(async () => {
  world = await insertWorld(database.db);
  owner = await viewerFor(database.db, world.clientId);
  otherClient = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
  therapist = await viewerFor(database.db, world.therapistId);
  admin = await viewerFor(database.db, (await insertPerson(database.db, { role: "admin" })).id);

  const paidAt = new Date("2026-12-01T09:30:00Z");
  ids.paid = (
    await insertBooking(
      database.db,
      world,
      {
        ...local,
        firstName: "Ama",
        lastName: "Adɔmakɔ",
        email: "ama@example.test",
        serviceName: "Individual Teletherapy",
        startsAt: new Date("2026-12-07T10:00:00Z"),
        durationMinutes: 50,
        paymentAmount: 40_000,
        paymentStatus: "paid",
        paymentId: PAID_REFERENCE,
        status: "confirmed",
      },
      { provider: "paystack", status: "success", verifiedAt: paidAt, fulfilledAt: paidAt },
    )
  ).id;

  const [coupon] = await database.db
    .insert(schema.coupons)
    .values({ ...validRow.coupon(), code: "FREE-TEST-1", status: "used", usedBy: world.clientId, usedAt: NOW })
    .returning();
  ids.coupon = (
    await insertBooking(database.db, world, { ...local, paymentAmount: 0, paymentStatus: "free", couponId: coupon?.id })
  ).id;

  const [plan] = await database.db
    .insert(schema.purchasedSupportPlans)
    .values(validRow.purchasedSupportPlan(world))
    .returning();
  ids.plan = (
    await insertBooking(database.db, world, { paymentAmount: 0, paymentStatus: "free", purchasedPlanId: plan?.id })
  ).id;

  ids.transfer = (
    await insertBooking(
      database.db,
      world,
      {
        region: "international",
        paymentCurrency: "GBP",
        timezone: "Europe/London",
        startsAt: new Date("2026-07-07T13:00:00Z"),
        paymentAmount: 8_000,
        paymentStatus: "pending",
        paymentId: "SCH-TEST0001",
        status: "pending_payment",
      },
      { provider: "bank_transfer", status: "pending" },
    )
  ).id;

  ids.deposit = (
    await insertBooking(
      database.db,
      world,
      {
        ...local,
        paymentAmount: 210_050,
        isDeposit: true,
        balanceDue: 420_000,
        paymentId: "PSK-TEST-DEPOSIT-01",
      },
      { provider: "paystack", status: "success", verifiedAt: new Date("2026-11-30T23:30:00Z") },
    )
  ).id;
});

const receiptOf = (viewer: Viewer | null, bookingId: string) =>
  getBookingReceipt(database.db, viewer, { bookingId }, NOW);

describe("getBookingReceipt", () => {
  it("gives the owner the receipt's facts, worded for people", async () => {
    const practice = practiceConfig();
    expect(await receiptOf(owner, ids.paid)).toEqual({
      bookingId: ids.paid,
      receiptNumber: `RCPT-${ids.paid.replaceAll("-", "").slice(-8).toUpperCase()}`,
      fileName: `receipt-${PAID_REFERENCE}.pdf`,
      issuedOn: "8 December 2026",
      practice: {
        legalName: practice.legalName,
        addressLines: [practice.address.line, "Accra, Ghana"],
        phone: practice.phone,
        email: practice.email,
      },
      client: { name: "Ama Adɔmakɔ", email: "ama@example.test" },
      session: {
        serviceName: "Individual Teletherapy",
        sessionType: "Online",
        dateTime: "Monday, 7 December 2026, 10:00 (GMT)",
        duration: "50 minutes",
        bookingStatus: "Confirmed",
      },
      payment: {
        amountMinor: 40_000,
        currency: "GHS",
        amount: "GHS 400.00",
        balanceDue: null,
        reference: PAID_REFERENCE,
        method: "Paystack (card or mobile money)",
        status: "Paid",
        paidOn: "1 December 2026",
      },
    });
  });

  it("gives an admin the same receipt", async () => {
    expect(await receiptOf(admin, ids.paid)).toEqual(await receiptOf(owner, ids.paid));
  });

  it("answers not_found to another client, a therapist and someone signed out", async () => {
    for (const viewer of [otherClient, therapist, null]) {
      expect(await rejection(receiptOf(viewer, ids.paid))).toMatchObject({
        code: "not_found",
        message: RECEIPT_NOT_FOUND,
      });
    }
  });

  it("answers not_found to an unknown or malformed id, even for an admin", async () => {
    const malformed = ["42", "", "   ", "not-a-uuid", `${ids.paid}x`, `${ids.paid}' or '1'='1`];
    for (const bookingId of ["7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", ...malformed]) {
      expect((await rejection(receiptOf(admin, bookingId))).code, bookingId).toBe("not_found");
    }
  });

  it("says why a free session was free: a coupon or a plan credit", async () => {
    expect((await receiptOf(owner, ids.coupon)).payment).toEqual({
      amountMinor: 0,
      currency: "GHS",
      amount: "Free (coupon FREE-TEST-1)",
      balanceDue: null,
      reference: null,
      method: "Coupon",
      status: "No charge",
      paidOn: "No payment needed",
    });
    const plan = await receiptOf(owner, ids.plan);
    expect(plan.payment).toMatchObject({
      amount: "Free (support plan credit: Monthly support)",
      method: "Support plan credit",
      status: "No charge",
    });
    expect(plan.fileName).toBe(`receipt-${plan.receiptNumber}.pdf`);
  });

  it("shows a transfer not yet received as awaiting payment, in the booking's own time zone", async () => {
    const receipt = await receiptOf(owner, ids.transfer);
    expect(receipt.session.dateTime).toBe("Tuesday, 7 July 2026, 14:00 (BST)");
    expect(receipt.session.bookingStatus).toBe("Awaiting payment");
    expect(receipt.payment).toMatchObject({
      amount: "GBP 80.00",
      method: "Bank transfer",
      status: "Awaiting payment",
      paidOn: "Awaiting payment",
      reference: "SCH-TEST0001",
    });
  });

  it("marks a deposit and what is left to pay, dated in the booking's zone", async () => {
    expect((await receiptOf(owner, ids.deposit)).payment).toMatchObject({
      amount: "GHS 2,100.50 (deposit)",
      balanceDue: "GHS 4,200.00",
      paidOn: "30 November 2026",
    });
  });
});

describe("the receipt PDF", () => {
  it("is an A4 PDF whose text has the reference, the amount, the client and the service", async () => {
    const pdf = await renderReceiptPdf(await receiptOf(owner, ids.paid));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = await pdfText(pdf);
    for (const expected of [
      practiceConfig().legalName,
      "Receipt",
      PAID_REFERENCE,
      "GHS 400.00",
      // The Akan letters are outside the built-in font's encoding: drawn as their nearest Latin letters.
      "Ama Adomako",
      "Individual Teletherapy",
      "Monday, 7 December 2026, 10:00 (GMT)",
      "Paystack (card or mobile money)",
      "Thank you for choosing",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[₵μ]/);
  });

  it("prints a free session's reason and no reference", async () => {
    const text = await pdfText(await renderReceiptPdf(await receiptOf(owner, ids.coupon)));
    expect(text).toContain("Free (coupon FREE-TEST-1)");
    expect(text).toMatch(/Payment reference\s*None/);
  });
});
