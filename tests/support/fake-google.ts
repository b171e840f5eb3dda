// A stand-in for Google's OAuth and Calendar servers over real HTTP, for tests and the browser
// tests' server: consent (approved at once, back to the redirect address with a code and the
// state), tokens, revocation, the primary calendar, events (insert, update, patch, delete, list
// with sync tokens, Meet conferences) and watch channels. It keeps every call so tests can look
// at them. Only node: builtins, so the browser tests' server can load it as it is.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeEvent {
  id: string;
  status?: string;
  [field: string]: unknown;
}

interface Stored {
  event: FakeEvent;
  /** The change counter when the event last changed, for incremental listing. */
  changed: number;
}

export interface FakeGoogle {
  url: string;
  calls: FakeCall[];
  /** Events by calendar id (the owner's address), deleted ones included with status "cancelled". */
  events(calendarId: string): FakeEvent[];
  /** An event made in the owner's own calendar (a busy time, say). */
  putEvent(calendarId: string, event: FakeEvent): void;
  /** The next list with a sync token answers 410 Gone, as Google does when it forgot the token. */
  forgetSyncTokens(): void;
  /** The next matching call answers with this status (once). */
  failNext(method: string, pathPart: string, status: number): void;
  callsTo(method: string, pathPart: string): FakeCall[];
  close(): Promise<void>;
}

const DEFAULT_EMAIL = "calendar-owner@example.test";
const MEET = "hangoutsMeet";

/** The Meet Google makes for a request: the same address for the same request id, as a test can expect. */
function meetFor(requestId: string): Pick<FakeEvent, "hangoutLink" | "conferenceData"> {
  const bytes = createHash("sha256").update(requestId).digest().subarray(0, 10);
  const letters = [...bytes].map((b) => String.fromCharCode(97 + (b % 26))).join("");
  const code = `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7)}`;
  const uri = `https://meet.google.com/${code}`;
  return {
    hangoutLink: uri,
    conferenceData: {
      createRequest: { requestId, conferenceSolutionKey: { type: MEET }, status: { statusCode: "success" } },
      entryPoints: [{ entryPointType: "video", uri, label: `meet.google.com/${code}` }],
      conferenceSolution: { key: { type: MEET }, name: "Google Meet" },
      conferenceId: code,
    },
  };
}

interface ConferenceData {
  createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } };
}

/**
 * The conference an event has after a write, as Google decides it. Without conferenceDataVersion=1
 * the body's conference data is ignored and the event keeps what it had. With it, a createRequest
 * makes a Meet (one a request id: a request the event has seen keeps its Meet), other conference
 * data is taken as sent, and none at all keeps the Meet on a patch but drops it on an update, which
 * replaces the whole event.
 */
function conferenceAfter(
  asked: unknown,
  before: FakeEvent | undefined,
  query: Record<string, string>,
  replaces: boolean,
): Partial<FakeEvent> {
  const kept = before?.conferenceData ? { conferenceData: before.conferenceData, hangoutLink: before.hangoutLink } : {};
  if (query.conferenceDataVersion !== "1") return kept;
  if (asked === undefined) return replaces ? {} : kept;
  const requestId = (asked as ConferenceData | null)?.createRequest?.requestId;
  if (!requestId) return asked === null ? {} : { conferenceData: asked };
  const seen = (kept.conferenceData as ConferenceData | undefined)?.createRequest?.requestId === requestId;
  return seen ? kept : meetFor(requestId);
}

