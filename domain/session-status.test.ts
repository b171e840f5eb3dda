import { describe, expect, it } from "vitest";
import {
  REVERT_DAYS,
  reopenRefusal,
  revertRefusal,
  type SessionStatusFacts,
  statusChangeRefusal,
  statusChoices,
  UNDO_WINDOW_SECONDS,
  undoRefusal,
} from "./session-status";

const START = new Date("2031-12-02T10:00:00Z");
const at = (ms: number) => new Date(START.getTime() + ms);
const MINUTE = 60_000;
const DAY = 86_400_000;
const THERAPIST = "therapist-1";

describe("statusChangeRefusal", () => {
  const scheduled = { status: "scheduled" as const, start: START };

  it("refuses Completed and No show before the start, and allows them from the start on", () => {
    const before = new Date("2031-11-27T10:00:00Z");
    expect(statusChangeRefusal(scheduled, "completed", before)).toBe("not_started");
    expect(statusChangeRefusal(scheduled, "no_show", at(-1))).toBe("not_started");
    expect(statusChangeRefusal(scheduled, "completed", START)).toBeNull();
    expect(statusChangeRefusal(scheduled, "no_show", at(3 * DAY))).toBeNull();
  });

  it("lets a scheduled session be cancelled whenever it is, and nothing else", () => {
    expect(statusChangeRefusal(scheduled, "cancelled", at(-30 * DAY))).toBeNull();
    expect(statusChangeRefusal(scheduled, "cancelled", at(DAY))).toBeNull();
    expect(statusChangeRefusal({ status: "completed", start: START }, "cancelled", at(DAY))).toBe(
      "only_scheduled_cancel",
    );
    expect(statusChangeRefusal({ status: "no_show", start: START }, "cancelled", at(DAY))).toBe(
      "only_scheduled_cancel",
    );
  });

  it("corrects Completed to No show and back, and offers a cancelled session's outcome from its start", () => {
    expect(statusChangeRefusal({ status: "completed", start: START }, "no_show", at(MINUTE))).toBeNull();
    expect(statusChangeRefusal({ status: "no_show", start: START }, "completed", at(MINUTE))).toBeNull();
    const cancelled = { status: "cancelled" as const, start: START };
    expect(statusChangeRefusal(cancelled, "completed", at(DAY))).toBeNull();
    expect(statusChangeRefusal(cancelled, "no_show", at(-DAY))).toBe("not_started");
    // Choosing the present status is no change at all.
    expect(statusChangeRefusal(cancelled, "cancelled", at(DAY))).toBeNull();
  });

  it("gives the dropdown every choice with its refusal", () => {
    expect(statusChoices(scheduled, at(-MINUTE))).toEqual({
      completed: "not_started",
      no_show: "not_started",
      cancelled: null,
    });
    expect(statusChoices(scheduled, START)).toEqual({ completed: null, no_show: null, cancelled: null });
  });
});

describe("revertRefusal", () => {
  const changed = (kind: "change" | "undo", ago: number, now: Date) => ({
    kind,
    from: "scheduled" as const,
    at: new Date(now.getTime() - ago),
    byUserId: THERAPIST,
  });
  const after = at(2 * DAY);
  const completed: SessionStatusFacts = {
    status: "completed",
    start: START,
    lastChange: changed("change", DAY, after),
  };

  it(`reverts Completed and No show set here within ${REVERT_DAYS} days, not later`, () => {
    expect(revertRefusal(completed, after)).toBeNull();
    expect(revertRefusal({ ...completed, status: "no_show" }, after)).toBeNull();
    const old = { ...completed, lastChange: changed("change", REVERT_DAYS * DAY + 1, after) };
    expect(revertRefusal(old, after)).toBe("revert_too_late");
    expect(revertRefusal({ ...old, lastChange: changed("change", REVERT_DAYS * DAY, after) }, after)).toBeNull();
    // A status older than the log (or set some other way) is settled.
    expect(revertRefusal({ ...completed, lastChange: null }, after)).toBe("revert_too_late");
  });

  it("has nothing to revert on a scheduled session", () => {
    expect(revertRefusal({ status: "scheduled", start: START, lastChange: null }, after)).toBe("nothing_to_revert");
  });

  describe("a cancellation", () => {
    const before = at(-3 * DAY);
    const cancelled: SessionStatusFacts = {
      status: "cancelled",
      start: START,
      lastChange: changed("change", DAY, before),
    };

    it("is reverted while the session is still to come", () => {
      expect(revertRefusal(cancelled, before)).toBeNull();
      expect(revertRefusal(cancelled, START)).toBe("cancel_started");
    });

    it("only when the practice cancelled it here", () => {
      expect(revertRefusal({ ...cancelled, lastChange: null }, before)).toBe("not_cancelled_here");
    });

    it("not when its hold for payment was released, nor once it is refunded", () => {
      expect(revertRefusal({ ...cancelled, holdReleased: true }, before)).toBe("hold_released");
      expect(revertRefusal({ ...cancelled, refunded: true }, before)).toBe("refunded");
    });

    it("is re-opened as Completed or No show only from the session's start, within the revert days", () => {
      expect(reopenRefusal(cancelled, "completed", before)).toBe("not_started");
      expect(reopenRefusal(cancelled, "no_show", at(MINUTE))).toBeNull();
      expect(reopenRefusal(cancelled, "completed", at(REVERT_DAYS * DAY))).toBe("revert_too_late");
      expect(reopenRefusal({ ...cancelled, lastChange: null }, "completed", at(MINUTE))).toBe("not_cancelled_here");
      expect(reopenRefusal({ ...cancelled, refunded: true }, "completed", at(MINUTE))).toBe("refunded");
    });
  });
});

describe("undoRefusal", () => {
  const now = at(DAY);
  const facts = (ago: number, overrides: Partial<SessionStatusFacts> = {}): SessionStatusFacts => ({
    status: "completed",
    start: START,
    lastChange: { kind: "change", from: "scheduled", at: new Date(now.getTime() - ago), byUserId: THERAPIST },
    ...overrides,
  });

  it(`undoes the viewer's own change for ${UNDO_WINDOW_SECONDS} seconds`, () => {
    expect(undoRefusal(facts(0), THERAPIST, now)).toBeNull();
    expect(undoRefusal(facts(UNDO_WINDOW_SECONDS * 1000), THERAPIST, now)).toBeNull();
    expect(undoRefusal(facts(UNDO_WINDOW_SECONDS * 1000 + 1), THERAPIST, now)).toBe("undo_too_late");
  });

  it("not someone else's change, a revert, an undo, or a status set elsewhere", () => {
    expect(undoRefusal(facts(0), "admin-1", now)).toBe("nothing_to_undo");
    const base = facts(0).lastChange!;
    expect(undoRefusal(facts(0, { lastChange: { ...base, kind: "revert" } }), THERAPIST, now)).toBe("nothing_to_undo");
    expect(undoRefusal(facts(0, { lastChange: { ...base, kind: "undo" } }), THERAPIST, now)).toBe("nothing_to_undo");
    expect(undoRefusal(facts(0, { lastChange: null }), THERAPIST, now)).toBe("nothing_to_undo");
  });

  it("undoes a cancellation even after the start, unless its hold was released or it was refunded", () => {
    const cancelled = facts(1000, { status: "cancelled" });
    expect(undoRefusal(cancelled, THERAPIST, at(DAY))).toBeNull();
    expect(undoRefusal({ ...cancelled, holdReleased: true }, THERAPIST, now)).toBe("hold_released");
    expect(undoRefusal({ ...cancelled, refunded: true }, THERAPIST, now)).toBe("refunded");
  });
});
