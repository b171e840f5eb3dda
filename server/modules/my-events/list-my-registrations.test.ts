// The portal's Events: the viewer's own registrations, with what is paid, what is left and what
// can be done about it.
import { DEFAULT_CANCELLATION_POLICY } from "@domain/events";
import { percentOf } from "@domain/money";
import { daysFromNow, insertRegistration, insertRetreat } from "@tests/support/my-events-world";
import { insertViewer, usePaymentsWorld } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { listMyRegistrations } from "./list-my-registrations";

const payments = usePaymentsWorld();
const db = () => payments.world.db;

describe("listMyRegistrations", () => {
  it("lists only the viewer's own registrations, newest event first, with what is paid and left", async () => {
    const later = await insertRetreat(db(), { startDate: daysFromNow(90), endDate: daysFromNow(93) });
    const mine = await insertRegistration(db());
    const second = await insertRegistration(db(), { viewer: mine.viewer, event: later });
    // Another client at the same retreat: never shown to her.
    await insertRegistration(db(), { event: mine.event });

    const listed = await listMyRegistrations(db(), mine.viewer);

    expect(listed.map((r) => r.id)).toEqual([second.registration.id, mine.registration.id]);
    const total = 650_000;
    const deposit = percentOf(total, 30);
    expect(listed[1]).toMatchObject({
      event: { title: "Reset by the Lake", eventType: "retreat", location: "Akosombo", cancelled: false },
      status: "confirmed",
      paymentStatus: "deposit_paid",
      statusLabel: "Confirmed (deposit paid)",
      currency: "GHS",
      totalAmount: total,
      paidSoFar: deposit,
      // Without a date of its own, 30 days before the start.
      balance: { amount: total - deposit, dueDate: new Date(mine.event.startDate.getTime() - 30 * 86_400_000) },
      receipts: [{ reference: mine.registration.paymentReference, part: "first" }],
      awaitedTransfer: null,
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      canPayBalance: true,
      hasCalendarFile: true,
    });
  });

  it("shows a held place as awaiting payment: nothing paid, no receipt, no balance to pay yet", async () => {
    const held = await insertRegistration(db(), { state: "pending" });
    const [row] = await listMyRegistrations(db(), held.viewer);
    expect(row).toMatchObject({
      statusLabel: "Awaiting payment",
      paidSoFar: 0,
      balance: null,
      receipts: [],
      canPayBalance: false,
      hasCalendarFile: false,
      holdExpiresAt: held.registration.holdExpiresAt,
    });
  });

  it("uses the event's own balance date and cancellation rules", async () => {
    const event = await insertRetreat(db(), {
      balanceDueDate: daysFromNow(20),
      cancellationPolicy: "Cancel up to two weeks before for a full refund of the balance.",
    });
    const registered = await insertRegistration(db(), { event });
    const [row] = await listMyRegistrations(db(), registered.viewer);
    expect(row?.balance?.dueDate).toEqual(event.balanceDueDate);
    expect(row?.cancellationPolicy).toBe("Cancel up to two weeks before for a full refund of the balance.");
  });

  it("offers no Pay balance once the event is cancelled or has started", async () => {
    const cancelled = await insertRetreat(db(), { status: "cancelled", cancelledAt: new Date() });
    const started = await insertRetreat(db(), { startDate: daysFromNow(-1), endDate: daysFromNow(2) });
    const viewer = await insertViewer(db(), { region: "local" });
    await insertRegistration(db(), { viewer, event: cancelled });
    await insertRegistration(db(), { viewer, event: started });

    const rows = await listMyRegistrations(db(), viewer);
    expect(rows.map((r) => [r.event.title, r.event.cancelled, r.canPayBalance, r.hasCalendarFile])).toEqual([
      ["Reset by the Lake", true, false, false],
      ["Reset by the Lake", false, false, true],
    ]);
    // The balance is still shown as owed: only the way to pay it is closed.
    expect(rows.every((r) => r.balance !== null)).toBe(true);
  });

  it("gives staff their own registrations, which is none", async () => {
    await insertRegistration(db());
    const admin = await insertViewer(db(), { role: "admin" });
    expect(await listMyRegistrations(db(), admin)).toEqual([]);
  });
});
