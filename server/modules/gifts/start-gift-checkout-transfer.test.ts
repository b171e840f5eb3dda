// A gift bought from abroad is paid by bank transfer: the payment, its pending ledger line and the
// instructions e-mail are written together, priced in the buyer's currency where the session will
// be used (a session in Accra at the cedi price converted at the display rates).

import { auditLogs, transactionLedger } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import {
  certificatesOf,
  freshEmail,
  giftForm,
  guestFields,
  outboxTo,
  paymentOf,
  useGiftPurchaseWorld,
} from "@tests/support/gift-purchase-world";
import { queuedJobs } from "@tests/support/jobs";
import { insertViewer } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startGiftCheckout } from "./start-gift-checkout";

const gifts = useGiftPurchaseWorld();
const abroad = (overrides: Record<string, unknown> = {}) =>
  giftForm({ region: "international", currency: "GBP", ...overrides });

describe("startGiftCheckout abroad (bank transfer)", () => {
  it("prices a session in Ghana in pounds at the display rates: ₵400 is £20", async () => {
    const { world } = gifts;
    const viewer = await insertViewer(world.db, { region: "international", currency: "GBP" });
    const result = await startGiftCheckout(world.deps, viewer, abroad({ usedIn: "local", amount: "1" }));
    expect(result).toMatchObject({ kind: "bank_transfer", amount: 2_000, currency: "GBP" });
    // The same session abroad costs the international price, in pounds as the catalogue sets it.
    const outside = await startGiftCheckout(world.deps, viewer, abroad({ usedIn: "international" }));
    expect(outside).toMatchObject({ amount: 7_500, currency: "GBP" });
    // In dollars the cedi price converts through the dollar: 400 / 15.5 = 25.81, so $26.
    const dollars = await startGiftCheckout(world.deps, viewer, abroad({ currency: "USD" }));
    expect(dollars).toMatchObject({ amount: 2_600, currency: "USD" });
  });

  it("writes the payment, a pending ledger line and the instructions e-mail, and issues nothing yet", async () => {
    const { world } = gifts;
    const viewer = await insertViewer(world.db, { region: "international", currency: "GBP" });
    const result = await startGiftCheckout(world.deps, viewer, abroad());
    if (result.kind !== "bank_transfer") throw new Error("expected bank_transfer");
    const { referencePrefix, accounts } = practiceConfig().bankTransfer;
    expect(result.reference.startsWith(referencePrefix)).toBe(true);
    expect(result).toMatchObject({ amount: 2_000, currency: "GBP", checkTime: "1-3 business days" });
    expect(result.bank.accountNumber).toBe(accounts.GBP?.accountNumber);

    const payment = await paymentOf(world.db, result.reference);
    expect(payment).toMatchObject({
      userId: viewer.userId,
      provider: "bank_transfer",
      purpose: "gift_certificate",
      status: "pending",
      amount: 2_000,
      currency: "GBP",
      details: { kind: "service", serviceCategory: "individual", serviceRegion: "local", faceValue: 2_000 },
    });
    expect(world.sim.transactions.has(result.reference)).toBe(false);

    const ledger = await world.db
      .select()
      .from(transactionLedger)
      .where(eq(transactionLedger.reference, result.reference));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      status: "pending",
      transactionType: "gift_certificate",
      paymentProvider: "bank_transfer",
      amount: 2_000,
      currency: "GBP",
      paymentTransactionId: payment.id,
    });

    const mails = await outboxTo(world.db, viewer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(result.reference);
    for (const fact of [result.reference, "£20", "GBP", accounts.GBP?.accountNumber ?? "?", "1-3 business days"]) {
      expect(mail.textBody).toContain(fact);
    }
    expect(mail.textBody).toContain("an Individual Session gift certificate for Akosua Boateng");
    const queued = await queuedJobs(world.db, SEND_EMAIL_JOB);
    expect(queued.some((job) => job.data.outboxId === mail.id)).toBe(true);
    // The recipient hears nothing until the money is in.
    expect(await outboxTo(world.db, "akosua@example.test")).toEqual([]);
    expect(await certificatesOf(world.db, result.reference)).toEqual([]);

    const audit = await world.db.select().from(auditLogs).where(eq(auditLogs.recordId, payment.id));
    expect(audit.map((a) => a.action)).toEqual(["payment.transfer_requested"]);
  });

  it("e-mails a signed-out buyer's instructions to the address she gave, on her new account", async () => {
    const { world } = gifts;
    const email = freshEmail("abroad");
    const result = await startGiftCheckout(world.deps, null, { ...abroad(), ...guestFields(email) });
    const payment = await paymentOf(world.db, result.reference);
    const mails = await outboxTo(world.db, email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Payment instructions for your gift certificate (${result.reference})`,
    ]);
    expect(mails[0]?.textBody).toMatch(/^Hello Efua,/);
    expect(payment.details).toMatchObject({ buyerName: "Efua Boateng", buyerEmail: email });
  });
});
