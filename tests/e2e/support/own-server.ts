import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../../scripts/temporary-postgres.mjs";

// A journey that needs rows no page can make yet (a certificate issued by a payment made
// elsewhere) or counts of its own (a package's sessions) gets a production server of its own: the
// embedded database is open in one process only, so `seedScript` writes them into a new data
// folder before that server starts, and the shared test server's database is left alone.

const run = promisify(execFile);

export interface OwnServer {
  /** http://localhost:port, the server's public address. */
  url: string;
  stop(): Promise<void>;
}

/** Seeds a new data folder with `seedScript` (run with tsx, `seedEnv` added), then starts a server on it. */
export async function startServerWithSeed(seedScript: string, seedEnv: Record<string, string>): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "practice-e2e-own-"));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PGLITE_DIR: path.join(dir, "pglite"),
    SECRETS_FILE: path.join(dir, "practice.env"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  await run(path.resolve("node_modules/.bin/tsx"), [seedScript], { env: { ...env, ...seedEnv } });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...env,
      PORT: String(port),
      PUBLIC_URL: url,
      SIGN_UPS_PER_ADDRESS_HOUR: "1000",
      // The shared test server serves this build: a source edited meanwhile must not rebuild it.
      BUILD_IF_STALE: "false",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    errors += chunk;
  });
  const exited = once(child, "exit");
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey's own server exited at start-up\n${errors}`);
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the journey's own server did not start\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
