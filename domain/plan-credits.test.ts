import { describe, expect, it } from "vitest";
import type { PlanSessionType } from "./enums";
import {
  type CreditService,
  coversLength,
  creditMatchOrder,
  creditName,
  creditSummary,
  type PlanCredit,
  paidByCreditText,
  pickPlanCredit,
} from "./plan-credits";

const NOW = new Date("2031-07-15T12:00:00Z");
const LATER = new Date("2031-10-15T12:00:00Z");

function credit(id: string, sessionType: PlanSessionType, overrides: Partial<PlanCredit> = {}): PlanCredit {
  return {
    id,
    sessionType,
    sessionMinutes: null,
    remainingSessions: 3,
    expiresAt: LATER,
    status: "active",
    ...overrides,
  };
}

const individualOnline: CreditService = {
  category: "individual",
  planSessionType: "individual_teletherapy",
  durationMinutes: 50,
};
const individualInPerson: CreditService = {
  category: "individual",
  planSessionType: "individual_in_person",
  durationMinutes: 50,
};
const couplesOnline: CreditService = {
  category: "couples",
  planSessionType: "couples_teletherapy",
  durationMinutes: 60,
};
const familyUntyped: CreditService = { category: "family", planSessionType: null, durationMinutes: 60 };
const walking: CreditService = { category: "walking", planSessionType: null, durationMinutes: 50 };

describe("creditMatchOrder", () => {
  it("tries the service's own type, then the mapped teletherapy type, then hybrid", () => {
    expect(creditMatchOrder(individualInPerson)).toEqual(["individual_in_person", "individual_teletherapy", "hybrid"]);
  });

  it("does not repeat a type when the own type is the mapped one", () => {
    expect(creditMatchOrder(individualOnline)).toEqual(["individual_teletherapy", "hybrid"]);
  });

  it("maps walking and yoga to individual teletherapy, couples and family to couples teletherapy", () => {
    expect(creditMatchOrder(walking)).toEqual(["individual_teletherapy", "hybrid"]);
    expect(creditMatchOrder({ category: "yoga", planSessionType: null })).toEqual(["individual_teletherapy", "hybrid"]);
    expect(creditMatchOrder(familyUntyped)).toEqual(["couples_teletherapy"]);
    expect(creditMatchOrder(couplesOnline)).toEqual(["couples_teletherapy"]);
  });

  it("never offers hybrid to a couples or family service, even one typed hybrid", () => {
    expect(creditMatchOrder({ category: "couples", planSessionType: "hybrid" })).toEqual(["couples_teletherapy"]);
    expect(creditMatchOrder({ category: "family", planSessionType: "individual_in_person" })).toEqual([
      "individual_in_person",
      "couples_teletherapy",
    ]);
  });

  it("lists a hybrid-typed individual service's hybrid first", () => {
    expect(creditMatchOrder({ category: "individual", planSessionType: "hybrid" })).toEqual([
      "hybrid",
      "individual_teletherapy",
    ]);
  });
});

