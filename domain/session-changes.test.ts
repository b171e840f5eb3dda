import { describe, expect, it } from "vitest";
import { CHANGE_NOTICE_HOURS, canChangeSession, changeDeadline, changeRefusal, meetsInPerson } from "./session-changes";

const START = new Date("2031-06-10T14:00:00Z");
const hoursBefore = (hours: number) => new Date(START.getTime() - hours * 3_600_000);

describe("canChangeSession", () => {
  it("allows a change until exactly 24 hours before the start, and not a millisecond later", () => {
    expect(CHANGE_NOTICE_HOURS).toBe(24);
    expect(canChangeSession(START, hoursBefore(72))).toBe(true);
    expect(canChangeSession(START, hoursBefore(24))).toBe(true);
    expect(canChangeSession(START, new Date(hoursBefore(24).getTime() + 1))).toBe(false);
    expect(canChangeSession(START, hoursBefore(1))).toBe(false);
    expect(canChangeSession(START, new Date(START.getTime() + 60_000))).toBe(false);
  });

  it("puts the deadline a day before the start, whatever the zone", () => {
    expect(changeDeadline(START).toISOString()).toBe("2031-06-09T14:00:00.000Z");
  });
});

describe("changeRefusal", () => {
  const scheduled = { start: START, status: "scheduled" as const };

  it("lets an upcoming session far enough ahead be cancelled or moved", () => {
    expect(changeRefusal(scheduled, hoursBefore(48), "cancel")).toBeNull();
    expect(changeRefusal(scheduled, hoursBefore(48), "reschedule")).toBeNull();
    expect(changeRefusal({ ...scheduled, bookingStatus: "confirmed" }, hoursBefore(48), "reschedule")).toBeNull();
  });

  it("refuses within 24 hours", () => {
    expect(changeRefusal(scheduled, hoursBefore(23), "cancel")).toBe("too_late");
    expect(changeRefusal(scheduled, hoursBefore(23), "reschedule")).toBe("too_late");
  });

  it("refuses a cancelled session, whenever it is", () => {
    expect(changeRefusal({ start: START, status: "cancelled" }, hoursBefore(100), "cancel")).toBe("cancelled");
  });

  it("refuses past sessions and sessions the therapist has already closed", () => {
    expect(changeRefusal(scheduled, new Date(START.getTime() + 1), "cancel")).toBe("not_upcoming");
    expect(changeRefusal({ start: START, status: "completed" }, hoursBefore(100), "cancel")).toBe("not_upcoming");
    expect(changeRefusal({ start: START, status: "no_show" }, hoursBefore(100), "reschedule")).toBe("not_upcoming");
  });

  it("lets a booking awaiting payment be cancelled but not moved", () => {
    const held = { ...scheduled, bookingStatus: "pending_payment" as const };
    expect(changeRefusal(held, hoursBefore(48), "cancel")).toBeNull();
    expect(changeRefusal(held, hoursBefore(48), "reschedule")).toBe("awaiting_payment");
  });
});

describe("meetsInPerson", () => {
  const session = { bookedDelivery: null, serviceDelivery: null, meetingLink: null, sessionType: "individual_therapy" };

  it("follows the booking, then the service", () => {
    expect(meetsInPerson({ ...session, bookedDelivery: "in-person", serviceDelivery: "virtual" })).toBe(true);
    expect(meetsInPerson({ ...session, bookedDelivery: "virtual", serviceDelivery: "in-person" })).toBe(false);
    expect(meetsInPerson({ ...session, serviceDelivery: "in-person", meetingLink: "https://meet.example/x" })).toBe(
      true,
    );
  });

  it("reads a therapist-added session as online when it has a link or is teletherapy", () => {
    expect(meetsInPerson(session)).toBe(true);
    expect(meetsInPerson({ ...session, meetingLink: "https://meet.example/x" })).toBe(false);
    expect(meetsInPerson({ ...session, sessionType: "teletherapy" })).toBe(false);
  });
});
