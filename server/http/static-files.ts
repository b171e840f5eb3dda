import { createReadStream, readdirSync, statSync } from "node:fs";
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

interface StoredFile {
  file: string;
  size: number;
}

interface StaticFile extends StoredFile {
  type: string;
  variants: { encoding: string; stored: StoredFile }[];
}

/** Every file under `root`, by URL path ("/assets/app.js"). */
function listFiles(root: string): Map<string, StoredFile> {
  const found = new Map<string, StoredFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      const info = statSync(file);
      if (info.isDirectory()) walk(file);
      else if (info.isFile())
        found.set(`/${path.relative(root, file).split(path.sep).join("/")}`, { file, size: info.size });
    }
  };
  walk(root);
  return found;
}

export type StaticFiles = ReturnType<typeof indexStaticFiles>;

/**
 * The client build, indexed once: a production build does not change while its server runs
 * (a deployment restarts it), so no request pays for a file-system look-up, and only files
 * that exist under the folder can ever be served.
 */
export function indexStaticFiles(root: string) {
  const stored = listFiles(path.resolve(root));
  const files = new Map<string, StaticFile>();
  for (const [pathname, original] of stored) {
    const type = contentTypes[path.extname(pathname).toLowerCase()] ?? "application/octet-stream";
    const variants = precompressed.flatMap(({ encoding, suffix }) => {
      const variant = stored.get(pathname + suffix);
      return variant ? [{ encoding, stored: variant }] : [];
    });
    files.set(pathname, { ...original, type, variants });
  }

  /**
   * Serves a file from the client build when one matches the path. Hashed assets are
   * cached for a year; everything else briefly. `baseHeaders` gives the headers every answer
   * carries for a file of that content type. Returns false when there is no such file.
   */
  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    baseHeaders: (contentType: string) => Record<string, string>,
  ): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const raw = (req.url ?? "/").split("?")[0] ?? "/";
    let pathname: string;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      return false;
    }
    const found = files.get(pathname);
    if (!found) return false;

    const accepted = String(req.headers["accept-encoding"] ?? "");
    const variant = found.variants.find((v) => accepted.includes(v.encoding));
    const served = variant?.stored ?? found;
    const immutable = pathname.startsWith("/assets/");
    res.writeHead(200, {
      ...baseHeaders(found.type),
      "Content-Type": found.type,
      "Content-Length": String(served.size),
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      Vary: "Accept-Encoding",
      ...(variant ? { "Content-Encoding": variant.encoding } : {}),
    });
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    // A file gone since the index was made (a build run over a live folder) ends the response, not the server.
    createReadStream(served.file)
      .on("error", () => res.destroy())
      .pipe(res);
    return true;
  }

  return { serve, size: files.size };
}
