import { createHash } from "node:crypto";
import {
  bookings,
  coupons,
  emailOutbox,
  joinPasses,
  notificationPreferences,
  profiles,
  sessions,
} from "@server/db/schema";
import { createSmsGateway } from "@server/integrations/sms";
import { startJobEngine } from "@server/jobs/engine";
import { SEND_REMINDERS_JOB, SEND_SMS_JOB } from "@server/jobs/queues";
import { env } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { cancelMySession, rescheduleMySession } from "@server/modules/sessions";
import { joinUrl } from "@server/modules/video";
import { jobHandlers } from "@server/worker/handlers";
import { type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { startFakeSms } from "@tests/support/fake-sms";
import { uniqCode } from "@tests/support/fixtures";
import { queuedJobs, runQueuedJobs } from "@tests/support/jobs";
import { bookWithCoupon, NOW, slotAt } from "@tests/support/sessions-world";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sendDueReminders } from "./send-due-reminders";
import { sendTextHandler } from "./send-text";

let world: BookingWorld;
const booking = useBookingWorld({ poolSize: 4 });
beforeAll(() => {
  world = booking.world;
});

const HOUR = 3_600_000;
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR);

const remindersTo = async (email: string) =>
  (await world.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)))
    .filter((mail) => mail.subject.startsWith("Reminder:"))
    .map((mail) => ({ subject: mail.subject, text: mail.textBody }));

/** Runs the minute's sweep at each of these times (hours before `start`), as the schedule would. */
async function sweepAt(start: Date, ...times: number[]) {
  let sent = 0;
  for (const hours of times) sent += await sendDueReminders(world.db, hoursBefore(start, hours), { texts: false });
  return sent;
}

async function clientWithTherapistEmail(): Promise<{ me: Viewer; therapistEmail: string }> {
  const me = await world.client();
  const [therapist] = await world.db.select().from(profiles).where(eq(profiles.id, world.therapistId));
  return { me, therapistEmail: therapist!.email };
}

const sha256 = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
const byUser = (a: { user: string }, b: { user: string }) => a.user.localeCompare(b.user);

/** The one-time link in a reminder: its page and its token. */
function passLinkIn(text: string | undefined): { page: string; token: string } | null {
  const match = text?.match(/Join online: (\S+)\?pass=(\S+)/);
  return match ? { page: match[1]!, token: match[2]! } : null;
}

