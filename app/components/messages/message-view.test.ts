import { describe, expect, it } from "vitest";
import { newestUnread, toConversationView } from "./message-view";

const at = (iso: string) => new Date(iso);

describe("toConversationView", () => {
  const listed = {
    recipient: { firstName: "Efua", lastName: "Asante" },
    messages: [
      {
        id: "a",
        content: "Hello",
        createdAt: at("2031-04-30T10:00:00Z"),
        senderFirstName: "Efua",
        mine: false,
        read: true,
      },
      {
        id: "b",
        content: "Hi!",
        createdAt: at("2031-05-01T09:00:00Z"),
        senderFirstName: "Ama",
        mine: true,
        read: false,
      },
      {
        id: "c",
        content: "How are you?",
        createdAt: at("2031-05-01T09:30:00Z"),
        senderFirstName: "Efua",
        mine: false,
        read: false,
      },
    ],
    hasOlder: true,
    shown: 50,
  };

  it("names the other person, writes times in the viewer's zone and links to the next page", () => {
    const view = toConversationView(listed, "Africa/Accra", 50, at("2031-05-01T12:00:00Z"));
    expect(view.recipientName).toBe("Efua Asante");
    expect(view.olderHref).toBe("?show=100");
    expect(view.messages.map((m) => [m.id, m.from, m.sentAt, m.unread])).toEqual([
      ["a", "Efua", "30 Apr, 10:00 AM (GMT)", false],
      ["b", "You", "9:00 AM (GMT)", false], // the viewer's own are never "unread" to them
      ["c", "Efua", "9:30 AM (GMT)", true],
    ]);
    expect(newestUnread(view.messages)).toBe("c");
  });

  it("has no older link on the last page and no name without a recipient", () => {
    const view = toConversationView({ ...listed, recipient: null, hasOlder: false }, "UTC", 50);
    expect(view.recipientName).toBeNull();
    expect(view.olderHref).toBeNull();
  });

  it("finds nothing to mark when every received message is read", () => {
    const view = toConversationView(
      { ...listed, messages: listed.messages.map((m) => ({ ...m, read: true })) },
      "UTC",
      50,
    );
    expect(newestUnread(view.messages)).toBeNull();
  });
});
