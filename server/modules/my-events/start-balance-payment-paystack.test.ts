// Pay balance for a local registrant: a Paystack payment of the balance the server stored,
// delivered through the payments' fulfiler, after which the place is paid in full with two receipts;
// one payment open at a time, however many requests come at once.
import { auditLogs, eventRegistrations, paymentTransactions } from "@server/db/schema";
import { abandonPaystackPayment, confirmPaystackPayment, simulateCheckout } from "@server/modules/checkout";
import { getReceiptByReference } from "@server/modules/receipts";
import { insertRegistration } from "@tests/support/my-events-world";
import { usePaymentsWorld } from "@tests/support/payments-world";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listMyRegistrations } from "./list-my-registrations";
import { startBalancePayment } from "./start-balance-payment";

const payments = usePaymentsWorld();
const world = () => payments.world;

// The simulator delivers its webhooks to the kit's receiver, which plays the webhook route.
beforeEach(() => world().sim.setWebhookUrl(world().webhookUrl));

const paymentOf = async (reference: string) => {
  const [row] = await world().db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
};

describe("startBalancePayment, local registrant (Paystack)", () => {
  it("asks Paystack for the stored balance, whatever amount the browser sends", async () => {
    const { viewer, event, registration } = await insertRegistration(world().db);

    const started = await startBalancePayment(world().deps, viewer, {
      registrationId: registration.id,
      amount: "1",
      currency: "USD",
    });

    if (started.kind !== "paystack") throw new Error("expected paystack");
    expect(started.reference).toMatch(/^EVB-[A-Z0-9]{12}$/);
    expect(started).toMatchObject({ amount: registration.balanceDue, currency: "GHS" });
    expect(started.accessCode).toBeTruthy();
    const payment = await paymentOf(started.reference);
    expect(payment).toMatchObject({
      userId: viewer.userId,
      provider: "paystack",
      purpose: "event_registration",
      status: "pending",
      amount: 455_000,
      currency: "GHS",
      details: { registrationId: registration.id, eventId: event.id, part: "balance", serviceName: event.title },
    });
    const sent = world().sim.transactions.get(started.reference);
    expect(sent).toMatchObject({ amount: 455_000, currency: "GHS", email: viewer.email });
    expect(sent?.metadata).toMatchObject({
      event_id: event.id,
      registration_id: registration.id,
      service_name: event.title,
      purpose: "event_registration",
    });
    const audit = await world().db.select().from(auditLogs).where(eq(auditLogs.recordId, payment.id));
    expect(audit.map((a) => a.action)).toEqual(["payment.started"]);
    // Nothing is paid until Paystack says so.
    const [still] = await world()
      .db.select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registration.id));
    expect(still).toMatchObject({ paymentStatus: "deposit_paid", balanceReference: null });
  });

  it("once paid and verified, the place is paid in full, with a receipt for each payment", async () => {
    const { viewer, registration } = await insertRegistration(world().db);
    const started = await startBalancePayment(world().deps, viewer, { registrationId: registration.id });

    // The simulated window's Pay: Paystack's signed webhook delivers it; the browser's verify finds it done.
    await simulateCheckout(world().db, world().sim, viewer, { reference: started.reference, outcome: "success" });
    const verified = await confirmPaystackPayment(world().deps, {
      source: "verify",
      reference: started.reference,
      actorUserId: viewer.userId,
    });
    expect(verified).toMatchObject({ status: "already_fulfilled", recordId: registration.id });

    const [paid] = await world().db.select().from(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", balanceReference: started.reference });

    const [row] = await listMyRegistrations(world().db, viewer);
    expect(row).toMatchObject({
      statusLabel: "Confirmed",
      paidSoFar: registration.totalAmount,
      balance: null,
      canPayBalance: false,
      receipts: [
        { reference: registration.paymentReference, part: "first" },
        { reference: started.reference, part: "balance" },
      ],
    });
    const receipt = await getReceiptByReference(world().db, viewer, { reference: started.reference });
    expect(receipt).toMatchObject({ kind: "payment", payment: { amountMinor: 455_000, currency: "GHS" } });

    // Paid in full: asking again is refused, and no payment is started.
    await expect(startBalancePayment(world().deps, viewer, { registrationId: registration.id })).rejects.toMatchObject({
      code: "conflict",
      message: "Your place is already paid in full.",
    });
  });
});

