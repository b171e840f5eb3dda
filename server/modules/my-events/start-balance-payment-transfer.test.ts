// Pay balance for an international registrant: a bank transfer of the stored balance, its
// instructions e-mailed in the same transaction, the same reference when asked again, and the
// place paid in full once an admin records the money.

import { auditLogs, emailOutbox, eventRegistrations, paymentTransactions, transactionLedger } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { markTransferReceived } from "@server/modules/checkout";
import { allowNewJobs, refuseNewJobs } from "@tests/support/jobs";
import { insertRegistration } from "@tests/support/my-events-world";
import { countRows, insertViewer, usePaymentsWorld } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listMyRegistrations } from "./list-my-registrations";
import { startBalancePayment } from "./start-balance-payment";

const payments = usePaymentsWorld();
const db = () => payments.world.db;
const deps = () => payments.world.deps;

const mailsTo = (address: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("startBalancePayment, international registrant (bank transfer)", () => {
  it("records the awaited transfer, its pending ledger line, the e-mail and the audit entry", async () => {
    const { viewer, event, registration } = await insertRegistration(db(), { region: "international" });
    // A balance in dollars is paid into the practice's dollar account (a US one: no sort code).
    const bank = practiceConfig().bankTransfer.accounts.USD;

    const started = await startBalancePayment(deps(), viewer, { registrationId: registration.id, amount: "1" });

    if (started.kind !== "bank_transfer") throw new Error("expected bank_transfer");
    expect(started.reference).toMatch(/^WISE-[A-Z0-9]{8}$/);
    // 30% of $850 was paid: $595 is left.
    expect(started).toMatchObject({ amount: 59_500, currency: "USD", checkTime: "1-3 business days" });
    expect(started.bank).toMatchObject({ routingNumber: bank.routingNumber, accountNumber: bank.accountNumber });
    expect(started.bank.sortCode).toBeUndefined();
    const [payment] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, started.reference));
    expect(payment).toMatchObject({
      provider: "bank_transfer",
      purpose: "event_registration",
      status: "pending",
      amount: 59_500,
      currency: "USD",
      details: { registrationId: registration.id, eventId: event.id, part: "balance", serviceName: event.title },
    });
    expect(payments.world.sim.transactions.has(started.reference)).toBe(false);
    const ledger = await db()
      .select()
      .from(transactionLedger)
      .where(eq(transactionLedger.reference, started.reference));
    expect(ledger).toMatchObject([
      {
        status: "pending",
        transactionType: "event_registration",
        paymentProvider: "bank_transfer",
        amount: 59_500,
        description: `${event.title} (balance)`,
      },
    ]);
    const [mail, ...more] = await mailsTo(viewer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(started.reference);
    for (const fact of [started.reference, "$595", bank.accountNumber, bank.routingNumber, bank.swift, event.title]) {
      expect(mail?.textBody).toContain(fact);
    }
    const audit = await db().select().from(auditLogs).where(eq(auditLogs.recordId, payment!.id));
    expect(audit).toMatchObject([
      { action: "payment.transfer_requested", details: { registrationId: registration.id, part: "balance" } },
    ]);
    expect((await listMyRegistrations(db(), viewer))[0]?.awaitedTransfer).toEqual(started);
  });

  it("answers a second request with the same reference and instructions, sent again", async () => {
    const { viewer, registration } = await insertRegistration(db(), { region: "international" });
    const first = await startBalancePayment(deps(), viewer, { registrationId: registration.id });
    const again = await startBalancePayment(deps(), viewer, { registrationId: registration.id });

    expect(again).toEqual(first);
    const transfers = await db()
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.userId, viewer.userId), eq(paymentTransactions.provider, "bank_transfer")));
    expect(transfers).toHaveLength(1);
    expect(await mailsTo(viewer.email)).toHaveLength(2);
    const audit = await db().select().from(auditLogs).where(eq(auditLogs.recordId, transfers[0]!.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "payment.transfer_instructions_resent",
      "payment.transfer_requested",
    ]);
  });

  it("gives clicks at the same moment one transfer between them", async () => {
    const { viewer, registration } = await insertRegistration(db(), { region: "international" });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => startBalancePayment(deps(), viewer, { registrationId: registration.id })),
    );
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
    const transfers = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, viewer.userId));
    expect(transfers.filter((t) => t.provider === "bank_transfer")).toHaveLength(1);
  });

  it("once an admin records the money, the place is paid in full", async () => {
    const { viewer, registration } = await insertRegistration(db(), { region: "international" });
    const started = await startBalancePayment(deps(), viewer, { registrationId: registration.id });
    const admin = await insertViewer(db(), { role: "admin" });

    await markTransferReceived(db(), admin, { reference: started.reference });

    const [paid] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, registration.id));
    expect(paid).toMatchObject({ paymentStatus: "paid", balanceReference: started.reference });
    const [row] = await listMyRegistrations(db(), viewer);
    expect(row).toMatchObject({ awaitedTransfer: null, balance: null, canPayBalance: false, paidSoFar: 85_000 });
    expect(row?.receipts.map((r) => r.part)).toEqual(["first", "balance"]);
  });

  it("writes nothing when a step fails: the e-mail is part of the same transaction", async () => {
    const { viewer, registration } = await insertRegistration(db(), { region: "international" });
    const before = await countRows(db());
    await refuseNewJobs(db());
    try {
      await expect(startBalancePayment(deps(), viewer, { registrationId: registration.id })).rejects.toThrow();
    } finally {
      await allowNewJobs(db());
    }
    expect(await countRows(db())).toEqual(before);
  });
});
