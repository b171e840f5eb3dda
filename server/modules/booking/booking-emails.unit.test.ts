import { CHANGE_NOTICE_HOURS } from "@domain/session-changes";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import { describe, expect, it } from "vitest";
import { bookingConfirmationEmail } from "./booking-emails";

const session = {
  bookingId: "7d4f2a5e-1111-4c2b-9a39-0a0b0c0d0e0f",
  sessionId: "5c1e9b7a-2222-4d3c-8b4a-1a2b3c4d5e6f",
  to: "client@example.com",
  firstName: "Efua",
  serviceName: "Individual Teletherapy",
  start: new Date("2031-03-04T10:00:00Z"),
  end: new Date("2031-03-04T10:50:00Z"),
  timeZone: "Europe/London",
  inPerson: false,
};

describe("the booking confirmation e-mail", () => {
  const mail = bookingConfirmationEmail(session, new Date("2031-03-01T09:00:00Z"));

  it("gives the time in the client's zone and sends the calendar invitation", () => {
    expect(mail.to).toBe("client@example.com");
    expect(mail.subject).toBe("Your session is booked: Tuesday 4 March 2031 at 10:00 AM (GMT)");
    expect(mail.text).toContain("10:00 AM");
    const ics = Buffer.from(mail.attachments?.[0]?.content ?? "", "base64").toString();
    expect(ics).toContain("DTSTART:20310304T100000Z");
  });

  it("points to the portal for changes until the notice period, and to the practice after it", () => {
    expect(mail.text).toContain(`reschedule or cancel this one there until ${CHANGE_NOTICE_HOURS} hours before`);
    expect(mail.text).toContain(`${publicUrl()}/client-portal`);
    expect(mail.text).toContain(`call us on ${practiceConfig().phone}`);
  });
});

describe("an in-person session's confirmation", () => {
  const mail = bookingConfirmationEmail({ ...session, inPerson: true }, new Date("2031-03-01T09:00:00Z"));
  const ics = Buffer.from(mail.attachments?.[0]?.content ?? "", "base64")
    .toString()
    .replace(/\r\n /g, "");

  it("gives the practice's address and map link in the text and the invitation, and no join page", () => {
    const practice = practiceConfig();
    expect(mail.text).toContain(
      `Where: ${practice.address.line}, ${practice.address.locality}, ${practice.address.city}.`,
    );
    expect(mail.text).toContain(`Map: ${practice.directionsUrl}`);
    expect(ics).toContain(`URL:${practice.directionsUrl}`);
    expect(ics).toMatch(/LOCATION:.*Abelemkpe/);
    expect(`${mail.text}${ics}`).not.toContain("/join");
  });
});
