import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../../scripts/temporary-postgres.mjs";

// A journey that needs a gift certificate issued by a payment made elsewhere (the code arrives
// by e-mail to someone else) gets a production server of its own: the embedded database is open
// in one process only, so the certificates are written into a new data folder before that
// server starts, and the shared test server's database is left alone.

const run = promisify(execFile);

export interface GiftForJourney {
  code: string;
  faceValue: number;
  currency: "GHS" | "USD" | "GBP" | "EUR";
  recipientName: string;
  /** A demo account (server/db/seed/people.ts) who bought it. */
  buyerEmail: string;
}

export interface GiftServer {
  /** http://localhost:port, the server's public address. */
  url: string;
  stop(): Promise<void>;
}

export async function startServerWithGifts(gifts: GiftForJourney[]): Promise<GiftServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "practice-e2e-gifts-"));
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
  await run(path.resolve("node_modules/.bin/tsx"), ["tests/e2e/support/seed-gifts.ts"], {
    env: { ...env, E2E_GIFTS: JSON.stringify(gifts) },
  });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...env, PORT: String(port), PUBLIC_URL: url, SIGN_UPS_PER_ADDRESS_HOUR: "1000" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    errors += chunk;
  });
  const exited = once(child, "exit");
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gift journey's server exited at start-up\n${errors}`);
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the gift journey's server did not start\n${errors}`);
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
