import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

/** Larger request bodies are refused: nothing this product accepts comes near it. */
export const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

function limitBody(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit) done(new BodyTooLargeError("Request body too large"));
      else done(null, chunk);
    },
  });
}

/** Turns Node's request into a Fetch Request; aborted when the client goes away. */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(req.pipe(limitBody(MAX_BODY_BYTES))) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(new URL(req.url ?? "/", origin), init);
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

/** Writes a Fetch Response to Node's response, compressing text on the way. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const encoding = chooseEncoding(req, response);
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (encoding) {
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    delete headers["content-length"];
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  if (String(headers["content-type"] ?? "").startsWith("text/event-stream")) res.flushHeaders();
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
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
    // A client that leaves mid-response is normal; anything else is worth a log upstream.
    if ((err as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw err;
  }
}
