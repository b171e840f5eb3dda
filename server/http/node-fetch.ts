import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { secureCookie } from "./cookies";

/** What streaming an answer fails with when its client has gone away. */
const CLIENT_GONE = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_UNABLE_TO_PIPE"]);
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super("Request body too large");
  }
}

/**
 * Reads a request's whole body, refusing it (BodyTooLargeError) as soon as it passes `limit`
 * bytes: a declared Content-Length over the limit is refused before a byte is read. Bodies here
 * are forms and webhooks of a few kilobytes, so holding one in memory costs nothing, and the
 * use case then sees either the whole body or a clear refusal, never a truncated form.
 */
export async function readRequestBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    seen += chunk.length;
    if (seen > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
}

/**
 * Turns Node's request for `url` into a Fetch Request with the body already read
 * (readRequestBody); aborted when the client goes away.
 */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, url: URL, body?: Buffer): Request {
  const controller = new AbortController();
  // Only a client that leaves before the answer is complete aborts the work (an abort makes a
  // DOMException with a stack trace: not something to pay for on every finished response).
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    // A view of the bytes already read (Node's Buffer is typed over any ArrayBuffer-like memory).
    init.body = body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : null;
  }
  return new Request(url, init);
}

const compressible = /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg)/;

function chooseEncoding(req: IncomingMessage, response: Response): "br" | "gzip" | undefined {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || response.headers.has("content-encoding")) return undefined;
  // Event streams must reach the browser as each event is written.
  if (!compressible.test(type) || type.startsWith("text/event-stream")) return undefined;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/**
 * Below this a body goes out as it is: compressing a few hundred bytes costs more CPU than the
 * bytes it saves, and the answer fits in the same TCP packets either way.
 */
export const MIN_COMPRESS_BYTES = 1024;

interface BodyStart {
  chunks: Uint8Array[];
  bytes: number;
  /** The whole body is in `chunks`. */
  done: boolean;
  reader: ReadableStreamDefaultReader<Uint8Array>;
}

/** Reads a body until `limit` bytes or its end, whichever comes first. */
async function readStart(body: ReadableStream<Uint8Array>, limit: number): Promise<BodyStart> {
  const reader = body.getReader();
  const start: BodyStart = { chunks: [], bytes: 0, done: false, reader };
  while (start.bytes < limit) {
    const { done, value } = await reader.read();
    if (done) {
      start.done = true;
      break;
    }
    start.chunks.push(value);
    start.bytes += value.byteLength;
  }
  return start;
}

/** The chunks already read, then the rest of the body; the body is cancelled if the client leaves. */
function resume(start: BodyStart): Readable {
  async function* chunks() {
    try {
      yield* start.chunks;
      for (;;) {
        const { done, value } = await start.reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      await start.reader.cancel().catch(() => {});
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Writes a Fetch Response to Node's response, compressing text on the way. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
  /** Headers that win over the response's own (lower-case names). */
  overrides: Record<string, string> = {},
  /** Over https every cookie is Secure, whoever set it (server/http/cookies.ts). */
  options: { secureCookies?: boolean } = {},
): Promise<void> {
  let encoding = chooseEncoding(req, response);
  const declaredLength = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declaredLength < MIN_COMPRESS_BYTES) encoding = undefined;
  // A body of unknown length is compressed only once it proves to be long enough.
  const start =
    encoding && response.body && req.method !== "HEAD" ? await readStart(response.body, MIN_COMPRESS_BYTES) : undefined;
  if (start?.done) encoding = undefined;

  // Lower-case names throughout, so a header the route sets replaces the default one instead of
  // going out twice.
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  Object.assign(headers, overrides);
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => (options.secureCookies ? secureCookie(cookie) : cookie));
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (encoding) {
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    delete headers["content-length"];
  }
  if (start?.done) headers["content-length"] = String(start.bytes);
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  if (start?.done) {
    res.end(start.chunks.length === 1 ? start.chunks[0] : Buffer.concat(start.chunks));
    return;
  }
  if (String(headers["content-type"] ?? "").startsWith("text/event-stream")) res.flushHeaders();
  const body = start
    ? resume(start)
    : Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === "gzip"
        ? zlib.createGzip({ level: 6 })
        : undefined;
  try {
    if (compressor) await pipeline(body, compressor, res);
    else await pipeline(body, res);
  } catch (err) {
    // A client that leaves mid-response (or, on Node 24, before the body starts: the answer is
    // already destroyed) is normal; anything else is worth a log upstream.
    if (!CLIENT_GONE.has(String((err as NodeJS.ErrnoException).code))) throw err;
  }
}
