// A paid gift is issued once: when an admin records the transfer (or Paystack confirms), one
// certificate is made whose code is kept only as a hash; the code goes to the recipient in an
// e-mail, with the printable card, at 08:00 of the chosen day in her zone; the buyer gets a copy
// without it, and her receipt. A second confirmation issues nothing more.

import { createHash } from "node:crypto";
import { canonicalGiftCode } from "@domain/gift-codes";
import { giftExpiresAt } from "@domain/gifts";
import { TRANSFER_ALREADY_RECORDED } from "@domain/payment-messages";
import { zonedTimeToUtc } from "@domain/zone-time";
import { notifications, transactionLedger } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { confirmPaystackPayment, markTransferReceived } from "@server/modules/checkout";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import { getReceiptByReference, listMyReceipts } from "@server/modules/receipts";
import {
  certificatesOf,
  dayFromToday,
  giftForm,
  outboxTo,
  useGiftPurchaseWorld,
} from "@tests/support/gift-purchase-world";
import { queuedJobs } from "@tests/support/jobs";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { pdfText } from "@tests/support/receipts-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { describeGiftPurchase } from "./describe-gift-purchase";
import { GIFT_ISSUED_TITLE } from "./issue-gift-certificate";
import { startGiftCheckout } from "./start-gift-checkout";

const gifts = useGiftPurchaseWorld();
let admin: Viewer;
const ZONE = "America/New_York";

beforeAll(async () => {
  admin = await insertViewer(gifts.world.db, { role: "admin" });
});

let recipients = 0;
/** A buyer abroad who has asked for a gift (by transfer), to a recipient of its own. */
async function transferGift(overrides: Record<string, unknown> = {}) {
  const { world } = gifts;
  const buyer = await insertViewer(world.db, { region: "international", currency: "GBP" });
  const recipientEmail = `recipient-${++recipients}@example.test`;
  const deliverOn = dayFromToday(5, ZONE);
  const form = giftForm({
    region: "international",
    currency: "GBP",
    recipientEmail,
    recipientTimeZone: ZONE,
    deliverOn,
    message: "For the walks you never take for yourself.",
    ...overrides,
  });
  const started = await startGiftCheckout(world.deps, buyer, form);
  return { buyer, recipientEmail, deliverOn, reference: started.reference };
}

