import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaystackClient, PaystackError } from "./paystack";
import { type PaystackSimulator, startPaystackSimulator } from "./paystack-simulator";

const SECRET = "sk_test_refund_simulator_0123456789";

let sim: PaystackSimulator;
let counter = 0;

beforeAll(async () => {
  sim = await startPaystackSimulator({ secretKey: SECRET });
});

afterAll(async () => {
  await sim?.close();
});

const client = () => createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });

/** A paid transaction of GHS 450.00 at the simulator. */
async function paid(): Promise<string> {
  const reference = `PSK-REFUND-${Date.now()}-${++counter}`;
  await client().initialize({ email: "ama@example.com", amount: 45_000, currency: "GHS", reference });
  await sim.complete(reference, "success");
  return reference;
}

async function refusal(promise: Promise<unknown>): Promise<PaystackError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaystackError);
  return err as PaystackError;
}

describe("Paystack refunds against the simulator", () => {
  it("refunds part, then the rest, and refuses anything beyond", async () => {
    const reference = await paid();
    const first = await client().refund({
      transaction: reference,
      amount: 15_000,
      currency: "GHS",
      customerNote: "Session moved",
      merchantNote: "goodwill",
    });
    expect(first).toMatchObject({ status: "pending", amount: 15_000, currency: "GHS" });
    expect(sim.refunds.at(-1)).toMatchObject({
      id: first.id,
      transactionReference: reference,
      customerNote: "Session moved",
      merchantNote: "goodwill",
    });

    const over = await refusal(client().refund({ transaction: reference, amount: 30_001, currency: "GHS" }));
    expect(over).toMatchObject({ kind: "http", httpStatus: 400 });
    expect(over.providerMessage).toBe("Refund amount cannot be more than the transaction amount");

    const rest = await client().refund({ transaction: reference, amount: 30_000, currency: "GHS" });
    expect(rest.amount).toBe(30_000);
    expect(sim.transactions.get(reference)?.refunded).toBe(45_000);
    const again = await refusal(client().refund({ transaction: reference, amount: 1, currency: "GHS" }));
    expect(again.providerMessage).toBe("Transaction has been fully reversed");
  });

  it("refuses an unpaid transaction, another currency and an unknown reference", async () => {
    const unpaid = `PSK-REFUND-UNPAID-${++counter}`;
    await client().initialize({ email: "ama@example.com", amount: 5_000, currency: "GHS", reference: unpaid });
    expect(
      (await refusal(client().refund({ transaction: unpaid, amount: 5_000, currency: "GHS" }))).providerMessage,
    ).toBe("Transaction has not been completed");
    const reference = await paid();
    expect((await refusal(client().refund({ transaction: reference, amount: 100, currency: "USD" }))).httpStatus).toBe(
      400,
    );
    expect((await refusal(client().refund({ transaction: "PSK-NOPE", amount: 100, currency: "GHS" }))).httpStatus).toBe(
      404,
    );
    expect(sim.transactions.get(reference)?.refunded).toBe(0);
  });

  it("checks the input before sending, and answers a chosen failure", async () => {
    expect((await refusal(client().refund({ transaction: "bad ref/1", amount: 100, currency: "GHS" }))).kind).toBe(
      "invalid_request",
    );
    expect((await refusal(client().refund({ transaction: "PSK-1", amount: 1.5, currency: "GHS" }))).kind).toBe(
      "invalid_request",
    );
    const reference = await paid();
    sim.failRefunds({ status: 503, message: "Service unavailable" });
    try {
      const err = await refusal(client().refund({ transaction: reference, amount: 100, currency: "GHS" }));
      expect(err).toMatchObject({ kind: "http", httpStatus: 503, providerMessage: "Service unavailable" });
    } finally {
      sim.failRefunds(null);
    }
    expect(sim.transactions.get(reference)?.refunded).toBe(0);
  });

  it("needs the secret key", async () => {
    const reference = await paid();
    const wrong = createPaystackClient({ secretKey: "sk_test_wrong", baseUrl: sim.baseUrl });
    expect((await refusal(wrong.refund({ transaction: reference, amount: 100, currency: "GHS" }))).httpStatus).toBe(
      401,
    );
  });
});
