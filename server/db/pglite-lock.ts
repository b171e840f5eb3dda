import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no locking between processes: two processes opening one data folder corrupt it.
 * A lock file beside the folder names the process that has it open; a second process is
 * refused with a clear message (a lock left by a process that died is taken over).
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is open in another process (pid ${pid}). ` +
        "Stop that process first, or act through it (for example, npm run user:role talks to a running server).",
    );
    this.name = "DatabaseInUseError";
  }
}

export const lockFileFor = (dir: string) => `${path.resolve(dir)}.lock`;
/** Where a running server says how to reach it (port and a one-time token). */
export const controlFileFor = (dir: string) => `${path.resolve(dir)}.server.json`;

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquirePgliteLock(dir: string): () => void {
  const file = lockFileFor(dir);
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (holder && holder !== process.pid && isProcessAlive(holder)) throw new DatabaseInUseError(dir, holder);
    writeFileSync(file, String(process.pid));
  }
  const release = () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once("exit", release);
  return release;
}
