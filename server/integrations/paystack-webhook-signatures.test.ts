// Webhook bodies on their own, without HTTP: the signature Paystack sends and the event it carries.
import { describe, expect, it } from "vitest";
import { parsePaystackEvent, signWebhookBody, verifyWebhookSignature } from "./paystack";

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
