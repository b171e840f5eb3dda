// The whole application in the test's process: the HTTP layer of server/http/server.ts in front of
// the React Router build that Vite compiles from the sources (as `npm run dev` does, without hot
// reload), on a fresh database with the demo data. Tests talk to it over real HTTP and read its
// database directly, because both are the same module instances, loaded through Vite.
//
// Vite compiles the sources once per test worker (one dev server, kept for the worker's files);
// each app gets a module runner of its own, so its modules are new instances (its settings read
// afresh, its own database and caches) evaluated from the compiled code.
import { randomUUID } from "node:crypto";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "../../scripts/temporary-postgres.mjs";
import type { Database } from "../../server/db/client";
import { adminQuery } from "./admin-query";
import { withViteStartLock } from "./vite-start-lock.mjs";

export interface AppServer {
  /** http://127.0.0.1:port */
  url: string;
  db: Database;
  build: ServerBuild;
  /** A module of the app, as the running app has it (the same instance: its caches, its secrets). */
  load<T>(id: string): Promise<T>;
  close(): Promise<void>;
}

export interface AppServerOptions {
  /**
   * Settings of this server alone (e.g. TRUST_PROXY): in the environment while it starts, which
   * is when the app reads its settings, and as they were again afterwards.
   */
  env?: Record<string, string>;
}

/**
 * Starts the app on a free port: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Jobs do not run, so what a
 * request writes is all the test sees.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dbName = `test_app_${randomUUID().replaceAll("-", "")}`;
  const settings: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    RUN_JOBS: "false",
    NODE_ENV: "test",
    ...(serverUrl ? { DATABASE_URL: databaseUrl(serverUrl, dbName) } : { PGLITE_DIR: "memory://", DATABASE_URL: "" }),
  };
  // The app reads its settings while it starts; the test's process has its own again afterwards.
  const saved = Object.keys({ ...settings, ...options.env }).map((name) => [name, process.env[name]] as const);
  const restore = () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  Object.assign(process.env, settings, options.env);

  const { createServerModuleRunner } = await import("vite");
  const vite = await workerVite();
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  const load = <T>(id: string) => runner.import(id) as Promise<T>;
  const { startServer } = await load<typeof import("../../server/http/server")>("/server/http/server.ts");
  const { appDatabase } = await load<typeof import("../../server/db/index")>("/server/db/index.ts");
  const build = await load<ServerBuild>("virtual:react-router/server-build");
  let http: Awaited<ReturnType<typeof startServer>>;
  let handle: Awaited<ReturnType<typeof appDatabase>>;
  try {
    if (serverUrl) await adminQuery(serverUrl, `create database ${dbName}`);
    http = await startServer({ build, port });
    handle = await appDatabase();
  } finally {
    restore();
  }

  return {
    url,
    db: handle.db,
    build,
    load,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await (await load<typeof import("../../server/jobs/engine")>("/server/jobs/engine.ts")).stopJobEngines();
      await handle.close();
      await runner.close();
      if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let vite: Promise<ViteDevServer> | undefined;

/** This worker's Vite: its compiled modules serve every app the worker starts. */
function workerVite(): Promise<ViteDevServer> {
  vite ??= import("vite").then(({ createServer }) =>
    withViteStartLock(() =>
      createServer({
        configFile: "vite.config.ts",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: "custom",
        logLevel: "error",
      }),
    ),
  );
  return vite;
}

/** The app for the tests of one file: started before them, closed after them. */
export function withAppServer(options: AppServerOptions = {}): { readonly app: AppServer } {
  let started: AppServer | undefined;
  beforeAll(async () => {
    started = await startAppServer(options);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    get app() {
      if (!started) throw new Error("withAppServer: the app runs only in tests and hooks, after its beforeAll");
      return started;
    },
  };
}
