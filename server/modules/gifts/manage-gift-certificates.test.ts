import { GIFT_ADMIN_TEXT } from "@domain/gift-admin";
import { GIFT_CODE_REFUSED } from "@domain/gift-certificates";
import { SEND_EMAIL_JOB } from "@server/jobs/queues";
import { usdCharge, useGiftsAdminWorld } from "@tests/support/gifts-admin-world";
import { queuedJobs } from "@tests/support/jobs";
import { rejection } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { extendGiftCertificate } from "./extend-gift-certificate";
import { resendGiftCertificate } from "./resend-gift-certificate";
import { applyGiftToCharge } from "./spend-gift";
import { voidGiftCertificate } from "./void-gift-certificate";

// An admin's three acts on a certificate (void, extend, send its e-mail again): each one audited,
// in one transaction, with what the spending rule then makes of the code.
const w = useGiftsAdminWorld();
const NOW = new Date("2031-07-15T12:00:00Z");
const DAY = 24 * 3_600_000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

/** Spends `code` on a session, as booking does; the refusal's message when it cannot. */
const spend = (code: string, now = NOW) =>
  w.database.db
    .transaction((tx) => applyGiftToCharge(tx, code, w.client.userId, usdCharge(), now, "giftCode"))
    .then(
      (applied) => applied.cover.covered,
      (err: Error) => err.message,
    );

describe("voidGiftCertificate", () => {
  it("voids with the reason, withdraws the e-mail not sent yet, and the code can no longer be spent; audited", async () => {
    const { cert, code } = await w.issue({}, { mailAt: days(10) });
    expect(await spend(code)).toBe(8_000);
    const done = await voidGiftCertificate(
      w.db,
      w.admin,
      { certificateId: cert.id, reason: "  Refunded to the buyer " },
      { now: NOW },
    );
    expect(done).toEqual({ id: cert.id, codeHint: cert.codeHint, emailWithdrawn: true });
    expect(await w.certificate(cert.id)).toMatchObject({
      status: "void",
      voidedAt: NOW,
      voidReason: "Refunded to the buyer",
      emailId: null,
      balance: 8_000,
    });
    expect(await w.outboxMessage(cert.emailId!)).toBeUndefined();
    expect(await spend(code)).toBe(GIFT_CODE_REFUSED);
    const [audit] = await w.auditOf(cert.id, "gift.voided");
    expect(audit).toMatchObject({ userId: w.admin.userId });
    expect(audit?.details).toEqual({
      reason: "Refunded to the buyer",
      previousStatus: "active",
      balance: 8_000,
      emailWithdrawn: true,
    });
  });

  it("leaves an e-mail already sent where it is", async () => {
    const { cert } = await w.issue({}, { mailAt: days(-3) });
    const done = await voidGiftCertificate(w.db, w.admin, { certificateId: cert.id, reason: "Lost" }, { now: NOW });
    expect(done.emailWithdrawn).toBe(false);
    expect(await w.outboxMessage(cert.emailId!)).toBeDefined();
    expect((await w.certificate(cert.id)).emailId).toBe(cert.emailId);
  });

  it("asks for a reason, refuses a certificate already void or unknown, and changes nothing then", async () => {
    const { cert, code } = await w.issue();
    const noReason = await rejection(voidGiftCertificate(w.db, w.admin, { certificateId: cert.id, reason: "  " }));
    expect(noReason).toMatchObject({ code: "bad_request", message: GIFT_ADMIN_TEXT.reasonRequired });
    expect(noReason.fields).toEqual({ reason: GIFT_ADMIN_TEXT.reasonRequired });
    expect((await w.certificate(cert.id)).status).toBe("active");
    expect(await spend(code)).toBe(8_000);
    await voidGiftCertificate(w.db, w.admin, { certificateId: cert.id, reason: "Fraud" }, { now: NOW });
    const again = await rejection(voidGiftCertificate(w.db, w.admin, { certificateId: cert.id, reason: "Twice" }));
    expect(again).toMatchObject({ code: "conflict", message: GIFT_ADMIN_TEXT.alreadyVoid });
    expect((await w.certificate(cert.id)).voidReason).toBe("Fraud");
    const unknown = (certificateId: string) =>
      rejection(voidGiftCertificate(w.db, w.admin, { certificateId, reason: "x" }));
    expect(await unknown("6f1c2a7e-4b9d-4c3a-8e5f-0a1b2c3d4e5f")).toMatchObject({
      code: "not_found",
      message: GIFT_ADMIN_TEXT.notFound,
    });
    expect(await unknown("not-an-id")).toMatchObject({ code: "bad_request", message: GIFT_ADMIN_TEXT.notFound });
  });
});

