import { randomBytes } from "node:crypto";
import { tokenOfFeedFile } from "@domain/calendar-feed";
import { auditLogs, calendarFeeds, profiles, rateLimits, sessions } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { isAppError } from "@server/lib/errors";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { joinUrl } from "@server/modules/video";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertService, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { changeMyCalendarFeed } from "./change-my-calendar-feed";
import { getCalendarFeed } from "./get-calendar-feed";
import { getMyCalendarFeed } from "./get-my-calendar-feed";

const database = withTestDatabase();
const DAY = 86_400_000;
const HOST = new URL(publicUrl()).hostname;
// Whole minutes, as sessions are booked.
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const daysFromNow = (days: number, hour = 10) => {
  const day = new Date(NOW.getTime() + days * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  status: string;
  location: string | null;
  url: string | null;
  sequence: number;
  description: string;
}

/** The feed as a calendar app reads it. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      status: String(component.getFirstPropertyValue("status")),
      location: event.location,
      description: event.description,
      url: (component.getFirstPropertyValue("url") as string | null) ?? null,
      sequence: event.sequence,
    };
  });
  return {
    /** The sessions' ids, from the UIDs (feed-session-<id>@<host>), sorted. */
    sessionIds: events.map((e) => (e.uid.endsWith(`@${HOST}`) ? e.uid.slice(13, -HOST.length - 1) : e.uid)).sort(),
    timeZone: calendar.getFirstPropertyValue("x-wr-timezone"),
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events,
    text: ics,
    byId: (sessionId: string) => events.find((e) => e.uid.startsWith(`feed-session-${sessionId}@`)),
  };
}

/** The ids of the named sessions, sorted. */
const idsOf = (...names: string[]) => names.map((name) => s[name] as string).sort();

/** The tokens of the addresses each person was shown, by user id: the database keeps only hashes. */
const shown = new Map<string, string>();

/** Makes, renews or revokes the person's address, keeping the token of the address she was shown. */
async function change(viewer: Viewer, intent: string) {
  const { address } = await changeMyCalendarFeed(database.db, viewer, intent);
  if (address) {
    const token = tokenOfFeedFile(address.https.split("/").at(-1) ?? "");
    if (!token) throw new Error(`not a feed address: ${address.https}`);
    expect(address.webcal).toBe(address.https.replace(/^http:/, "webcal:"));
    shown.set(viewer.userId, token);
  }
  return address;
}

function tokenOf(viewer: Viewer): string {
  const token = shown.get(viewer.userId);
  if (!token) throw new Error("no calendar address");
  return token;
}

async function feedOf(token: string): Promise<ReturnType<typeof parse>> {
  const ics = await getCalendarFeed(database.db, { token }, NOW);
  if (ics === null) throw new Error("the feed answered nothing");
  return parse(ics);
}

async function rename(userId: string, firstName: string, lastName: string, timezone: string) {
  await database.db.update(profiles).set({ firstName, lastName, timezone }).where(eq(profiles.id, userId));
}

let ama: Viewer;
let efua: Viewer;
let kwame: Viewer;
let kojo: Viewer;
const s: Record<string, string> = {};

beforeAll(async () => {
  const db = database.db;
  const [a, e, k, j] = await Promise.all([
    insertPerson(db, { role: "client" }),
    insertPerson(db, { role: "therapist" }),
    insertPerson(db, { role: "client" }),
    insertPerson(db, { role: "therapist" }),
  ]);
  await rename(a.id, "Ama", "Owusu", "Europe/London");
  // A zone no one can use: the feed names the default zone instead.
  await rename(e.id, "Efua", "Asante", "Nowhere/Atlantis");
  await rename(k.id, "Kwame", "Boateng", "UTC");
  await rename(j.id, "Kojo", "Mensah", "UTC");
  ama = await viewerFor(db, a.id);
  efua = await viewerFor(db, e.id);
  kwame = await viewerFor(db, k.id);
  kojo = await viewerFor(db, j.id);
  const session = async (
    name: string,
    clientId: string,
    therapistId: string,
    start: Date,
    status = "scheduled",
    extra: Partial<typeof sessions.$inferInsert> = {},
  ) => {
    const row = await insertSession(db, { clientId, therapistId, start, status });
    if (Object.keys(extra).length > 0) await db.update(sessions).set(extra).where(eq(sessions.id, row.id));
    s[name] = row.id;
  };
  const inPerson = await insertService(db, { delivery: "in-person", name: "In-person therapy" });
  await session("amaOnline", a.id, e.id, daysFromNow(10), "scheduled", { meetingLink: "https://meet.example/ama-1" });
  await session("amaCancelled", a.id, e.id, daysFromNow(20), "cancelled");
  await session("amaPast", a.id, e.id, daysFromNow(-30), "completed");
  await session("amaInPerson", a.id, e.id, daysFromNow(40), "scheduled", { serviceId: inPerson.id });
  await session("amaTooOld", a.id, e.id, daysFromNow(-100), "completed");
  await session("amaTooFar", a.id, e.id, daysFromNow(380), "scheduled");
  await session("kwameWithEfua", k.id, e.id, daysFromNow(5));
  await session("kwameWithKojo", k.id, j.id, daysFromNow(10));
  for (const viewer of [ama, efua, kwame]) await change(viewer, "create-calendar-feed");
});

