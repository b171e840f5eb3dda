// Starts the production server, building first when the build is missing or older
// than the sources. Serves on PORT (default 3000).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");
const sources = [
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

const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < changedAt || process.env.FORCE_BUILD === "true") {
  console.log(builtAt ? "Sources changed since the last build: building..." : "No build yet: building...");
  // Quiet: the build's own report is for `npm run build`; a failed build still shows all of it.
  const result = spawnSync(process.execPath, ["scripts/build.mjs", "--quiet"], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { start } = await import(pathToFileURL(serverEntry).href);
await start({ clientDir: path.join(buildDir, "client") });
