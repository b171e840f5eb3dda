import { profiles, sessions } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listMySessions, MAX_UPCOMING_SHOWN, type MySessionsView, PAST_PAGE, SESSION_PAGE } from "./list-my-sessions";

const database = withTestDatabase();
let therapistId: string;
beforeAll(async () => {
  therapistId = (await insertPerson(database.db, { role: "therapist" })).id;
});

const NOW = new Date("2031-05-15T12:00:00Z");
const HOUR = 3_600_000;
/** Sessions `n` hours from NOW, one per two hours so none overlap. */
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

async function client(): Promise<Viewer> {
  return viewerFor(database.db, (await insertPerson(database.db, { role: "client" })).id);
}

const list = (view: MySessionsView) => {
  if (view.view !== "list") throw new Error("expected the list view");
  return view;
};
const starts = (sessions: { start: Date }[]) => sessions.map((s) => s.start.toISOString());

describe("listMySessions, list view", () => {
  it("shows upcoming (scheduled, future) soonest first and everything else newest first, only the viewer's", async () => {
    const me = await client();
    const other = await client();
    for (const [hours, status] of [
      [50, "scheduled"],
      [10, "scheduled"],
      [30, "cancelled"], // future but cancelled: not upcoming
      [-10, "scheduled"], // past although still scheduled
      [-30, "completed"],
      [-50, "no_show"],
    ] as const) {
      await insertSession(database.db, { clientId: me.userId, therapistId, start: at(hours), status });
    }
    await insertSession(database.db, { clientId: other.userId, therapistId, start: at(12) });

    const view = list(await listMySessions(database.db, me, {}, NOW));
    expect(starts(view.upcoming.sessions)).toEqual([at(10), at(50)].map((d) => d.toISOString()));
    expect(view.upcoming.next).toBeNull();
    expect(starts(view.past.sessions)).toEqual([at(30), at(-10), at(-30), at(-50)].map((d) => d.toISOString()));
    expect(view.past.sessions.map((s) => s.status)).toEqual(["cancelled", "scheduled", "completed", "no_show"]);
    expect(view.past).toMatchObject({ next: null, first: true });
    expect(view.upcoming.sessions[0]).toMatchObject({ therapistName: "Ama Mensah", booking: null });
  });

  it("gives an online session its join page, without a typed link, and an in-person one the address and map link", async () => {
    const me = await client();
    const online = await insertSession(database.db, { clientId: me.userId, therapistId, start: at(20) });
    const held = await insertSession(database.db, { clientId: me.userId, therapistId, start: at(22) });
    const inPerson = await insertService(database.db, { delivery: "in-person" });
    await database.db.update(sessions).set({ serviceId: inPerson.id }).where(eq(sessions.id, held.id));

    const [first, second] = list(await listMySessions(database.db, me, {}, NOW)).upcoming.sessions;
    expect(first?.place).toEqual({ inPerson: false, joinUrl: `/sessions/${online.id}/join` });
    const practice = practiceConfig();
    expect(second?.place).toEqual({
      inPerson: true,
      address: `${practice.address.line}, ${practice.address.locality}, ${practice.address.city}`,
      directionsUrl: practice.directionsUrl,
    });
  });

  it("reads a page at a time: upcoming grows by 'Show more', past pages follow each other without gaps", async () => {
    const me = await client();
    const upcomingCount = SESSION_PAGE + 5;
    const pastCount = PAST_PAGE * 2 + 3;
    for (let i = 1; i <= upcomingCount; i++) {
      await insertSession(database.db, { clientId: me.userId, therapistId, start: at(1000 + 2 * i) });
    }
    for (let i = 1; i <= pastCount; i++) {
      await insertSession(database.db, {
        clientId: me.userId,
        therapistId,
        start: at(-1000 - 2 * i),
        status: "completed",
      });
    }

    const first = list(await listMySessions(database.db, me, {}, NOW));
    expect(first.upcoming.sessions).toHaveLength(SESSION_PAGE);
    expect(first.upcoming.next).toBe(SESSION_PAGE * 2);
    const more = list(await listMySessions(database.db, me, { upcoming: String(first.upcoming.next) }, NOW));
    expect(more.upcoming.sessions).toHaveLength(upcomingCount);
    expect(more.upcoming.next).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = list(await listMySessions(database.db, me, cursor ? { before: cursor } : {}, NOW));
      expect(page.past.first).toBe(cursor === null);
      expect(page.past.sessions.length).toBeLessThanOrEqual(PAST_PAGE);
      seen.push(...starts(page.past.sessions));
      cursor = page.past.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: pastCount }, (_, i) => at(-1000 - 2 * (i + 1)).toISOString()));
  });

  it("breaks ties on the same start by id, so paging never skips or repeats a session", async () => {
    const me = await client();
    const others = await Promise.all(
      Array.from({ length: PAST_PAGE + 2 }, () => insertPerson(database.db, { role: "therapist" })),
    );
    // Same start, different therapists: no overlap for the database to refuse.
    const ids = [];
    for (const therapist of others) {
      ids.push(
        (await insertSession(database.db, { clientId: me.userId, therapistId: therapist.id, start: at(-500) })).id,
      );
    }
    const first = list(await listMySessions(database.db, me, {}, NOW));
    const second = list(await listMySessions(database.db, me, { before: first.past.next }, NOW));
    const all = [...first.past.sessions, ...second.past.sessions].map((s) => s.id);
    expect(new Set(all).size).toBe(ids.length);
    expect(all.sort()).toEqual([...ids].sort());
  });

  it("falls back to the first page for damaged parameters", async () => {
    const me = await client();
    await insertSession(database.db, { clientId: me.userId, therapistId, start: at(-3) });
    for (let i = 1; i <= SESSION_PAGE + 1; i++) {
      await insertSession(database.db, { clientId: me.userId, therapistId, start: at(3000 + 2 * i) });
    }
    for (const query of [
      { before: "garbage" },
      { before: "2031-01-01T00:00:00.000Z_not-a-uuid" },
      { upcoming: "-5" },
      { upcoming: String(MAX_UPCOMING_SHOWN + 1) },
      { view: "table" },
    ]) {
      const view = list(await listMySessions(database.db, me, query, NOW));
      expect(view.past.first).toBe(true);
      expect(view.past.sessions).toHaveLength(1);
      expect(view.upcoming.sessions).toHaveLength(SESSION_PAGE);
      expect(view.upcoming.next).toBe(SESSION_PAGE * 2);
    }
  });
});