describe("a client's feed", () => {
  it("holds only her sessions in the window, with their UIDs, times and status", async () => {
    const feed = await feedOf(tokenOf(ama));
    expect(feed.sessionIds).toEqual(idsOf("amaOnline", "amaCancelled", "amaPast", "amaInPerson"));
    for (const name of ["amaTooOld", "amaTooFar", "kwameWithEfua", "kwameWithKojo"]) {
      expect(feed.byId(s[name] as string), name).toBeUndefined();
    }
    expect(feed.byId(s.amaOnline as string)).toMatchObject({
      start: daysFromNow(10).toISOString(),
      end: new Date(daysFromNow(10).getTime() + 3_600_000).toISOString(),
      summary: "Teletherapy Session with Efua Asante",
      status: "CONFIRMED",
      location: joinUrl(s.amaOnline as string),
      url: joinUrl(s.amaOnline as string),
    });
    expect(feed.byId(s.amaOnline as string)?.description).toContain(`Join online: ${joinUrl(s.amaOnline as string)}`);
    expect(feed.text).not.toContain("?pass=");
    expect(feed.byId(s.amaCancelled as string)).toMatchObject({
      status: "CANCELLED",
      summary: "Cancelled: Teletherapy Session with Efua Asante",
    });
    expect(feed.byId(s.amaPast as string)?.status).toBe("CONFIRMED");
    expect(feed.byId(s.amaInPerson as string)).toMatchObject({
      summary: "In-person therapy with Efua Asante",
      location: expect.stringContaining("Abelemkpe Road"),
      url: practiceConfig().directionsUrl,
    });
    expect(feed.byId(s.amaInPerson as string)?.description).not.toContain("/join");
    expect(feed.timeZone).toBe("Europe/London");
    expect(feed.name).toMatch(/ sessions$/);
  });

  it("keeps a moved session's UID and raises its SEQUENCE, so calendars move the event", async () => {
    const token = tokenOf(ama);
    const before = (await feedOf(token)).byId(s.amaOnline as string);
    const start = daysFromNow(11, 14);
    await database.db
      .update(sessions)
      .set({
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        // After the row was written, however long the set-up took (its SEQUENCE counts seconds since).
        updatedAt: new Date(Date.now() + 90_000),
      })
      .where(eq(sessions.id, s.amaOnline as string));
    const after = (await feedOf(token)).byId(s.amaOnline as string);
    expect(after?.uid).toBe(before?.uid);
    expect(after?.start).toBe(start.toISOString());
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
  });
});

describe("a therapist's feed", () => {
  it("holds only the sessions she is the therapist of, named with each client", async () => {
    const feed = await feedOf(tokenOf(efua));
    expect(feed.sessionIds).toEqual(idsOf("amaOnline", "amaCancelled", "amaPast", "amaInPerson", "kwameWithEfua"));
    expect(feed.byId(s.kwameWithKojo as string)).toBeUndefined();
    expect(feed.byId(s.kwameWithEfua as string)?.summary).toBe("Teletherapy Session with Kwame Boateng");
    expect(feed.byId(s.amaCancelled as string)?.status).toBe("CANCELLED");
    expect(feed.timeZone).toBe("UTC");
  });
});

