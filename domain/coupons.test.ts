import { describe, expect, it } from "vitest";
import {
  COUPON_CODE_ALPHABET,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_REFUSAL_MESSAGE,
  COUPON_TEXT,
  type CouponState,
  couponExpiryFromDay,
  couponExpiryProblem,
  couponLastDay,
  couponListStatus,
  couponRefusal,
  GENERATED_COUPON_LENGTH,
  generateCouponCode,
  generateSecureCouponCode,
  normalizeCouponCode,
  type RandomFill,
  randomBelow,
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

/** A random source that hands out `words` in order (then fails the test if asked for more). */
function scripted(words: number[]): RandomFill & { drawn: number } {
  const source = Object.assign(
    (target: Uint32Array<ArrayBuffer>) => {
      const next = words[source.drawn];
      if (next === undefined) throw new Error("asked for more random words than scripted");
      source.drawn += 1;
      target[0] = next;
    },
    { drawn: 0 },
  );
  return source;
}

const MAX_WORD = 2 ** 32 - 1;

describe("randomBelow", () => {
  it("maps an accepted 32-bit word to word % max", () => {
    expect(randomBelow(36, scripted([0]))).toBe(0);
    expect(randomBelow(36, scripted([35]))).toBe(35);
    expect(randomBelow(36, scripted([36]))).toBe(0);
    expect(randomBelow(36, scripted([1_000_003]))).toBe(1_000_003 % 36);
  });

  it("draws again when the word is in the incomplete last block (no modulo bias)", () => {
    // 2^32 = 36 * 119304647 + 4: the last 4 words would make 0..3 more likely than 4..35.
    const limit = 2 ** 32 - 4;
    expect(limit % 36).toBe(0);
    const source = scripted([limit, limit + 3, MAX_WORD, limit - 1]);
    expect(randomBelow(36, source)).toBe((limit - 1) % 36);
    expect(source.drawn).toBe(4);
  });

  it("accepts every word when max divides 2^32", () => {
    expect(randomBelow(2, scripted([MAX_WORD]))).toBe(1);
    expect(randomBelow(256, scripted([MAX_WORD]))).toBe(255);
    expect(randomBelow(1, scripted([MAX_WORD]))).toBe(0);
  });

  it("is exactly uniform over the accepted words: each value has the same number of them", () => {
    // Over the accepted range [0, limit) every remainder occurs limit / max times.
    for (const max of [3, 10, 36, 1000]) {
      const limit = 2 ** 32 - (2 ** 32 % max);
      expect(limit % max).toBe(0);
      expect(randomBelow(max, scripted([limit - 1]))).toBe(max - 1);
      if (limit < 2 ** 32) expect(() => randomBelow(max, scripted([limit]))).toThrow("more random words");
    }
  });

  it("refuses a bad max, and gives up on a source that never draws in range", () => {
    expect(() => randomBelow(0)).toThrow(RangeError);
    expect(() => randomBelow(1.5)).toThrow(RangeError);
    expect(() => randomBelow(2 ** 32 + 1)).toThrow(RangeError);
    const broken: RandomFill = (words) => {
      words[0] = MAX_WORD;
    };
    expect(() => randomBelow(36, broken)).toThrow("keeps drawing out of range");
  });

  it("uses crypto.getRandomValues by default", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = randomBelow(36);
      expect(Number.isInteger(value) && value >= 0 && value < 36).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(36);
  });
});

