import { withTestDatabase } from "@tests/support/database";
import { insertEvent } from "@tests/support/fixtures";
import { describe, expect, it } from "vitest";
import { listEvents } from "./list-events";

const database = withTestDatabase();
const NOW = new Date("2031-03-01T12:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

describe("listEvents, community events", () => {
  it("lists the published community events, upcoming soonest first and past latest first, and nothing else", async () => {
    const { db } = database;
    const community = (title: string, days: number, status = "published") =>
      insertEvent(db, {
        title,
        eventType: "community",
        status,
        startDate: at(days),
        endDate: at(days),
        priceLocal: 0,
        ...(status === "cancelled" ? { cancelledAt: at(-1), cancellationReason: "Venue closed" } : {}),
      });
    const later = await community("Later circle", 20);
    const sooner = await community("Sooner circle", 5);
    const lastMonth = await community("Last month's circle", -30);
    const lastWeek = await community("Last week's circle", -7);
    await community("Draft circle", 10, "draft");
    await community("Cancelled circle", 12, "cancelled");
    await insertEvent(db, {
      title: "A workshop",
      eventType: "workshop",
      status: "published",
      startDate: at(8),
      endDate: at(8),
    });

    const { upcoming, past } = await listEvents(db, "community", NOW);
    expect(upcoming.map((e) => e.id)).toEqual([sooner.id, later.id]);
    expect(past.map((e) => e.id)).toEqual([lastWeek.id, lastMonth.id]);
    expect(upcoming[0]).toMatchObject({ eventType: "community", priceLocal: 0, registered: 0 });

    const workshops = await listEvents(db, "workshop", NOW);
    expect(workshops.upcoming.map((e) => e.title)).toEqual(["A workshop"]);
  });
});
