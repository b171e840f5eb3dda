import { describe, expect, it } from "vitest";
import { linkInPortal, toNotificationsView } from "./notification-view";

describe("linkInPortal", () => {
  it("keeps the portal name the reader is using", () => {
    expect(linkInPortal("/client-dashboard/messages", "/client-portal")).toBe("/client-portal/messages");
    expect(linkInPortal("/client-dashboard?tab=homework", "/client-portal")).toBe("/client-portal?tab=homework");
    expect(linkInPortal("/client-portal", "/client-dashboard")).toBe("/client-dashboard");
    expect(linkInPortal("/client-dashboard/messages", "/client-dashboard")).toBe("/client-dashboard/messages");
  });

  it("leaves other pages of the site alone", () => {
    expect(linkInPortal("/retreats", "/client-portal")).toBe("/retreats");
    expect(linkInPortal("/client-dashboards-old", "/client-portal")).toBe("/client-dashboards-old");
  });

  it("follows nothing outside the site", () => {
    for (const link of [null, "", "https://example.com", "//example.com/x", "/\\example.com", "javascript:alert(1)"]) {
      expect(linkInPortal(link, "/client-dashboard")).toBeNull();
    }
  });
});

describe("toNotificationsView", () => {
  it("shows times in the viewer's zone, marks unread ones and offers the next page", () => {
    const view = toNotificationsView(
      {
        notifications: [
          {
            id: "n1",
            title: "New message",
            message: "From Efua",
            link: "/client-dashboard/messages",
            read: false,
            createdAt: new Date("2031-05-01T09:05:00Z"),
          },
        ],
        hasMore: true,
        shown: 30,
        unread: 4,
      },
      "Europe/London",
      "/client-portal",
      30,
      new Date("2031-05-01T12:00:00Z"),
    );
    expect(view).toEqual({
      unread: 4,
      moreHref: "?show=60",
      items: [
        {
          id: "n1",
          title: "New message",
          message: "From Efua",
          link: "/client-portal/messages",
          unread: true,
          sentAt: "10:05 AM (BST)",
          sentAtIso: "2031-05-01T09:05:00.000Z",
        },
      ],
    });
  });
});
