// A server in a process of its own on a PostgreSQL of the test's own, which the test first
// breaks (a table a page reads is renamed away) and then stops under it. A query that fails is
// a 500 told by one JSON line at error level, with the request's id and the error's message and
// stack. A database that cannot be reached is an outage: pages answer 503 with Retry-After and a
// page saying the site will be back shortly, endpoints and data requests the same in JSON, each
// told by one line at error level. Nothing the server writes meanwhile is anything but JSON.
import { OUTAGE_MESSAGE, OUTAGE_RETRY_SECONDS, OUTAGE_TITLE } from "@domain/outage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTemporaryPostgres, type TemporaryPostgres } from "../../scripts/temporary-postgres.mjs";
import { adminQuery } from "../support/admin-query";
import { DEMO_ACCOUNTS, type SendOptions, Visitor } from "../support/http-client";
import { jsonLine, type OutputLine, type ServerProcess, startServerProcess } from "../support/server-process";

let postgres: TemporaryPostgres;
let server: ServerProcess;
let databaseUrl: string;
/** Ama, signed in before anything breaks. */
let ama: Visitor;
let visitor: Visitor;

beforeAll(async () => {
  postgres = await startTemporaryPostgres();
  await adminQuery(postgres.url, "create database practice");
  const url = new URL(postgres.url);
  url.pathname = "/practice";
  databaseUrl = url.toString();
  server = await startServerProcess({ DATABASE_URL: databaseUrl });
  ama = await new Visitor(server.url).signIn(server.url, DEMO_ACCOUNTS.ama);
  visitor = new Visitor(server.url);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
}, 60_000);

type Line = Record<string, unknown>;

interface Exchange {
  status: number;
  headers: Headers;
  body: string;
  /** The server's line for the request ("msg":"request"). */
  requestLine: Line;
  /** Every line carrying the request's id. */
  lines: Line[];
}

/**
 * One request, and what the server wrote about it: its own line is found by its path (the
 * requests here go one at a time), the others by the id that line carries.
 */
async function exchange(who: Visitor, path: string, options: SendOptions = {}): Promise<Exchange> {
  const since = server.mark();
  const response = await who.send(server.url, path, options);
  const body = await response.text();
  const pathname = path.split("?")[0];
  const written = () => since().map((line) => jsonLine(line) ?? {});
  await expect
    .poll(() => written().some((line) => line.msg === "request" && line.path === pathname), { timeout: 5_000 })
    .toBe(true);
  const requestLine = written().find((line) => line.msg === "request" && line.path === pathname) ?? {};
  const lines = written().filter((line) => line.requestId === requestLine.requestId);
  return { status: response.status, headers: response.headers, body, requestLine, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A stack trace: "    at fn (file:line:col)". */
const STACK = /\n\s+at [^\n]+:\d+:\d+/;

/** The request was told of by exactly one line at error level, with its id, message and stack. */
function expectOneErrorLine(answer: Exchange, what: string): Line {
  expect(answer.requestLine.requestId, what).toMatch(UUID);
  const errors = answer.lines.filter((line) => line.level === "error");
  expect(errors, `${what}: ${JSON.stringify(answer.lines)}`).toHaveLength(1);
  const [line] = errors as [Line];
  expect(typeof line.error, what).toBe("string");
  expect(String(line.stack), what).toMatch(STACK);
  expect(answer.body, `${what}: no stack trace in the answer`).not.toMatch(STACK);
  // A failed query is logged without its values (here, for a signed-in request, her session token).
  expect(JSON.stringify(line), what).not.toContain("params:");
  return line;
}

const SLOTS = "/api/booking/slots?serviceId=individual-teletherapy&day=2030-01-07";

describe("a query that fails", () => {
  it("answers 500, told by one line at error level with the request's id, message and stack", async () => {
    await adminQuery(databaseUrl, "alter table services rename to services_away");
    try {
      for (const [who, path] of [
        [visitor, "/services"],
        [visitor, "/services.data"],
        [visitor, SLOTS],
      ] as const) {
        const answer = await exchange(who, path);
        expect(answer.status, path).toBe(500);
        const line = expectOneErrorLine(answer, path);
        expect(JSON.stringify(line), path).toContain('relation \\"services\\" does not exist');
        expect(line.databaseUnavailable, path).toBeUndefined();
      }
    } finally {
      await adminQuery(databaseUrl, "alter table services_away rename to services");
    }
    expect((await exchange(visitor, "/services")).status).toBe(200);
  });
});

describe("a database that cannot be reached", () => {
  let since: () => OutputLine[];
  beforeAll(async () => {
    since = server.mark();
    await postgres.stop();
  }, 60_000);

  it("makes pages answer 503 with Retry-After and a page saying the site will be back shortly", async () => {
    for (const [who, path, options] of [
      [visitor, "/services", {}], // a loader that throws
      [visitor, "/wellness-kit", {}], // a loader that logs and answers 503 itself
      [ama, "/client-dashboard", {}], // the signed-in person's session, read before any route
      [visitor, "/auth", { form: { intent: "signin", ...DEMO_ACCOUNTS.kwame } }], // an action
    ] as const) {
      const answer = await exchange(who, path, options);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe(String(OUTAGE_RETRY_SECONDS));
      expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(answer.body, path).toContain(OUTAGE_TITLE);
      expect(expectOneErrorLine(answer, path).databaseUnavailable, path).toBe(true);
    }
  });

  it("makes endpoints and page data answer 503 with Retry-After and a message in JSON", async () => {
    for (const [who, path, options] of [
      [visitor, "/services.data", {}],
      [visitor, SLOTS, {}],
      [ama, "/client-dashboard/messages.data", {}],
      [ama, "/api/messages", { form: { content: "Are you there?" } }],
    ] as const) {
      const answer = await exchange(who, path, options);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe(String(OUTAGE_RETRY_SECONDS));
      expect(JSON.parse(answer.body), path).toEqual({ ok: false, error: OUTAGE_MESSAGE });
      expect(expectOneErrorLine(answer, path).databaseUnavailable, path).toBe(true);
    }
  });

  it("leaves the pages that need no database answering", async () => {
    const answer = await exchange(visitor, "/about");
    expect(answer.status).toBe(200);
    expect(answer.lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("is said by /healthz, and the server writes nothing but JSON lines meanwhile", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect((await health.json()).database.ok).toBe(false);
    const printed = since();
    expect(printed.filter((line) => jsonLine(line) === undefined).map((line) => line.text.slice(0, 300))).toEqual([]);
  });
});
