// A session's join page: only its client and therapist (signed in, by the page's cookie or by a
// one-time pass) may open it, everyone else gets the same not-found; it opens 15 minutes before the
// start and closes at the end; the client waits until her therapist joins, who is told once; the
// room behind it is the practice's Jitsi (a token per person, for that room, until the end), else
// a typed link, a Google Meet or the therapist's own room, else none.
import { JOIN_TEXT } from "@domain/video";
import {
  joinPasses,
  notificationPreferences,
  notifications,
  profiles,
  sessionRooms,
  sessions,
} from "@server/db/schema";
import { type JitsiConfig, jitsiRoomName } from "@server/integrations/jitsi";
import { SEND_SMS_JOB } from "@server/jobs/queues";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertSession, minutesAfter } from "@tests/support/fixtures";
import { queuedJobs } from "@tests/support/jobs";
import { insertViewer } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ENTER_TEXT, enterRoom } from "./enter-room";
import { type JoinVisitor, joinCookieValue } from "./join-access";
import { issueJoinPass } from "./join-passes";
import { getMyVideoRoom, setMyVideoRoom, VIDEO_ROOM_TEXT } from "./my-video-room";
import { openJoinPage } from "./open-join-page";
import { listWaitingClients } from "./waiting-clients";

const database = withTestDatabase();
const db = () => database.db;

const START = new Date("2031-06-02T14:00:00Z");
const jitsi: JitsiConfig = { baseUrl: "https://meet.practice.test", appId: "practice", secret: "s".repeat(40) };
const withJitsi = { jitsi, texts: false };
const noProvider = { jitsi: null, texts: false };
const signedIn = (viewer: Viewer | null): JoinVisitor => ({ viewer, pageCookie: null, pass: null });

async function onlineSession(options: { meetingLink?: string; sessionType?: string } = {}) {
  const therapist = await insertViewer(db(), { role: "therapist" });
  const client = await insertViewer(db(), { role: "client" });
  const session = await insertSession(db(), { clientId: client.userId, therapistId: therapist.userId, start: START });
  if (options.meetingLink || options.sessionType) {
    await db()
      .update(sessions)
      .set({ meetingLink: options.meetingLink ?? null, sessionType: options.sessionType ?? "teletherapy" })
      .where(eq(sessions.id, session.id));
  }
  return { therapist, client, session };
}

const notFound = (promise: Promise<unknown>) =>
  promise.then(
    () => "opened",
    (e: unknown) => `${(e as { code?: string }).code}: ${(e as Error).message}`,
  );

function tokenClaims(url: string) {
  const token = new URL(url).searchParams.get("jwt") ?? "";
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    room: string;
    exp: number;
    nbf: number;
    moderator: boolean;
  };
}

