import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_NOTICE, firstTransferDay, noticeLimits, noticeNote, noticePayment } from "./booking-notice";

const ACCRA = "Africa/Accra";
const notice = DEFAULT_BOOKING_NOTICE;

describe("firstTransferDay", () => {
  it("is the day after three business days, weekends not counted", () => {
    // 2026-11-30 is a Monday.
    expect(firstTransferDay(new Date("2026-11-30T10:00:00Z"), notice, ACCRA)).toBe("2026-12-04"); // Tue-Thu -> Fri
    expect(firstTransferDay(new Date("2026-12-02T10:00:00Z"), notice, ACCRA)).toBe("2026-12-08"); // Thu, Fri, Mon -> Tue
    expect(firstTransferDay(new Date("2026-12-04T23:30:00Z"), notice, ACCRA)).toBe("2026-12-10"); // Fri: Mon-Wed -> Thu
    expect(firstTransferDay(new Date("2026-12-05T09:00:00Z"), notice, ACCRA)).toBe("2026-12-10"); // Sat: Mon-Wed -> Thu
  });

  it("counts the days of the practice's calendar, not the machine's", () => {
    // 23:30 on Monday in Accra is already Tuesday in Tokyo; the practice's Monday counts.
    expect(firstTransferDay(new Date("2026-11-30T23:30:00Z"), notice, ACCRA)).toBe("2026-12-04");
    expect(firstTransferDay(new Date("2026-11-30T23:30:00Z"), notice, "Asia/Tokyo")).toBe("2026-12-05");
  });

  it("follows the configured number of days", () => {
    expect(firstTransferDay(new Date("2026-11-30T10:00:00Z"), { ...notice, transferBusinessDays: 1 }, ACCRA)).toBe(
      "2026-12-02",
    );
    expect(firstTransferDay(new Date("2026-11-30T10:00:00Z"), { ...notice, transferBusinessDays: 0 }, ACCRA)).toBe(
      "2026-12-01",
    );
  });
});

describe("noticeLimits and noticePayment", () => {
  const now = new Date("2026-11-30T10:00:00Z"); // Monday 10:00 in Accra

  it("at home: Paystack from two hours on, never a transfer", () => {
    const limits = noticeLimits("local", now, notice, ACCRA);
    expect(limits).toEqual({ earliest: new Date("2026-11-30T12:00:00Z"), transferFrom: null });
    expect(noticePayment(new Date("2026-11-30T11:59:00Z"), limits)).toBeNull();
    expect(noticePayment(new Date("2026-11-30T12:00:00Z"), limits)).toBe("paystack");
    expect(noticePayment(new Date("2027-01-30T12:00:00Z"), limits)).toBe("paystack");
  });

  it("abroad: nothing today, a card until the first transfer day, a transfer from its midnight", () => {
    const limits = noticeLimits("international", now, notice, ACCRA);
    expect(limits).toEqual({
      earliest: new Date("2026-12-01T00:00:00Z"),
      transferFrom: new Date("2026-12-04T00:00:00Z"),
    });
    expect(noticePayment(new Date("2026-11-30T16:00:00Z"), limits)).toBeNull();
    expect(noticePayment(new Date("2026-12-01T09:00:00Z"), limits)).toBe("paystack");
    expect(noticePayment(new Date("2026-12-03T16:00:00Z"), limits)).toBe("paystack");
    expect(noticePayment(new Date("2026-12-04T09:00:00Z"), limits)).toBe("bank_transfer");
  });

  it("abroad, late in the evening: the Paystack notice can reach past midnight", () => {
    const limits = noticeLimits("international", new Date("2026-11-30T23:00:00Z"), notice, ACCRA);
    expect(limits.earliest).toEqual(new Date("2026-12-01T01:00:00Z"));
  });
});

describe("noticeNote", () => {
  const base = { notice, transferFrom: new Date("2026-12-04T00:00:00Z"), timeZone: ACCRA };

  it("says why times are missing, and which are paid by card", () => {
    expect(noticeNote({ ...base, region: "local", tooSoon: true, byCard: false, transferFrom: null })).toBe(
      "Online booking needs at least 2 hours' notice.",
    );
    expect(noticeNote({ ...base, region: "international", tooSoon: false, byCard: true })).toBe(
      "A bank transfer can take up to 3 business days, so times before 4 December 2026 are paid by card.",
    );
    expect(noticeNote({ ...base, region: "international", tooSoon: true, byCard: true })).toBe(
      "Online booking from abroad opens from the next day. A bank transfer can take up to 3 business days, so times before 4 December 2026 are paid by card.",
    );
    expect(
      noticeNote({
        ...base,
        notice: { ...notice, paystackMinutes: 90 },
        region: "local",
        tooSoon: true,
        byCard: false,
      }),
    ).toBe("Online booking needs at least 90 minutes' notice.");
  });

  it("says nothing when every time is offered the usual way", () => {
    expect(noticeNote({ ...base, region: "international", tooSoon: false, byCard: false })).toBeNull();
  });
});
