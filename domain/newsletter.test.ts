import { describe, expect, it } from "vitest";
import { announcementProgress, CONFIRM_LINK_DAYS, confirmLinkValid, isSitePath, minutesLeft } from "./newsletter";

describe("isSitePath", () => {
  it.each([
    ["/resources", true],
    ["/", true],
    ["/events/reset-by-the-volta", true],
    ["", false],
    ["resources", false],
    ["//evil.example/x", false],
    ["https://evil.example/", false],
    ["/a/../b", false],
    ["/resources?x=1", false],
    [`/${"a".repeat(200)}`, false],
  ])("%s → %s", (path, ok) => {
    expect(isSitePath(path)).toBe(ok);
  });
});

describe("confirmLinkValid", () => {
  const sent = new Date("2026-11-01T10:00:00Z");
  it.each([
    [0, true],
    [CONFIRM_LINK_DAYS * 86_400_000, true],
    [CONFIRM_LINK_DAYS * 86_400_000 + 1, false],
    [-30_000, true],
    [-3_600_000, false],
  ])("%d ms after it was sent → %s", (age, ok) => {
    expect(confirmLinkValid(sent, new Date(sent.getTime() + age))).toBe(ok);
  });
});

describe("announcementProgress", () => {
  it("says how many of the recipients' e-mails are written, and who left meanwhile", () => {
    expect(announcementProgress({ recipients: 1200, queued: 50, finished: false })).toBe(
      "Sending: 50 of 1,200 e-mails written",
    );
    expect(announcementProgress({ recipients: 3, queued: 3, finished: true })).toBe("Finished: 3 of 3 e-mails written");
    expect(announcementProgress({ recipients: 5, queued: 3, finished: true })).toBe(
      "Finished: 3 of 5 e-mails written (2 left the list meanwhile)",
    );
  });

  it("paces the rest at 50 a minute", () => {
    expect([0, 1, 50, 51, 1000].map(minutesLeft)).toEqual([0, 1, 1, 2, 20]);
  });
});