describe("who may open a session's join page", () => {
  it("its client and its therapist, and no one else: the same not-found for all the others", async () => {
    const { therapist, client, session } = await onlineSession();
    const at = minutesAfter(START, -10);
    expect(await openJoinPage(db(), signedIn(client), session.id, at, noProvider)).toMatchObject({
      role: "client",
      signedIn: true,
    });
    expect((await openJoinPage(db(), signedIn(therapist), session.id, at, noProvider)).role).toBe("therapist");

    const others = [
      await insertViewer(db(), { role: "client" }),
      await insertViewer(db(), { role: "therapist" }),
      await insertViewer(db(), { role: "admin" }),
      null,
    ];
    const answers = await Promise.all(
      others.map((viewer) => notFound(openJoinPage(db(), signedIn(viewer), session.id, at, noProvider))),
    );
    expect(new Set(answers)).toEqual(new Set(["not_found: Page not found"]));
    expect(await notFound(openJoinPage(db(), signedIn(client), "not-a-session", at))).toBe("not_found: Page not found");
    expect(await notFound(enterRoom(db(), signedIn(others[0] ?? null), session.id, { audioOnly: false }, at))).toBe(
      "not_found: Page not found",
    );
  });

  it("a reminder's one-time pass signs its person in for that page once; its cookie then keeps her there", async () => {
    const { client, session } = await onlineSession();
    const other = await onlineSession();
    const link = await issueJoinPass(db(), { sessionId: session.id, userId: client.userId, expiresAt: session.endsAt });
    const pass = new URL(link).searchParams.get("pass");
    expect(new URL(link).pathname).toBe(`/sessions/${session.id}/join`);
    const [stored] = await db().select().from(joinPasses).where(eq(joinPasses.sessionId, session.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(pass);

    const at = minutesAfter(START, -30);
    // Not for another session's page.
    expect(await notFound(openJoinPage(db(), { viewer: null, pageCookie: null, pass }, other.session.id, at))).toMatch(
      /^not_found/,
    );
    const page = await openJoinPage(db(), { viewer: null, pageCookie: null, pass }, session.id, at, noProvider);
    expect(page.role).toBe("client");
    expect(page.signedIn).toBe(false);
    expect(page.passUsed).toEqual({ userId: client.userId, expiresAt: session.endsAt });
    // Used up.
    expect(await notFound(openJoinPage(db(), { viewer: null, pageCookie: null, pass }, session.id, at))).toMatch(
      /^not_found/,
    );

    const cookie = joinCookieValue(session.id, client.userId, session.endsAt);
    const byCookie = { viewer: null, pageCookie: cookie, pass: null };
    expect((await openJoinPage(db(), byCookie, session.id, at, noProvider)).role).toBe("client");
    // The cookie is for this page only, until the session's end, and cannot be altered.
    expect(await notFound(openJoinPage(db(), byCookie, other.session.id, at))).toMatch(/^not_found/);
    expect(await notFound(openJoinPage(db(), byCookie, session.id, session.endsAt))).toMatch(/^not_found/);
    const forged = cookie.replace(client.userId, other.client.userId);
    expect(
      await notFound(openJoinPage(db(), { viewer: null, pageCookie: forged, pass: null }, session.id, at)),
    ).toMatch(/^not_found/);
  });
});

describe("when the page opens", () => {
  it("says when it opens before 15 minutes ahead, is open until the end, then says it ended", async () => {
    const { client, session } = await onlineSession();
    const early = await openJoinPage(db(), signedIn(client), session.id, minutesAfter(START, -20), noProvider);
    expect(early.window).toEqual({ state: "early", opensAt: minutesAfter(START, -15) });
    const open = await openJoinPage(db(), signedIn(client), session.id, minutesAfter(START, -10), noProvider);
    expect(open.window.state).toBe("open");
    const ended = await openJoinPage(db(), signedIn(client), session.id, session.endsAt, noProvider);
    expect(ended.window.state).toBe("ended");
  });

  it("keeps the same page when the session moves, and opens by its new time", async () => {
    const { client, session } = await onlineSession();
    const moved = minutesAfter(START, 24 * 60);
    await db()
      .update(sessions)
      .set({ startsAt: moved, endsAt: minutesAfter(moved, 60) })
      .where(eq(sessions.id, session.id));
    const page = await openJoinPage(db(), signedIn(client), session.id, minutesAfter(START, -10), noProvider);
    expect(page.window).toEqual({ state: "early", opensAt: minutesAfter(moved, -15) });
  });
});

describe("the waiting room", () => {
  it("tells the therapist once that her client is waiting, and lets the client in when she joins", async () => {
    const { therapist, client, session } = await onlineSession();
    const at = minutesAfter(START, -10);
    const first = await openJoinPage(db(), signedIn(client), session.id, at, withJitsi);
    expect(first).toMatchObject({ clientWaiting: true, therapistInRoom: false, mayEnter: false });
    await openJoinPage(db(), signedIn(client), session.id, minutesAfter(at, 1), withJitsi);

    const told = await db().select().from(notifications).where(eq(notifications.userId, therapist.userId));
    expect(told.map((n) => n.title)).toEqual([JOIN_TEXT.waitingNotice(client.firstName)]);
    expect(told[0]?.link).toBe(`/sessions/${session.id}/join`);
    const waiting = await listWaitingClients(db(), therapist, at);
    expect(waiting.map((w) => w.sessionId)).toEqual([session.id]);
    expect(await listWaitingClients(db(), await insertViewer(db(), { role: "therapist" }), at)).toEqual([]);
    expect(await listWaitingClients(db(), client, at)).toEqual([]);

    const refused = await notFound(enterRoom(db(), signedIn(client), session.id, { audioOnly: false }, at, withJitsi));
    expect(refused).toBe(`conflict: ${ENTER_TEXT.therapistNotYet}`);

    const therapistIn = await enterRoom(db(), signedIn(therapist), session.id, { audioOnly: false }, at, withJitsi);
    expect(await listWaitingClients(db(), therapist, at)).toEqual([]);
    const page = await openJoinPage(db(), signedIn(client), session.id, at, withJitsi);
    expect(page).toMatchObject({ therapistInRoom: true, mayEnter: true, clientWaiting: false });
    const clientIn = await enterRoom(db(), signedIn(client), session.id, { audioOnly: true }, at, withJitsi);

    // One room, a token each: the therapist moderates; both expire at the session's end.
    const mine = tokenClaims(therapistIn.url);
    const hers = tokenClaims(clientIn.url);
    expect(mine.room).toBe(jitsiRoomName(jitsi, session.id));
    expect(hers.room).toBe(mine.room);
    expect([mine.moderator, hers.moderator]).toEqual([true, false]);
    expect(hers.exp).toBe(session.endsAt.getTime() / 1000);
    expect(hers.nbf).toBe(minutesAfter(START, -15).getTime() / 1000);
    expect(new URL(therapistIn.url).pathname).toBe(`/${mine.room}`);
    expect(clientIn.url).toContain("config.startAudioOnly=true");
    const [room] = await db().select().from(sessionRooms).where(eq(sessionRooms.sessionId, session.id));
    expect(room?.therapistJoinedAt).toEqual(at);
    expect(room?.clientJoinedAt).toEqual(at);
  });

  it("texts a therapist who chose texts when her client waits, once; never one who did not", async () => {
    const { therapist, client, session } = await onlineSession();
    const phone = `+23324${String(Date.now()).slice(-7)}`;
    await db().update(profiles).set({ phone }).where(eq(profiles.id, therapist.userId));
    await db().insert(notificationPreferences).values({ userId: therapist.userId, smsReminders: true });
    const at = minutesAfter(START, -10);
    await openJoinPage(db(), signedIn(client), session.id, at, { jitsi: null, texts: true });
    await openJoinPage(db(), signedIn(client), session.id, minutesAfter(at, 2), { jitsi: null, texts: true });
    const texts = (await queuedJobs(db(), SEND_SMS_JOB)).filter((job) => job.data.to === phone);
    expect(texts.map((job) => job.data.message)).toEqual([
      expect.stringContaining(`${client.firstName} is waiting for your session at`),
    ]);

    const quiet = await onlineSession();
    await db()
      .update(profiles)
      .set({ phone: `${phone}9` })
      .where(eq(profiles.id, quiet.therapist.userId));
    await openJoinPage(db(), signedIn(quiet.client), quiet.session.id, at, { jitsi: null, texts: true });
    expect((await queuedJobs(db(), SEND_SMS_JOB)).filter((job) => job.data.to === `${phone}9`)).toEqual([]);
  });

  it("lets nobody in before the room opens or after the session's end", async () => {
    const { therapist, session } = await onlineSession();
    for (const at of [minutesAfter(START, -16), session.endsAt]) {
      expect(
        await notFound(enterRoom(db(), signedIn(therapist), session.id, { audioOnly: false }, at, withJitsi)),
      ).toBe(`conflict: ${ENTER_TEXT.notOpen}`);
    }
  });
});

describe("the room behind the page", () => {
  it("with no provider: none, unless a link was typed for the session or the therapist has her own room", async () => {
    const { therapist, client, session } = await onlineSession();
    const at = minutesAfter(START, -5);
    expect((await openJoinPage(db(), signedIn(client), session.id, at, noProvider)).room).toBeNull();
    expect(await notFound(enterRoom(db(), signedIn(therapist), session.id, { audioOnly: false }, at, noProvider))).toBe(
      `conflict: ${ENTER_TEXT.noVideo}`,
    );

    await setMyVideoRoom(db(), therapist, { roomUrl: " https://zoom.example/j/123 " });
    expect(await getMyVideoRoom(db(), therapist)).toBe("https://zoom.example/j/123");
    const own = await enterRoom(db(), signedIn(therapist), session.id, { audioOnly: false }, at, noProvider);
    expect(own.url).toBe("https://zoom.example/j/123");

    await db()
      .insert(sessionRooms)
      .values({ sessionId: session.id, meetLink: "https://meet.google.com/abc-defg-hij" })
      .onConflictDoUpdate({
        target: sessionRooms.sessionId,
        set: { meetLink: "https://meet.google.com/abc-defg-hij" },
      });
    const meet = await enterRoom(db(), signedIn(client), session.id, { audioOnly: false }, at, noProvider);
    expect(meet.url).toBe("https://meet.google.com/abc-defg-hij");
    expect((await openJoinPage(db(), signedIn(client), session.id, at, noProvider)).room).toBe("Google Meet");

    const typed = await onlineSession({ meetingLink: "https://whereby.example/room" });
    const link = await enterRoom(
      db(),
      signedIn(typed.therapist),
      typed.session.id,
      { audioOnly: false },
      at,
      withJitsi,
    );
    expect(link.url).toBe("https://whereby.example/room");
  });

  it("an in-person session's page gives the address and a map, and no room or waiting", async () => {
    const { therapist, client, session } = await onlineSession({ sessionType: "individual_therapy" });
    const at = minutesAfter(START, -10);
    const page = await openJoinPage(db(), signedIn(client), session.id, at, withJitsi);
    expect(page.inPerson?.address).toMatch(/Accra/);
    expect(page.inPerson?.mapUrl).toMatch(/^https:\/\//);
    expect(page.clientWaiting).toBe(false);
    expect(await notFound(enterRoom(db(), signedIn(therapist), session.id, { audioOnly: false }, at, withJitsi))).toBe(
      `conflict: ${ENTER_TEXT.inPerson}`,
    );
    const rooms = await db()
      .select()
      .from(sessionRooms)
      .where(and(eq(sessionRooms.sessionId, session.id)));
    expect(rooms).toEqual([]);
  });
});

describe("a therapist's own video room", () => {
  it("takes an https address, refuses anything else with a message, and is removed when emptied", async () => {
    const therapist = await insertViewer(db(), { role: "therapist" });
    for (const roomUrl of ["http://zoom.example/j/1", "zoom.example", "https://a b", "x".repeat(501)]) {
      expect(await notFound(setMyVideoRoom(db(), therapist, { roomUrl }))).toBe(
        `bad_request: ${VIDEO_ROOM_TEXT.invalid}`,
      );
    }
    await setMyVideoRoom(db(), therapist, { roomUrl: "https://meet.example/me" });
    await setMyVideoRoom(db(), therapist, { roomUrl: "" });
    expect(await getMyVideoRoom(db(), therapist)).toBeNull();
    const client = await insertViewer(db(), { role: "client" });
    expect(await notFound(setMyVideoRoom(db(), client, { roomUrl: "https://meet.example/me" }))).toMatch(/^forbidden/);
  });
});
