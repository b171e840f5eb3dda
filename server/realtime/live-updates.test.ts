import type { LiveTopic } from "@domain/live-updates";
import type { DatabaseHandle } from "@server/db/client";
import { notifications } from "@server/db/schema";
import { createNotification } from "@server/modules/notifications";
import { openTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLiveHub, publishLive } from "./live-updates";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("live updates", () => {
  it("reach each addressed user once the transaction commits, and never after a rollback", async () => {
    const hub = createLiveHub(handle.listen);
    const heard: Record<string, LiveTopic[]> = { a: [], b: [], c: [] };
    const stops = await Promise.all(
      (["a", "b", "c"] as const).map((user) => hub.subscribe(user, (topic) => heard[user]!.push(topic))),
    );

    await handle.db.transaction(async (tx) => {
      await publishLive(tx, ["a", "b", "a"], "messages");
      await settle();
      expect(heard.a).toEqual([]); // not before the commit
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await publishLive(tx, ["a"], "homework");
        throw new Error("use case failed");
      }),
    ).rejects.toThrow("use case failed");
    await settle();
    expect(heard).toEqual({ a: ["messages"], b: ["messages"], c: [] });

    stops[0]!();
    await publishLive(handle.db, ["a", "c"], "notifications");
    await settle();
    expect(heard.a).toEqual(["messages"]);
    expect(heard.c).toEqual(["notifications"]);
    for (const stop of stops) stop();
    await hub.close();
  });

  it("carries several topics in one notice, each heard once", async () => {
    const hub = createLiveHub(handle.listen);
    const heard: LiveTopic[] = [];
    const stop = await hub.subscribe("d", (topic) => heard.push(topic));
    await publishLive(handle.db, ["d"], ["notifications", "sessions", "notifications"]);
    await publishLive(handle.db, ["d"], []);
    await settle();
    expect(heard).toEqual(["notifications", "sessions"]);
    stop();
    await hub.close();
  });

  it("sends a notification's notice with it: on commit, with its other topics, and not after a rollback", async () => {
    const person = await insertPerson(handle.db, { role: "client" });
    const hub = createLiveHub(handle.listen);
    const heard: LiveTopic[] = [];
    const stop = await hub.subscribe(person.id, (topic) => heard.push(topic));
    const note = { userId: person.id, title: "Session booked", message: "Your session is confirmed." };

    await handle.db.transaction((tx) => createNotification(tx, note, ["sessions"]));
    await expect(
      handle.db.transaction(async (tx) => {
        await createNotification(tx, { ...note, title: "Never sent" });
        throw new Error("use case failed");
      }),
    ).rejects.toThrow("use case failed");
    await settle();

    expect(heard).toEqual(["notifications", "sessions"]);
    const rows = await handle.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(rows.map((r) => r.title)).toEqual(["Session booked"]);
    stop();
    await hub.close();
  });
});
