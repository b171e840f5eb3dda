import { eventReminders, events } from "@server/db/schema";
import { startJobEngine } from "@server/jobs/engine";
import { SEND_EVENT_REMINDERS_JOB } from "@server/jobs/queues";
import { jobHandlers } from "@server/worker/handlers";
import { daysBefore, HOUR, useEventRemindersWorld } from "@tests/support/event-reminders-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BALANCE_REMINDER_TITLE, EVENT_REMINDER_TITLE } from "./event-reminder-notices";
import { sendEventReminders } from "./send-event-reminders";

const world = useEventRemindersWorld();

/** Runs the sweep at each of these times (days before `moment`); answers the balance reminders sent. */
async function balanceSweepsAt(moment: Date, ...days: number[]) {
  let sent = 0;
  for (const d of days) sent += (await sendEventReminders(world.db, daysBefore(moment, d))).balanceReminders;
  return sent;
}

describe("sendEventReminders: the balance", () => {
  it("reminds a deposit's balance 14, 7 and 1 days before it is due, once each, with the amount, the date, how to pay and the cancellation rules", async () => {
    const event = await world.depositEvent();
    const due = event.balanceDueDate ?? daysBefore(event.startDate, 30);
    const efua = await world.registrant("Efua");
    await world.depositPlace(event.id, efua, daysBefore(due, 40));

    expect(await balanceSweepsAt(due, 20, 14.01)).toBe(0);
    expect(await balanceSweepsAt(due, 14, 13.99, 10)).toBe(1);
    expect(await balanceSweepsAt(due, 7, 6.5, 3)).toBe(1);
    expect(await balanceSweepsAt(due, 1, 0.5, 0.01)).toBe(1);
    expect(await balanceSweepsAt(due, 0, -1)).toBe(0);

    const mails = await world.remindersTo(efua);
    expect(mails.map((m) => m.subject)).toEqual(
      Array(3).fill(`Reminder: your balance of $140 for ${event.title} is due by 14 May 2033`),
    );
    expect(mails.map((m) => m.text.match(/\((in \d+ days|within 24 hours)\)/)?.[1])).toEqual([
      "in 14 days",
      "in 7 days",
      "within 24 hours",
    ]);
    const [first] = mails;
    expect(first?.text).toContain("Hello Efua,");
    expect(first?.text).toContain(`for your place at ${event.title} (13 June 2033) is due by 14 May 2033`);
    expect(first?.text).toContain("choose Pay balance");
    expect(first?.text).toContain("/client-dashboard/events");
    expect(first?.text).toContain("The deposit holds your place and is non-refundable.");
    expect(await world.notificationsOf(efua.userId, BALANCE_REMINDER_TITLE)).toHaveLength(3);
  });

  it("gives the event's own cancellation rules when it has them", async () => {
    const event = await world.depositEvent({ cancellationPolicy: "Refunds until 30 days before; none after." });
    const due = daysBefore(event.startDate, 30);
    const kofi = await world.registrant("Kofi");
    await world.depositPlace(event.id, kofi, daysBefore(due, 40));
    await balanceSweepsAt(due, 14);
    const [mail] = await world.remindersTo(kofi);
    expect(mail?.text).toContain("Cancellation rules:\nRefunds until 30 days before; none after.");
    expect(mail?.text).not.toContain("non-refundable");
  });

  it("sends each reminder once when three sweeps run at the same moment", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const ama = await world.registrant("Ama");
    await world.depositPlace(event.id, ama, daysBefore(due, 40));
    const results = await Promise.all([1, 2, 3].map(() => sendEventReminders(world.db, daysBefore(due, 7))));
    expect(results.reduce((sum, r) => sum + r.balanceReminders, 0)).toBe(1);
    expect(await world.remindersTo(ama)).toHaveLength(1);
  });

  it("reminds no place awaiting payment, cancelled or paid in full, and none at a cancelled event", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const asked = daysBefore(due, 40);
    const [pending, cancelled, paid, atCancelled] = await Promise.all(
      ["Yaw", "Akua", "Kwame", "Esi"].map((name) => world.registrant(name)),
    );
    await world.depositPlace(event.id, pending!, asked, { status: "pending_payment", paymentStatus: "pending" });
    await world.depositPlace(event.id, cancelled!, asked, { status: "cancelled", cancelledAt: asked });
    await world.depositPlace(event.id, paid!, asked, { paymentStatus: "paid", amountDue: 20_000, balanceDue: 0 });
    const called = await world.depositEvent({ status: "cancelled", cancelledAt: asked, startDate: event.startDate });
    await world.depositPlace(called.id, atCancelled!, asked);

    expect(await balanceSweepsAt(due, 14, 7, 1)).toBe(0);
    for (const who of [pending!, cancelled!, paid!, atCancelled!]) expect(await world.remindersTo(who)).toEqual([]);
  });

  it("gives a deposit paid 5 days before the due date only the 1-day reminder", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const abena = await world.registrant("Abena");
    // Asked for 16 days before, by bank transfer: the place is confirmed when the transfer arrives.
    const place = await world.depositPlace(event.id, abena, daysBefore(due, 16), {
      status: "pending_payment",
      paymentStatus: "pending",
    });
    expect(await balanceSweepsAt(due, 14)).toBe(0);
    await world.firstPayment(place.id, abena, daysBefore(due, 5));
    expect(await balanceSweepsAt(due, 4.9, 2)).toBe(0);
    expect(await balanceSweepsAt(due, 1)).toBe(1);
    expect((await world.remindersTo(abena)).map((m) => m.text.match(/\((within 24 hours|in \d+ days)\)/)?.[1])).toEqual(
      ["within 24 hours"],
    );
  });

  it("gives a place asked for 5 days before the due date only the 1-day reminder", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const kojo = await world.registrant("Kojo");
    await world.depositPlace(event.id, kojo, daysBefore(due, 5));
    expect(await balanceSweepsAt(due, 4.99, 3)).toBe(0);
    expect(await balanceSweepsAt(due, 1, 0.5)).toBe(1);
  });

  it("reminds again before a due date the practice moves", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const adwoa = await world.registrant("Adwoa");
    await world.depositPlace(event.id, adwoa, daysBefore(due, 40));
    expect(await balanceSweepsAt(due, 1)).toBe(1);

    const moved = daysBefore(event.startDate, 10);
    await world.db.update(events).set({ balanceDueDate: moved }).where(eq(events.id, event.id));
    expect(await balanceSweepsAt(moved, 7, 1)).toBe(2);
    const subjects = (await world.remindersTo(adwoa)).map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/due by 14 May 2033$/),
      ...Array(2).fill(expect.stringMatching(/due by 3 June 2033$/)),
    ]);
    const kinds = await world.db.select().from(eventReminders);
    expect(
      kinds
        .filter((r) => r.kind === "balance_1d")
        .map((r) => r.dueAt.getTime())
        .toSorted(),
    ).toEqual(expect.arrayContaining([due.getTime(), moved.getTime()]));
  });
});

