// The waiting room, live: the client coming to her open page tells her therapist's open pages at
// once (her notifications and the waiting room); the therapist joining tells the client's page,
// and only reloads the therapist's own sessions (no "waiting" toast for what she just did).
import type { LiveTopic } from "@domain/live-updates";
import type { Database } from "@server/db/client";
import type { LiveHub } from "@server/realtime/live-updates";
import { insertSession, minutesAfter, settleLiveUpdates, withLiveTestDatabase } from "@tests/support/fixtures";
import { insertViewer } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { enterRoom } from "./enter-room";
import { openJoinPage } from "./open-join-page";

let db: Database;
let hub: LiveHub;
withLiveTestDatabase((opened) => {
  db = opened.db;
  hub = opened.hub;
});

const START = new Date("2031-07-07T09:00:00Z");
const settings = {
  jitsi: { baseUrl: "https://meet.practice.test", appId: "practice", secret: "s".repeat(40) },
  texts: false,
};

describe("the waiting room, live", () => {
  it("tells the therapist when her client arrives, and the client when her therapist joins", async () => {
    const therapist = await insertViewer(db, { role: "therapist" });
    const client = await insertViewer(db, { role: "client" });
    const session = await insertSession(db, { clientId: client.userId, therapistId: therapist.userId, start: START });
    const heard: Record<"client" | "therapist", LiveTopic[]> = { client: [], therapist: [] };
    const stops = [
      await hub.subscribe(client.userId, (topic) => heard.client.push(topic)),
      await hub.subscribe(therapist.userId, (topic) => heard.therapist.push(topic)),
    ];
    try {
      const at = minutesAfter(START, -10);
      const visitor = (viewer: typeof client) => ({ viewer, pageCookie: null, pass: null });
      await openJoinPage(db, visitor(client), session.id, at, settings);
      await settleLiveUpdates();
      expect(heard).toEqual({ client: [], therapist: ["notifications", "waiting-room"] });

      await enterRoom(db, visitor(therapist), session.id, { audioOnly: false }, at, settings);
      await settleLiveUpdates();
      expect(heard).toEqual({ client: ["waiting-room"], therapist: ["notifications", "waiting-room", "sessions"] });
    } finally {
      for (const stop of stops) stop();
    }
  });
});
