// Test support (not a test itself): one Vite dev server of this checkout starting at a time.
// Starting, React Router's Vite plugin deletes and writes again the route types under
// .react-router/types, without waiting for it; two test processes starting at once (two workers,
// or a worker and a server process of its own) could delete the folder while the other writes
// into it, and the start-up failed with ENOTEMPTY. The start holds a lock (a folder in the
// system's temporary folder, named for this checkout) until the types are written again.
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const LOCK = path.join(
  tmpdir(),
  `practice-vite-start-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 16)}.lock`,
);
/** A lock older than this was left by a process that died: taken over. */
const STALE_MS = 120_000;
const TYPES_WRITTEN = path.join(process.cwd(), ".react-router/types/+server-build.d.ts");
const TYPES_WAIT_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const modifiedAt = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Runs `start` (creating a Vite dev server) alone, and waits for the route types it rewrites. */
export async function withViteStartLock(start) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      if (Date.now() - modifiedAt(LOCK) > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      await sleep(100);
    }
  }
  const since = Date.now() - 1_000;
  try {
    const started = await start();
    const deadline = Date.now() + TYPES_WAIT_MS;
    while (modifiedAt(TYPES_WRITTEN) < since && Date.now() < deadline) await sleep(50);
    // The route files are written beside it, at once: a moment for the last of them.
    await sleep(300);
    return started;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
