import { describe, expect, it } from "vitest";
import { matchRefundEvent, type RefundOnRecord, refundCheckKind, refundEventStep } from "./refund-events";

const refund = (id: string, over: Partial<RefundOnRecord> = {}): RefundOnRecord => ({
  id,
  amount: 10_000,
  currency: "GHS",
  status: "completed",
  providerRefundId: null,
  providerStatus: "pending",
  ...over,
});
const event = (status: string, over: { amount?: number; currency?: string; refundId?: string | null } = {}) => ({
  status,
  amount: 10_000,
  currency: "GHS",
  refundId: null,
  ...over,
});

describe("matchRefundEvent", () => {
  it("takes the refund Paystack names by its id, whatever its amount", () => {
    const rows = [refund("a", { providerRefundId: "11" }), refund("b", { providerRefundId: "12", amount: 500 })];
    expect(matchRefundEvent(rows, event("processed", { refundId: "12" }))?.id).toBe("b");
  });

  it("without an id: same amount and currency, the one waiting on Paystack first", () => {
    const rows = [
      refund("usd", { currency: "USD" }),
      refund("other-amount", { amount: 9_999, status: "pending", providerStatus: null }),
      refund("done"),
      refund("waiting", { status: "pending", providerStatus: null }),
    ];
    expect(matchRefundEvent(rows, event("processed"))?.id).toBe("waiting");
    expect(matchRefundEvent(rows, event("processed", { amount: 1 }))).toBeNull();
  });

  it("prefers a completed refund the event moves on over a failed one, and finds a repeat", () => {
    const failed = refund("failed", { status: "failed", providerStatus: null });
    const done = refund("done", { providerStatus: "pending" });
    expect(matchRefundEvent([failed, done], event("processed"))?.id).toBe("done");
    const processed = refund("done", { providerStatus: "processed" });
    // Only money that went back matters for a refund recorded as failed.
    expect(matchRefundEvent([failed, processed], event("processed"))?.id).toBe("failed");
    expect(matchRefundEvent([failed, processed], event("processing"))?.id).toBe("done");
    expect(matchRefundEvent([processed], event("processed"))?.id).toBe("done");
  });

  it("does not take a refund Paystack knows by another id", () => {
    expect(
      matchRefundEvent([refund("a", { providerRefundId: "11" })], event("processed", { refundId: "99" })),
    ).toBeNull();
  });
});

describe("refundEventStep", () => {
  it("completes or fails a refund left pending, and alerts on trouble", () => {
    const pending = refund("p", { status: "pending", providerStatus: null });
    expect(refundEventStep(pending, "pending")).toBe("complete");
    expect(refundEventStep(pending, "processing")).toBe("complete");
    expect(refundEventStep(pending, "PROCESSED")).toBe("complete");
    expect(refundEventStep(pending, "failed")).toBe("fail");
    expect(refundEventStep(pending, "needs-attention")).toBe("alert");
    expect(refundEventStep(pending, "something-new")).toBe("nothing");
  });

  it("notes a completed refund's progress, alerts when it fails, ignores a repeat", () => {
    const done = refund("d", { providerStatus: "pending" });
    expect(refundEventStep(done, "processed")).toBe("note");
    expect(refundEventStep(done, "failed")).toBe("alert");
    expect(refundEventStep(done, "needs-attention")).toBe("alert");
    expect(refundEventStep({ ...done, providerStatus: "processed" }, "processed")).toBe("nothing");
  });

  it("alerts when a refund recorded as failed went through after all", () => {
    const failed = refund("f", { status: "failed", providerStatus: null });
    expect(refundEventStep(failed, "processed")).toBe("alert");
    expect(refundEventStep(failed, "failed")).toBe("nothing");
  });
});

describe("refundCheckKind", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const row = (over: Partial<Parameters<typeof refundCheckKind>[0]>) => ({
    status: "completed" as const,
    providerStatus: "pending",
    createdAt: at(10),
    checkedAt: null,
    ...over,
  });

  it("asks about a refund Paystack has not answered for two minutes, not one still being asked", () => {
    expect(refundCheckKind(row({ status: "pending", providerStatus: null, createdAt: at(1) }), now)).toBeNull();
    expect(refundCheckKind(row({ status: "pending", providerStatus: null, createdAt: at(2) }), now)).toBe("unanswered");
  });

  it("asks when Paystack and the books disagree, until an admin has checked", () => {
    expect(refundCheckKind(row({ providerStatus: "failed" }), now)).toBe("failed_at_paystack");
    expect(refundCheckKind(row({ providerStatus: "needs-attention" }), now)).toBe("failed_at_paystack");
    expect(refundCheckKind(row({ status: "failed", providerStatus: "processed" }), now)).toBe("made_after_failure");
    expect(refundCheckKind(row({ providerStatus: "failed", checkedAt: at(1) }), now)).toBeNull();
  });

  it("leaves alone what agrees", () => {
    expect(refundCheckKind(row({ providerStatus: "processed" }), now)).toBeNull();
    expect(refundCheckKind(row({ providerStatus: null }), now)).toBeNull();
    expect(refundCheckKind(row({ status: "failed", providerStatus: null }), now)).toBeNull();
    expect(refundCheckKind(row({ status: "failed", providerStatus: "failed" }), now)).toBeNull();
  });
});
