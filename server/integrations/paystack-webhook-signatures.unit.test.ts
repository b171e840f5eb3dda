// Webhook bodies on their own, without HTTP: the signature Paystack sends and the event it carries
// (a transaction's or a refund's).
import { describe, expect, it } from "vitest";
import { parsePaystackEvent, parsePaystackWebhook, signWebhookBody, verifyWebhookSignature } from "./paystack-webhook";

const SECRET = "sk_test_simulator_0123456789abcdef";

describe("webhook signatures", () => {
  const body = JSON.stringify({ event: "charge.success", data: { reference: "SCH-1" } });
  const good = signWebhookBody(body, SECRET);

  it("accepts the right signature and rejects everything else", () => {
    expect(good).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyWebhookSignature(body, good, SECRET)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), good.toUpperCase(), SECRET)).toBe(true);
    const flipped = `${good.slice(0, 10)}${good[10] === "0" ? "1" : "0"}${good.slice(11)}`;
    expect(verifyWebhookSignature(body, flipped, SECRET)).toBe(false);
    expect(verifyWebhookSignature(`${body} `, good, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, null, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, "", SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, good.slice(0, 64), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, `${good}00`, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, "z".repeat(128), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, good, "sk_other")).toBe(false);
  });

  it("parses events and returns null for malformed bodies", () => {
    expect(parsePaystackEvent("{not json")).toBeNull();
    expect(parsePaystackEvent(JSON.stringify({ event: "charge.success", data: { id: 1 } }))).toBeNull();
  });
});

describe("refund events", () => {
  const refundBody = (data: Record<string, unknown>, event = "refund.processed") => JSON.stringify({ event, data });
  const base = { status: "processed", transaction_reference: "PSK-ABC", amount: "5000", currency: "ghs" };

  it("reads Paystack's shape: the amount as a string or a number, the refund's id when it is there", () => {
    expect(parsePaystackWebhook(refundBody(base))).toEqual({
      kind: "refund",
      event: {
        event: "refund.processed",
        status: "processed",
        transactionReference: "PSK-ABC",
        amount: 5_000,
        currency: "GHS",
        refundId: null,
      },
    });
    const withId = parsePaystackWebhook(refundBody({ ...base, amount: 5000, id: 123456 }, "refund.failed"));
    expect(withId).toMatchObject({
      kind: "refund",
      event: { event: "refund.failed", amount: 5_000, refundId: "123456" },
    });
  });

  it("is not a transaction event, and a damaged one is nothing at all", () => {
    expect(parsePaystackEvent(refundBody(base))).toBeNull();
    expect(parsePaystackWebhook(refundBody({ ...base, amount: "50.00" }))).toBeNull();
    expect(parsePaystackWebhook(refundBody({ ...base, transaction_reference: "" }))).toBeNull();
    expect(parsePaystackWebhook(refundBody({ ...base, amount: -1 }))).toBeNull();
    expect(parsePaystackWebhook(JSON.stringify({ event: "transfer.success", data: base }))).toBeNull();
  });
});

describe("text the database cannot hold", () => {
  const refund = { status: "processed", transaction_reference: "PSK-ABC", amount: 5000, currency: "GHS" };
  const charge = { id: 7, status: "success", reference: "PSK-ABC", amount: 5000, currency: "GHS" };
  // JSON.stringify escapes them as Paystack's JSON would carry them: "\u0000", "\ud800".
  const body = (event: string, data: Record<string, unknown>) => JSON.stringify({ event, data });
  // A NUL, and halves of a surrogate pair on their own (not text at all).
  const spoilers = ["PSK\u0000ABC", "PSK\ud800ABC", "PSK\udfffABC", "\u0000"];

  it("makes a signed event of any kind nothing at all, whichever field holds it, however deep", () => {
    for (const bad of spoilers) {
      const what = JSON.stringify(bad);
      expect(
        parsePaystackWebhook(body("refund.processed", { ...refund, transaction_reference: bad })),
        what,
      ).toBeNull();
      expect(parsePaystackWebhook(body("refund.failed", { ...refund, id: bad })), what).toBeNull();
      expect(parsePaystackWebhook(body("refund.pending", { ...refund, status: bad })), what).toBeNull();
      expect(parsePaystackWebhook(body("charge.success", { ...charge, reference: bad })), what).toBeNull();
      expect(parsePaystackWebhook(body("charge.success", { ...charge, channel: bad })), what).toBeNull();
      expect(parsePaystackWebhook(body(`refund.${bad}`, refund)), what).toBeNull();
      expect(parsePaystackWebhook(body(`charge.${bad}`, charge)), what).toBeNull();
      const deep = { ...charge, metadata: { custom_fields: [{ value: bad }] } };
      expect(parsePaystackWebhook(body("charge.success", deep)), what).toBeNull();
      expect(parsePaystackWebhook(body("charge.success", { ...charge, [bad]: 1 })), what).toBeNull();
    }
  });

  it("keeps every other text: accents, other scripts and whole surrogate pairs", () => {
    const named = { ...charge, customer: { email: "kɔfi@example.com" }, metadata: { note: "Akwaaba 🌍 ñ\ttab" } };
    expect(parsePaystackWebhook(body("charge.success", named))).toMatchObject({
      kind: "transaction",
      event: { data: { customerEmail: "kɔfi@example.com", metadata: { note: "Akwaaba 🌍 ñ\ttab" } } },
    });
    expect(parsePaystackWebhook(body("refund.processed", { ...refund, transaction_reference: "PSK🌍" }))).toMatchObject(
      { kind: "refund", event: { transactionReference: "PSK🌍" } },
    );
  });
});