describe("the feed's address", () => {
  it("is made once: a second create keeps it and shows nothing", async () => {
    const token = tokenOf(kwame);
    expect(token).toHaveLength(43);
    expect(await change(kwame, "create-calendar-feed")).toBeNull();
    expect(await feedOf(token)).toBeDefined();
    const created = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, kwame.userId), eq(auditLogs.action, "calendar_feed.created")));
    expect(created).toHaveLength(1);
    expect(JSON.stringify(created)).not.toContain(token);
  });

  it("is kept as its token's hash: what the database holds opens no feed", async () => {
    const token = tokenOf(kwame);
    const rows = await database.db.select().from(calendarFeeds);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(rows)).not.toContain(token);
    const mine = rows.find((row) => row.userId === kwame.userId);
    expect(mine?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await getCalendarFeed(database.db, { token: mine?.tokenHash ?? "" }, NOW)).toBeNull();
    expect(await getMyCalendarFeed(database.db, kwame)).toEqual({ createdAt: expect.any(Date) });
  });

  it("renewed: the old address answers nothing, the new one the same feed", async () => {
    const old = tokenOf(kwame);
    await change(kwame, "renew-calendar-feed");
    const renewed = tokenOf(kwame);
    expect(renewed).not.toBe(old);
    expect(await getCalendarFeed(database.db, { token: old }, NOW)).toBeNull();
    expect((await feedOf(renewed)).sessionIds).toEqual(idsOf("kwameWithEfua", "kwameWithKojo"));
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, kwame.userId), eq(auditLogs.action, "calendar_feed.renewed")));
    expect(entry).toMatchObject({ tableName: "calendar_feeds", recordId: kwame.userId });
  });

  it("revoked: the address answers nothing and the page offers to make one", async () => {
    const token = tokenOf(kwame);
    expect(await change(kwame, "revoke-calendar-feed")).toBeNull();
    expect(await getCalendarFeed(database.db, { token }, NOW)).toBeNull();
    expect(await getMyCalendarFeed(database.db, kwame)).toBeNull();
    const revoked = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, kwame.userId), eq(auditLogs.action, "calendar_feed.revoked")));
    expect(revoked).toHaveLength(1);
    // Revoking again changes nothing; renewing what is not there is refused.
    await changeMyCalendarFeed(database.db, kwame, "revoke-calendar-feed");
    await expect(changeMyCalendarFeed(database.db, kwame, "renew-calendar-feed")).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("answers nothing to a forged, malformed or someone else's-looking token", async () => {
    const real = tokenOf(ama);
    const forged = randomBytes(32).toString("base64url");
    const flipped = `${real.slice(0, -1)}${real.endsWith("A") ? "B" : "A"}`;
    for (const token of [forged, flipped, real.slice(1), `${real}A`, "", "' or 1=1 --", real.toLowerCase()]) {
      if (token === real) continue;
      expect(await getCalendarFeed(database.db, { token }, NOW), token).toBeNull();
    }
    // Kojo never made one.
    expect(await getMyCalendarFeed(database.db, kojo)).toBeNull();
  });

  it("refuses an unknown intent", async () => {
    const refusal = await changeMyCalendarFeed(database.db, ama, "delete-everything").catch((err: unknown) => err);
    expect(isAppError(refusal) && refusal.code).toBe("bad_request");
  });
});

describe("guessing addresses", () => {
  it("is stopped after the limit of wrong ones from an address; right ones do not count", async () => {
    const token = tokenOf(ama);
    const right = "198.51.100.20";
    for (let i = 0; i < 5; i++)
      expect(await getCalendarFeed(database.db, { token, ipAddress: right }, NOW)).not.toBeNull();
    const [counted] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `calendar-feed:address:${right}`));
    expect(counted?.count).toBe(0);

    const guesser = "203.0.113.9";
    for (let i = 0; i < 60; i++) {
      const guess = randomBytes(32).toString("base64url");
      expect(await getCalendarFeed(database.db, { token: guess, ipAddress: guesser }, NOW)).toBeNull();
    }
    const blocked = await getCalendarFeed(database.db, { token, ipAddress: guesser }, NOW).catch((err: unknown) => err);
    expect(isAppError(blocked) && blocked.code).toBe("rate_limited");
    // Another address is not held up.
    expect(await getCalendarFeed(database.db, { token, ipAddress: right }, NOW)).not.toBeNull();
  });
});
