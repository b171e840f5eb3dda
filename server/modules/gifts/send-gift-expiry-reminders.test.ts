import { GIFT_EXPIRY_REMINDER_DAYS } from "@domain/gift-certificates";
import { JOB_QUEUES, JOB_SCHEDULES, SEND_GIFT_EXPIRY_REMINDERS_JOB } from "@server/jobs/queues";
import { jobHandlers } from "@server/worker/handlers";
import { type Certificate, useGiftsAdminWorld } from "@tests/support/gifts-admin-world";
import { describe, expect, it } from "vitest";
import { extendGiftCertificate } from "./extend-gift-certificate";
import { GIFT_REMINDER_BATCH, sendGiftExpiryReminders } from "./send-gift-expiry-reminders";

// The recipient hears once, GIFT_EXPIRY_REMINDER_DAYS before her certificate expires, while
// something is left on it. Each test lives in a year of its own, so one test's certificates are
// long expired (or not yet made) when another sweeps.
const w = useGiftsAdminWorld();
const DAY = 24 * 3_600_000;
let year = 2040;
/** A fresh year for a test: its first of March at noon, and days counted from it. */
function aYear() {
  year += 2;
  const base = new Date(`${year}-03-01T12:00:00Z`);
  return (days: number) => new Date(base.getTime() + days * DAY);
}

/** A certificate delivered long ago and expiring `expiresIn` days after day 0. */
const issued = (day: (n: number) => Date, expiresIn: number, overrides: Partial<Certificate> = {}) =>
  w.issue({
    issuedAt: day(expiresIn - 365),
    deliverAt: day(expiresIn - 360),
    expiresAt: day(expiresIn),
    ...overrides,
  });

const remindersTo = async (cert: Certificate) =>
  (await w.mailsTo(cert.recipientEmail)).map((mail) => ({ subject: mail.subject, text: mail.textBody }));