describe("extendGiftCertificate", () => {
  it("moves the expiry to the end of the chosen day (Accra), clears the reminder, and brings an expired certificate back; audited", async () => {
    const { cert, code } = await w.issue({ expiresAt: days(-2), expiryRemindedAt: days(-32) });
    expect(await spend(code)).toBe(GIFT_CODE_REFUSED);
    const done = await extendGiftCertificate(
      w.db,
      w.admin,
      { certificateId: cert.id, expiresOn: "2031-12-31" },
      { now: NOW },
    );
    const end = new Date("2032-01-01T00:00:00Z");
    expect(done).toEqual({ id: cert.id, codeHint: cert.codeHint, expiresAt: end });
    expect(await w.certificate(cert.id)).toMatchObject({ expiresAt: end, expiryRemindedAt: null });
    expect(await spend(code)).toBe(8_000);
    const [audit] = await w.auditOf(cert.id, "gift.expiry_extended");
    expect(audit?.details).toEqual({ from: days(-2).toISOString(), to: end.toISOString() });
  });

  it("only later: not before the current expiry, not in the past, not too far; never a void certificate", async () => {
    const { cert } = await w.issue({ expiresAt: new Date("2031-09-01T10:00:00Z") });
    const refused = async (expiresOn: string) =>
      rejection(extendGiftCertificate(w.db, w.admin, { certificateId: cert.id, expiresOn }, { now: NOW }));
    expect(await refused("2031-08-31")).toMatchObject({
      code: "bad_request",
      message: GIFT_ADMIN_TEXT.extendNotLater,
      fields: { expiresOn: GIFT_ADMIN_TEXT.extendNotLater },
    });
    expect((await refused("2040-01-01")).message).toBe(GIFT_ADMIN_TEXT.extendTooFar);
    expect((await refused("31/12/2031")).message).toBe(GIFT_ADMIN_TEXT.dayInvalid);
    // The day it expires already counts as later: through its end instead of 10:00.
    const sameDay = await extendGiftCertificate(
      w.db,
      w.admin,
      { certificateId: cert.id, expiresOn: "2031-09-01" },
      { now: NOW },
    );
    expect(sameDay.expiresAt.toISOString()).toBe("2031-09-02T00:00:00.000Z");
    expect((await refused("2031-09-01")).message).toBe(GIFT_ADMIN_TEXT.extendNotLater);

    const expired = await w.issue({ expiresAt: days(-30) });
    const past = await rejection(
      extendGiftCertificate(w.db, w.admin, { certificateId: expired.cert.id, expiresOn: "2031-07-01" }, { now: NOW }),
    );
    expect(past.message).toBe(GIFT_ADMIN_TEXT.extendNotLater);

    const { cert: voided } = await w.issue({ status: "void", voidedAt: days(-1), voidReason: "Refunded" });
    const refusedVoid = await rejection(
      extendGiftCertificate(w.db, w.admin, { certificateId: voided.id, expiresOn: "2032-01-01" }, { now: NOW }),
    );
    expect(refusedVoid).toMatchObject({ code: "conflict", message: GIFT_ADMIN_TEXT.voidNotExtended });
    expect((await w.certificate(voided.id)).expiresAt).toEqual(voided.expiresAt);
  });
});

