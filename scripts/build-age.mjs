// When a production build is older than what it is built from: the rule of `npm start` and of
// the benchmarks, which build first when it is.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What a build is made from: a change to any of these makes it stale. */
const SOURCES = [
  "app",
  "domain",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "scripts/chunking.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** When the build in `buildDir` was made (0 when there is none), and whether a source is newer. */
export function buildAge(buildDir) {
  const entry = path.join(path.resolve(ROOT, buildDir), "server/index.js");
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  return { builtAt, stale: builtAt < changedAt };
}
