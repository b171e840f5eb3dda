// A stand-in for a Jitsi Meet server with token authentication (prosody's "token" auth: HS256
// tokens signed with the app's secret), over real HTTP, for tests and the browser tests' server.
// `GET /<room>?jwt=<token>` answers a small page naming the room and what the token says of its
// person, or 403 with the reason the token is refused. It does not hold nbf and exp against its
// own clock, because the browser journeys run our server on a clock of their own: the page shows
// them instead. Every visit is kept so tests can look at them. Only node: builtins, so the browser
// tests' server can load it as it is.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface JitsiApp {
  /** The app id the server's token authentication is set up with: the tokens' issuer. */
  appId: string;
  secret: string;
}

export type JitsiClaims = Record<string, unknown> & {
  room?: unknown;
  moderator?: unknown;
  nbf?: unknown;
  exp?: unknown;
  context?: { user?: { name?: unknown; moderator?: unknown } };
};

export interface JitsiVisit {
  room: string;
  /** The token's claims when it could be read, whether or not it was accepted. */
  claims: JitsiClaims | null;
  ok: boolean;
  /** Why it was refused. */
  reason?: string;
}

export interface FakeJitsi {
  url: string;
  visits: JitsiVisit[];
  stop(): Promise<void>;
}

export type TokenCheck = { ok: true; claims: JitsiClaims } | { ok: false; claims: JitsiClaims | null; reason: string };

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

/** What the server makes of a token for `room`: accepted with its claims, or refused with a reason. */
export function checkJitsiToken(app: JitsiApp, token: string | null, room: string): TokenCheck {
  if (!token) return { ok: false, claims: null, reason: "No token" };
  const [header, payload, signature, ...extra] = token.split(".");
  if (!header || !payload || !signature || extra.length > 0)
    return { ok: false, claims: null, reason: "Malformed token" };
  let claims: JitsiClaims;
  try {
    if ((decode(header) as { alg?: unknown }).alg !== "HS256") {
      return { ok: false, claims: null, reason: "Not signed with HS256" };
    }
    claims = decode(payload) as JitsiClaims;
  } catch {
    return { ok: false, claims: null, reason: "Malformed token" };
  }
  const expected = createHmac("sha256", app.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, claims, reason: "Bad signature" };
  }
  if (claims.aud !== "jitsi") return { ok: false, claims, reason: "Wrong audience" };
  if (claims.iss !== app.appId) return { ok: false, claims, reason: "Wrong issuer" };
  if (claims.room !== room) return { ok: false, claims, reason: "Token is for another room" };
  return { ok: true, claims };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const timeOf = (seconds: unknown) =>
  typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : "not given";

function roomPage(room: string, claims: JitsiClaims): string {
  const moderator = claims.moderator === true || claims.context?.user?.moderator === "true";
  const lines = [
    `Moderator: ${moderator ? "yes" : "no"}`,
    `Name: ${String(claims.context?.user?.name ?? "")}`,
    `Valid from ${timeOf(claims.nbf)}`,
    `Valid until ${timeOf(claims.exp)}`,
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Room ${escapeHtml(room)}</title></head>
<body><h1>Room ${escapeHtml(room)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</body></html>`;
}

export async function startFakeJitsi(app: JitsiApp): Promise<FakeJitsi> {
  const visits: JitsiVisit[] = [];

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake-jitsi");
    const room = decodeURIComponent(url.pathname.slice(1));
    if ((req.method !== "GET" && req.method !== "HEAD") || !room || room.includes("/") || room === "favicon.ico") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const check = checkJitsiToken(app, url.searchParams.get("jwt"), room);
    if (!check.ok) {
      visits.push({ room, claims: check.claims, ok: false, reason: check.reason });
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end(`Refused: ${check.reason}`);
      return;
    }
    visits.push({ room, claims: check.claims, ok: true });
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(roomPage(room, check.claims));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  server.unref();
  return {
    url: `http://127.0.0.1:${port}`,
    visits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
