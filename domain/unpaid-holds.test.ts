import { describe, expect, it } from "vitest";
import { isLiveHold, MAX_UNPAID_HOLDS, mayHoldAnother, TOO_MANY_UNPAID_SESSIONS } from "./unpaid-holds";

const NOW = new Date("2031-07-15T12:00:00Z");
const later = (minutes: number) => ({ holdExpiresAt: new Date(NOW.getTime() + minutes * 60_000) });

describe("isLiveHold", () => {
  it("keeps its time until the moment it runs out, not at that moment", () => {
    expect(isLiveHold(later(1), NOW)).toBe(true);
    expect(isLiveHold(later(3 * 24 * 60), NOW)).toBe(true);
    expect(isLiveHold(later(0), NOW)).toBe(false);
    expect(isLiveHold(later(-5), NOW)).toBe(false);
  });

  it("is over once paid or released (no expiry left)", () => {
    expect(isLiveHold({ holdExpiresAt: null }, NOW)).toBe(false);
  });
});

describe("mayHoldAnother", () => {
  it(`allows ${MAX_UNPAID_HOLDS} unpaid holds at a time, and refuses the next`, () => {
    expect(MAX_UNPAID_HOLDS).toBe(3);
    expect(mayHoldAnother([], NOW)).toBe(true);
    expect(mayHoldAnother([later(30), later(60)], NOW)).toBe(true);
    expect(mayHoldAnother([later(30), later(60), later(4320)], NOW)).toBe(false);
    expect(mayHoldAnother([later(30), later(60), later(90), later(120)], NOW)).toBe(false);
  });

  it("counts only the holds still live: one that ran out or ended frees its turn", () => {
    expect(mayHoldAnother([later(30), later(60), later(-1)], NOW)).toBe(true);
    expect(mayHoldAnother([later(30), later(60), later(0)], NOW)).toBe(true);
    expect(mayHoldAnother([later(30), later(60), { holdExpiresAt: null }], NOW)).toBe(true);
  });

  it("says why and what to do", () => {
    expect(TOO_MANY_UNPAID_SESSIONS).toBe(
      "You already have 3 sessions waiting for payment. Pay for one of them, or cancel one you no longer need, before booking another.",
    );
  });
});
