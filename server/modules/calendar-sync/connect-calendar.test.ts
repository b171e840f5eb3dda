// Connecting and disconnecting a Google Calendar against the stand-in Google over HTTP.
import type { Database } from "@server/db/client";
import { auditLogs, calendarBusyTimes, calendarConnections } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { calendarDepsFor, connectGoogle, consent } from "@tests/support/calendar-world";
import { withTestDatabase } from "@tests/support/database";
import { type FakeGoogle, startFakeGoogle } from "@tests/support/fake-google";
import { insertPerson } from "@tests/support/fixtures";
import { queuedJobs } from "@tests/support/jobs";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarDeps } from "./calendar-deps";
import { completeCalendarConnect, startCalendarConnect } from "./connect-calendar";
import { disconnectCalendar } from "./disconnect-calendar";
import { getMyCalendarConnection, listCalendarConnections } from "./get-calendar-tab";
import { STATE_LIFETIME_MS } from "./oauth-state";

const database = withTestDatabase();
let fake: FakeGoogle;
let deps: CalendarDeps;
let db: Database;
let efua: Viewer;
let kojo: Viewer;
let client: Viewer;
let admin: Viewer;

beforeAll(async () => {
  fake = await startFakeGoogle();
  deps = calendarDepsFor(fake);
  db = database.db;
  const person = async (role: "admin" | "therapist" | "client", firstName: string) =>
    viewerFor(db, (await insertPerson(db, { role, firstName })).id);
  efua = await person("therapist", "Efua");
  kojo = await person("therapist", "Kojo");
  client = await person("client", "Ama");
  admin = await person("admin", "Abena");
});
afterAll(async () => fake?.close());

const connectionRow = async (userId: string) =>
  (await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)))[0];