const codeIn = (text: string) => /Your code: (\S+)/.exec(text)?.[1] ?? "";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("issuing a paid gift certificate", () => {
  it("issues one certificate when the transfer is recorded, keeping only the hash of its code", async () => {
    const { db } = gifts.world;
    const { buyer, recipientEmail, deliverOn, reference } = await transferGift();
    const received = await markTransferReceived(db, admin, { reference });
    expect(received).toMatchObject({ purpose: "gift_certificate", needsSettling: false });

    const certificates = await certificatesOf(db, reference);
    expect(certificates).toHaveLength(1);
    const certificate = certificates[0]!;
    expect(received.recordId).toBe(certificate.id);
    const deliverAt = zonedTimeToUtc(deliverOn, "08:00", ZONE);
    expect(certificate).toMatchObject({
      productId: "gift-individual-session",
      kind: "service",
      serviceCategory: "individual",
      serviceRegion: "local",
      faceValue: 2_000,
      balance: 2_000,
      currency: "GBP",
      status: "active",
      buyerId: buyer.userId,
      buyerName: `${buyer.firstName} ${buyer.lastName}`,
      recipientName: "Akosua Boateng",
      recipientEmail,
      recipientTimeZone: ZONE,
      message: "For the walks you never take for yourself.",
      discreet: true,
      showPrice: false,
      deliverOn,
      deliverAt,
      claimedBy: null,
    });
    expect(certificate.expiresAt).toEqual(giftExpiresAt(certificate.issuedAt, 12));

    // The code is in the recipient's e-mail, and what is stored is the SHA-256 of it alone.
    const mails = await outboxTo(db, recipientEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(certificate.emailId).toBe(mail.id);
    const code = codeIn(mail.textBody);
    const canonical = canonicalGiftCode(code);
    expect(canonical).not.toBeNull();
    expect(sha256(canonical ?? "")).toBe(certificate.codeHash);
    expect(certificate.codeHint).toBe(code.slice(-4));
    const stored = JSON.stringify(certificate);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(canonical);

    // Sent at 08:00 of the chosen day in New York, not before.
    const [job] = (await queuedJobs(db, SEND_EMAIL_JOB)).filter((j) => j.data.outboxId === mail.id);
    expect(job?.startAfter).toEqual(deliverAt);
    expect(job?.due).toBe(false);

    // With the printable card: a PDF carrying the code, for her, from the buyer.
    expect(mail.attachments).toHaveLength(1);
    const card = mail.attachments[0]!;
    expect(card).toMatchObject({ filename: "gift-certificate.pdf", contentType: "application/pdf" });
    const pdf = Buffer.from(card.content, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const cardText = await pdfText(pdf);
    for (const fact of [code, "Akosua Boateng", certificate.buyerName, "For the walks you never take"]) {
      expect(cardText).toContain(fact);
    }

    // Discreet, as the form opens: neither the e-mail nor the card names the service or the price.
    const from = `a gift from ${certificate.buyerName} at ${practiceConfig().name}`;
    expect(mail.subject).toBe(`Akosua Boateng, you have ${from}`);
    expect(mail.textBody).toContain(`You have ${from}.`);
    for (const text of [mail.subject, mail.textBody, cardText]) {
      expect(text).not.toMatch(/individual|session|teletherapy|physiotherapy|Therapy & Wellness|£20/i);
    }
    // Its sender is the practice's short name: the full one says "Therapy" in the inbox.
    expect(mail.fromName).toBe(practiceConfig().name);

    // The buyer's copy says what and when, with the code's last group only; she is told in her portal.
    const copies = (await outboxTo(db, buyer.email)).filter((m) => m.subject.startsWith("Your gift for"));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.textBody).toContain(`code ending ${certificate.codeHint}`);
    expect(copies[0]?.textBody).not.toContain(code);
    const told = await db.select().from(notifications).where(eq(notifications.userId, buyer.userId));
    expect(told.filter((n) => n.title === GIFT_ISSUED_TITLE)).toHaveLength(1);
    const [line] = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference));
    expect(line?.status).toBe("completed");

    // Recording the same transfer again is refused, and issues nothing more.
    const again = await rejection(markTransferReceived(db, admin, { reference }));
    expect(again).toMatchObject({ code: "conflict", message: TRANSFER_ALREADY_RECORDED });
    expect(await certificatesOf(db, reference)).toHaveLength(1);
    expect(await outboxTo(db, recipientEmail)).toHaveLength(1);
  });

  it("names the service and shows the price when the buyer ticks both", async () => {
    const { db } = gifts.world;
    const { recipientEmail, reference } = await transferGift({ nameTheService: "on", showPrice: "on" });
    await markTransferReceived(db, admin, { reference });
    const [mail] = await outboxTo(db, recipientEmail);
    expect(mail?.subject).toMatch(/^Akosua Boateng, you have an Individual Session gift certificate from /);
    expect(mail?.fromName).toBeNull();
    const cardText = await pdfText(Buffer.from(mail?.attachments[0]?.content ?? "", "base64"));
    expect(cardText).toContain("Individual Session");
    expect(cardText).toContain("£20");
  });

  it("issues a Paystack gift once, whichever of the webhook and the browser's verify comes first", async () => {
    const { world } = gifts;
    const buyer = await insertViewer(world.db, { region: "local" });
    const recipientEmail = `recipient-${++recipients}@example.test`;
    const started = await startGiftCheckout(world.deps, buyer, giftForm({ recipientEmail }));
    expect(await world.sim.complete(started.reference, "success")).toBe(200);
    expect(await certificatesOf(world.db, started.reference)).toHaveLength(1);

    const verified = await confirmPaystackPayment(world.deps, {
      source: "verify",
      reference: started.reference,
      actorUserId: buyer.userId,
    });
    expect(verified.status).toBe("already_fulfilled");
    expect(await certificatesOf(world.db, started.reference)).toHaveLength(1);
    expect(await outboxTo(world.db, recipientEmail)).toHaveLength(1);
  });

  it("gives the buyer a receipt of the gift, and the success page her gift's delivery", async () => {
    const { db } = gifts.world;
    const { buyer, reference } = await transferGift();
    const stranger = await insertViewer(db, { region: "international" });
    expect(await describeGiftPurchase(db, buyer, reference)).toMatchObject({
      what: "an Individual Session gift certificate",
      recipientName: "Akosua Boateng",
      state: "awaiting_payment",
    });
    await expect(getReceiptByReference(db, buyer, { reference })).rejects.toMatchObject({ code: "not_found" });

    await markTransferReceived(db, admin, { reference });
    const summary = await describeGiftPurchase(db, buyer, reference);
    expect(summary?.state).toBe("scheduled");
    expect(summary?.deliveryAt).toMatch(/ at 8:00 AM \((EST|EDT)\)$/);
    expect(await describeGiftPurchase(db, stranger, reference)).toBeNull();

    const receipt = await getReceiptByReference(db, buyer, { reference });
    if (receipt.kind !== "payment") throw new Error("expected a payment receipt");
    expect(receipt.payment).toMatchObject({
      description: "Gift certificate: Individual Session",
      amountMinor: 2_000,
      currency: "GBP",
      method: "Bank transfer",
    });
    const mine = await listMyReceipts(db, buyer);
    expect(mine.find((r) => r.reference === reference)?.description).toBe("Gift certificate: Individual Session");
    await expect(getReceiptByReference(db, stranger, { reference })).rejects.toMatchObject({ code: "not_found" });
  });
});