describe("listMySessions, calendar view", () => {
  it("loads the sessions of one month of the viewer's own calendar, the current month by default", async () => {
    const me = await client();
    // In Tokyo (UTC+9): 31 May 20:00 UTC is already 1 June there.
    await database.db.update(profiles).set({ timezone: "Asia/Tokyo" }).where(eq(profiles.id, me.userId));
    const tokyo = { ...me, timezone: "Asia/Tokyo" };
    const lateMay = new Date("2031-05-31T20:00:00Z");
    const midMay = new Date("2031-05-20T10:00:00Z");
    const lateApril = new Date("2031-04-30T14:00:00Z"); // 30 April 23:00 in Tokyo
    for (const start of [lateMay, midMay, lateApril]) {
      await insertSession(database.db, { clientId: me.userId, therapistId, start, status: "completed" });
    }
    const may = await listMySessions(database.db, tokyo, { view: "calendar" }, NOW);
    expect(may).toMatchObject({ view: "calendar", month: "2031-05", timeZone: "Asia/Tokyo" });
    expect(may.view === "calendar" && starts(may.sessions)).toEqual([midMay.toISOString()]);

    const june = await listMySessions(database.db, tokyo, { view: "calendar", month: "2031-06" }, NOW);
    expect(june.view === "calendar" && starts(june.sessions)).toEqual([lateMay.toISOString()]);
    const april = await listMySessions(database.db, tokyo, { view: "calendar", month: "2031-04" }, NOW);
    expect(april.view === "calendar" && starts(april.sessions)).toEqual([lateApril.toISOString()]);

    const someoneElse = await client();
    const theirs = await listMySessions(database.db, someoneElse, { view: "calendar", month: "2031-05" }, NOW);
    expect(theirs.view === "calendar" && theirs.sessions).toEqual([]);
  });
});
