import { describe, expect, it } from "vitest";
import {
  COUPON_CODE_ALPHABET,
  COUPON_CODE_MAX_LENGTH,
  COUPON_REFUSAL_MESSAGE,
  type CouponState,
  couponRefusal,
  GENERATED_COUPON_LENGTH,
  generateCouponCode,
  normalizeCouponCode,
} from "./coupons";

const NOW = new Date("2031-07-15T12:00:00Z");
const active = (overrides: Partial<CouponState> = {}): CouponState => ({
  status: "active",
  expiresAt: null,
  couponType: "individual_teletherapy",
  ...overrides,
});

describe("coupon constants", () => {
  it("match spec 001: codes up to 20 characters, generated codes of 8 from A-Z and 0-9", () => {
    expect(COUPON_CODE_MAX_LENGTH).toBe(20);
    expect(GENERATED_COUPON_LENGTH).toBe(8);
    expect(COUPON_CODE_ALPHABET).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
  });
});

describe("normalizeCouponCode", () => {
  it("trims and upper-cases", () => {
    expect(normalizeCouponCode("  welcome10 ")).toBe("WELCOME10");
    expect(normalizeCouponCode("AbC-12")).toBe("ABC-12");
    expect(normalizeCouponCode("\tfree\n")).toBe("FREE");
  });

  it("turns an empty or blank code into '' (no coupon)", () => {
    expect(normalizeCouponCode("")).toBe("");
    expect(normalizeCouponCode("   ")).toBe("");
  });
});

describe("COUPON_REFUSAL_MESSAGE", () => {
  it("has a clear sentence for every refusal", () => {
    expect(COUPON_REFUSAL_MESSAGE).toEqual({
      not_found: "This coupon code does not exist.",
      used: "This coupon has already been used.",
      expired: "This coupon has expired.",
      inactive: "This coupon is no longer active.",
      wrong_service: "This coupon cannot be used for this service.",
    });
    expect(Object.isFrozen(COUPON_REFUSAL_MESSAGE)).toBe(true);
  });
});

describe("couponRefusal", () => {
  it("accepts an active coupon of the service's type with no expiry", () => {
    expect(couponRefusal(active(), "individual_teletherapy", NOW)).toBeNull();
  });

  it("accepts an active coupon that expires later", () => {
    const coupon = active({ expiresAt: new Date("2031-07-15T12:00:01Z") });
    expect(couponRefusal(coupon, "individual_teletherapy", NOW)).toBeNull();
  });

  it("refuses a missing coupon as not_found", () => {
    expect(couponRefusal(null, "individual_teletherapy", NOW)).toBe("not_found");
    expect(couponRefusal(null, null, NOW)).toBe("not_found");
  });

  it("refuses a used coupon as used, even when it has also expired or does not fit", () => {
    expect(couponRefusal(active({ status: "used" }), "individual_teletherapy", NOW)).toBe("used");
    const old = active({ status: "used", expiresAt: new Date("2030-01-01T00:00:00Z") });
    expect(couponRefusal(old, "individual_in_person", NOW)).toBe("used");
  });

  it("refuses an expired status or a past expiry as expired", () => {
    expect(couponRefusal(active({ status: "expired" }), "individual_teletherapy", NOW)).toBe("expired");
    const past = active({ expiresAt: new Date("2031-07-14T12:00:00Z") });
    expect(couponRefusal(past, "individual_teletherapy", NOW)).toBe("expired");
  });

  it("counts a coupon expiring exactly now as expired", () => {
    expect(couponRefusal(active({ expiresAt: NOW }), "individual_teletherapy", NOW)).toBe("expired");
  });

  it("checks expiry before the service type", () => {
    const past = active({ expiresAt: new Date("2031-07-14T12:00:00Z") });
    expect(couponRefusal(past, "individual_in_person", NOW)).toBe("expired");
  });

  it("refuses any other status as inactive", () => {
    expect(couponRefusal(active({ status: "disabled" }), "individual_teletherapy", NOW)).toBe("inactive");
    expect(couponRefusal(active({ status: "" }), "individual_teletherapy", NOW)).toBe("inactive");
    expect(couponRefusal(active({ status: "ACTIVE" }), "individual_teletherapy", NOW)).toBe("inactive");
  });

  it("refuses a coupon of another type, or any coupon for a service no coupon fits", () => {
    expect(couponRefusal(active(), "individual_in_person", NOW)).toBe("wrong_service");
    expect(couponRefusal(active({ couponType: "individual_in_person" }), "individual_teletherapy", NOW)).toBe(
      "wrong_service",
    );
    expect(couponRefusal(active(), null, NOW)).toBe("wrong_service");
  });

  it("accepts an in-person coupon for an in-person service", () => {
    expect(couponRefusal(active({ couponType: "individual_in_person" }), "individual_in_person", NOW)).toBeNull();
  });
});

describe("generateCouponCode", () => {
  it("makes 8 characters from A-Z and 0-9, asking for a number below 36 each time", () => {
    const asked: number[] = [];
    const draws = [0, 25, 26, 35, 1, 10, 34, 7];
    const code = generateCouponCode((max) => {
      asked.push(max);
      return draws[asked.length - 1] ?? 0;
    });
    expect(code).toBe("AZ09BK8H");
    expect(asked).toEqual(Array(8).fill(36));
  });

  it("matches the admin form's format with a real random source", () => {
    for (let i = 0; i < 50; i += 1) {
      const code = generateCouponCode((max) => Math.floor(Math.random() * max));
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(normalizeCouponCode(code)).toBe(code);
    }
  });

  it("refuses a random source that draws outside 0..35", () => {
    expect(() => generateCouponCode(() => 36)).toThrow(RangeError);
    expect(() => generateCouponCode(() => -1)).toThrow(RangeError);
    expect(() => generateCouponCode(() => 1.5)).toThrow(RangeError);
    expect(() => generateCouponCode(() => Number.NaN)).toThrow(RangeError);
  });
});