describe("connecting a Google Calendar", () => {
  it("stores the primary calendar's address and the tokens, sealed", async () => {
    expect(await connectGoogle(db, deps, efua)).toEqual({ calendarEmail: efua.email });
    const row = await connectionRow(efua.userId);
    expect(row).toMatchObject({ isActive: true, syncEnabled: true, calendarEmail: efua.email });
    const token = fake.callsTo("POST", "/token").at(-1);
    expect(token?.body).toMatchObject({ grant_type: "authorization_code", client_id: "test-client-id" });
    // What Google issued never appears in the table as it was sent.
    const issued = fake.calls.filter((c) => c.path === "/calendar/v3/calendars/primary").at(-1);
    expect(issued).toBeDefined();
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(row?.accessToken).not.toContain("ya29");
    expect(row?.refreshToken).not.toContain("fake-refresh");
    expect(deps.box.open(row?.refreshToken ?? "")).toMatch(/^1\/\/fake-refresh-/);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.recordId, row?.id ?? ""));
    expect(audit.map((a) => a.action)).toEqual(["calendar.connected"]);
    expect((await queuedJobs(db, "refresh_calendar_busy")).map((j) => j.data)).toContainEqual({
      connectionId: row?.id,
    });
    expect(await getMyCalendarConnection(db, deps, efua)).toMatchObject({
      available: true,
      connected: true,
      calendarEmail: efua.email,
    });
  });

  it("asks Google for offline access, with a state bound to the person", async () => {
    const url = new URL(startCalendarConnect(deps, kojo));
    expect(url.origin).toBe(fake.url);
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("state")).toContain(kojo.userId);
  });

  it("refuses another person's state, a forged one and an expired one", async () => {
    const kojos = await consent(deps, kojo);
    expect(await rejection(completeCalendarConnect(db, deps, efua, kojos))).toMatchObject({
      code: "forbidden",
      message: "Failed to connect to Google Calendar",
    });
    const [who, expires, nonce] = kojos.state.split(".");
    const forged = { ...kojos, state: `${who}.${Number(expires) + 1}.${nonce}.${"A".repeat(43)}` };
    expect(await rejection(completeCalendarConnect(db, deps, kojo, forged))).toMatchObject({ code: "forbidden" });
    const late = new Date(Date.now() + STATE_LIFETIME_MS + 1000);
    expect(await rejection(completeCalendarConnect(db, deps, kojo, kojos, late))).toMatchObject({ code: "forbidden" });
    expect(await connectionRow(kojo.userId)).toBeUndefined();
  });

  it("takes a state once: the same answer again, or two at once, connects once", async () => {
    const answer = await consent(deps, kojo);
    const tokenCalls = fake.callsTo("POST", "/token").length;
    const [first, second] = await Promise.allSettled([
      completeCalendarConnect(db, deps, kojo, answer),
      completeCalendarConnect(db, deps, kojo, answer),
    ]);
    expect([first.status, second.status].sort()).toEqual(["fulfilled", "rejected"]);
    const again = await rejection(completeCalendarConnect(db, deps, kojo, answer));
    expect(again).toMatchObject({ code: "forbidden", message: "Failed to connect to Google Calendar" });
    expect(fake.callsTo("POST", "/token").length - tokenCalls).toBe(1);
    await disconnectCalendar(db, deps, kojo);
  });

  it("asks a signed-out person to sign in, and gives clients nothing", async () => {
    expect(await rejection(completeCalendarConnect(db, deps, null, { code: "x", state: "y" }))).toMatchObject({
      code: "unauthenticated",
      message: "Please sign in to connect your calendar",
    });
    expect(() => startCalendarConnect(deps, client)).toThrow(/therapists and administrators/);
    expect(await rejection(disconnectCalendar(db, deps, client))).toMatchObject({ code: "forbidden" });
  });

  it("says so when Google refuses the code", async () => {
    const answer = await consent(deps, kojo);
    fake.failNext("POST", "/token", 400);
    expect(await rejection(completeCalendarConnect(db, deps, kojo, answer))).toMatchObject({
      message: "Failed to connect to Google Calendar",
    });
  });

  it("is unavailable when the practice has not set Google up", async () => {
    const none = { ...deps, google: null };
    expect(() => startCalendarConnect(none, efua)).toThrow(/not set up/);
    expect(await getMyCalendarConnection(db, none, efua)).toMatchObject({ available: false });
  });

  it("shows admins every therapist's connection, and no one else", async () => {
    const rows = await listCalendarConnections(db, admin);
    expect(rows.find((r) => r.therapistId === efua.userId)).toMatchObject({
      connected: true,
      calendarEmail: efua.email,
    });
    expect(rows.find((r) => r.therapistId === kojo.userId)).toMatchObject({ connected: false, calendarEmail: null });
    expect(await rejection(listCalendarConnections(db, efua))).toMatchObject({ code: "forbidden" });
  });
});

describe("disconnecting", () => {
  it("revokes the grant at Google and deletes the tokens and busy times", async () => {
    const before = await connectionRow(efua.userId);
    const refresh = deps.box.open(before?.refreshToken ?? "");
    await db.insert(calendarBusyTimes).values({
      connectionId: before?.id ?? "",
      therapistId: efua.userId,
      externalEventId: "dentist",
      startsAt: new Date("2031-01-01T10:00:00Z"),
      endsAt: new Date("2031-01-01T11:00:00Z"),
    });
    await disconnectCalendar(db, deps, efua);
    expect(fake.callsTo("POST", "/revoke").map((c) => c.query.token)).toContain(refresh);
    const after = await connectionRow(efua.userId);
    expect(after).toMatchObject({ isActive: false, syncEnabled: false, accessToken: null, refreshToken: null });
    expect(
      await db
        .select()
        .from(calendarBusyTimes)
        .where(eq(calendarBusyTimes.connectionId, after?.id ?? "")),
    ).toEqual([]);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.recordId, after?.id ?? ""));
    expect(audit.map((a) => a.action)).toContain("calendar.disconnected");
    expect(await getMyCalendarConnection(db, deps, efua)).toMatchObject({ connected: false, calendarEmail: null });
    expect(await rejection(disconnectCalendar(db, deps, efua))).toMatchObject({ code: "not_found" });
  });
});
