import { randomBytes, timingSafeEqual } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "@server/db/client";
import { controlFileFor } from "@server/db/pglite-lock";
import { isAppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { setUserRole } from "@server/modules/accounts";

/**
 * Operator commands reach a running server through here, because the embedded database
 * can only be open in one process. Only from this machine, only with the token the server
 * wrote (readable by its owner alone) beside the data folder.
 */
export function openControlChannel(pgliteDir: string, port: number) {
  const token = randomBytes(32).toString("base64url");
  const file = controlFileFor(pgliteDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
  const close = () => rmSync(file, { force: true });
  process.once("exit", close);
  return { token, close };
}

const isLoopback = (address: string | undefined) =>
  address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";

function authorized(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(String(req.headers.authorization ?? "").replace(/^Bearer /, ""));
  const expected = Buffer.from(token);
  return isLoopback(req.socket.remoteAddress) && given.length === expected.length && timingSafeEqual(given, expected);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error("body too large");
  }
  return JSON.parse(body || "{}");
}

/** Handles /internal/* requests; returns false for any other path. */
export async function handleInternal(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  token: string | undefined,
): Promise<boolean> {
  if (!req.url?.startsWith("/internal/")) return false;
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };
  if (!token || !authorized(req, token)) {
    reply(404, { error: "Not found" });
    return true;
  }
  if (req.method === "POST" && req.url === "/internal/user-role") {
    try {
      reply(200, await setUserRole(db, { kind: "operator" }, await readJson(req)));
    } catch (err) {
      if (isAppError(err)) reply(err.status, { error: err.message });
      else reply(400, { error: "Could not read the request" });
    }
    return true;
  }
  if (req.method === "POST" && req.url === "/internal/pglite-dump") {
    const client = pgliteOf(db);
    if (!client) reply(404, { error: "Not found" });
    else await sendPgliteDump(client, res, reply);
    return true;
  }
  reply(404, { error: "Not found" });
  return true;
}

/** The embedded database behind the Drizzle instance; undefined on PostgreSQL. */
function pgliteOf(db: Database): PGlite | undefined {
  const client = (db as unknown as { $client?: Partial<PGlite> }).$client;
  return typeof client?.dumpDataDir === "function" ? (client as PGlite) : undefined;
}

/**
 * npm run db:backup while this server has the data folder: the folder as one gzipped tar, as
 * PGlite dumps it. PGlite runs one statement at a time; the dump is taken in a transaction of its
 * own, so no other is half done in the copy. The checkpoint first writes the data files out, so
 * opening the copy replays little.
 */
async function sendPgliteDump(client: PGlite, res: ServerResponse, reply: (status: number, body: unknown) => void) {
  const started = performance.now();
  let bytes: Buffer;
  try {
    await client.exec("checkpoint");
    const dump = await client.transaction(() => client.dumpDataDir("gzip"));
    bytes = Buffer.from(await dump.arrayBuffer());
  } catch (err) {
    logger.error("database dump failed", errorFields(err));
    reply(500, { error: `The dump failed: ${err instanceof Error ? err.message : String(err)}` });
    return;
  }
  logger.info("database dump taken for a backup", { bytes: bytes.length, ms: Math.round(performance.now() - started) });
  res.writeHead(200, {
    "Content-Type": "application/gzip",
    "Content-Length": bytes.length,
    "Cache-Control": "no-store",
  });
  res.end(bytes);
}
