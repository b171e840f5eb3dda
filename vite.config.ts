import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** What the chunking below reads from Rolldown's module graph. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[]; code: string | null } | null;
}

const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const ROUTES_DIR = /[\\/]app[\\/]routes[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const APP_CODE = /[\\/](app|domain)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
// React DOM's renderer and its scheduler: only the client entry imports them (to hydrate).
const DOM_RENDERER = /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/** A shared module at most this long (source bytes) may ride along in the root chunk... */
const SMALL_MODULE = 8 * 1024;
/** ...when at least this many routes use it. */
const WIDELY_SHARED = 3;

// Rolldown reuses ModuleInfo objects within one chunking pass, so they key the caches.
const closures = new WeakMap<object, Set<string>>();
const routeCounts = new WeakMap<object, number>();

/** Every module `start` imports statically, directly or not, itself included. */
function staticImports(graph: ModuleGraph, start: string): Set<string> {
  const info = graph.getModuleInfo(start);
  if (!info) return new Set();
  const cached = closures.get(info);
  if (cached) return cached;
  const seen = new Set<string>();
  const stack = [start];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  closures.set(info, seen);
  return seen;
}

/** How many route modules import `id` statically, directly or not. */
function routesUsing(graph: ModuleGraph, id: string): number {
  const info = graph.getModuleInfo(id);
  if (!info) return 0;
  const cached = routeCounts.get(info);
  if (cached !== undefined) return cached;
  const routes = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (ROUTES_DIR.test(current)) routes.add(current.replace(/\?.*$/, ""));
    stack.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  routeCounts.set(info, routes.size);
  return routes.size;
}

/** Small app code used by several routes that pulls in no library beyond React and icons. */
function smallSharedHelper(graph: ModuleGraph, id: string): boolean {
  if (!APP_CODE.test(id) || NODE_MODULES.test(id)) return false;
  const code = graph.getModuleInfo(id)?.code;
  if (code == null || code.length > SMALL_MODULE) return false;
  const seen = new Set<string>();
  const stack = [id];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (FRAMEWORK.test(current) || ICONS.test(current)) continue;
    if (NODE_MODULES.test(current)) return false;
    stack.push(...(graph.getModuleInfo(current)?.importedIds ?? []));
  }
  return routesUsing(graph, id) >= WIDELY_SHARED;
}

/**
 * Few, larger chunks (ADR 0009). On a phone on a slow network every request costs round
 * trips, and a page used to preload 25-30 scripts, most under a kilobyte. Now a page loads
 * two chunks of about the same size that every page needs, and its own route chunk (plus any
 * library only it uses):
 * - the client entry: React DOM's renderer (Rolldown puts it there by itself);
 * - the root chunk: React, React Router, everything the root route imports (every page runs
 *   it anyway), the icons (a few kilobytes, used across the site; lucide's barrel file makes
 *   them all reachable from the root) and small helpers most routes share.
 */
const clientChunks = {
  groups: [
    {
      name: (id: string, graph: ModuleGraph) =>
        (FRAMEWORK.test(id) && !DOM_RENDERER.test(id)) ||
        id.startsWith(ROOT_ROUTE) ||
        id.includes("vite/preload-helper") ||
        staticImports(graph, ROOT_ROUTE).has(id) ||
        smallSharedHelper(graph, id)
          ? "root"
          : null,
    },
  ],
};

/**
 * Lets the root route's chunk carry what it shares with other chunks. React Router asks for
 * strict entry signatures, which would keep that code in a separate chunk behind a one-line
 * facade (one more request). Route modules are read by their export names, so extra exports
 * do no harm.
 */
const routeChunksMayExportMore: Plugin = {
  name: "route-chunks-may-export-more",
  enforce: "post",
  configEnvironment(name) {
    if (name === "client") return { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } };
  },
};

// The server build's entry is our own HTTP layer, which mounts the React Router
// handler: one module graph, so the database and job runner exist once per process.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/http/app.ts" } : { output: { codeSplitting: clientChunks } },
  },
  plugins: [tailwindcss(), reactRouter(), routeChunksMayExportMore],
}));