describe("resendGiftCertificate", () => {
  it("gives a new code (the old one stops working), withdraws the pending e-mail and queues the e-mail and card with the new code now; audited", async () => {
    const { cert, code: oldCode } = await w.issue(
      { recipientName: "Efua", discreet: true, message: "With love" },
      { mailAt: days(20) },
    );
    const done = await resendGiftCertificate(w.db, w.admin, { certificateId: cert.id }, { now: NOW });
    expect(done.previousEmailWithdrawn).toBe(true);
    const after = await w.certificate(cert.id);
    expect(after.codeHash).not.toBe(cert.codeHash);
    expect(after.codeHint).toBe(done.codeHint);
    expect(after.emailId).not.toBe(cert.emailId);
    expect(after.deliverAt).toEqual(NOW);
    expect(await w.outboxMessage(cert.emailId!)).toBeUndefined();

    const mail = await w.outboxMessage(after.emailId!);
    expect(mail).toMatchObject({ toAddress: cert.recipientEmail, status: "pending" });
    const newCode = mail!.textBody.match(/Your code: (\S+)/)?.[1];
    expect(newCode).toBeDefined();
    expect(newCode).not.toBe(oldCode);
    expect(newCode!.endsWith(done.codeHint)).toBe(true);
    expect(mail!.textBody).toContain("With love");
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: "gift-certificate.pdf" })]);
    // Its delivery is due at once.
    const job = (await queuedJobs(w.db, SEND_EMAIL_JOB)).find((j) => j.data.outboxId === after.emailId);
    expect(job?.startAfter.getTime()).toBeLessThanOrEqual(Date.now());

    expect(await spend(oldCode)).toBe(GIFT_CODE_REFUSED);
    expect(await spend(newCode!)).toBe(8_000);
    const [audit] = await w.auditOf(cert.id, "gift.resent");
    expect(audit).toMatchObject({ userId: w.admin.userId });
    expect(audit?.details).toEqual({
      previousCodeHint: cert.codeHint,
      codeHint: done.codeHint,
      previousEmailWithdrawn: true,
    });
    expect(JSON.stringify(audit?.details)).not.toContain(newCode!);
  });

  it("sends again after the first e-mail went, which stays sent", async () => {
    const { cert } = await w.issue({}, { mailAt: days(-1) });
    const done = await resendGiftCertificate(w.db, w.admin, { certificateId: cert.id }, { now: NOW });
    expect(done.previousEmailWithdrawn).toBe(false);
    expect(await w.outboxMessage(cert.emailId!)).toBeDefined();
    expect(await w.mailsTo(cert.recipientEmail)).toHaveLength(2);
  });

  it("refuses a void, used-up or expired certificate, and changes nothing", async () => {
    const cases = [
      [{ status: "void", voidedAt: days(-1), voidReason: "Refunded" }, GIFT_ADMIN_TEXT.resendRefused.void],
      [{ status: "redeemed", balance: 0 }, GIFT_ADMIN_TEXT.resendRefused.used],
      [{ expiresAt: days(-1) }, GIFT_ADMIN_TEXT.resendRefused.expired],
    ] as const;
    for (const [overrides, message] of cases) {
      const { cert } = await w.issue(overrides);
      const refused = await rejection(resendGiftCertificate(w.db, w.admin, { certificateId: cert.id }, { now: NOW }));
      expect(refused).toMatchObject({ code: "conflict", message });
      expect((await w.certificate(cert.id)).codeHash).toBe(cert.codeHash);
      expect(await w.mailsTo(cert.recipientEmail)).toHaveLength(0);
    }
  });
});

describe("who may manage certificates", () => {
  it("refuses clients and therapists, and changes nothing", async () => {
    const { cert } = await w.issue({}, { mailAt: days(5) });
    for (const who of [w.client, w.therapist]) {
      const acts = [
        voidGiftCertificate(w.db, who, { certificateId: cert.id, reason: "Mine" }, { now: NOW }),
        extendGiftCertificate(w.db, who, { certificateId: cert.id, expiresOn: "2032-01-01" }, { now: NOW }),
        resendGiftCertificate(w.db, who, { certificateId: cert.id }, { now: NOW }),
      ];
      for (const act of acts)
        expect(await rejection(act)).toMatchObject({ code: "forbidden", message: GIFT_ADMIN_TEXT.adminsOnly });
    }
    expect(await w.certificate(cert.id)).toEqual(cert);
  });
});