describe("generateSecureCouponCode", () => {
  it("makes 8 characters of A-Z and 0-9 from the random words, skipping rejected ones", () => {
    const limit = 2 ** 32 - 4;
    const source = scripted([0, limit, 25, 26, 35, MAX_WORD, 36 + 1, 10, 34, 7 + 36 * 1000]);
    expect(generateSecureCouponCode(source)).toBe("AZ09BK8H");
    expect(source.drawn).toBe(10);
  });

  it("draws from crypto.getRandomValues: the format, and codes that differ", () => {
    const codes = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const code = generateSecureCouponCode();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(COUPON_CODE_PATTERN.test(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(200);
  });

  it("uses every character of the alphabet about equally often", () => {
    const counts = new Map<string, number>();
    const draws = 3600;
    for (let i = 0; i < draws / GENERATED_COUPON_LENGTH; i += 1) {
      for (const c of generateSecureCouponCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(COUPON_CODE_ALPHABET.length);
    // Expected 100 each; a count outside 40..180 would be a broken generator (p far below 1e-6).
    for (const count of counts.values()) expect(count).toBeGreaterThan(40);
    for (const count of counts.values()) expect(count).toBeLessThan(180);
  });
});

describe("couponListStatus", () => {
  const now = new Date("2031-07-15T12:00:00Z");
  it("reads an active coupon whose expiry has come as expired", () => {
    expect(couponListStatus("active", new Date("2031-07-15T12:00:00Z"), now)).toBe("expired");
    expect(couponListStatus("active", new Date("2031-07-01T00:00:00Z"), now)).toBe("expired");
  });

  it("keeps an active coupon active until then, or with no expiry", () => {
    expect(couponListStatus("active", new Date("2031-07-15T12:00:01Z"), now)).toBe("active");
    expect(couponListStatus("active", null, now)).toBe("active");
  });

  it("keeps used and expired as they are (a used coupon says used, as booking does)", () => {
    expect(couponListStatus("used", new Date("2031-07-01T00:00:00Z"), now)).toBe("used");
    expect(couponListStatus("expired", null, now)).toBe("expired");
  });

  it("agrees with booking's rule: listed as expired exactly when booking refuses it as expired", () => {
    for (const expiresAt of [null, new Date("2031-07-15T11:59:59Z"), now, new Date("2031-07-15T12:00:01Z")]) {
      const listed = couponListStatus("active", expiresAt, now);
      const refusal = couponRefusal(active({ expiresAt }), "individual_teletherapy", now);
      expect(listed === "expired").toBe(refusal === "expired");
    }
  });
});

describe("coupon expiry days", () => {
  it("makes a chosen day good through its end in Accra (the next midnight, UTC+0)", () => {
    expect(couponExpiryFromDay("2031-07-15").toISOString()).toBe("2031-07-16T00:00:00.000Z");
    expect(couponExpiryFromDay("2031-12-31").toISOString()).toBe("2032-01-01T00:00:00.000Z");
    expect(couponExpiryFromDay("2032-02-29").toISOString()).toBe("2032-03-01T00:00:00.000Z");
  });

  it("gives back the day that was chosen as the last day", () => {
    for (const day of ["2031-07-15", "2031-12-31", "2032-02-29", "2030-01-01"]) {
      expect(couponLastDay(couponExpiryFromDay(day))).toBe(day);
    }
    expect(couponLastDay(new Date("2031-07-15T09:30:00Z"))).toBe("2031-07-15");
  });

  it("is usable all through the chosen day and refused from the next", () => {
    const expiresAt = couponExpiryFromDay("2031-07-15");
    const coupon = active({ expiresAt });
    expect(couponRefusal(coupon, "individual_teletherapy", new Date("2031-07-15T23:59:59Z"))).toBeNull();
    expect(couponRefusal(coupon, "individual_teletherapy", new Date("2031-07-16T00:00:00Z"))).toBe("expired");
  });

  it("accepts today or a later day within the limit, and explains anything else", () => {
    const now = new Date("2031-07-15T23:30:00Z");
    expect(couponExpiryProblem("2031-07-15", now)).toBeNull();
    expect(couponExpiryProblem("2031-07-16", now)).toBeNull();
    expect(couponExpiryProblem("2041-07-15", now)).toBeNull();
    expect(couponExpiryProblem("2031-07-14", now)).toBe(COUPON_TEXT.expiryPast);
    expect(couponExpiryProblem("2041-07-16", now)).toBe(COUPON_TEXT.expiryTooFar);
    expect(couponExpiryProblem("9999-12-31", now)).toBe(COUPON_TEXT.expiryTooFar);
    for (const bad of ["2031-02-30", "15/07/2031", "2031-7-15", "", "2031-07-15T00:00:00Z"]) {
      expect(couponExpiryProblem(bad, now)).toBe(COUPON_TEXT.expiryInvalid);
    }
  });
});

describe("coupon code format", () => {
  it("allows letters, digits and hyphens only, as the coupons table's check does", () => {
    for (const good of ["WELCOME10", "DEMO-WELCOME", "A", "X".repeat(COUPON_CODE_MAX_LENGTH)]) {
      expect(COUPON_CODE_PATTERN.test(good)).toBe(true);
    }
    for (const bad of ["", "WELCOME 10", "welcome", "CAFÉ", "A_B", "A.B"]) {
      expect(COUPON_CODE_PATTERN.test(bad)).toBe(false);
    }
  });
});
