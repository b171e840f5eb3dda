// How the browser build is split into chunks (decision 0009): the rules that put each module of
// the client build in the root chunk, the portal chunk or a chunk of its own, and the two plugins
// they rely on. vite.config.ts applies them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What the chunking below reads from Rolldown's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    /** The modules that import this one with `import()`. */
    dynamicImporters?: readonly string[];
    code: string | null;
  } | null;
}

const ROUTES_DIR = /[\\/]app[\\/]routes[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const APP_CODE = /[\\/](app|domain)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
// React DOM's renderer and its scheduler: only the client entry imports them (to hydrate).
const DOM_RENDERER = /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/**
 * Routes only a signed-in person opens: the portals, booking and paying. Every other route is a
 * page anyone may land on first; those are the pages the root chunk is for.
 */
const SIGNED_IN_ROUTES =
  /[\\/]app[\\/]routes[\\/](admin-dashboard|therapist-dashboard|client-dashboard|book|support-plans\.checkout|payment-success)\./;
/** A shared module at most this long (source bytes) may ride along in a shared chunk... */
const SMALL_MODULE = 8 * 1024;
/** ...when at least this many routes use it. */
const WIDELY_SHARED = 3;
/** An icon is a few hundred bytes, less than a request of its own costs: two routes are enough. */
const sharedEnough = (id: string, routes: number) => routes >= (ICONS.test(id) ? 2 : WIDELY_SHARED);

// Rolldown reuses ModuleInfo objects within one chunking pass, so they key the caches.
const closures = new WeakMap<object, Set<string>>();
const routeSets = new WeakMap<object, ReadonlySet<string>>();
const helperClosures = new WeakMap<object, Set<string> | null>();

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

/** The route modules that import `id` statically, directly or not. */
function routesUsing(graph: ModuleGraph, id: string): ReadonlySet<string> {
  const info = graph.getModuleInfo(id);
  if (!info) return new Set();
  const cached = routeSets.get(info);
  if (cached) return cached;
  const routes = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (ROUTES_DIR.test(current)) routes.add(current.replace(/\?.*$/, ""));
    stack.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  routeSets.set(info, routes);
  return routes;
}

/**
 * Public pages of one kind, drawn by one feature: what only they share is theirs, in a chunk of
 * their own, not every page's (the events' cards and registration dialog, on three pages; the
 * mailing list's texts, on its sign-up, confirmation and leaving pages).
 */
const PAGE_FAMILIES = [
  /[\\/]app[\\/]routes[\\/](workshops|retreats|community)\./,
  /[\\/]app[\\/]routes[\\/]newsletter\./,
];

/**
 * How many public pages' route modules (not SIGNED_IN_ROUTES) import `id`, directly or not; the
 * pages of one family count once.
 */
function publicRoutesUsing(graph: ModuleGraph, id: string): number {
  let count = 0;
  const families = new Set<number>();
  for (const route of routesUsing(graph, id)) {
    if (SIGNED_IN_ROUTES.test(route)) continue;
    const family = PAGE_FAMILIES.findIndex((pages) => pages.test(route));
    if (family === -1) count++;
    else families.add(family);
  }
  return count + families.size;
}

const reachingPublicPages = new WeakMap<object, boolean>();

/**
 * Whether a public page may load `id`: it imports it, directly or not, or imports something that
 * fetches it with `import()` (the region screen, drawn by the home page for a first visit).
 */
function reachesPublicPage(graph: ModuleGraph, id: string): boolean {
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  const cached = reachingPublicPages.get(info);
  if (cached !== undefined) return cached;
  let found = false;
  const seen = new Set<string>();
  const stack = [id];
  for (let current = stack.pop(); !found && current !== undefined; current = stack.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (ROUTES_DIR.test(current) && !SIGNED_IN_ROUTES.test(current)) found = true;
    const currentInfo = graph.getModuleInfo(current);
    stack.push(...(currentInfo?.importers ?? []), ...(currentInfo?.dynamicImporters ?? []));
  }
  reachingPublicPages.set(info, found);
  return found;
}

/**
 * For a small helper (app code, or an icon) that pulls in no library beyond React and icons:
 * the modules it brings along, itself included. Null for anything else.
 */
function helperClosure(graph: ModuleGraph, id: string): Set<string> | null {
  const info = graph.getModuleInfo(id);
  if (!info) return null;
  const cached = helperClosures.get(info);
  if (cached !== undefined) return cached;
  const small =
    (ICONS.test(id) || (APP_CODE.test(id) && !NODE_MODULES.test(id))) &&
    info.code != null &&
    info.code.length <= SMALL_MODULE;
  let closure: Set<string> | null = small ? new Set() : null;
  const stack = [id];
  for (let current = stack.pop(); closure && current !== undefined; current = stack.pop()) {
    if (closure.has(current)) continue;
    closure.add(current);
    if (FRAMEWORK.test(current) || ICONS.test(current)) continue;
    if (NODE_MODULES.test(current)) closure = null;
    else stack.push(...(graph.getModuleInfo(current)?.importedIds ?? []));
  }
  helperClosures.set(info, closure);
  return closure;
}

/**
 * What every page loads: React, React Router, what the root route (the module `rootRoute`)
 * imports, widely shared helpers.
 */
function inRootChunk(graph: ModuleGraph, rootRoute: string, id: string): boolean {
  return (
    (FRAMEWORK.test(id) && !DOM_RENDERER.test(id)) ||
    id.startsWith(rootRoute) ||
    id.includes("vite/preload-helper") ||
    staticImports(graph, rootRoute).has(id) ||
    (helperClosure(graph, id) !== null &&
      (publicRoutesUsing(graph, id) >= WIDELY_SHARED ||
        // An icon that a public page and some other route share.
        (ICONS.test(id) && publicRoutesUsing(graph, id) > 0 && sharedEnough(id, routesUsing(graph, id).size))))
  );
}

/**
 * Small helpers that only signed-in pages share: one chunk for the portals instead of a dozen
 * small ones, and none of it on a public page, not even through an `import()` (an icon of the
 * region screen that portal pages draw too brought the whole portal chunk to a first visit of
 * the home page). Rolldown moves a group's dependencies into it as well, so a helper qualifies
 * only if none of what it brings along is code that a public page loads from outside the root
 * chunk.
 */
function inPortalChunk(graph: ModuleGraph, rootRoute: string, id: string): boolean {
  const closure = helperClosure(graph, id);
  if (!closure || reachesPublicPage(graph, id) || !sharedEnough(id, routesUsing(graph, id).size)) return false;
  for (const dependency of closure) {
    if (!inRootChunk(graph, rootRoute, dependency) && reachesPublicPage(graph, dependency)) return false;
  }
  return true;
}

/**
 * Few, larger chunks (ADR 0009). On a phone on a slow network every request costs round
 * trips, and a page used to preload 25-30 scripts, most under a kilobyte. Now a public page
 * loads two chunks of about the same size that every page needs, and its own route chunk (plus
 * any library or helper only it and a few others use):
 * - the client entry: React DOM's renderer (Rolldown puts it there by itself);
 * - the root chunk: React, React Router, everything the root route imports (every page runs
 *   it anyway), and the small helpers and icons that public pages share;
 * - the portal chunk, for signed-in pages only: the small helpers and icons only they share.
 *
 * `rootRoute` is the root route module's absolute path (app/root.tsx). The result is the client
 * build's `codeSplitting` option.
 */
export function clientChunks(rootRoute: string) {
  return {
    groups: [
      // First, so that React and React Router (which the portal's helpers import too) stay here.
      // (debugName: what Rolldown's reports call a group whose name is computed per module.)
      {
        name: (id: string, graph: ModuleGraph) => (inRootChunk(graph, rootRoute, id) ? "root" : null),
        debugName: "root",
        priority: 2,
      },
      {
        name: (id: string, graph: ModuleGraph) => (inPortalChunk(graph, rootRoute, id) ? "portal" : null),
        debugName: "portal",
        priority: 1,
      },
    ],
  };
}

/**
 * Lets the root route's chunk carry what it shares with other chunks. React Router asks for
 * strict entry signatures, which would keep that code in a separate chunk behind a one-line
 * facade (one more request). Route modules are read by their export names, so extra exports
 * do no harm.
 */
export const routeChunksMayExportMore: Plugin = {
  name: "route-chunks-may-export-more",
  enforce: "post",
  configEnvironment(name) {
    if (name === "client") return { build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } };
  },
};

