// Entry of the production server build: Vite bundles this file together with the
// React Router app, so the app and the HTTP layer share one database and job runner.

import * as build from "virtual:react-router/server-build";
import { logConsoleAndCrashes } from "@server/lib/process-log";
import { startServer } from "./server";

export async function start(options: { clientDir: string; port?: number }) {
  const server = await startServer({ build, clientDir: options.clientDir, port: options.port });
  // From here on the process writes JSON lines only (its start-up banners are out).
  logConsoleAndCrashes();
  return server;
}
