import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { appDatabase } from "@server/db";
import type { DatabaseHandle } from "@server/db/client";
import { closePaystackRuntime } from "@server/integrations/paystack-runtime";
import { startJobEngine } from "@server/jobs/engine";
import { env, siteOrigins } from "@server/lib/env";
import { isDatabaseUnavailable } from "@server/lib/errors";
import { errorFields, logger, logRequest } from "@server/lib/logger";
import { inRequestScope, newRequestScope, type RequestScope } from "@server/lib/request-scope";
import { secretsOrExit } from "@server/lib/secrets";
import { retireDerivedCalendarKeys } from "@server/modules/calendar-sync";
import { checkClinicalKeys } from "@server/modules/clinical-keys";
import { liveStreams, SHUTDOWN_RETRY_MS } from "@server/realtime/event-stream";
import { jobHandlers } from "@server/worker/handlers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { requestScheme, visitorAddress } from "./client-address";
import { connectionDrain } from "./drain";
import { checkHealth } from "./health";
import { handleInternal, openControlChannel } from "./internal";
import { loadContext } from "./load-context";
import { BodyTooLargeError, readRequestBody, sendFetchResponse, toFetchRequest } from "./node-fetch";
import { outageAnswer } from "./outage";
import {
  bodyLimitFor,
  bodyTooLargeMessage,
  comesFromSite,
  FOREIGN_ORIGIN_MESSAGE,
  PRIVATE_NO_STORE,
  refusal,
  SIGNED_PATHS,
} from "./request-guards";
import {
  ALLOWED_METHODS,
  BAD_ADDRESS_MESSAGE,
  isAllowedMethod,
  METHOD_NOT_ALLOWED_MESSAGE,
  requestedUrl,
} from "./request-target";
import { createNonce, scriptFileHeaders, securityHeaders } from "./security";
import { hasSessionCookie, viewerForRequest } from "./session-viewer";
import { announceStartup } from "./startup";
import { indexStaticFiles, type StaticFiles } from "./static-files";

/** How long a stopping server waits for its running jobs, within the 5 s after the grace period. */
const JOB_STOP_MS = 4_000;

/** Token of this server's operator channel (embedded database only). */
let controlToken: string | undefined;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export interface ServerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build folder, served as static files (production). */
  clientDir?: string;
  /** Vite's dev middlewares (development). */
  viteMiddlewares?: Middleware;
  port?: number;
}

/** The visitor's address, seen through the TRUST_PROXY proxies in front of the server. */
function clientIp(req: IncomingMessage): string {
  return visitorAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], env().TRUST_PROXY);
}

function isHttps(req: IncomingMessage): boolean {
  return requestScheme(env().PUBLIC_URL, req.headers["x-forwarded-proto"], env().TRUST_PROXY) === "https";
}

