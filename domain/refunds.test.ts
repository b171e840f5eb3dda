import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import {
  decideRefund,
  proposedRefundEffect,
  REFUND_TEXT,
  type RefundTarget,
  refundableLeft,
  refundEffects,
  refundedSoFar,
  refundMethodFor,
} from "./refunds";

const booking: RefundTarget = { purpose: "booking", needsSettling: false, upcomingSession: true, unusedCredits: 0 };
const plan: RefundTarget = { purpose: "support_plan", needsSettling: false, upcomingSession: false, unusedCredits: 5 };
const paid = { amount: 40_000, currency: "GHS", received: true };
const ask = (amount: string, extra: Partial<{ reason: string; effect: string; credits: number | null }> = {}) => ({
  amount,
  reason: "Therapist unwell",
  effect: "keep",
  ...extra,
});

describe("what is left to refund", () => {
  it("counts pending and completed refunds, never failed ones", () => {
    const refunds = [
      { amount: 10_000, status: "completed" as const },
      { amount: 5_000, status: "pending" as const },
      { amount: 20_000, status: "failed" as const },
    ];
    expect(refundedSoFar(refunds)).toBe(15_000);
    expect(refundableLeft(40_000, refunds)).toBe(25_000);
    expect(refundableLeft(10_000, [{ amount: 10_000, status: "completed" }])).toBe(0);
  });

  it("refunds Paystack through Paystack and transfers by transfer", () => {
    expect(refundMethodFor("paystack")).toBe("paystack");
    expect(refundMethodFor("bank_transfer")).toBe("bank_transfer");
  });
});

describe("the effects offered", () => {
  it("cancels an upcoming session, takes credits off a plan, and keeps anything else", () => {
    expect(refundEffects(booking)).toEqual(["cancel", "keep"]);
    expect(refundEffects({ ...booking, upcomingSession: false })).toEqual(["keep"]);
    expect(refundEffects(plan)).toEqual(["remove_credits", "keep"]);
    expect(refundEffects({ ...plan, unusedCredits: 0 })).toEqual(["keep"]);
    expect(refundEffects({ ...plan, purpose: "therapy_package" })).toEqual(["remove_credits", "keep"]);
    expect(refundEffects({ ...plan, purpose: "therapy_package", unusedCredits: 0 })).toEqual(["keep"]);
    expect(refundEffects({ ...booking, needsSettling: true })).toEqual(["keep"]);
    expect(refundEffects({ ...booking, purpose: "gift_certificate" })).toEqual(["keep"]);
  });
});

describe("the effect the dialog proposes", () => {
  const left = 40_000;
  it("ends what was bought when all that is left is refunded", () => {
    expect(proposedRefundEffect(["cancel", "keep"], "400", left)).toBe("cancel");
    expect(proposedRefundEffect(["cancel", "keep"], "400.00", left)).toBe("cancel");
    expect(proposedRefundEffect(["remove_credits", "keep"], "400", left)).toBe("remove_credits");
  });

  it("keeps it for a partial refund, or while the amount cannot be read", () => {
    expect(proposedRefundEffect(["cancel", "keep"], "200", left)).toBe("keep");
    expect(proposedRefundEffect(["cancel", "keep"], "399.99", left)).toBe("keep");
    expect(proposedRefundEffect(["remove_credits", "keep"], "", left)).toBe("keep");
    expect(proposedRefundEffect(["cancel", "keep"], "two hundred", left)).toBe("keep");
  });

  it("offers the only effect there is", () => {
    expect(proposedRefundEffect(["keep"], "400", left)).toBe("keep");
  });
});

describe("deciding a refund", () => {
  it("takes an amount in major units up to what is left, exactly", () => {
    expect(decideRefund(paid, [], booking, ask("400"))).toEqual({
      ok: true,
      amount: 40_000,
      reason: "Therapist unwell",
      effect: "keep",
      credits: 0,
    });
    expect(decideRefund(paid, [], booking, ask("1,234.5"))).toMatchObject({ ok: false, field: "amount" });
    expect(decideRefund(paid, [], booking, ask("0.10"))).toMatchObject({ ok: true, amount: 10 });
    expect(decideRefund(paid, [{ amount: 30_000, status: "completed" }], booking, ask("100.01"))).toEqual({
      ok: false,
      field: "amount",
      message: REFUND_TEXT.tooMuch(formatMoney(10_000, "GHS")),
    });
  });

  it("refuses what cannot be refunded, bad amounts, no reason and effects not offered", () => {
    expect(decideRefund({ ...paid, received: false }, [], booking, ask("1"))).toMatchObject({
      field: null,
      message: REFUND_TEXT.notRefundable,
    });
    expect(decideRefund(paid, [{ amount: 40_000, status: "completed" }], booking, ask("1"))).toMatchObject({
      message: REFUND_TEXT.nothingLeft,
    });
    for (const bad of ["", "-5", "abc", "1.234", "1e3"]) {
      expect(decideRefund(paid, [], booking, ask(bad))).toMatchObject({
        field: "amount",
        message: REFUND_TEXT.amountFormat,
      });
    }
    expect(decideRefund(paid, [], booking, ask("0"))).toMatchObject({ message: REFUND_TEXT.amountZero });
    expect(decideRefund(paid, [], booking, ask("10", { reason: " " }))).toMatchObject({ field: "reason" });
    expect(decideRefund(paid, [], booking, ask("10", { reason: "x".repeat(501) }))).toMatchObject({
      message: REFUND_TEXT.reasonTooLong,
    });
    expect(decideRefund(paid, [], booking, ask("10", { effect: "remove_credits" }))).toMatchObject({ field: "effect" });
  });

  it("makes no new refund while one waits for Paystack's answer, saying so once the amount is right", () => {
    const waiting = [{ amount: 10_000, status: "pending" as const }];
    const says = { ok: false, field: null, message: REFUND_TEXT.waitForPending(formatMoney(10_000, "GHS")) };
    expect(decideRefund(paid, waiting, booking, ask("100"))).toEqual(says);
    expect(decideRefund(paid, waiting, booking, ask("300"))).toEqual(says);
    // Nothing left but what is waiting: still the wait, not "refunded in full".
    expect(decideRefund(paid, [{ amount: 40_000, status: "pending" }], booking, ask("1"))).toEqual({
      ...says,
      message: REFUND_TEXT.waitForPending(formatMoney(40_000, "GHS")),
    });
    // More than is left is said first: the wait would not make it possible.
    expect(decideRefund(paid, waiting, booking, ask("300.01"))).toMatchObject({
      field: "amount",
      message: REFUND_TEXT.tooMuch(formatMoney(30_000, "GHS")),
    });
    // Completed and failed refunds do not wait on anyone.
    const settled = [
      { amount: 10_000, status: "completed" as const },
      { amount: 10_000, status: "failed" as const },
    ];
    expect(decideRefund(paid, settled, booking, ask("300"))).toMatchObject({ ok: true, amount: 30_000 });
  });

  it("takes 1 to the unused sessions off a plan", () => {
    expect(decideRefund(paid, [], plan, ask("10", { effect: "remove_credits", credits: 5 }))).toMatchObject({
      ok: true,
      effect: "remove_credits",
      credits: 5,
    });
    for (const credits of [0, 6, 1.5, null]) {
      expect(decideRefund(paid, [], plan, ask("10", { effect: "remove_credits", credits }))).toMatchObject({
        field: "credits",
        message: REFUND_TEXT.creditsInvalid(5),
      });
    }
  });
});
