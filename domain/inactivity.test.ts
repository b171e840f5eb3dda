import { describe, expect, it } from "vitest";
import { inactivityPhase, isSessionIdleExpired, nextPhaseInMs, shouldRecordActivity } from "./inactivity";

const MIN = 60_000;

describe("inactivity phases (spec 001 §9)", () => {
  it("is active before 55 minutes, warns from 55:00 and expires at 60:00", () => {
    expect(inactivityPhase(0)).toBe("active");
    expect(inactivityPhase(55 * MIN - 1)).toBe("active");
    expect(inactivityPhase(55 * MIN)).toBe("warning");
    expect(inactivityPhase(60 * MIN - 1)).toBe("warning");
    expect(inactivityPhase(60 * MIN)).toBe("expired");
  });

  it("schedules the warning, then the expiry", () => {
    expect(nextPhaseInMs(0)).toBe(55 * MIN);
    expect(nextPhaseInMs(10 * MIN)).toBe(45 * MIN);
    expect(nextPhaseInMs(55 * MIN)).toBe(5 * MIN);
    expect(nextPhaseInMs(60 * MIN)).toBeNull();
  });
});

describe("throttled activity writes", () => {
  it("writes the first activity and then at most once a minute", () => {
    expect(shouldRecordActivity(null, 1000)).toBe(true);
    expect(shouldRecordActivity(1000, 1000 + 59_999)).toBe(false);
    expect(shouldRecordActivity(1000, 1000 + 60_000)).toBe(true);
  });
});

describe("server idle rule", () => {
  it("ends a session idle for 60 minutes and keeps one idle for less", () => {
    const last = new Date("2026-11-22T10:00:00Z");
    expect(isSessionIdleExpired(last, new Date("2026-11-22T10:59:59Z"))).toBe(false);
    expect(isSessionIdleExpired(last, new Date("2026-11-22T11:00:00Z"))).toBe(true);
  });
});
