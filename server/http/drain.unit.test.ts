import { once } from "node:events";
import { createServer, type Server } from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ConnectionDrain, connectionDrain } from "./drain";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose /slow answers after `slowMs`; everything else at once. `arrived`: the paths it was asked for. */
async function start(slowMs: number): Promise<{ port: number; drain: ConnectionDrain; arrived: string[] }> {
  const arrived: string[] = [];
  const s = createServer((req, res) => {
    drain.track(res);
    arrived.push(req.url ?? "");
    const answer = () => res.end("done");
    if (req.url === "/slow") setTimeout(answer, slowMs);
    else answer();
  });
  const drain = connectionDrain(s);
  server = s;
  s.listen(0, "127.0.0.1");
  await once(s, "listening");
  const address = s.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { port: address.port, drain, arrived };
}

/** A raw keep-alive connection: requests written on it, everything read from it. */
async function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.setEncoding("utf8");
  let received = "";
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  const closed = once(socket, "close").then(() => received);
  return {
    get received() {
      return received;
    },
    closed,
    get(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    },
  };
}

describe("draining a server's connections", () => {
  it("closes idle keep-alive connections at once and lets a request in flight finish, with Connection: close", async () => {
    const { port, drain, arrived } = await start(300);
    const idle = await connection(port);
    idle.get("/fast");
    await vi.waitFor(() => expect(idle.received).toContain("done"));
    const busy = await connection(port);
    busy.get("/slow");
    await vi.waitFor(() => expect(arrived).toContain("/slow"));

    const drained = drain.drain(5_000);
    expect(drain.draining).toBe(true);
    await idle.closed; // the idle connection is closed at once
    const answer = await busy.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain("done");
    expect(await drained).toBe(true);
  });

  it("cuts off what is still running when the grace period ends", async () => {
    const { port, drain, arrived } = await start(60_000);
    const stuck = await connection(port);
    stuck.get("/slow");
    await vi.waitFor(() => expect(arrived).toContain("/slow"));
    const started = Date.now();
    expect(await drain.drain(200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck.closed).toBe(""); // no answer: the connection was destroyed
  });
});
