// Starts the production build as it is: unlike scripts/start.mjs it never rebuilds, for the
// container image and `npm run cluster`, which build once beforehand. Serves on PORT (default
// 3000) from BUILD_DIR (default build); run from the project folder (the migrations are read
// from server/db/migrations).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");
if (!existsSync(serverEntry)) {
  console.error(`No production build at ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const { start } = await import(pathToFileURL(serverEntry).href);
await start({ clientDir: path.join(buildDir, "client") });