describe("pickPlanCredit", () => {
  it("returns null when there are no plans", () => {
    expect(pickPlanCredit([], individualOnline, NOW)).toBeNull();
  });

  it("prefers the service's own type over the mapped type and hybrid", () => {
    const own = credit("own", "individual_in_person", { expiresAt: new Date("2031-12-01T00:00:00Z") });
    const mapped = credit("mapped", "individual_teletherapy", { expiresAt: new Date("2031-08-01T00:00:00Z") });
    const hybrid = credit("hybrid", "hybrid", { expiresAt: new Date("2031-07-20T00:00:00Z") });
    expect(pickPlanCredit([hybrid, mapped, own], individualInPerson, NOW)?.id).toBe("own");
  });

  it("prefers the mapped type over hybrid when the own type has no plan", () => {
    const mapped = credit("mapped", "individual_teletherapy", { expiresAt: new Date("2031-12-01T00:00:00Z") });
    const hybrid = credit("hybrid", "hybrid", { expiresAt: new Date("2031-07-20T00:00:00Z") });
    expect(pickPlanCredit([hybrid, mapped], individualInPerson, NOW)?.id).toBe("mapped");
  });

  it("falls back to a hybrid plan for an individual-category service", () => {
    const hybrid = credit("hybrid", "hybrid");
    const couples = credit("couples", "couples_teletherapy");
    expect(pickPlanCredit([couples, hybrid], individualInPerson, NOW)?.id).toBe("hybrid");
    expect(pickPlanCredit([couples, hybrid], walking, NOW)?.id).toBe("hybrid");
  });

  it("never uses a hybrid plan for a couples or family service", () => {
    const hybrid = credit("hybrid", "hybrid", { remainingSessions: 6 });
    expect(pickPlanCredit([hybrid], couplesOnline, NOW)).toBeNull();
    expect(pickPlanCredit([hybrid], familyUntyped, NOW)).toBeNull();
    expect(
      pickPlanCredit([hybrid], { category: "couples", planSessionType: "hybrid", durationMinutes: 60 }, NOW),
    ).toBeNull();
  });

  it("pays a family service from a couples teletherapy plan", () => {
    const couples = credit("couples", "couples_teletherapy");
    expect(pickPlanCredit([couples], familyUntyped, NOW)?.id).toBe("couples");
  });

  it("ignores plans of types the service cannot use", () => {
    const inPerson = credit("in-person", "individual_in_person");
    const couples = credit("couples", "couples_teletherapy");
    expect(pickPlanCredit([inPerson, couples], individualOnline, NOW)).toBeNull();
  });

  it("skips expired plans, including one expiring exactly now", () => {
    const lapsed = credit("lapsed", "individual_teletherapy", { expiresAt: new Date("2031-07-01T00:00:00Z") });
    const endingNow = credit("ending-now", "individual_teletherapy", { expiresAt: NOW });
    expect(pickPlanCredit([lapsed, endingNow], individualOnline, NOW)).toBeNull();
    const valid = credit("valid", "hybrid");
    expect(pickPlanCredit([lapsed, endingNow, valid], individualOnline, NOW)?.id).toBe("valid");
  });

  it("skips used-up plans", () => {
    const empty = credit("empty", "individual_teletherapy", { remainingSessions: 0 });
    const negative = credit("negative", "individual_teletherapy", { remainingSessions: -1 });
    expect(pickPlanCredit([empty, negative], individualOnline, NOW)).toBeNull();
    const one = credit("one", "individual_teletherapy", { remainingSessions: 1 });
    expect(pickPlanCredit([empty, one], individualOnline, NOW)?.id).toBe("one");
  });

  it("skips plans that are not active (pending payment, cancelled, expired status)", () => {
    const pending = credit("pending", "individual_teletherapy", { status: "pending_payment" });
    const cancelled = credit("cancelled", "individual_teletherapy", { status: "cancelled" });
    const expired = credit("expired", "individual_teletherapy", { status: "expired" });
    expect(pickPlanCredit([pending, cancelled, expired], individualOnline, NOW)).toBeNull();
  });

  it("skips an unusable own-type plan in favour of a usable mapped one", () => {
    const pendingOwn = credit("pending-own", "individual_in_person", { status: "pending_payment" });
    const mapped = credit("mapped", "individual_teletherapy");
    expect(pickPlanCredit([pendingOwn, mapped], individualInPerson, NOW)?.id).toBe("mapped");
  });

  it("uses the plan expiring soonest within one level", () => {
    const late = credit("late", "individual_teletherapy", { expiresAt: new Date("2031-12-01T00:00:00Z") });
    const soon = credit("soon", "individual_teletherapy", { expiresAt: new Date("2031-08-01T00:00:00Z") });
    const middle = credit("middle", "individual_teletherapy", { expiresAt: new Date("2031-09-01T00:00:00Z") });
    expect(pickPlanCredit([late, soon, middle], individualOnline, NOW)?.id).toBe("soon");
    expect(pickPlanCredit([middle, late, soon], individualOnline, NOW)?.id).toBe("soon");
  });

  it("breaks an expiry tie by fewest remaining sessions, then by id", () => {
    const many = credit("a-many", "individual_teletherapy", { remainingSessions: 5 });
    const few = credit("z-few", "individual_teletherapy", { remainingSessions: 2 });
    expect(pickPlanCredit([many, few], individualOnline, NOW)?.id).toBe("z-few");
    const first = credit("plan-1", "individual_teletherapy");
    const second = credit("plan-2", "individual_teletherapy");
    expect(pickPlanCredit([second, first], individualOnline, NOW)?.id).toBe("plan-1");
    expect(pickPlanCredit([first, second], individualOnline, NOW)?.id).toBe("plan-1");
  });

  it("returns the caller's own object and leaves the list untouched", () => {
    const late = credit("late", "individual_teletherapy", { expiresAt: new Date("2031-12-01T00:00:00Z") });
    const soon = credit("soon", "individual_teletherapy", { expiresAt: new Date("2031-08-01T00:00:00Z") });
    const list = [late, soon];
    expect(pickPlanCredit(list, individualOnline, NOW)).toBe(soon);
    expect(list).toEqual([late, soon]);
  });
});