export async function startServer(options: ServerOptions) {
  const dev = Boolean(options.viteMiddlewares);
  const secrets = secretsOrExit();
  const handle = await appDatabase();
  await retireDerivedCalendarKeys(handle.db, secrets);
  await checkClinicalKeys(handle.db, secrets.clinicalKeks);
  await announceStartup(handle);
  // Every server enqueues; only those with RUN_JOBS work the queues.
  // At shutdown a job still running after JOB_STOP_MS is left to be offered again (queues.ts).
  const jobs = await startJobEngine(handle, {
    handlers: env().RUN_JOBS ? jobHandlers() : undefined,
    stopTimeoutMs: JOB_STOP_MS,
  });

  const handleRequest = createRequestHandler(options.build, dev ? "development" : "production");
  const staticFiles = options.clientDir ? indexStaticFiles(path.resolve(options.clientDir)) : undefined;

  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId = randomUUID();
    // Everything logged while answering it carries its id (server/lib/request-scope.ts).
    const scope = newRequestScope(requestId);
    connections.track(res);
    res.on("finish", () => {
      const pathname = (req.url ?? "/").split("?")[0] ?? "/";
      const fields = {
        requestId,
        ip: clientIp(req),
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      logRequest(scope, fields, pathname.startsWith("/assets/") ? "debug" : "info");
    });
    const deps: RouteDeps = { handle, handleRequest, staticFiles, scope, dev, draining: connections.draining };
    const run = () =>
      inRequestScope(scope, () =>
        route(req, res, deps).catch((err) => {
          logger.error("request failed", { requestId, ...errorFields(err) });
          if (!res.headersSent && isDatabaseUnavailable(err)) {
            const outage = outageAnswer(req);
            res.writeHead(outage.status, { ...securityHeaders({ https: isHttps(req), dev }), ...outage.headers });
            res.end(outage.body);
            return;
          }
          if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
          res.end("Something went wrong");
        }),
      );
    if (options.viteMiddlewares) options.viteMiddlewares(req, res, () => void run());
    else void run();
  });
  const connections = connectionDrain(server);

  const port = options.port ?? env().PORT;
  await new Promise<void>((resolve) => server.listen(port, env().HOST, resolve));
  const control = handle.engine === "pglite" ? openControlChannel(env().PGLITE_DIR, port) : undefined;
  controlToken = control?.token;
  logger.info("server listening", { url: `http://localhost:${port}`, engine: handle.engine, dev });
  if (env().TRUST_PROXY > 0 && !env().PUBLIC_URL) {
    logger.warn("TRUST_PROXY is set without PUBLIC_URL: forms are accepted only from this machine's own address", {
      accepted: siteOrigins(),
    });
  }

  /**
   * Graceful: no new connection (and /healthz answers 503 on the open ones, so a proxy looks
   * elsewhere), idle keep-alive connections closed, live-update streams ended with a short retry
   * hint, requests in flight finished within SHUTDOWN_GRACE_MS and cut off after it; then the jobs
   * and everything else stop, in that order.
   */
  const shutdown = async (signal: string) => {
    const graceMs = env().SHUTDOWN_GRACE_MS;
    logger.info("shutting down", { signal, graceMs });
    // Whatever hangs past the grace period (and a little more for the jobs and the rest), the process ends.
    setTimeout(() => {
      logger.error("shutdown did not finish in time: exiting anyway");
      process.exit(1);
    }, graceMs + 5_000).unref();
    const drained = connections.drain(graceMs);
    liveStreams.endAll(SHUTDOWN_RETRY_MS);
    if (!(await drained)) logger.warn("requests still in flight at the end of the grace period were cut off");
    await jobs.stop();
    await closePaystackRuntime();
    control?.close();
    await handle.close();
    logger.info("shut down", { signal });
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

interface RouteDeps {
  handle: DatabaseHandle;
  handleRequest: ReturnType<typeof createRequestHandler>;
  staticFiles?: StaticFiles;
  scope: RequestScope;
  dev: boolean;
  /** The server is shutting down: it finishes what it has but wants no more. */
  draining: boolean;
}

async function route(req: IncomingMessage, res: ServerResponse, deps: RouteDeps) {
  const https = isHttps(req);
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";

  if (pathname === "/healthz") {
    const health = deps.draining ? { status: "shutting down" } : await checkHealth(deps.handle);
    // Telling the proxy to look elsewhere is part of a graceful stop, not a failure.
    if (deps.draining) deps.scope.routine = true;
    res.writeHead(health.status === "ok" ? 200 : 503, {
      ...securityHeaders({ https, dev: deps.dev }),
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
    });
    res.end(JSON.stringify(health));
    return;
  }

  if (await handleInternal(req, res, deps.handle.db, controlToken)) return;

  const fileHeaders = (contentType: string) =>
    contentType.startsWith("text/javascript")
      ? scriptFileHeaders({ https })
      : securityHeaders({ https, dev: deps.dev });
  if (deps.staticFiles?.serve(req, res, fileHeaders)) return;

  const siteUrl = siteOrigin(req, https);
  if (!SIGNED_PATHS.has(pathname) && !comesFromSite(req, siteOrigins())) {
    refuse(req, res, 403, FOREIGN_ORIGIN_MESSAGE, { https, dev: deps.dev });
    return;
  }
  if (!isAllowedMethod(req.method)) {
    refuse(req, res, 405, METHOD_NOT_ALLOWED_MESSAGE, { https, dev: deps.dev }, { Allow: ALLOWED_METHODS });
    return;
  }
  const url = requestedUrl(req, siteUrl);
  if (!url) {
    refuse(req, res, 400, BAD_ADDRESS_MESSAGE, { https, dev: deps.dev });
    return;
  }
  let body: Buffer | undefined;
  if (req.method !== "GET" && req.method !== "HEAD") {
    try {
      body = await readRequestBody(req, bodyLimitFor(pathname));
    } catch (err) {
      if (!(err instanceof BodyTooLargeError)) throw err;
      // The rest of the body is never read: the connection closes after the answer.
      refuse(req, res, 413, bodyTooLargeMessage(err.limit), { https, dev: deps.dev }, { Connection: "close" });
      return;
    }
  }

  const nonce = createNonce();
  const request = toFetchRequest(req, res, url, body);
  const viewer = await viewerForRequest(deps.handle.db, request);
  const context = loadContext({ nonce, requestId: deps.scope.requestId, clientIp: clientIp(req), viewer });
  let response = await deps.handleRequest(request, context);
  if (response.status >= 500 && deps.scope.databaseUnavailable) {
    // Whatever the route made of it, a request the database failed gets the outage answer.
    await response.body?.cancel();
    const outage = outageAnswer(req);
    response = new Response(outage.body, { status: outage.status, headers: outage.headers });
  }
  // What a signed-in person is shown, and any answer that sets a cookie, is theirs alone.
  const personal = hasSessionCookie(request) || response.headers.has("set-cookie");
  await sendFetchResponse(
    req,
    res,
    response,
    securityHeaders({ nonce, https, dev: deps.dev }),
    personal ? { "cache-control": PRIVATE_NO_STORE } : {},
    { secureCookies: https },
  );
}

function siteOrigin(req: IncomingMessage, https: boolean): string {
  return `${https ? "https" : "http"}://${req.headers.host ?? "localhost"}`;
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  security: { https: boolean; dev: boolean },
  extra: Record<string, string> = {},
) {
  const answer = refusal(req, status, message);
  res.writeHead(answer.status, {
    ...securityHeaders(security),
    "Content-Type": answer.type,
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(answer.body);
}