describe("one open balance payment per registration", () => {
  /** The registration's balance payments, oldest first. */
  const balancePayments = (registrationId: string) =>
    world()
      .db.select()
      .from(paymentTransactions)
      .where(
        and(
          sql`${paymentTransactions.details}->>'registrationId' = ${registrationId}`,
          sql`${paymentTransactions.details}->>'part' = 'balance'`,
        ),
      )
      .orderBy(paymentTransactions.createdAt);
  const askedOfPaystack = (registrationId: string) =>
    [...world().sim.transactions.values()].filter((t) => t.metadata?.registration_id === registrationId);

  it("answers five requests at once, Paystack slow to start it, with the first's checkout", async () => {
    const { viewer, registration } = await insertRegistration(world().db);
    world().sim.slowInitialize(300);
    let answers: Awaited<ReturnType<typeof startBalancePayment>>[];
    try {
      answers = await Promise.all(
        Array.from({ length: 5 }, () => startBalancePayment(world().deps, viewer, { registrationId: registration.id })),
      );
    } finally {
      world().sim.slowInitialize(null);
    }
    const [first] = answers;
    if (first?.kind !== "paystack") throw new Error("expected paystack");
    for (const answer of answers) expect(answer).toEqual(first);
    expect(first.authorizationUrl).toContain(first.accessCode);
    expect(await balancePayments(registration.id)).toMatchObject([{ reference: first.reference, status: "pending" }]);
    expect(askedOfPaystack(registration.id)).toHaveLength(1);

    // Later, the same: her window is still hers to pay in.
    expect(await startBalancePayment(world().deps, viewer, { registrationId: registration.id })).toEqual(first);
    expect(await balancePayments(registration.id)).toHaveLength(1);
  });

  it("starts a new one once she closes the window unpaid, and the place is paid once", async () => {
    const { viewer, registration } = await insertRegistration(world().db);
    const first = await startBalancePayment(world().deps, viewer, { registrationId: registration.id });
    expect(await abandonPaystackPayment(world().deps, viewer.userId, { reference: first.reference })).toBe("released");

    const second = await startBalancePayment(world().deps, viewer, { registrationId: registration.id });
    expect(second.reference).not.toBe(first.reference);
    expect((await balancePayments(registration.id)).map((p) => [p.reference, p.status])).toEqual([
      [first.reference, "abandoned"],
      [second.reference, "pending"],
    ]);
    await simulateCheckout(world().db, world().sim, viewer, { reference: second.reference, outcome: "success" });
    const [paid] = await world().db.select().from(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
    expect(paid).toMatchObject({ paymentStatus: "paid", balanceReference: second.reference });
  });

  it("replaces one whose start never finished (its server stopped before Paystack answered)", async () => {
    const { viewer, event, registration } = await insertRegistration(world().db);
    const [stuck] = await world()
      .db.insert(paymentTransactions)
      .values({
        reference: `EVB-${registration.id.slice(0, 12).toUpperCase()}`,
        userId: viewer.userId,
        provider: "paystack",
        purpose: "event_registration",
        details: { registrationId: registration.id, eventId: event.id, part: "balance", serviceName: event.title },
        amount: registration.balanceDue,
        currency: "GHS",
        status: "pending",
        createdAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();

    const started = await startBalancePayment(world().deps, viewer, { registrationId: registration.id });
    expect(started.reference).not.toBe(stuck!.reference);
    expect((await balancePayments(registration.id)).map((p) => p.status)).toEqual(["failed", "pending"]);
  });
});
