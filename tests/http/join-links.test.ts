// A reminder's one-time link to a session's join page, over real HTTP: it is used up on opening,
// leaves a cookie for that page alone (its path, until the session's end) and takes itself out of
// the address; the cookie opens that page and no other, and signs no one in. The page may ask
// for the camera and microphone; no other page may.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { joinPath } from "../../domain/video";
import { sessions, users } from "../../server/db/schema";
import { PERMISSIONS_POLICY } from "../../server/http/security";
import { issueJoinPass } from "../../server/modules/video";
import { withAppServer } from "../support/app-server";
import { DEMO_LOGINS, send } from "../support/http-probe";

const server = withAppServer();
/** Ama's upcoming session with the director, and Kwame's with Kojo (seedId("session", ...)). */
const AMA_UPCOMING_SESSION = "2c334d18-f583-5d9e-885a-2fd2da3fce83";

async function passFor(email: string, sessionId: string): Promise<string> {
  const db = server.app.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!user || !session) throw new Error("the demo data has no such person or session");
  const link = await issueJoinPass(db, { sessionId, userId: user.id, expiresAt: session.endsAt });
  return new URL(link).search;
}

describe("a reminder's one-time link to the join page", () => {
  it("opens the page once, by a cookie for that page only, and signs no one in", async () => {
    const page = joinPath(AMA_UPCOMING_SESSION);
    const query = await passFor(DEMO_LOGINS.clientA.email, AMA_UPCOMING_SESSION);

    const opened = await send(server.app, { path: `${page}${query}` });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(page);
    const setCookie = opened.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      new RegExp(`^join-${AMA_UPCOMING_SESSION}=[^;]+; Path=${page}; Expires=[^;]+; HttpOnly; SameSite=Lax`),
    );
    const cookie = setCookie.split(";")[0] ?? "";

    const shown = await send(server.app, { path: page, cookie });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Join your session");
    expect(shown.headers.get("permissions-policy")).toBe(
      "camera=(self), microphone=(self), geolocation=(), payment=()",
    );
    // No bundle: the page is its HTML and its one inline script.
    expect(shown.text).not.toMatch(/<script[^>]+type="module"/);

    // Used up; and the cookie is no key to anything else.
    expect((await send(server.app, { path: `${page}${query}` })).status).toBe(404);
    const portal = await send(server.app, { path: "/client-dashboard", cookie });
    expect(portal.status).toBe(302);
    expect(portal.headers.get("location")).toBe("/auth");
    const kwames = await passFor(DEMO_LOGINS.clientB.email, AMA_UPCOMING_SESSION);
    expect((await send(server.app, { path: `${page}${kwames}` })).status).toBe(404);
  });

  it("leaves every other page without the camera or microphone", async () => {
    const home = await send(server.app, { path: "/" });
    expect(home.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  });

  it("serves the connection check's download: random bytes, never stored", async () => {
    const probe = await send(server.app, { path: "/api/video/probe" });
    expect(probe.status).toBe(200);
    expect(probe.headers.get("cache-control")).toBe("no-store");
    expect(Number(probe.headers.get("content-length") ?? probe.text.length)).toBeGreaterThan(100_000);
  });
});
