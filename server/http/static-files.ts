import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Files the build precompressed beside the original (name.br, name.gz). */
const precompressed = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves a file from the client build when one matches the path. Hashed assets are
 * cached for a year; everything else briefly. Returns false when there is no such file.
 */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  baseHeaders: Record<string, string>,
): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    return false;
  }
  if (pathname.endsWith("/") || pathname.includes("\0")) return false;
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep) || !(await fileExists(file))) return false;

  const type = contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const accepted = String(req.headers["accept-encoding"] ?? "");
  let served = file;
  let encoding: string | undefined;
  for (const option of precompressed) {
    if (accepted.includes(option.encoding) && (await fileExists(file + option.suffix))) {
      served = file + option.suffix;
      encoding = option.encoding;
      break;
    }
  }
  const { size } = await stat(served);
  const immutable = pathname.startsWith("/assets/");
  res.writeHead(200, {
    ...baseHeaders,
    "Content-Type": type,
    "Content-Length": String(size),
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  createReadStream(served).pipe(res);
  return true;
}
