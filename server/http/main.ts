// Development server: Vite in middleware mode (hot reload) in front of the same HTTP
// layer as production. Run with `npm run dev`.

import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const { startServer } = (await vite.ssrLoadModule("/server/http/server.ts")) as typeof import("./server");
await startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  viteMiddlewares: vite.middlewares,
});
