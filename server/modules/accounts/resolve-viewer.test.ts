// resolveViewer reads the session cookie itself (one query instead of the authentication
// library's look-up plus ours): it must accept and refuse exactly the sessions the library does.

import { authSessions } from "@server/db/schema";
import { cookieHeader, testAuth } from "@tests/support/auth";
import { withTestDatabase } from "@tests/support/database";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "./auth";
import { registerClient } from "./register-client";
import { resolveViewer } from "./resolve-viewer";
import { signIn } from "./sign-in";

const database = withTestDatabase();
let auth: Auth;
const meta = { ipAddress: "198.51.100.9", headers: new Headers() };

beforeAll(async () => {
  auth = testAuth(database.db);
  await registerClient(database.db, {
    firstName: "Efua",
    lastName: "Mensah",
    email: "efua@example.com",
    password: "secret1-2026",
  });
});

async function signedIn() {
  const result = await signIn(database.db, auth, { email: "efua@example.com", password: "secret1-2026" }, meta);
  return cookieHeader(result.cookies);
}

/** The session cookie's name=value pair, and the header with it replaced. */
function sessionPair(headers: Headers) {
  const pair = (headers.get("cookie") ?? "").split("; ").find((p) => p.includes("session_token=")) ?? "";
  const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
  const withValue = (next: string) => new Headers({ cookie: `${name}=${next}` });
  return { name, value: decodeURIComponent(value), withValue };
}

const resolve = (headers: Headers) => resolveViewer(database.db, auth, headers, { recordActivity: false });
const librarySession = (headers: Headers) => auth.api.getSession({ headers, query: { disableRefresh: true } });

describe("resolveViewer and the authentication library agree", () => {
  it("accepts a signed-in cookie: the same session the library finds", async () => {
    const headers = await signedIn();
    const { viewer } = await resolve(headers);
    const library = await librarySession(headers);
    expect(viewer).toMatchObject({ firstName: "Efua", email: "efua@example.com", role: "client" });
    expect(viewer?.sessionId).toBe(library?.session.id);
  });

  it("refuses a cookie whose token or signature was changed, and one without a signature", async () => {
    const { value, withValue } = sessionPair(await signedIn());
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const forged = [
      `${flip(token, 0)}.${signature}`,
      `${token}.${flip(signature, 5)}`,
      // The same signature in base64url letters: the library refuses it, so must we.
      `${token}.${signature.replaceAll("+", "-").replaceAll("/", "_")}`,
      token,
      `${token}.`,
    ].filter((cookie) => cookie !== value);
    for (const cookie of forged) {
      const headers = withValue(encodeURIComponent(cookie));
      expect((await resolve(headers)).viewer).toBeNull();
      expect(await librarySession(headers)).toBeNull();
    }
    expect((await resolve(withValue(encodeURIComponent(value)))).viewer).not.toBeNull();
  });

  it("refuses a session past its expiry and deletes it, as the library does", async () => {
    const headers = await signedIn();
    const { viewer } = await resolve(headers);
    await database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, viewer?.sessionId ?? ""));
    expect(await resolve(headers)).toEqual({ viewer: null, expiredForInactivity: false });
    expect(
      await database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, viewer?.sessionId ?? "")),
    ).toEqual([]);
    expect(await librarySession(headers)).toBeNull();
  });

  it("refuses a session that was ended (signed out elsewhere)", async () => {
    const headers = await signedIn();
    const { viewer } = await resolve(headers);
    await database.db.delete(authSessions).where(eq(authSessions.id, viewer?.sessionId ?? ""));
    expect((await resolve(headers)).viewer).toBeNull();
    expect(await librarySession(headers)).toBeNull();
  });

  it("reads no one from a request without the cookie, or with another cookie of that name's prefix", async () => {
    const { name, value } = sessionPair(await signedIn());
    expect((await resolve(new Headers())).viewer).toBeNull();
    expect((await resolve(new Headers({ cookie: `x${name}=${encodeURIComponent(value)}` }))).viewer).toBeNull();
  });
});
