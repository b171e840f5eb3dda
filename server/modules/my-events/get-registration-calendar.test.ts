// "Add to calendar": a calendar file of the registrant's own confirmed place, and nobody else's.
import { publicUrl } from "@server/lib/env";
import { insertRegistration, insertRetreat } from "@tests/support/my-events-world";
import { insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { MY_EVENT_MESSAGES } from "./balance-rules";
import { getRegistrationCalendar } from "./get-registration-calendar";

const payments = usePaymentsWorld();
const db = () => payments.world.db;

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("getRegistrationCalendar", () => {
  it("gives the owner her place as an event, under a UID that stays the same", async () => {
    const { viewer, event, registration } = await insertRegistration(db());
    const first = await getRegistrationCalendar(db(), viewer, { registrationId: registration.id });
    const again = await getRegistrationCalendar(
      db(),
      viewer,
      { registrationId: registration.id },
      new Date(Date.now() + 60_000),
    );

    expect(first.fileName).toBe(`${event.slug}.ics`);
    const text = unfold(first.ics);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const uid = text.match(/^UID:(.+)$/m)?.[1];
    expect(uid).toBe(`event-registration-${registration.id}@${new URL(publicUrl()).hostname}`);
    expect(unfold(again.ics).match(/^UID:(.+)$/m)?.[1]).toBe(uid);
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(text).toContain(`DTSTART:${utc(event.startDate)}`);
    expect(text).toContain(`DTEND:${utc(event.endDate!)}`);
    expect(text).toContain("LOCATION:Akosombo");
    expect(text).toContain("SUMMARY:Reset by the Lake");
    expect(text).toContain("/client-dashboard/events");
  });

  it("answers everyone else, and a place not confirmed or at a cancelled event, with not found", async () => {
    const { registration } = await insertRegistration(db());
    const stranger = await insertViewer(db(), { region: "local" });
    const admin = await insertViewer(db(), { role: "admin" });
    const held = await insertRegistration(db(), { state: "pending" });
    const cancelledEvent = await insertRetreat(db(), { status: "cancelled", cancelledAt: new Date() });
    const atCancelled = await insertRegistration(db(), { event: cancelledEvent });
    const asks = [
      [stranger, registration.id],
      [admin, registration.id],
      [null, registration.id],
      [stranger, "not-an-id"],
      [stranger, "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e"],
      [held.viewer, held.registration.id],
      [atCancelled.viewer, atCancelled.registration.id],
    ] as const;
    for (const [viewer, registrationId] of asks) {
      const error = await rejection(getRegistrationCalendar(db(), viewer, { registrationId }));
      expect({ code: error.code, message: error.message }).toEqual({
        code: "not_found",
        message: MY_EVENT_MESSAGES.calendarNotFound,
      });
    }
  });
});
