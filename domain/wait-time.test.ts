import { describe, expect, it } from "vitest";
import { minutesToWait } from "./wait-time";

const now = new Date("2026-11-22T10:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("minutesToWait", () => {
  it("rounds up to whole minutes, with the right plural", () => {
    expect(minutesToWait(later(60_000), now)).toBe("1 minute");
    expect(minutesToWait(later(60_001), now)).toBe("2 minutes");
    expect(minutesToWait(later(14 * 60_000 + 5_000), now)).toBe("15 minutes");
  });

  it("never says less than a minute, even when the time has passed", () => {
    expect(minutesToWait(later(1_000), now)).toBe("1 minute");
    expect(minutesToWait(later(-5_000), now)).toBe("1 minute");
  });
});
