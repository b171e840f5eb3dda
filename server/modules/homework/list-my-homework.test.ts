import { homeworkAssignments } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { HOMEWORK_PAGE_SIZE, homeworkShown, listMyHomework } from "./list-my-homework";

const database = withTestDatabase();

const BASE = Date.parse("2031-01-01T00:00:00Z");
const STATUSES = ["assigned", "in_progress", "completed", "reviewed"] as const;

describe("listMyHomework", () => {
  it("lists only the viewer's own homework, newest first, a page at a time, with the pending count of all", async () => {
    const therapist = await insertPerson(database.db, { role: "therapist", firstName: "Efua" });
    const me = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
    const other = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
    // 45 of mine, one an hour; statuses cycle, so 23 are pending (assigned or in progress).
    await database.db.insert(homeworkAssignments).values(
      Array.from({ length: 45 }, (_, i) => {
        const status = STATUSES[i % 4]!;
        return {
          clientId: me.userId,
          therapistId: therapist.id,
          title: `Mine ${i}`,
          status,
          clientResponse: status === "completed" || status === "reviewed" ? `Answer ${i}` : null,
          createdAt: new Date(BASE + i * 3_600_000),
        };
      }),
    );
    await database.db.insert(homeworkAssignments).values(
      Array.from({ length: 5 }, (_, i) => ({
        clientId: other.userId,
        therapistId: therapist.id,
        title: `Theirs ${i}`,
        createdAt: new Date(BASE + i * 3_600_000 + 1),
      })),
    );

    const first = await listMyHomework(database.db, me);
    expect(first.items.map((h) => h.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Mine ${44 - i}`));
    expect(first.hasMore).toBe(true);
    expect(first.pendingCount).toBe(23);
    expect(first.totalCount).toBe(45);
    expect(first.items[0]).toMatchObject({ status: "assigned", therapistName: "Efua Mensah", response: null });
    expect(first.items[1]).toMatchObject({ status: "reviewed", response: "Answer 43" });

    const second = await listMyHomework(database.db, me, { show: "40" });
    expect(second.items).toHaveLength(40);
    expect(second.items.slice(0, 20)).toEqual(first.items);
    expect(second.hasMore).toBe(true);

    const all = await listMyHomework(database.db, me, { show: 60 });
    expect(all.items).toHaveLength(45);
    expect(all.items.at(-1)?.title).toBe("Mine 0");
    expect(all.hasMore).toBe(false);
    expect(all.items.every((h) => h.title.startsWith("Mine"))).toBe(true);

    const theirs = await listMyHomework(database.db, other);
    expect(theirs.items.map((h) => h.title)).toEqual(["Theirs 4", "Theirs 3", "Theirs 2", "Theirs 1", "Theirs 0"]);
    expect(theirs.pendingCount).toBe(5);
    expect(theirs.totalCount).toBe(5);
    expect(theirs.hasMore).toBe(false);
  });

  it("is empty for a new client", async () => {
    const fresh = await viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
    expect(await listMyHomework(database.db, fresh)).toEqual({
      items: [],
      hasMore: false,
      pendingCount: 0,
      totalCount: 0,
    });
  });
});

describe("homeworkShown", () => {
  it.each([
    [undefined, HOMEWORK_PAGE_SIZE],
    ["", HOMEWORK_PAGE_SIZE],
    ["abc", HOMEWORK_PAGE_SIZE],
    ["-40", HOMEWORK_PAGE_SIZE],
    ["40", 40],
    ["41", 60],
    ["1e9", 500],
  ])("reads %j as %i", (raw, shown) => {
    expect(homeworkShown(raw)).toBe(shown);
  });
});