describe("coaching", () => {
  it("is paid by no credit, even a coaching service carrying a plan type", () => {
    const coaching: CreditService = {
      category: "coaching",
      planSessionType: "individual_teletherapy",
      durationMinutes: 50,
    };
    expect(creditMatchOrder(coaching)).toEqual([]);
    const plan = credit("plan", "individual_teletherapy");
    const hybrid = credit("hybrid", "hybrid");
    expect(pickPlanCredit([plan, hybrid], coaching, NOW)).toBeNull();
  });
});

describe("the length rule", () => {
  const extendedOnline: CreditService = { ...individualOnline, durationMinutes: 80 };

  it("lets a package pay only for sessions no longer than its own", () => {
    expect(coversLength({ sessionMinutes: 50 }, 50)).toBe(true);
    expect(coversLength({ sessionMinutes: 50 }, 80)).toBe(false);
    expect(coversLength({ sessionMinutes: 60 }, 50)).toBe(true);
    expect(coversLength({ sessionMinutes: null }, 90)).toBe(true);
  });

  it("never spends a 50-minute package on an 80-minute session, but a plan pays any length", () => {
    const package50 = credit("package-50", "individual_teletherapy", { sessionMinutes: 50 });
    expect(pickPlanCredit([package50], extendedOnline, NOW)).toBeNull();
    expect(pickPlanCredit([package50], individualOnline, NOW)?.id).toBe("package-50");
    const plan = credit("plan", "individual_teletherapy", { expiresAt: new Date("2031-12-01T00:00:00Z") });
    expect(pickPlanCredit([package50, plan], extendedOnline, NOW)?.id).toBe("plan");
  });

  it("pays a 50-minute in-person session from a 60-minute in-person package", () => {
    const inPerson60 = credit("in-person-60", "individual_in_person", { sessionMinutes: 60 });
    expect(pickPlanCredit([inPerson60], individualInPerson, NOW)?.id).toBe("in-person-60");
  });

  it("falls to the next level when the own type's package is too short", () => {
    const short = credit("short", "individual_in_person", { sessionMinutes: 50 });
    const hybrid = credit("hybrid", "hybrid", { sessionMinutes: 60 });
    expect(pickPlanCredit([short, hybrid], { ...individualInPerson, durationMinutes: 60 }, NOW)?.id).toBe("hybrid");
  });

  it("keeps the tie-breaks among credits long enough: the one expiring soonest", () => {
    const soonShort = credit("soon-short", "couples_teletherapy", {
      sessionMinutes: 60,
      expiresAt: new Date("2031-08-01T00:00:00Z"),
    });
    const later = credit("later", "couples_teletherapy", { sessionMinutes: 90 });
    const couples90: CreditService = { ...couplesOnline, durationMinutes: 90 };
    expect(pickPlanCredit([soonShort, later], couples90, NOW)?.id).toBe("later");
    expect(pickPlanCredit([later, soonShort], couplesOnline, NOW)?.id).toBe("soon-short");
  });
});

describe("naming a credit", () => {
  const pack = { name: "6 Session Teletherapy", kind: "package" as const, remainingSessions: 4, totalSessions: 6 };

  it("says which kind it is, once", () => {
    expect(creditName(pack)).toBe("6 Session Teletherapy package");
    expect(creditName({ name: "Couples Teletherapy Package", kind: "package" })).toBe("Couples Teletherapy Package");
    expect(creditName({ name: "Steady Growth", kind: "plan" })).toBe("Steady Growth plan");
  });

  it("sums up what is left and until when, the day in the viewer's zone", () => {
    const expiresAt = new Date("2027-05-12T23:30:00Z");
    expect(creditSummary({ ...pack, expiresAt }, "Africa/Accra")).toBe(
      "6 Session Teletherapy package: 4 of 6 sessions left, until 12 May 2027",
    );
    expect(creditSummary({ ...pack, expiresAt }, "Asia/Tokyo")).toContain("until 13 May 2027");
  });

  it("says what the booking leaves", () => {
    expect(paidByCreditText(pack, 4)).toBe(
      "Paid by your 6 Session Teletherapy package — 4 sessions left after this one",
    );
    expect(paidByCreditText(pack, 1)).toContain("— 1 session left after this one");
    expect(paidByCreditText({ name: "Steady Growth", kind: "plan" }, 0)).toBe(
      "Paid by your Steady Growth plan — 0 sessions left after this one",
    );
  });
});