/** Google refuses a conference of a kind it does not offer. */
const unknownConference = (body: unknown) => {
  const type = (body as { conferenceData?: ConferenceData } | null)?.conferenceData?.createRequest
    ?.conferenceSolutionKey?.type;
  return type !== undefined && type !== MEET;
};

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const calls: FakeCall[] = [];
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const calendars = new Map<string, Map<string, Stored>>();
  const failures: { method: string; pathPart: string; status: number }[] = [];
  let counter = 0;
  let forgetTokens = false;

  const calendar = (id: string) => {
    const found = calendars.get(id) ?? new Map<string, Stored>();
    calendars.set(id, found);
    return found;
  };
  const store = (calendarId: string, event: FakeEvent) => {
    counter += 1;
    calendar(calendarId).set(event.id, { event: { status: "confirmed", ...event }, changed: counter });
  };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { error: { code: status, message, errors: [{ message, reason: String(status) }] } });

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!text) return null;
    if ((req.headers["content-type"] ?? "").includes("application/json")) return JSON.parse(text);
    return Object.fromEntries(new URLSearchParams(text));
  }

  function token(res: ServerResponse, body: Record<string, string>) {
    const email =
      body.grant_type === "authorization_code"
        ? codes.get(body.code ?? "")
        : body.grant_type === "refresh_token"
          ? refreshTokens.get(body.refresh_token ?? "")
          : undefined;
    if (!email) return send(res, 400, { error: "invalid_grant", error_description: "Bad Request" });
    if (body.grant_type === "authorization_code") codes.delete(body.code ?? "");
    const access = `ya29.fake-${randomUUID()}`;
    accessTokens.set(access, email);
    const answer: Record<string, unknown> = { access_token: access, expires_in: 3599, token_type: "Bearer" };
    if (body.grant_type === "authorization_code") {
      const refresh = `1//fake-refresh-${randomUUID()}`;
      refreshTokens.set(refresh, email);
      answer.refresh_token = refresh;
    }
    send(res, 200, answer);
  }

  function events(req: IncomingMessage, res: ServerResponse, owner: string, rest: string[], body: unknown) {
    const [calendarId = "", , eventId] = rest;
    const id = decodeURIComponent(calendarId) === "primary" ? owner : decodeURIComponent(calendarId);
    if (id !== owner) return error(res, 404, "Not Found");
    const mine = calendar(id);
    const query = Object.fromEntries(new URL(req.url ?? "/", "http://x").searchParams);
    if (eventId === "watch" && req.method === "POST") {
      const channel = body as { id: string };
      return send(res, 200, {
        kind: "api#channel",
        id: channel.id,
        resourceId: `resource-${id}`,
        expiration: String(Date.now() + 7 * 86_400_000),
      });
    }
    const written = (before: FakeEvent | undefined, replaces: boolean) => {
      const { conferenceData, hangoutLink: _, ...event } = body as FakeEvent;
      return { ...event, ...conferenceAfter(conferenceData, before, query, replaces) };
    };
    if (req.method !== "GET" && req.method !== "DELETE" && unknownConference(body)) {
      return error(res, 400, "Invalid conference type value.");
    }
    if (!eventId && req.method === "POST") {
      const event = written(undefined, true) as FakeEvent;
      if (mine.has(event.id)) return error(res, 409, "The requested identifier already exists.");
      store(id, event);
      return send(res, 200, mine.get(event.id)?.event);
    }
    if (!eventId && req.method === "GET") {
      if (query.syncToken && forgetTokens) {
        forgetTokens = false;
        return error(res, 410, "Sync token is no longer valid, a full sync is required.");
      }
      const since = query.syncToken ? Number(query.syncToken.replace("sync-", "")) : -1;
      const items = [...mine.values()]
        .filter((s) => (since >= 0 ? s.changed > since : s.event.status !== "cancelled"))
        .map((s) => s.event);
      return send(res, 200, { kind: "calendar#events", items, nextSyncToken: `sync-${counter}` });
    }
    const stored = eventId ? mine.get(decodeURIComponent(eventId)) : undefined;
    if (!stored || !eventId) return error(res, 404, "Not Found");
    if (req.method === "DELETE") {
      if (stored.event.status === "cancelled") return error(res, 410, "Resource has been deleted");
      store(id, { ...stored.event, status: "cancelled" });
      return send(res, 204);
    }
    if (req.method === "PUT") store(id, { ...written(stored.event, true), id: stored.event.id });
    else if (req.method === "PATCH") {
      const { conferenceData: _, hangoutLink: __, ...earlier } = stored.event;
      store(id, { ...earlier, ...written(stored.event, false), id: stored.event.id });
    } else if (req.method !== "GET") return error(res, 405, "Method Not Allowed");
    send(res, 200, mine.get(stored.event.id)?.event);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake-google");
    const body = await readBody(req);
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method: req.method ?? "GET", path: url.pathname, query, body });
    const failure = failures.findIndex((f) => f.method === req.method && url.pathname.includes(f.pathPart));
    if (failure >= 0) {
      const status = failures.splice(failure, 1)[0]?.status ?? 500;
      return error(res, status, "Failure asked for by the test");
    }
    if (url.pathname === "/o/oauth2/v2/auth") {
      const code = `fake-code-${randomUUID()}`;
      codes.set(code, query.login_hint || DEFAULT_EMAIL);
      const back = new URL(query.redirect_uri ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", query.state ?? "");
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") return token(res, body as Record<string, string>);
    if (url.pathname === "/revoke" && req.method === "POST") {
      const revoked = query.token ?? (body as Record<string, string> | null)?.token ?? "";
      accessTokens.delete(revoked);
      refreshTokens.delete(revoked);
      return send(res, 200, {});
    }
    const owner = accessTokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!owner) return error(res, 401, "Invalid Credentials");
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== "calendar" || parts[1] !== "v3") return error(res, 404, "Not Found");
    if (parts[2] === "channels" && parts[3] === "stop") return send(res, 204);
    if (parts[2] === "calendars" && parts.length === 4 && req.method === "GET") {
      if (parts[3] !== "primary" && decodeURIComponent(parts[3] ?? "") !== owner) return error(res, 404, "Not Found");
      return send(res, 200, { kind: "calendar#calendar", id: owner, summary: owner, timeZone: "Africa/Accra" });
    }
    if (parts[2] === "calendars" && parts[4] === "events") return events(req, res, owner, parts.slice(3), body);
    error(res, 404, "Not Found");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => error(res, 500, String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  server.unref();

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    events: (calendarId) => [...calendar(calendarId).values()].map((s) => s.event),
    putEvent: (calendarId, event) => store(calendarId, event),
    forgetSyncTokens: () => {
      forgetTokens = true;
    },
    failNext: (method, pathPart, status) => failures.push({ method, pathPart, status }),
    callsTo: (method, pathPart) => calls.filter((c) => c.method === method && c.path.includes(pathPart)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
