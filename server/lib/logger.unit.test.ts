import { describe, expect, it } from "vitest";
import { redactSecrets } from "./logger";

describe("log lines", () => {
  const token = "Zx9_-aB3".repeat(5).slice(0, 43);

  it("never hold a credential that travels in an address", () => {
    const cases: [string, string][] = [
      [`/api/calendar-feed/${token}.ics`, "/api/calendar-feed/[redacted]"],
      [
        `/api/auth/reset-password/${token}?callbackURL=%2Fauth`,
        "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
      ],
      [`/auth/reset-password?token=${token}`, "/auth/reset-password?token=[redacted]"],
      [
        `/api/google-calendar/callback?state=${token}.sig&code=4/0Ab_${token}&scope=x`,
        "/api/google-calendar/callback?state=[redacted]&code=[redacted]&scope=x",
      ],
      [`https://site.example/x?a=1&TOKEN=${token}#top`, "https://site.example/x?a=1&TOKEN=[redacted]#top"],
    ];
    for (const [given, logged] of cases) expect(redactSecrets(given)).toBe(logged);
  });

  it("stay valid JSON with every other field as it was", () => {
    const line = JSON.stringify({
      msg: "request",
      path: `/api/calendar-feed/${token}.ics`,
      status: 404,
      note: 'a "q"',
    });
    expect(JSON.parse(redactSecrets(line))).toEqual({
      msg: "request",
      path: "/api/calendar-feed/[redacted]",
      status: 404,
      note: 'a "q"',
    });
    expect(redactSecrets(line)).not.toContain(token);
  });

  it("keep addresses that hold no credential", () => {
    for (const plain of ["/client-dashboard/profile", "/book?service=abc&date=2026-12-01", "/api/receipts/PAY-123"]) {
      expect(redactSecrets(plain)).toBe(plain);
    }
  });
});
