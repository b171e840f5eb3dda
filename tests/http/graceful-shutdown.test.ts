import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, Visitor } from "../support/http-client";
import { freePort } from "../support/server-process";

// SIGTERM to a running server (the shutdown of server/http/server.ts), in a process of its own
// (tests/support/app-process.mjs): what it has already accepted finishes, nothing new gets in,
// the live-update streams end with a short retry hint, and the process exits 0.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let child: ChildProcess;
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
let port: number;
let url: string;
const output: string[] = [];

beforeAll(async () => {
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["tests/support/app-process.mjs"], {
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
      SHUTDOWN_GRACE_MS: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => output.push(String(chunk)));
  exited = once(child, "exit").then(([code, signal]) => ({ code, signal }));
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up\n${output.join("")}`);
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not start\n${output.join("")}`);
    await sleep(300);
  }
}, 120_000);

afterAll(() => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** Writes a request on its own connection and gives the raw answer once the server closes it. */
function rawRequest(head: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  let answer = "";
  socket.on("data", (chunk: string) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
  socket.write(head);
  return { socket, closed };
}

/** Whether a new connection is refused (the server no longer listens). */
function connectionRefused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });
}

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, ends the event streams and exits 0", async () => {
    const ama = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.ama);
    const stream = await ama.openEvents(url);
    await sleep(200);
    expect(stream.text).toContain(": connected");

    // A slow request: the sign-in form, its body sent in two halves, SIGTERM in between.
    const body = new URLSearchParams({ intent: "signin", ...DEMO_ACCOUNTS.kwame }).toString();
    const half = Math.floor(body.length / 2);
    const slow = rawRequest(
      `POST /auth HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\nCookie: region=local.GHS\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await sleep(300); // the server has the request's head and waits for the rest of its body

    child.kill("SIGTERM");

    // The open stream is told to come back in a second (to another server), and ends.
    const ended = await Promise.race([stream.ended, sleep(5_000).then(() => null)]);
    expect(ended, `the stream did not end:\n${stream.text}`).not.toBeNull();
    expect(stream.retries.at(-1)).toBe(1_000);

    // A new connection is refused.
    let refused = false;
    for (let i = 0; i < 20 && !refused; i++) {
      refused = await connectionRefused();
      if (!refused) await sleep(100);
    }
    expect(refused).toBe(true);
    expect(child.exitCode).toBeNull(); // still finishing the request in flight

    // The request in flight completes, and its connection closes with it.
    slow.socket.write(body.slice(half));
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain("set-cookie");

    expect(await exited, output.join("")).toEqual({ code: 0, signal: null });
    expect(output.join("")).toContain('"msg":"shut down"');
  });
});
