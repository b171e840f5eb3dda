// The Jitsi rooms and tokens of online sessions, checked as the Jitsi server checks them: by the
// stand-in's own token check and, at the end, over real HTTP.
import { parseEnv } from "@server/lib/env";
import { checkJitsiToken, type FakeJitsi, startFakeJitsi } from "@tests/support/fake-jitsi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JitsiConfig, type JitsiPerson, jitsiConfig, jitsiJoinUrl, jitsiRoomName, jitsiToken } from "./jitsi";

const SECRET = "jitsi-test-secret-of-at-least-32-characters";
const config: JitsiConfig = { baseUrl: "https://meet.practice.example", appId: "practice-video", secret: SECRET };
const SESSION = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const OTHER_SESSION = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const validity = { notBefore: new Date("2031-05-06T09:45:00Z"), expiresAt: new Date("2031-05-06T10:50:00Z") };
const client: JitsiPerson = { id: "client-1", name: "Ama", moderator: false };
const therapist: JitsiPerson = { id: "therapist-1", name: "Efua", moderator: true };

const room = jitsiRoomName(config, SESSION);
const tokenFor = (person: JitsiPerson, forRoom = room) => jitsiToken(config, forRoom, person, validity);
const claimsOf = (token: string) => {
  const check = checkJitsiToken(config, token, room);
  if (!check.ok) throw new Error(check.reason);
  return check.claims;
};

describe("the practice's Jitsi settings", () => {
  it("are used only when the practice's video is Jitsi, and then must be complete", () => {
    expect(jitsiConfig(parseEnv({ VIDEO_PROVIDER: "google-meet" }))).toBeNull();
    expect(() => jitsiConfig(parseEnv({ VIDEO_PROVIDER: "jitsi", JITSI_URL: "https://meet.example" }))).toThrow(
      /JITSI_APP_ID/,
    );
    const set = { VIDEO_PROVIDER: "jitsi", JITSI_URL: "https://meet.example/", JITSI_APP_ID: "app" };
    expect(jitsiConfig(parseEnv({ ...set, JITSI_APP_SECRET: SECRET }))).toEqual({
      baseUrl: "https://meet.example",
      appId: "app",
      secret: SECRET,
    });
  });
});

