// The bridge between Node's HTTP server and Fetch responses: small answers go out as they are,
// larger ones compressed, streams still stream, and a request is aborted only when its client leaves.
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { MIN_COMPRESS_BYTES, sendFetchResponse, toFetchRequest } from "./node-fetch";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves every request with `respond`, and returns the server's address. */
async function serve(respond: (fetchRequest: Request) => Response | Promise<Response>): Promise<string> {
  server = createServer((req, res) => {
    const fetchRequest = toFetchRequest(req, res, new URL(req.url ?? "/", "http://localhost"));
    void Promise.resolve(respond(fetchRequest)).then((response) => sendFetchResponse(req, res, response, {}));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The raw answer (not decompressed), with its headers. */
function get(url: string, acceptEncoding = "gzip, deflate, br, zstd") {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A body of unknown length, written in the given pieces. */
function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const json = (size: number) => JSON.stringify({ ok: true, filler: "x".repeat(size) });

describe("sendFetchResponse", () => {
  it("sends a small JSON answer uncompressed, with its length", async () => {
    const body = json(300);
    const url = await serve(() => Response.json(JSON.parse(body)));
    const answer = await get(url);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(answer.body.toString()).toBe(body);
  });

  it("compresses a larger answer with brotli, or gzip when that is all the client takes", async () => {
    const body = json(5000);
    const url = await serve(() => Response.json(JSON.parse(body)));
    const br = await get(url);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(body);
    const gzip = await get(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(body);
  });

  it("decides on a body of unknown length by what it holds: small pieces stay plain, a long stream is compressed whole", async () => {
    const small = ["[1,", '"two"', ",3]"];
    const long = ["x".repeat(100), "y".repeat(MIN_COMPRESS_BYTES), "z".repeat(3000)];
    const url = await serve(
      (req) =>
        new Response(streamOf(new URL(req.url).pathname === "/long" ? long : small), {
          headers: { "Content-Type": "text/plain" },
        }),
    );
    const plain = await get(`${url}/small`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(small.join("").length));
    expect(plain.body.toString()).toBe(small.join(""));
    const compressed = await get(`${url}/long`);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(compressed.body).toString()).toBe(long.join(""));
  });

  it("streams server-sent events as they are written, uncompressed", async () => {
    let send: ((text: string) => void) | undefined;
    const url = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              send = (text) => controller.enqueue(new TextEncoder().encode(text));
            },
          }),
          { headers: { "Content-Type": "text/event-stream" } },
        ),
    );
    const first = await new Promise<{ encoding: string | undefined; data: string }>((resolve, reject) => {
      const req = request(url, { headers: { "accept-encoding": "br" } }, (res) => {
        res.once("data", (chunk: Buffer) => {
          resolve({ encoding: res.headers["content-encoding"], data: chunk.toString() });
          req.destroy();
        });
        send?.("data: hello\n\n");
      });
      req.on("error", reject);
      req.end();
    });
    expect(first).toEqual({ encoding: undefined, data: "data: hello\n\n" });
  });
});

describe("toFetchRequest", () => {
  it("aborts the request when the client leaves before the answer, not after a complete one", async () => {
    const signals: AbortSignal[] = [];
    let release: (() => void) | undefined;
    const url = await serve(async (req) => {
      signals.push(req.signal);
      if (new URL(req.url).pathname === "/slow") await new Promise<void>((resolve) => (release = resolve));
      return Response.json({ ok: true });
    });
    await get(`${url}/fast`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signals[0]?.aborted).toBe(false);

    const leaving = request(`${url}/slow`);
    leaving.on("error", () => {});
    leaving.end();
    await expect.poll(() => signals.length).toBe(2);
    leaving.destroy();
    await expect.poll(() => signals[1]?.aborted).toBe(true);
    release?.();
  });
});
