// Starts the production server, building first when the build is missing or older
// than the sources. Serves on PORT (default 3000).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildAge } from "./build-age.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");

const { builtAt, stale } = buildAge(buildDir);
// A second server beside a running one (a browser journey's own) must never rebuild the folder the
// first one serves from: the first one's pages would ask for scripts that are gone.
const mayBuild = process.env.BUILD_IF_STALE !== "false";
if ((stale && mayBuild) || process.env.FORCE_BUILD === "true") {
  console.log(builtAt ? "Sources changed since the last build: building..." : "No build yet: building...");
  // Quiet: the build's own report is for `npm run build`; a failed build still shows all of it.
  const result = spawnSync(process.execPath, ["scripts/build.mjs", "--quiet"], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { start } = await import(pathToFileURL(serverEntry).href);
await start({ clientDir: path.join(buildDir, "client") });
