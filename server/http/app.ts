// Entry of the production server build: Vite bundles this file together with the
// React Router app, so the app and the HTTP layer share one database and job runner.
import * as build from "virtual:react-router/server-build";
import { startServer } from "./server";

export function start(options: { clientDir: string; port?: number }) {
  return startServer({ build, clientDir: options.clientDir, port: options.port });
}
