import { describe, expect, it } from "vitest";
import { creditPurchaseEmail } from "./credit-purchase-email";

const base = {
  to: "efua@example.test",
  firstName: "Efua",
  what: "package",
  name: "6 Session Teletherapy",
  sessionCount: 6,
  sessionMinutes: 50,
  amount: 210_000,
  currency: "GHS",
  reference: "PKG-ABCDEF123456",
};

describe("creditPurchaseEmail", () => {
  it("gives the day it runs until in the buyer's zone, not the server's", () => {
    const expiresAt = new Date("2027-05-31T20:00:00Z");
    const auckland = creditPurchaseEmail({ ...base, expiresAt, timeZone: "Pacific/Auckland" });
    const accra = creditPurchaseEmail({ ...base, expiresAt, timeZone: "Africa/Accra" });
    expect(auckland.text).toContain("Valid until: 1 June 2027");
    expect(accra.text).toContain("Valid until: 31 May 2027");
  });

  it("names a plan without a session length", () => {
    const mail = creditPurchaseEmail({
      ...base,
      what: "plan",
      name: "Steady Growth",
      sessionMinutes: null,
      expiresAt: new Date("2027-01-01T12:00:00Z"),
      timeZone: "UTC",
    });
    expect(mail.subject).toBe("Your Steady Growth plan is active (PKG-ABCDEF123456)");
    expect(mail.text).toContain("Sessions: 6 sessions\n");
    expect(mail.text).toMatch(/\/client-portal\n/);
  });
});
