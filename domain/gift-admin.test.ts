import { describe, expect, it } from "vitest";
import {
  firstExtensionDay,
  GIFT_ADMIN_TEXT,
  giftCertificatesCsv,
  giftExpiryFromDay,
  giftExtensionProblem,
  giftKindLabel,
  giftListState,
  giftValidUntil,
} from "./gift-admin";

const NOW = new Date("2031-07-15T12:00:00Z");
const LATER = new Date("2031-09-01T10:00:00Z");

describe("giftListState", () => {
  it.each([
    [{ status: "active", balance: 500, expiresAt: LATER }, "active"],
    [{ status: "active", balance: 500, expiresAt: NOW }, "expired"],
    [{ status: "redeemed", balance: 0, expiresAt: LATER }, "used"],
    // Used up before it expired: used, not expired.
    [{ status: "redeemed", balance: 0, expiresAt: new Date("2031-01-01T00:00:00Z") }, "used"],
    [{ status: "void", balance: 500, expiresAt: new Date("2031-01-01T00:00:00Z") }, "void"],
  ] as const)("%o reads %s", (cert, state) => {
    expect(giftListState(cert, NOW)).toBe(state);
  });
});

describe("extending a certificate", () => {
  it("is good through the chosen day in Accra", () => {
    expect(giftExpiryFromDay("2031-12-31").toISOString()).toBe("2032-01-01T00:00:00.000Z");
    expect(giftValidUntil(giftExpiryFromDay("2031-12-31"), "Africa/Accra")).toBe("31 December 2031");
    expect(giftValidUntil(LATER, "Africa/Accra")).toBe("1 September 2031");
  });

  it("starts from the day of the current expiry, or today once it has passed", () => {
    expect(firstExtensionDay(LATER, NOW)).toBe("2031-09-01");
    expect(firstExtensionDay(new Date("2031-07-01T00:00:00Z"), NOW)).toBe("2031-07-15");
  });

  it.each([
    ["2031-09-01", null],
    ["2032-06-30", null],
    ["2031-08-31", GIFT_ADMIN_TEXT.extendNotLater],
    ["2036-07-15", null],
    ["2036-07-16", GIFT_ADMIN_TEXT.extendTooFar],
    ["2031-02-30", GIFT_ADMIN_TEXT.dayInvalid],
    ["", GIFT_ADMIN_TEXT.dayInvalid],
  ])("a last day of %s: %s", (day, problem) => {
    expect(giftExtensionProblem(day, LATER, NOW)).toBe(problem);
  });
});

it("names what a certificate pays for", () => {
  expect(giftKindLabel({ kind: "amount", serviceCategory: null, serviceRegion: null })).toBe("Amount");
  expect(giftKindLabel({ kind: "service", serviceCategory: "walking", serviceRegion: "local" })).toBe(
    "Walk therapy session in Ghana",
  );
});

it("writes the CSV in major units and ISO instants, quoting what a spreadsheet would run", () => {
  const csv = giftCertificatesCsv([
    {
      issuedAt: new Date("2031-07-01T09:00:00Z"),
      codeHint: "2HVD",
      productName: "One session",
      kindLabel: "Amount",
      currency: "GHS",
      faceValue: 116_300,
      balance: 5,
      state: "void",
      buyerName: "=Ama",
      buyerEmail: "ama@example.test",
      recipientName: "Efua, Accra",
      recipientEmail: "efua@example.test",
      deliverAt: new Date("2031-07-02T08:00:00Z"),
      expiresAt: LATER,
      claimed: true,
      voidedAt: new Date("2031-07-10T09:00:00Z"),
      voidReason: "Refunded",
      paymentReference: "PSK-1",
    },
  ]);
  expect(csv.split("\r\n")[1]).toBe(
    '2031-07-01T09:00:00.000Z,2HVD,One session,Amount,GHS,1163.00,0.05,Void,"=Ama",ama@example.test,"Efua, Accra",efua@example.test,2031-07-02T08:00:00.000Z,2031-09-01T10:00:00.000Z,yes,2031-07-10T09:00:00.000Z,Refunded,PSK-1',
  );
});