describe("sendDueReminders", () => {
  it("sends the client one e-mail 24 hours and one 1 hour before her session, saying when, how to join, how to change it and where to turn in a crisis", async () => {
    const { me } = await clientWithTherapistEmail();
    await world.db.update(profiles).set({ timezone: "Europe/London" }).where(eq(profiles.id, me.userId));
    const start = slotAt(3, 10);
    await bookWithCoupon(world, me, start);

    expect(await sweepAt(start, 30, 24.02)).toBe(0);
    expect(await sweepAt(start, 24, 23.98, 12, 2)).toBe(1);
    expect(await sweepAt(start, 1, 0.98, 0.5, 0)).toBe(1);
    expect(await sweepAt(start, -0.5)).toBe(0);

    const mails = await remindersTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: your session in 24 hours, Thursday 8 May 2031 at 11:00 AM \(.+\)$/),
      expect.stringMatching(/^Reminder: your session in 1 hour, /),
    ]);
    const [first] = mails;
    expect(first?.text).toContain(`Hello ${me.firstName},`);
    expect(first?.text).toContain("Join online: ");
    expect(first?.text).toContain("The room opens 15 minutes before the start.");
    expect(first?.text).toContain("/client-portal");
    expect(first?.text).toContain("is not an emergency service. If you or someone else is in danger, call 112");
  });

  it("tells the therapist too, unless her preferences say not to", async () => {
    const { me, therapistEmail } = await clientWithTherapistEmail();
    const start = slotAt(4, 11);
    await bookWithCoupon(world, me, start);
    const theirsBefore = (await remindersTo(therapistEmail)).length;

    await sweepAt(start, 24);
    const theirs = await remindersTo(therapistEmail);
    expect(theirs).toHaveLength(theirsBefore + 1);
    expect(theirs.at(-1)?.subject).toContain(`Reminder: ${me.firstName} ${me.lastName} in 24 hours`);

    await world.db
      .insert(notificationPreferences)
      .values({ userId: world.therapistId, emailReminders: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailReminders: false } });
    await sweepAt(start, 1);
    expect(await remindersTo(therapistEmail)).toHaveLength(theirsBefore + 1);
    expect(await remindersTo(me.email)).toHaveLength(2);
    await world.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, world.therapistId));
  });

  it("sends nothing for a cancelled session", async () => {
    const { me } = await clientWithTherapistEmail();
    const start = slotAt(5, 10);
    const booked = await bookWithCoupon(world, me, start);
    await cancelMySession(world.db, me, { sessionId: booked.sessionId }, NOW);

    expect(await sweepAt(start, 24, 1)).toBe(0);
    expect(await remindersTo(me.email)).toEqual([]);
  });

  it("follows a moved session: nothing at the old time, both reminders before the new one", async () => {
    const { me } = await clientWithTherapistEmail();
    const from = slotAt(6, 10);
    const to = slotAt(7, 14);
    const booked = await bookWithCoupon(world, me, from);
    await rescheduleMySession(world.db, me, { sessionId: booked.sessionId, start: to.toISOString() }, NOW);

    expect(await sweepAt(from, 24, 1)).toBe(0);
    expect(await sweepAt(to, 24, 1)).toBe(2);
    const mails = await remindersTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject.endsWith("at 2:00 PM (UTC)"))).toBe(true);
    // The same join page as before the move, each reminder with its own pass to it.
    const links = mails.map((mail) => passLinkIn(mail.text));
    expect(links.map((link) => link?.page)).toEqual([joinUrl(booked.sessionId), joinUrl(booked.sessionId)]);
    expect(links[0]?.token).not.toBe(links[1]?.token);
    const passes = await world.db.select().from(joinPasses).where(eq(joinPasses.sessionId, booked.sessionId));
    // Two reminders, each to the client and the therapist, all good until the new end.
    expect(passes.map((pass) => pass.expiresAt.getTime())).toEqual(Array(4).fill(to.getTime() + 50 * 60_000));
  });

  it("gives the client and the therapist each her own one-time link to the join page, kept only as a hash, good until the session's end", async () => {
    const { me, therapistEmail } = await clientWithTherapistEmail();
    const start = slotAt(12, 10);
    const booked = await bookWithCoupon(world, me, start);
    expect(await sweepAt(start, 24)).toBe(1);

    const client = passLinkIn((await remindersTo(me.email)).at(-1)?.text);
    expect(client?.page).toBe(joinUrl(booked.sessionId));
    const toTherapist = (await remindersTo(therapistEmail)).filter((mail) => mail.text.includes(client!.page));
    expect(toTherapist).toHaveLength(1);
    const therapist = passLinkIn(toTherapist[0]?.text);
    expect(therapist?.page).toBe(client?.page);
    const [session] = await world.db.select().from(sessions).where(eq(sessions.id, booked.sessionId));
    const passes = await world.db.select().from(joinPasses).where(eq(joinPasses.sessionId, booked.sessionId));
    expect(
      passes.map((pass) => ({ user: pass.userId, hash: pass.tokenHash, expires: pass.expiresAt })).sort(byUser),
    ).toEqual(
      [
        { user: me.userId, hash: sha256(client!.token), expires: session!.endsAt },
        { user: world.therapistId, hash: sha256(therapist!.token), expires: session!.endsAt },
      ].sort(byUser),
    );
    expect(JSON.stringify(passes)).not.toContain(client!.token);
  });

  it("tells an in-person session's address and map link, and gives no join link", async () => {
    const { me } = await clientWithTherapistEmail();
    const start = slotAt(13, 10);
    const booked = await bookWithCoupon(world, me, start);
    await world.db.update(bookings).set({ sessionType: "in-person" }).where(eq(bookings.id, booked.bookingId));
    expect(await sweepAt(start, 24)).toBe(1);

    const text = (await remindersTo(me.email)).at(-1)?.text ?? "";
    const practice = practiceConfig();
    expect(text).toContain(`Where: ${practice.address.line}, ${practice.address.locality}, ${practice.address.city}.`);
    expect(text).toContain(`Map: ${practice.directionsUrl}`);
    expect(text).not.toContain("/join");
    expect(await world.db.select().from(joinPasses).where(eq(joinPasses.sessionId, booked.sessionId))).toEqual([]);
  });

  it("gives a session booked 3 hours ahead only the 1-hour reminder", async () => {
    const me = await world.client();
    const start = slotAt(8, 15);
    const [coupon] = await world.db
      .insert(coupons)
      .values({ code: uniqCode(), couponType: "individual_teletherapy", status: "active" })
      .returning();
    const request = bookingRequest(world.localServiceId, start, { couponCode: coupon!.code });
    await createBooking(world.deps, me, request, hoursBefore(start, 3));
    expect(await sweepAt(start, 2.9, 2)).toBe(0);
    expect(await sweepAt(start, 1)).toBe(1);
    expect((await remindersTo(me.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: your session in 1 hour, /),
    ]);
  });

  it("sends each reminder once when three workers sweep the same minute", async () => {
    const { me } = await clientWithTherapistEmail();
    const start = slotAt(9, 10);
    await bookWithCoupon(world, me, start);
    const at = hoursBefore(start, 24);
    const sent = await Promise.all([1, 2, 3].map(() => sendDueReminders(world.db, at, { texts: false })));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await remindersTo(me.email)).toHaveLength(1);
  });

  it("leaves a time held for a payment still to come without reminders", async () => {
    const { me } = await clientWithTherapistEmail();
    const start = slotAt(10, 10);
    const booked = await bookWithCoupon(world, me, start);
    await world.db.execute(
      sql`update bookings set status = 'pending_payment', payment_status = 'pending' where id = ${booked.bookingId}`,
    );
    expect(await sweepAt(start, 24, 1)).toBe(0);
  });

  it("texts those who asked for texts, through the SMS gateway", async () => {
    const sms = await startFakeSms();
    try {
      const { me } = await clientWithTherapistEmail();
      await world.db.update(profiles).set({ phone: "+233241234567" }).where(eq(profiles.id, me.userId));
      await world.db.insert(notificationPreferences).values({ userId: me.userId, smsReminders: true });
      const start = slotAt(11, 10);
      await bookWithCoupon(world, me, start);

      expect(await sendDueReminders(world.db, hoursBefore(start, 24), { texts: true })).toBe(1);
      const queued = (await queuedJobs(world.db, SEND_SMS_JOB)).filter((job) => job.data.to === "+233241234567");
      expect(queued).toHaveLength(1);

      sms.failNext(1);
      const gateway = createSmsGateway({ ...env(), SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_TOKEN: "sms-secret" });
      await expect(sendTextHandler(gateway)(world.db, queued[0]!.data)).rejects.toThrow(/503/);
      await runQueuedJobs(world.db, SEND_SMS_JOB, sendTextHandler(gateway));
      const texts = sms.received.filter((text) => text.to === "+233241234567");
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatchObject({ from: env().SMS_SENDER, authorization: "Bearer sms-secret" });
      expect(texts[0]?.message).toMatch(
        /in 24 hours, .* Join: \S+\/join\?pass=\S+ We are not an emergency service\. .*112/,
      );
      // The text has a pass of its own: opening the e-mail's link does not use it up.
      const textPass = /\?pass=(\S+)/.exec(texts[0]?.message ?? "")?.[1];
      const mailPass = passLinkIn((await remindersTo(me.email)).at(-1)?.text)?.token;
      expect(textPass).toBeDefined();
      expect(mailPass).toBeDefined();
      expect(textPass).not.toBe(mailPass);
    } finally {
      await sms.close();
    }
  });

  it("runs every minute on the job engine's schedule", async () => {
    const engine = await startJobEngine(booking.world.handle, { handlers: jobHandlers() });
    try {
      const schedules = await engine.boss.getSchedules();
      expect(schedules.find((s) => s.name === SEND_REMINDERS_JOB)).toMatchObject({ cron: "* * * * *" });
    } finally {
      await engine.stop();
    }
  });
});
