// The production build: React Router's build, then the client files precompressed
// (scripts/precompress.mjs), into BUILD_DIR (default build).
//
//   node scripts/build.mjs            what the build prints, as it prints it
//   node scripts/build.mjs --quiet    nothing but "Built in Ns"; all of it, on stderr, if it fails
//
// One line is left out either way. React Router 7's own internal Vite servers pass Vite 8 the
// deprecated `envFile: false`, and Vite answers each with a warning that no setting of ours can
// reach (React Router 8 passes `envDir: false` instead): decision 0035.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const UPSTREAM_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const quiet = process.argv.includes("--quiet");
const clientDir = path.join(process.env.BUILD_DIR || "build", "client");
const started = performance.now();

/** What quiet mode keeps, to show if a step fails. */
const kept = [];

/** Runs a Node script; passes on (or keeps) each line it prints, but the upstream deprecation. */
function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      // Colours as in a terminal, when this script prints to one.
      env: process.stdout.isTTY && !("NO_COLOR" in process.env) ? { ...process.env, FORCE_COLOR: "1" } : process.env,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = "";
      const pass = (line) => {
        // Vite may colour it: compared without the terminal's colour codes.
        if (stripVTControlCharacters(line).trim() === UPSTREAM_DEPRECATION) return;
        if (quiet) kept.push(line);
        else out.write(`${line}\n`);
      };
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) pass(line);
      });
      stream.on("end", () => partial && pass(partial));
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

for (const [step, script, args] of [
  ["react-router build", "node_modules/@react-router/dev/bin.js", ["build"]],
  ["precompress", "scripts/precompress.mjs", [clientDir]],
]) {
  const status = await run(script, args);
  if (status !== 0) {
    if (quiet) process.stderr.write(`${kept.join("\n")}\n`);
    console.error(`The build failed (${step} exited with ${status}).`);
    process.exit(status);
  }
}
if (quiet) console.log(`Built in ${Math.round((performance.now() - started) / 1000)}s`);
