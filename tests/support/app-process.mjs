// The whole application in a process of its own, built as tests/support/app-server.ts builds it
// in the test's process (Vite compiles the sources, without hot reload, in front of the HTTP layer
// of server/http/server.ts), for tests about the process itself: its signals, its shutdown, its
// exit status. No production build is needed. The environment configures it as it does the
// production server (PORT, HOST, PUBLIC_URL, PGLITE_DIR or DATABASE_URL, ...).
//
//   node tests/support/app-process.mjs
import { createServer as createViteServer } from "vite";
import { withViteStartLock } from "./vite-start-lock.mjs";

const vite = await withViteStartLock(() =>
  createViteServer({
    configFile: "vite.config.ts",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  }),
);
// Vite closes itself and exits at SIGTERM: here the app's own shutdown is what answers it.
for (const listener of process.listeners("SIGTERM")) process.off("SIGTERM", listener);
const { startServer } = await vite.ssrLoadModule("/server/http/server.ts");
const build = await vite.ssrLoadModule("virtual:react-router/server-build");
await startServer({ build });
// As the production entry does (server/http/app.ts): JSON lines only from here on.
const { logConsoleAndCrashes } = await vite.ssrLoadModule("/server/lib/process-log.ts");
logConsoleAndCrashes();
