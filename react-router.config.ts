import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Overridable so that several builds (e.g. parallel test runs) never share a folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route known to the browser from the first page (decision 0027): no fetcher or link
  // waits on, or races, a manifest request, and none is answered by the catch-all page.
  routeDiscovery: { mode: "initial" },
  // The behaviour of React Router 8, adopted now (decision 0035).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