describe("sendGiftExpiryReminders", () => {
  it(`reminds the recipient once, ${GIFT_EXPIRY_REMINDER_DAYS} days ahead, of an unused certificate, however often it sweeps`, async () => {
    const day = aYear();
    const { cert } = await issued(day, 45, { recipientName: "Efua", buyerName: "Ama Owusu" });
    expect(await sendGiftExpiryReminders(w.db, day(0))).toEqual({ reminded: 0 }); // 45 days ahead
    expect(await sendGiftExpiryReminders(w.db, day(14))).toEqual({ reminded: 0 }); // 31 days ahead
    expect(await sendGiftExpiryReminders(w.db, day(15))).toEqual({ reminded: 1 }); // 30 days ahead
    expect(await sendGiftExpiryReminders(w.db, day(16))).toEqual({ reminded: 0 });
    expect(await sendGiftExpiryReminders(w.db, day(44))).toEqual({ reminded: 0 });
    expect((await w.certificate(cert.id)).expiryRemindedAt).toEqual(day(15));
    const mails = await remindersTo(cert);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Efua, your gift from Ama Owusu is valid until 15 April ${year}`);
    expect(mails[0]!.text).toContain("Dear Efua,");
    expect(mails[0]!.text).toContain(`it ends in ${cert.codeHint}`);
    expect(mails[0]!.text).toContain("/book");
  });

  it("reminds a partly used certificate too, and says so", async () => {
    const day = aYear();
    const { cert } = await issued(day, 10, { faceValue: 8_000, balance: 3_000 });
    expect(await sendGiftExpiryReminders(w.db, day(0))).toEqual({ reminded: 1 });
    const [mail] = await remindersTo(cert);
    expect(mail?.text).toContain("Part of it is still yours to use.");
    // No amount: the buyer did not choose to show the price.
    expect(mail?.text).not.toMatch(/\$\d/);
  });

  it("tells the balance left when the buyer chose to show the price", async () => {
    const day = aYear();
    const { cert } = await issued(day, 10, { faceValue: 8_000, balance: 3_050, showPrice: true });
    await sendGiftExpiryReminders(w.db, day(0));
    const [mail] = await remindersTo(cert);
    expect(mail?.text).toContain("$30.50 of it is still yours to use.");
  });

  it("reminds no used-up, void or expired certificate, nor one whose e-mail has not gone yet", async () => {
    const day = aYear();
    const quiet = [
      await issued(day, 10, { status: "redeemed", balance: 0 }),
      await issued(day, 10, { status: "void", voidedAt: day(-1), voidReason: "Refunded" }),
      await issued(day, -1),
      await issued(day, 10, { deliverAt: day(3) }),
    ];
    expect(await sendGiftExpiryReminders(w.db, day(0))).toEqual({ reminded: 0 });
    for (const { cert } of quiet) {
      expect(await remindersTo(cert)).toEqual([]);
      expect((await w.certificate(cert.id)).expiryRemindedAt).toBeNull();
    }
    // Once its e-mail has gone, the last one is reminded.
    expect(await sendGiftExpiryReminders(w.db, day(3))).toEqual({ reminded: 1 });
    expect(await remindersTo(quiet[3]!.cert)).toHaveLength(1);
  });

  it("names no therapy service in a discreet certificate's reminder, and names it otherwise", async () => {
    const day = aYear();
    const service = { kind: "service", serviceCategory: "couples", serviceRegion: "local" } as const;
    const { cert: discreet } = await issued(day, 10, { ...service, discreet: true, buyerName: "Kofi" });
    const { cert: open } = await issued(day, 10, { ...service, discreet: false, buyerName: "Kofi" });
    await sendGiftExpiryReminders(w.db, day(0));
    const [hidden] = await remindersTo(discreet);
    const [named] = await remindersTo(open);
    for (const word of ["One session", "session", "therapy", "Therapy", "couples", "Couples"]) {
      expect(hidden?.subject).not.toContain(word);
      expect(hidden?.text).not.toContain(word);
    }
    expect(hidden?.text).toContain("your gift from Kofi at Nkabom");
    expect(named?.subject).toContain("your One session gift certificate from Kofi");
  });

  it("sends each reminder once when three sweeps run at once, and works through more than a batch", async () => {
    const day = aYear();
    const certs = [];
    for (let i = 0; i < GIFT_REMINDER_BATCH + 5; i++) certs.push((await issued(day, 5 + (i % 20))).cert);
    const runs = await Promise.all([1, 2, 3].map(() => sendGiftExpiryReminders(w.db, day(0))));
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(certs.length);
    for (const cert of certs) expect(await remindersTo(cert)).toHaveLength(1);
  });

  it("reminds again before a new expiry when an admin extends the certificate", async () => {
    const day = aYear();
    const { cert } = await issued(day, 10);
    await sendGiftExpiryReminders(w.db, day(0));
    await extendGiftCertificate(
      w.db,
      w.admin,
      { certificateId: cert.id, expiresOn: day(100).toISOString().slice(0, 10) },
      { now: day(1) },
    );
    expect(await sendGiftExpiryReminders(w.db, day(2))).toEqual({ reminded: 0 });
    expect(await sendGiftExpiryReminders(w.db, day(75))).toEqual({ reminded: 1 });
    expect(await remindersTo(cert)).toHaveLength(2);
  });

  it("runs daily on a queue of its own, by the worker's handler", () => {
    expect(JOB_SCHEDULES[SEND_GIFT_EXPIRY_REMINDERS_JOB]).toBe("0 7 * * *");
    expect(JOB_QUEUES[SEND_GIFT_EXPIRY_REMINDERS_JOB]).toMatchObject({ policy: "exclusive", retryLimit: 0 });
    expect(jobHandlers()[SEND_GIFT_EXPIRY_REMINDERS_JOB]).toBeTypeOf("function");
  });
});
