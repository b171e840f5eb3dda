// The whole application in a process of its own (tests/support/app-process.mjs), with everything
// it writes to stdout and stderr kept, line by line, for tests about what the server prints.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { freePort } from "../../scripts/temporary-postgres.mjs";

export { freePort };

export interface ServerProcess {
  url: string;
  port: number;
  /** Every line written so far, stdout and stderr interleaved as they arrived. */
  readonly lines: readonly OutputLine[];
  /** The lines written from now on (start-up banners are not the tests' business). */
  mark(): () => OutputLine[];
  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface OutputLine {
  stream: "stdout" | "stderr";
  text: string;
}

/** Splits a stream into lines, keeping a partial last line until it is complete. */
function collectLines(child: ChildProcess, into: OutputLine[]) {
  for (const stream of ["stdout", "stderr"] as const) {
    let partial = "";
    child[stream]?.setEncoding("utf8");
    child[stream]?.on("data", (chunk: string) => {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      for (const text of parts) into.push({ stream, text });
    });
    child[stream]?.on("end", () => {
      if (partial) into.push({ stream, text: partial });
    });
  }
}

/**
 * Starts the app (compiled by Vite from the sources, as `npm run dev` without hot reload) on a
 * free port, with `env` on top of the test settings (an in-memory PGlite unless DATABASE_URL is
 * given), and waits until /healthz answers 200.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: OutputLine[] = [];
  const child = spawn(process.execPath, ["tests/support/app-process.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      PGLITE_DIR: "memory://",
      DATABASE_URL: "",
      RUN_JOBS: "false",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  collectLines(child, lines);
  const exited = once(child, "exit");
  const printed = () => lines.map((line) => line.text).join("\n");
  // Vite compiles the app first: a minute or more on a busy machine.
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up\n${printed()}`);
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start\n${printed()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    port,
    lines,
    mark() {
      const from = lines.length;
      return () => lines.slice(from);
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** A line's JSON object, or undefined when the line is not one JSON object. */
export function jsonLine(line: OutputLine): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line.text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