/**
 * Icons one module each. `import { X } from "lucide-react"` goes through the package's index,
 * which re-exports every icon, so all the icons used anywhere were reachable from the root route
 * and rode in its chunk. In the browser build such imports become imports of the package's own
 * per-icon entries (`lucide-react/icons/<file>`), so an icon goes where the pages that draw it
 * are (the chunking rules above). Names that are not icons keep the index.
 */
export function iconsOneByOne(): Plugin {
  // The ES module index (Node would resolve the CommonJS one) reads, line by line,
  // `export { default as Check, default as CheckIcon, ... } from './icons/check.mjs';`.
  const packageJson = fileURLToPath(import.meta.resolve("lucide-react/package.json"));
  const esmIndex = JSON.parse(readFileSync(packageJson, "utf8")).exports["."].import;
  const index = readFileSync(path.join(path.dirname(packageJson), esmIndex), "utf8");
  const iconFiles = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) iconFiles.set(name, file);
  }
  if (iconFiles.size === 0)
    throw new Error(`no icons found in lucide-react's index (${esmIndex}): has its format changed?`);
  const namedImports = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
  return {
    name: "icons-one-by-one",
    enforce: "post",
    // Chunks are a build's concern; the dev server keeps the index (already pre-bundled).
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (NODE_MODULES.test(id) || !code.includes("lucide-react")) return null;
      const rewritten = code.replace(namedImports, (statement, list: string) => {
        const perIcon: string[] = [];
        const rest: string[] = [];
        for (const specifier of list.split(",").map((part) => part.trim())) {
          if (!specifier) continue;
          const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
          const file = iconFiles.get(imported);
          if (file) perIcon.push(`import ${local} from "lucide-react/icons/${file}";`);
          else rest.push(specifier);
        }
        if (perIcon.length === 0) return statement;
        return [...(rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : []), ...perIcon].join(" ");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