describe("a session's room and tokens", () => {
  it("signs the token with the practice's secret, and no other secret verifies it", () => {
    const token = tokenFor(client);
    expect(checkJitsiToken(config, token, room)).toMatchObject({ ok: true });
    const otherSecret = { ...config, secret: "another-secret-of-at-least-32-characters!" };
    expect(checkJitsiToken(otherSecret, token, room)).toMatchObject({ ok: false, reason: "Bad signature" });
    expect(checkJitsiToken({ ...config, appId: "someone-else" }, token, room)).toMatchObject({ ok: false });
  });

  it("gives each session one room of its own, not to be guessed from its id", () => {
    expect(jitsiRoomName(config, SESSION)).toBe(room);
    expect(jitsiRoomName(config, OTHER_SESSION)).not.toBe(room);
    expect(room).not.toContain(SESSION.slice(0, 8));
    expect(jitsiRoomName({ ...config, secret: "another-secret-of-at-least-32-characters!" }, SESSION)).not.toBe(room);
    expect(claimsOf(tokenFor(client)).room).toBe(room);
  });

  it("holds a token to the room it was made for", () => {
    const otherRoom = jitsiRoomName(config, OTHER_SESSION);
    expect(checkJitsiToken(config, tokenFor(client, otherRoom), room)).toMatchObject({
      ok: false,
      reason: "Token is for another room",
    });
  });

  it("is valid from the start given until the expiry given (the session's end)", () => {
    const claims = claimsOf(tokenFor(client));
    expect(claims.nbf).toBe(validity.notBefore.getTime() / 1000);
    expect(claims.exp).toBe(validity.expiresAt.getTime() / 1000);
    expect(claims).toMatchObject({ aud: "jitsi", iss: config.appId });
  });

  it("makes the therapist the room's moderator, and the client not", () => {
    expect(claimsOf(tokenFor(therapist))).toMatchObject({
      moderator: true,
      context: { user: { name: "Efua", moderator: "true" } },
    });
    expect(claimsOf(tokenFor(client))).toMatchObject({
      moderator: false,
      context: { user: { name: "Ama", moderator: "false" } },
    });
  });

  it("turns recording, live streaming and transcription off, in the token and in the room's address", () => {
    expect(claimsOf(tokenFor(client)).context).toMatchObject({
      features: { recording: false, livestreaming: false, transcription: false },
    });
    const token = tokenFor(client);
    const url = new URL(jitsiJoinUrl(config, room, token, { displayName: "Ama", audioOnly: false }));
    expect(`${url.origin}${url.pathname}`).toBe(`${config.baseUrl}/${room}`);
    expect(url.searchParams.get("jwt")).toBe(token);
    const settings = new URLSearchParams(url.hash.slice(1));
    const setting = (key: string) => JSON.parse(settings.get(key) ?? "null");
    expect(setting("config.fileRecordingsEnabled")).toBe(false);
    expect(setting("config.localRecording.disable")).toBe(true);
    expect(setting("config.liveStreamingEnabled")).toBe(false);
    expect(setting("config.transcription.enabled")).toBe(false);
    expect(setting("config.startAudioOnly")).toBe(false);
    expect(setting("userInfo.displayName")).toBe("Ama");
  });

  it("asks the room for audio only when the connection check advised it", () => {
    const url = new URL(jitsiJoinUrl(config, room, tokenFor(client), { displayName: "Ama", audioOnly: true }));
    expect(JSON.parse(new URLSearchParams(url.hash.slice(1)).get("config.startAudioOnly") ?? "null")).toBe(true);
  });
});

describe("a Jitsi server with token authentication, over HTTP", () => {
  let jitsi: FakeJitsi;
  let served: JitsiConfig;
  beforeAll(async () => {
    jitsi = await startFakeJitsi({ appId: config.appId, secret: SECRET });
    served = { ...config, baseUrl: jitsi.url };
  });
  afterAll(() => jitsi?.stop());

  it("lets the right token into its room", async () => {
    const here = jitsiRoomName(served, SESSION);
    const token = jitsiToken(served, here, therapist, validity);
    const answer = await fetch(jitsiJoinUrl(served, here, token, { displayName: "Efua", audioOnly: false }));
    expect(answer.status).toBe(200);
    const page = await answer.text();
    for (const line of [
      `Room ${here}`,
      "Moderator: yes",
      "Name: Efua",
      `Valid until ${validity.expiresAt.toISOString()}`,
    ]) {
      expect(page).toContain(line);
    }
    expect(jitsi.visits.at(-1)).toMatchObject({ room: here, ok: true, claims: { room: here } });
  });

  it("refuses another room's token, a token signed with another secret, and no token", async () => {
    const here = jitsiRoomName(served, SESSION);
    const elsewhere = jitsiRoomName(served, OTHER_SESSION);
    const forElsewhere = jitsiToken(served, elsewhere, client, validity);
    const forged = jitsiToken(
      { ...served, secret: "a-forger-secret-of-at-least-32-characters" },
      here,
      client,
      validity,
    );
    const cases = [
      { url: `${jitsi.url}/${here}?jwt=${forElsewhere}`, reason: "Token is for another room" },
      { url: `${jitsi.url}/${here}?jwt=${forged}`, reason: "Bad signature" },
      { url: `${jitsi.url}/${here}`, reason: "No token" },
    ];
    for (const { url, reason } of cases) {
      const answer = await fetch(url);
      expect(answer.status, reason).toBe(403);
      expect(await answer.text()).toContain(reason);
      expect(jitsi.visits.at(-1)).toMatchObject({ room: here, ok: false, reason });
    }
  });
});