describe("sendEventReminders: the event", () => {
  it("reminds every confirmed registrant once, 24 hours before the start, with when, where, the first day and any balance owed", async () => {
    const event = await world.depositEvent({
      eventType: "retreat",
      title: "Volta retreat",
      location: "Ada Foah, by the Volta estuary",
      duration: "3 days, 2 nights",
      itinerary: [
        { day: "Friday", activities: ["Arrival and welcome circle", "Evening breathwork"] },
        { day: "Saturday", activities: ["Silent walk"] },
      ],
    });
    const start = event.startDate;
    const [owing, paid, waiting] = await Promise.all(["Efua", "Kofi", "Yaw"].map((n) => world.registrant(n)));
    await world.depositPlace(event.id, owing!, daysBefore(start, 60), { dietaryRequirements: "Vegetarian" });
    await world.depositPlace(event.id, paid!, daysBefore(start, 60), {
      paymentStatus: "paid",
      amountDue: 20_000,
      balanceDue: 0,
    });
    await world.depositPlace(event.id, waiting!, daysBefore(start, 60), {
      status: "pending_payment",
      paymentStatus: "pending",
    });

    const sweep = async (hours: number) =>
      (await sendEventReminders(world.db, new Date(start.getTime() - hours * HOUR))).eventReminders;
    expect(await sweep(24.1)).toBe(0);
    expect(await sweep(24)).toBe(2);
    expect(await sweep(23.8)).toBe(0);
    expect((await Promise.all([12, 12, 12].map(sweep))).reduce((a, b) => a + b, 0)).toBe(0);

    const [mail] = await world.remindersTo(owing!);
    expect(mail?.subject).toBe("Reminder: Volta retreat starts Monday 13 June 2033 at 9:00 AM (GMT)");
    expect(mail?.text).toContain("When: Monday 13 June 2033 at 9:00 AM (GMT) until 5:00 PM (GMT) (3 days, 2 nights)");
    expect(mail?.text).toContain("Where: Ada Foah, by the Volta estuary");
    expect(mail?.text).toContain("The first day (Friday):\n- Arrival and welcome circle\n- Evening breathwork");
    expect(mail?.text).not.toContain("Silent walk");
    expect(mail?.text).toContain("- Evening breathwork\n\nDietary requirements you gave: Vegetarian\n\nStill to pay");
    expect(mail?.text).toContain("Still to pay: $140 balance due by 14 May 2033. Pay it from your portal's Events.");
    const [paidMail] = await world.remindersTo(paid!);
    expect(paidMail?.text).not.toContain("Still to pay");
    expect(await world.remindersTo(waiting!)).toEqual([]);
    expect(await world.notificationsOf(paid!.userId, EVENT_REMINDER_TITLE)).toHaveLength(1);
  });

  it("sends nothing for a cancelled event", async () => {
    const event = await world.depositEvent({ status: "cancelled", cancelledAt: new Date("2031-01-01T00:00:00Z") });
    const ekow = await world.registrant("Ekow");
    await world.depositPlace(event.id, ekow, daysBefore(event.startDate, 60));
    expect((await sendEventReminders(world.db, daysBefore(event.startDate, 0.5))).eventReminders).toBe(0);
  });
});

describe("the events' sweep", () => {
  it("runs every ten minutes on the job engine's schedule", async () => {
    const engine = await startJobEngine(world.handle, { handlers: jobHandlers() });
    try {
      const schedules = await engine.boss.getSchedules();
      expect(schedules.find((s) => s.name === SEND_EVENT_REMINDERS_JOB)).toMatchObject({ cron: "*/10 * * * *" });
    } finally {
      await engine.stop();
    }
  });

  it("is quiet when nothing is due", async () => {
    expect(await sendEventReminders(world.db, new Date("2031-01-01T00:00:00Z"))).toEqual({
      balanceReminders: 0,
      eventReminders: 0,
      overdueFlagged: 0,
    });
  });
});
