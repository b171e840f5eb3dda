import { auditLogs, emailOutbox } from "@server/db/schema";
import { daysBefore, EVENT_START, HOUR, useEventRemindersWorld } from "@tests/support/event-reminders-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BALANCE_OVERDUE_TITLE } from "./event-reminder-notices";
import { sendEventReminders } from "./send-event-reminders";

const world = useEventRemindersWorld();
const hoursAfter = (moment: Date, hours: number) => new Date(moment.getTime() + hours * HOUR);

describe("sendEventReminders: overdue balances", () => {
  it("flags a balance not paid by its date once, tells the admins and the audit log, and cancels nothing", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const efua = await world.registrant("Efua");
    const place = await world.depositPlace(event.id, efua, daysBefore(due, 40));

    expect((await sendEventReminders(world.db, daysBefore(due, 1))).balanceReminders).toBe(1);
    expect((await sendEventReminders(world.db, daysBefore(due, 0.001))).overdueFlagged).toBe(0);
    const mailsBefore = await world.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, efua.email));

    const at = hoursAfter(due, 0.5);
    expect(await sendEventReminders(world.db, at)).toEqual({
      balanceReminders: 0,
      eventReminders: 0,
      overdueFlagged: 1,
    });
    expect((await sendEventReminders(world.db, hoursAfter(due, 24))).overdueFlagged).toBe(0);

    const flagged = await world.registration(place.id);
    expect(flagged).toMatchObject({ status: "confirmed", paymentStatus: "deposit_paid", overdueFlaggedAt: at });
    const notices = await world.notificationsOf(world.adminId, BALANCE_OVERDUE_TITLE);
    expect(notices).toEqual([
      expect.objectContaining({
        message: `Efua Mensah has not paid the balance of $140 for ${event.title} (13 June 2033), due by 14 May 2033. The place is kept until you decide.`,
        link: `/admin-dashboard/events/${event.id}`,
      }),
    ]);
    const audit = await world.db.select().from(auditLogs).where(eq(auditLogs.recordId, place.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "event_registration.balance_overdue",
        userId: null,
        tableName: "event_registrations",
        details: expect.objectContaining({ eventId: event.id, balanceDue: 14_000, currency: "USD" }),
      }),
    ]);
    const mailsAfter = await world.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, efua.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });

  it("flags once when three sweeps run at the same moment", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const kofi = await world.registrant("Kofi");
    await world.depositPlace(event.id, kofi, daysBefore(due, 40));
    const results = await Promise.all([1, 2, 3].map(() => sendEventReminders(world.db, hoursAfter(due, 1))));
    expect(results.reduce((sum, r) => sum + r.overdueFlagged, 0)).toBe(1);
    const notices = await world.notificationsOf(world.adminId, BALANCE_OVERDUE_TITLE);
    expect(notices.filter((n) => n.link === `/admin-dashboard/events/${event.id}`)).toHaveLength(1);
  });

  it("leaves alone a balance paid, a place cancelled or awaiting payment, and a cancelled event", async () => {
    const event = await world.depositEvent();
    const due = daysBefore(event.startDate, 30);
    const asked = daysBefore(due, 40);
    const [paid, cancelled, pending, atCancelled] = await Promise.all(
      ["Yaw", "Akua", "Kwame", "Esi"].map((name) => world.registrant(name)),
    );
    await world.depositPlace(event.id, paid!, asked, { paymentStatus: "paid", amountDue: 20_000, balanceDue: 0 });
    await world.depositPlace(event.id, cancelled!, asked, { status: "cancelled", cancelledAt: asked });
    await world.depositPlace(event.id, pending!, asked, { status: "pending_payment", paymentStatus: "pending" });
    const called = await world.depositEvent({ status: "cancelled", cancelledAt: asked });
    await world.depositPlace(called.id, atCancelled!, asked);

    expect((await sendEventReminders(world.db, hoursAfter(due, 1))).overdueFlagged).toBe(0);
  });

  it("counts from the event's own balance date when it has one, not 30 days before the start", async () => {
    const event = await world.depositEvent({ balanceDueDate: daysBefore(EVENT_START, 5) });
    const ama = await world.registrant("Ama");
    await world.depositPlace(event.id, ama, daysBefore(event.startDate, 60));
    expect((await sendEventReminders(world.db, daysBefore(event.startDate, 20))).overdueFlagged).toBe(0);
    expect((await sendEventReminders(world.db, daysBefore(event.startDate, 5))).overdueFlagged).toBe(1);
  });
});
